import Foundation
import QuizCore

/// The on-screen keyboard for a name, an email or a web address: a grid of keys moved over
/// with the arrows or a d-pad and pressed with Enter, tapped, or typed past
/// on a physical keyboard. A name's letters are capitalised at the start of
/// each word; an email's and an address's are lower case. `Done` takes the
/// text only when its rule does (`PlayerRef.cleanName`, `EmailAddress.clean`,
/// `TextKeyboard.cleanURL`). A name and a sentence have a second page of
/// letters, by the player's language (`LetterPage`): the accented Latin
/// letters, or in Arabic the Arabic alphabet, which they then open on.
public struct TextKeyboard: Equatable, Sendable {
    /// What is typed.
    public enum Kind: Equatable, Sendable {
        case name
        case email
        /// An http or https address (the quiz packs' URL); empty clears it.
        case url
        /// A username to register (`Username`), with a Shift key for capitals.
        case username
        /// A password: shown masked, with a Shift key and symbols.
        case password
        /// What a player logs in with: a username or an email.
        case login
        /// Free text of at most `maximum` characters (a submitted question, its answer, a report's note):
        /// letters, digits and punctuation, a capital at the start and with Shift.
        case sentence(maximum: Int)
    }

    /// One key of the grid.
    public enum Key: Equatable, Sendable {
        /// Types its text (a letter, or ".com").
        case text(String)
        case space
        /// Capitals on or off (the username and password keyboards).
        case shift
        /// The second page of letters on or off (the name and sentence keyboards): `LetterPage`.
        case otherLetters
        case erase
        case cancel
        case done
    }

    /// A key and how many columns it spans.
    public struct Cell: Equatable, Sendable {
        public var key: Key
        public var span: Int
    }

    /// What pressing a key (or Enter, or Escape) came to.
    public enum Outcome: Equatable, Sendable {
        case typing
        case cancelled
        case done(String)
    }

    /// What the second page of a name's or a sentence's letters holds, by the language the player writes in.
    public enum LetterPage: Equatable, Sendable {
        /// German's, French's, Spanish's and Turkish's letters that the plain keys (a to z) do not type.
        case accents
        /// The Arabic alphabet with its hamza forms, placed as an Arabic PC keyboard places them (ض where Q is);
        /// the keyboard opens on it.
        case arabic

        /// The page for a language code (`ar` is Arabic; every other language writes in Latin letters).
        public init(language: String) {
            self = language == "ar" ? .arabic : .accents
        }
    }

    public static let columns = 10

    public let kind: Kind
    public private(set) var text: String
    /// The focused key: row, and index in the row.
    public private(set) var focus = (row: 1, index: 0)
    /// Shown under the field after Done was pressed on text that cannot be kept.
    public private(set) var problem: ScreenText?
    /// Whether Shift is on: letters type as capitals until it is pressed again.
    public private(set) var shifted = false
    /// What the second page of letters holds.
    public let letterPage: LetterPage
    /// Whether the letter rows show the second page (`letterPage`) in place of a to z.
    public private(set) var showsOtherLetters = false

    /// A keyboard for `kind` holding `text`; an Arabic name or sentence opens on the Arabic letters.
    public init(_ kind: Kind, text: String = "", letters: LetterPage = .accents) {
        self.kind = kind
        self.text = text
        letterPage = letters
        showsOtherLetters = letters == .arabic && Self.hasOtherLetters(kind)
        // The first letter has the focus: Q, or ض atop the Arabic page (which has no digits' row).
        if showsOtherLetters { focus = (0, 0) }
    }

    /// Whether a keyboard of `kind` has a second page of letters: a name and a sentence.
    static func hasOtherLetters(_ kind: Kind) -> Bool {
        switch kind {
        case .name, .sentence: true
        default: false
        }
    }

    public static func == (lhs: TextKeyboard, rhs: TextKeyboard) -> Bool {
        lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.focus == rhs.focus && lhs.problem == rhs.problem
            && lhs.shifted == rhs.shifted && lhs.letterPage == rhs.letterPage
            && lhs.showsOtherLetters == rhs.showsOtherLetters
    }

    /// The keys, row by row: ten columns each.
    public var rows: [[Cell]] { Self.rows(for: kind, otherLetters: showsOtherLetters ? letterPage : nil) }

