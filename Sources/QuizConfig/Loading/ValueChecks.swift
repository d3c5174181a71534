import Foundation

/// The settings whose values are more than a number or a word from a list.
enum ValueChecks {
    static func packs(_ reader: inout SettingsReader, default value: PackSelection) -> PackSelection {
        let allowed = "all, or a list of pack ids such as [tiltquiz-true-false, tiltquiz-trivia]"
        switch reader.list("packs.use", allowed: allowed) {
        case nil: return value
        case .all: return .all
        case .items(let items):
            var ids: [String] = []
            var failed = false
            for (id, line) in items {
                let allowedCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
                if id.isEmpty || id.unicodeScalars.contains(where: { !allowedCharacters.contains($0) }) {
                    reader.report(
                        "packs.use", line: line,
                        "\(Wording.value(id)) is not a pack id; pack ids are letters, digits, \"-\", \"_\" and \".\"")
                    failed = true
                } else if ids.contains(id) {
                    reader.report("packs.use", line: line, "\(Wording.value(id)) is listed twice; list it once")
                    failed = true
                }
                ids.append(id)
            }
            return failed ? value : .only(ids)
        }
    }

    /// An http or https URL with a host; "" (or nothing) is none.
    static func url(_ reader: inout SettingsReader, _ key: String, default value: String?) -> String? {
        let allowed = "an http or https URL such as https://example.org/quizzes.json, or \"\" for none"
        guard let (text, line) = reader.scalar(key, allowed: allowed) else { return value }
        if text.isEmpty { return nil }
        if let problem = PackSourceSettings.urlProblem(text) {
            reader.report(key, line: line, "\(Wording.value(text)) \(problem); use \(allowed)")
            return value
        }
        return text
    }

    /// The events' REST base: an http or https URL, `{language}` standing for `events.language`; "" (or
    /// nothing) is the default, Wikipedia's own.
    static func eventsURL(_ reader: inout SettingsReader, language: WikifeedsLanguage) -> String? {
        let allowed =
            "an http or https URL such as https://{language}.wikipedia.org/api/rest_v1 (the default), or \"\" for it"
        guard let (text, line) = reader.scalar("events.url", allowed: allowed) else { return nil }
        if text.isEmpty { return nil }
        if let problem = PackSourceSettings.urlProblem(EventFeedSettings.base(text, language: language)) {
            reader.report("events.url", line: line, "\(Wording.value(text)) \(problem); use \(allowed)")
            return nil
        }
        return text
    }

    static func pinHash(_ reader: inout SettingsReader) -> PINHash? {
        let allowed = "the pin_hash line printed by `tiltquiz config hash-pin`"
        guard let (text, line) = reader.scalar("admin.pin_hash", allowed: allowed), !text.isEmpty else { return nil }
        do {
            return try PINHash.parse(text)
        } catch {
            reader.report("admin.pin_hash", line: line, "\(error.message); paste \(allowed)")
            return nil
        }
    }

    static func tiltDevice(_ reader: inout SettingsReader, default value: TiltDevice) -> TiltDevice {
        let allowed = "auto, keys, gamepad or a device path such as /dev/input/event3 or /dev/iio:device0"
        let names = ["auto", "keys", "gamepad"]
        let text = reader.text("tilt.device", default: "", allowed: allowed) { text in
            if names.contains(text) || text.hasPrefix("/") { return nil }
            return Wording.didYouMean(Suggestion.closest(to: text, among: names))
        }
        switch text {
        case "": return value
        case "auto": return .auto
        case "keys": return .keys
        case "gamepad": return .gamepad
        default: return .path(text)
        }
    }

    static let mountMatrixAllowed =
        "3 rows of 3 numbers like \"0, 1, 0; -1, 0, 0; 0, 0, 1\" (hwdb ACCEL_MOUNT_MATRIX), or \"\" for none"

    /// Checks the shape only: 3 rows separated by `;`, each 3 numbers separated by `,`.
    static func mountMatrixProblem(_ text: String) -> String? {
        var body = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if body.isEmpty { return nil }
        if body.hasPrefix("ACCEL_MOUNT_MATRIX=") { body.removeFirst("ACCEL_MOUNT_MATRIX=".count) }
        let rows = body.split(separator: ";", omittingEmptySubsequences: false)
        guard rows.count == 3 else { return " (found \(rows.count) rows)" }
        for (index, row) in rows.enumerated() {
            let cells = row.split(separator: ",", omittingEmptySubsequences: false)
            guard cells.count == 3 else { return " (row \(index + 1) has \(cells.count) values)" }
            var numbers: [Double] = []
            for cell in cells {
                let trimmed = cell.trimmingCharacters(in: .whitespaces)
                guard let number = Double(trimmed), number.isFinite, trimmed.allSatisfy({ !$0.isLetter }) else {
                    return " (row \(index + 1) has \(Wording.value(trimmed)), which is not a number)"
                }
                numbers.append(number)
            }
            if numbers.allSatisfy({ $0 == 0 }) { return " (row \(index + 1) is all zeros, which would lose an axis)" }
        }
        return nil
    }

