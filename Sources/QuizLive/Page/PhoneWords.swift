import QuizCore
import QuizText

/// The phone page's words in one language, from the game's catalog: the
/// page's own lines (put into its HTML, escaped) and the lines its script
/// writes (a JSON block the script reads; plural keys carry a form per CLDR
/// category, which the browser's `Intl.PluralRules` picks, and numbers are
/// written with the language's group separator, Latin digits as everywhere
/// in the game).
struct PhoneWords: Sendable {
    let catalog: Catalog

    /// The language's code, for `<html lang>` and the browser's speech synthesis.
    var language: String { catalog.language }
    /// `rtl` for a language written right to left, else `ltr`.
    var direction: String { catalog.isRightToLeft ? "rtl" : "ltr" }

    /// `key`'s text escaped for HTML, its placeholders filled from `values`.
    func html(_ key: String, _ values: [String: String] = [:]) -> String {
        HTMLText.escaped(catalog.text(key, values))
    }

    /// The script's lines by the name it uses.
    static let scriptKeys: [(name: String, key: String)] = [
        ("hello", "phone.hello"), ("points", "live.points"), ("players", "phone.players"),
        ("notConnected", "phone.not_connected"), ("reconnecting", "phone.reconnecting"),
        ("seconds", "phone.seconds_left"), ("tiltNeedsSecure", "phone.tilt_needs_secure"),
        ("tiltHow", "phone.tilt_how"), ("sending", "phone.sending"), ("questionOf", "live.question_of"),
        ("answerSent", "phone.answer_sent"), ("waitForResults", "phone.wait_for_results"),
        ("noAnswer", "phone.no_answer"), ("right", "phone.right"), ("wrong", "phone.wrong"),
        ("gained", "phone.gained"), ("gainedWithBonus", "phone.gained_with_bonus"), ("place", "phone.place"),
        ("theAnswer", "phone.the_answer"), ("finished", "phone.finished"), ("podiumRow", "phone.podium_row"),
        ("option", "phone.option"), ("pinDigits", "phone.pin_digits"),
        ("true", "live.answer_true"), ("false", "live.answer_false"),
    ]

    /// The answers' marks by shape, in `LiveShape` order: what a button is called aloud.
    static let shapeKeys: [(shape: LiveShape, key: String)] = [
        (.triangle, "phone.shape_triangle"), (.diamond, "phone.shape_diamond"), (.circle, "phone.shape_circle"),
        (.square, "phone.shape_square"),
    ]

    /// What the page says for each refusal a phone can meet, by its protocol code (`LiveRefusal.code`); the
    /// refusal's `values` fill the placeholders. The operator's own refusals never reach a phone.
    static let refusalKeys: [(refusal: LiveRefusal, key: String)] = [
        (.nameBreaksRule, "phone.refused_name_rule"), (.nameTaken(""), "phone.refused_name_taken"),
        (.nameBlocked, "phone.refused_name_blocked"), (.roundFull(0), "phone.refused_round_full"),
        (.roundOver, "phone.refused_round_over"), (.notInRound, "phone.refused_not_in_round"),
        (.kicked, "phone.refused_kicked"), (.noQuestionOpen, "phone.refused_no_question"),
        (.late, "phone.refused_late"), (.twice, "phone.refused_twice"),
        (.unknownOption(0), "phone.refused_unknown_option"), (.wrongPIN, "phone.refused_wrong_pin"),
        (.tooManyJoins(perMinute: 0), "phone.refused_too_many_joins"), (.loginFailed, "phone.refused_login_failed"),
        (.accountLocked, "phone.refused_account_locked"), (.accountBanned, "phone.refused_account_banned"),
        (.usernameWanted, "phone.refused_username_wanted"),
        (.accountsUnavailable, "phone.refused_accounts_unavailable"),
    ]

    /// The JSON block the script reads: `lines` by name, `shapes`, `refusals` by code, and how numbers are
    /// grouped. `<` is written `\u003c`, so that nothing in a line can end the block.
    var scriptBlock: String {
        let name = [
            "shortest": String(PlayerRef.nameLengths.lowerBound), "longest": String(PlayerRef.nameLengths.upperBound),
        ]
        let lines = Self.scriptKeys.map { ($0.name, line($0.key)) }
        let shapes = Self.shapeKeys.map { JSONText.string(catalog[$0.key]) }
        let refusals = Self.refusalKeys.map { ($0.refusal.code, line($0.key, name)) }
        let json = JSONText.object([
            ("lines", JSONText.object(lines)), ("shapes", "[" + shapes.joined(separator: ",") + "]"),
            ("refusals", JSONText.object(refusals)),
            ("group", JSONText.string(catalog.numbers.groupSeparator)),
            ("groupFrom", String(catalog.numbers.minimumDigitsToGroup)),
        ])
        return json.replacing("<", with: "\\u003c")
    }

    /// One line as JSON: a string, or for a plural key an object of its forms by CLDR category.
    private func line(_ key: String, _ values: [String: String] = [:]) -> String {
        guard let forms = catalog.pluralForms(key) else { return JSONText.string(catalog.text(key, values)) }
        return JSONText.object(
            forms.map { ($0.category.rawValue, JSONText.string(Placeholders.fill($0.form, values))) })
    }
}