    /// The accented letters' page, for a name (shown as capitals) and for a sentence: the letters of German,
    /// French, Spanish and Turkish names and words that the plain rows do not have.
    static let accentedNameLetters = ["1234567890", "ÄÖÜßÀÁÂÇÈÉ", "ÊËÍÎÏÑÓÔÚÛ", "ĞİŞıÙÅØÆŒ"]
    static let accentedSentenceLetters = ["1234567890", "äöüßàáâçèé", "êëíîïñóôúû", "ğışùåøæœ¿"]
    /// The Arabic page: the 28 letters and the hamza forms (ء أ إ آ ؤ ئ) with ة and ى, in the order of an Arabic
    /// PC keyboard's rows; Arabic has no capitals, so a name and a sentence share it but for the last row's signs
    /// (a name's hyphen; a sentence's Arabic question mark, Arabic comma and full stop).
    static let arabicLetters = ["ضصثقفغعهخح", "جدشسيبلاتن", "مكطذئءؤرىة"]
    static let arabicNameLastRow = "وزظأإآ-"
    static let arabicSentenceLastRow = "وزظأإآ؟،."

    /// The letter rows of `kind`'s first page, or of its second page (`otherLetters`).
    static func letterRows(for kind: Kind, otherLetters: LetterPage?) -> [String] {
        switch (kind, otherLetters) {
        case (.name, .accents?): accentedNameLetters
        case (.name, .arabic?): arabicLetters + [arabicNameLastRow]
        case (.name, nil): ["1234567890", "QWERTYUIOP", "ASDFGHJKL'", "ZXCVBNM-."]
        case (.sentence, .accents?): accentedSentenceLetters
        case (.sentence, .arabic?): arabicLetters + [arabicSentenceLastRow]
        case (.sentence, nil): ["1234567890", "qwertyuiop", "asdfghjkl'", "zxcvbnm?."]
        case (.username, _): ["1234567890", "qwertyuiop", "asdfghjkl_", "zxcvbnm.-"]
        case (.password, _): ["1234567890", "qwertyuiop", "asdfghjkl!", "zxcvbnm?#"]
        case (.email, _), (.login, _): ["1234567890", "qwertyuiop", "asdfghjkl@", "zxcvbnm._"]
        case (.url, _): ["1234567890", "qwertyuiop", "asdfghjkl:", "zxcvbnm./"]
        }
    }

    /// The keys of `kind`, row by row, with the letters of its second page when `otherLetters` is given.
    public static func rows(for kind: Kind, otherLetters: LetterPage? = nil) -> [[Cell]] {
        let letters = letterRows(for: kind, otherLetters: otherLetters)
        var last: [Cell]
        switch kind {
        case .name:
            last = [
                Cell(key: .otherLetters, span: 2), Cell(key: .space, span: 2), Cell(key: .cancel, span: 3),
                Cell(key: .done, span: 3),
            ]
        case .username:
            last = [Cell(key: .shift, span: 4), Cell(key: .cancel, span: 3), Cell(key: .done, span: 3)]
        case .password:
            last = [
                Cell(key: .shift, span: 2), Cell(key: .text("-"), span: 1), Cell(key: .text("@"), span: 1),
                Cell(key: .text("."), span: 1), Cell(key: .cancel, span: 2), Cell(key: .done, span: 3),
            ]
        case .sentence where otherLetters == .arabic:
            // Arabic has no capitals: no Shift, and Space as wide as a name's.
            last = [
                Cell(key: .otherLetters, span: 2), Cell(key: .space, span: 2), Cell(key: .cancel, span: 3),
                Cell(key: .done, span: 3),
            ]
        case .sentence:
            // Space and the accents key two columns wide, where their words can be read (one column is 19 px at
            // 240x320); Cancel one, shown as a cross where its word does not fit.
            last = [
                Cell(key: .shift, span: 2), Cell(key: .otherLetters, span: 2), Cell(key: .text(","), span: 1),
                Cell(key: .space, span: 2), Cell(key: .cancel, span: 1), Cell(key: .done, span: 2),
            ]
        case .email, .login:
            last = [
                Cell(key: .text("-"), span: 1), Cell(key: .text("+"), span: 1), Cell(key: .text(".com"), span: 2),
                Cell(key: .cancel, span: 3), Cell(key: .done, span: 3),
            ]
        case .url:
            // The field starts with "https://" (see `PacksScene.openKeyboard`), so no key types it.
            last = [
                Cell(key: .text("-"), span: 1), Cell(key: .text("_"), span: 1), Cell(key: .text("?"), span: 1),
                Cell(key: .text("="), span: 1), Cell(key: .text("&"), span: 1), Cell(key: .cancel, span: 2),
                Cell(key: .done, span: 3),
            ]
        }
        var rows = letters.map { $0.map { Cell(key: .text(String($0)), span: 1) } }
        rows[3].append(Cell(key: .erase, span: 10 - rows[3].count))
        rows.append(last)
        return rows
    }