    static let timeZoneAllowed = "local or a time zone name such as Europe/Berlin or America/New_York"

    static func timeZoneProblem(_ text: String) -> String? {
        if text == "local" || TimeZone(identifier: text) != nil { return nil }
        let known = TimeZone.knownTimeZoneIdentifiers
        if let match = known.first(where: { $0.lowercased() == text.lowercased() }) {
            return Wording.didYouMean(match)
        }
        return Wording.didYouMean(Suggestion.closest(to: text, among: known))
    }

    static func consentText(_ reader: inout SettingsReader, default value: String?) -> String? {
        let limit = LeadSettings.maximumConsentCharacters
        let allowed = "a sentence of at most \(limit) characters"
        guard let (raw, line) = reader.scalar("leads.consent_text", allowed: allowed) else { return value }
        // A folded (>) or literal (|) block ends in a line break; the form shows the sentence alone.
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count <= limit else {
            reader.report("leads.consent_text", line: line, "has \(text.count) characters; use \(allowed)")
            return value
        }
        return text
    }

    static func coinKey(_ reader: inout SettingsReader, default value: String) -> String {
        let allowed = "an SDL key name such as 0, 9, F1 or Keypad 0"
        guard let (text, line) = reader.scalar("credits.coin_key", allowed: allowed) else { return value }
        let name = text.lowercased()
        if SDLKeyNames.usedByTheGame.contains(name) {
            reader.report(
                "credits.coin_key", line: line,
                "\(Wording.value(text)) is not allowed; the game uses that key; use another, such as 0")
            return value
        }
        guard SDLKeyNames.isKnown(name) else {
            let near = Suggestion.closest(to: text, among: SDLKeyNames.all)
            reader.report(
                "credits.coin_key", line: line,
                "\(Wording.value(text)) is not allowed; use \(allowed)\(Wording.didYouMean(near))")
            return value
        }
        return name
    }

    static let dataDirectoryAllowed = "an absolute path such as /var/lib/tiltquiz, or \"\" for the standard place"

    static func dataDirectoryProblem(_ text: String) -> String? {
        text.isEmpty || text.hasPrefix("/") ? nil : ""
    }
}

/// SDL2's key names (`SDL_GetScancodeName`) that a coin acceptor or an arcade encoder can send.
///
/// `SDL_GetKeyFromName` matches them in any case; the config keeps them in
/// lower case, as the game's scripted input does. The rarer names (media and
/// AS400 keys) are left out: no coin mechanism sends them.
enum SDLKeyNames {
    static let all: [String] =
        (UnicodeScalar("a").value...UnicodeScalar("z").value).compactMap { UnicodeScalar($0).map(String.init) }
        + (0...9).map(String.init)
        + (1...24).map { "F\($0)" }
        + ["-", "=", "[", "]", "\\", "#", ";", "'", "`", ",", ".", "/"]
        + [
            "Return", "Escape", "Backspace", "Tab", "Space", "CapsLock", "PrintScreen", "ScrollLock", "Pause",
            "Insert", "Home", "PageUp", "Delete", "End", "PageDown", "Right", "Left", "Down", "Up", "Numlock",
            "Application", "Menu", "Help", "Select", "Stop",
            "Left Ctrl", "Left Shift", "Left Alt", "Left GUI", "Right Ctrl", "Right Shift", "Right Alt", "Right GUI",
        ]
        + ["/", "*", "-", "+", "Enter", ".", "=", ","].map { "Keypad \($0)" }
        + (0...9).map { "Keypad \($0)" }

    private static let lowercased = Set(all.map { $0.lowercased() })

    /// Keys the game itself answers to, which a coin must not press.
    static let usedByTheGame = Set(
        [
            "left", "right", "up", "down", "return", "enter", "keypad enter", "space", "escape",
            // Trivia: answers 1-4 and shop items 1-7, Pass, the power-ups, Second Chance, Retry, the shop.
            "p", "f", "j", "c", "h", "s", "r", "b",
        ] + (1...7).map(String.init))

    static func isKnown(_ name: String) -> Bool {
        lowercased.contains(name.lowercased())
    }
}