    /// The longest text the field takes.
    public var maximumLength: Int {
        switch kind {
        case .name: return PlayerRef.nameLengths.upperBound
        case .email: return EmailAddress.maximumLength
        case .url: return Self.maximumURLLength
        case .username: return Username.lengths.upperBound
        case .password: return PasswordRule.maximumLength
        case .login: return EmailAddress.maximumLength
        case .sentence(let maximum): return maximum
        }
    }

    public static let maximumURLLength = 2000

    /// What the field is for, in a few words under it.
    public var rule: ScreenText {
        switch kind {
        case .name:
            return ScreenText(
                "keyboard.rule_name",
                ["min": .number(PlayerRef.nameLengths.lowerBound), "max": .number(PlayerRef.nameLengths.upperBound)])
        case .email: return ScreenText("keyboard.rule_email")
        case .url: return ScreenText("keyboard.rule_url")
        case .username: return ScreenText("keyboard.rule_username")
        case .password: return ScreenText("keyboard.rule_password")
        case .login: return ScreenText("keyboard.rule_login")
        case .sentence(let maximum):
            return ScreenText("keyboard.rule_sentence", ["count": .number(text.count), "maximum": .number(maximum)])
        }
    }

    /// Whether the field shows dots in place of what is typed.
    public var isSecret: Bool { kind == .password }

    /// What a key shows: letters as they would type (capitals while Shift is on).
    public func label(_ typed: String) -> String {
        switch kind {
        case .username, .password, .sentence: shifted ? typed.uppercased() : typed
        default: typed
        }
    }

    public var focusedKey: Key { rows[focus.row][focus.index].key }

    /// Whether Done would take the text as it is.
    public var canFinish: Bool { check(text) != nil }

    private func check(_ typed: String) -> String? {
        switch kind {
        case .name: return PlayerRef.cleanName(typed)
        case .email: return try? EmailAddress.clean(typed).get()
        case .url: return try? Self.cleanURL(typed).get()
        case .username: return try? Username.clean(typed).get()
        case .password: return typed.isEmpty ? nil : typed
        case .login: return Self.cleanLogin(typed)
        case .sentence: return typed
        }
    }

    /// A username or an email as typed at log-in, nil when it can be neither.
    public static func cleanLogin(_ typed: String) -> String? {
        (try? Username.clean(typed).get()) ?? (try? EmailAddress.clean(typed).get())
    }

    /// Moves the focus one key in a direction (`left`, `right`, `up`, `down`), wrapping around.
    public mutating func move(_ direction: String) {
        let rows = rows
        switch direction {
        case "left":
            focus.index = (focus.index + rows[focus.row].count - 1) % rows[focus.row].count
        case "right":
            focus.index = (focus.index + 1) % rows[focus.row].count
        case "up", "down":
            let column = Self.column(of: focus, in: rows)
            let row = (focus.row + (direction == "up" ? rows.count - 1 : 1)) % rows.count
            focus = (row, Self.index(atColumn: column, in: rows[row]))
        default:
            break
        }
    }

    /// Focuses `key` (after a tap, so the keys and Enter agree).
    public mutating func focus(on key: Key) {
        for (row, cells) in rows.enumerated() {
            if let index = cells.firstIndex(where: { $0.key == key }) { focus = (row, index) }
        }
    }

    /// Presses a key.
    public mutating func press(_ key: Key) -> Outcome {
        problem = nil
        switch key {
        case .text(let typed):
            if case .sentence = kind {
                // A capital starts the text, as a phone's keyboard gives one.
                type(text.isEmpty && !shifted ? typed.uppercased() : label(typed))
                return .typing
            }
            guard kind == .name else {
                type(label(typed))
                return .typing
            }
            let startOfWord = text.isEmpty || text.last == " " || text.last == "-"
            type(startOfWord ? typed.uppercased() : Self.lowercased(typed))
        case .space:
            if !text.isEmpty, text.last != " " { type(" ") }
        case .shift:
            shifted.toggle()
        case .otherLetters:
            // The focus stays on the page key, or over the same column (the pages' last rows may differ).
            let column = Self.column(of: focus, in: rows)
            let onPageKey = focusedKey == .otherLetters
            showsOtherLetters.toggle()
            focus.index = Self.index(atColumn: column, in: rows[focus.row])
            if onPageKey { focus(on: .otherLetters) }
        case .erase:
            if !text.isEmpty { text.removeLast() }
        case .cancel:
            return .cancelled
        case .done:
            switch kind {
            case .name:
                guard let name = PlayerRef.cleanName(text) else {
                    problem = ScreenText(
                        "keyboard.problem_name",
                        [
                            "min": .number(PlayerRef.nameLengths.lowerBound),
                            "max": .number(PlayerRef.nameLengths.upperBound),
                        ])
                    return .typing
                }
                return .done(name)
            case .email:
                switch EmailAddress.clean(text) {
                case .success(let address): return .done(address)
                case .failure(let why):
                    problem = why.refusal
                    return .typing
                }
            case .url:
                switch Self.cleanURL(text) {
                case .success(let address): return .done(address)
                case .failure(let why):
                    problem = why.note
                    return .typing
                }
            case .sentence:
                return .done(text)
            case .username, .password, .login:
                guard let kept = check(text) else {
                    switch kind {
                    case .password: problem = ScreenText("keyboard.problem_password")
                    case .username: problem = Username.refusal(Username.brokenParts(text))
                    default: problem = ScreenText("keyboard.problem_login")
                    }
                    return .typing
                }
                return .done(kept)
            }
        }
        return .typing
    }

    /// The catalog key of the second page's key: the page it goes to ("ABC" over a name's capitals, else
    /// "abc", from the second page; "ÀÉÜ" or "أبت" to it).
    public var otherLettersKey: String {
        if showsOtherLetters { return kind == .name ? "keyboard.upper" : "keyboard.lower" }
        return letterPage == .arabic ? "keyboard.arabic_letters" : "keyboard.accents"
    }

    /// A letter in lower case as a name writes it inside a word: Turkish's dotted capital İ is i (Unicode's own
    /// lower case adds a combining dot).
    static func lowercased(_ letter: String) -> String { letter == "İ" ? "i" : letter.lowercased() }

    /// Text from a physical keyboard or a script, as typed; then Done has the focus, so Enter finishes.
    public mutating func typeText(_ typed: String) {
        problem = nil
        type(String(typed.filter { !$0.isNewline && $0.unicodeScalars.allSatisfy { $0.value >= 0x20 } }))
        focus(on: .done)
    }

    public mutating func eraseOne() {
        problem = nil
        if !text.isEmpty { text.removeLast() }
    }

    private mutating func type(_ more: String) {
        for character in more where text.count < maximumLength { text.append(character) }
    }

    /// The first column a key covers.
    public static func column(of focus: (row: Int, index: Int), in rows: [[Cell]]) -> Int {
        rows[focus.row].prefix(focus.index).reduce(0) { $0 + $1.span }
    }

    /// The index of the key covering `column` in `row`.
    public static func index(atColumn column: Int, in row: [Cell]) -> Int {
        var start = 0
        for (index, cell) in row.enumerated() {
            if column < start + cell.span { return index }
            start += cell.span
        }
        return row.count - 1
    }
}

/// Why a typed address was refused, in words for under the field.
public struct URLProblem: Error, Equatable, Sendable {
    public let note: ScreenText
}

extension TextKeyboard {
    /// A web address as kept: trimmed; http or https with a host; "" (none) is allowed.
    public static func cleanURL(_ typed: String) -> Result<String, URLProblem> {
        let text = typed.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return .success("") }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme)
        else { return .failure(URLProblem(note: ScreenText("keyboard.problem_url_scheme"))) }
        guard let host = components.host, !host.isEmpty else {
            return .failure(URLProblem(note: ScreenText("keyboard.problem_url_host", ["scheme": .verbatim(scheme)])))
        }
        return .success(text)
    }
}
