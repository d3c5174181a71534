import QuizCore

/// One of the account screens the home's player list leads to: log in,
/// register, the logged-in player's account (change username, change
/// password). Each has a few fields, typed on the on-screen keyboard, and
/// Back and its action at the bottom.
public struct AccountForm: Equatable, Sendable {
    /// Which form.
    public enum Kind: Equatable, Sendable {
        case logIn
        case register
        /// The logged-in player's choices.
        case menu
        case changeUsername
        case changePassword
        /// After a log-in, for a player whose username a fleet gave to someone who registered it first.
        case chooseUsername
    }

    /// A field of a form.
    public enum Field: Equatable, Hashable, Sendable {
        case login
        case username
        case password
        case email
        case oldPassword
        case newUsername
        case newPassword

        public var label: ScreenText {
            switch self {
            case .login: ScreenText("account.field_login")
            case .username: ScreenText("account.field_username")
            case .password: ScreenText("account.field_password")
            case .email: ScreenText("account.field_email")
            case .oldPassword: ScreenText("account.field_old_password")
            case .newUsername: ScreenText("account.field_new_username")
            case .newPassword: ScreenText("account.field_new_password")
            }
        }

        public var keyboard: TextKeyboard.Kind {
            switch self {
            case .login: .login
            case .username, .newUsername: .username
            case .password, .oldPassword, .newPassword: .password
            case .email: .email
            }
        }
    }

    /// What the focus moves over: the fields, then the buttons (or the menu's rows).
    public enum Item: Equatable, Sendable {
        case field(Field)
        case back
        case action
        case changeUsername
        case changePassword
    }

    public let kind: Kind
    public var values: [Field: String] = [:]
    public var focus = 0
    /// What the last action came to (a wrong password, a taken name), until the next change.
    public var message: Notice?

    public init(kind: Kind) {
        self.kind = kind
    }

    public var fields: [Field] {
        switch kind {
        case .logIn: [.login, .password]
        case .register: [.username, .password, .email]
        case .menu: []
        case .changeUsername: [.oldPassword, .newUsername]
        case .changePassword: [.oldPassword, .newPassword]
        case .chooseUsername: [.newUsername]
        }
    }

    public var items: [Item] {
        kind == .menu ? [.changeUsername, .changePassword, .back] : fields.map { .field($0) } + [.back, .action]
    }

    public var focusedItem: Item { items[min(focus, items.count - 1)] }

    public var title: ScreenText {
        switch kind {
        case .logIn: ScreenText("account.log_in")
        case .register: ScreenText("account.register")
        case .menu: ScreenText("account.your_account")
        case .changeUsername: ScreenText("account.change_username")
        case .changePassword: ScreenText("account.change_password")
        case .chooseUsername: ScreenText("account.choose_username")
        }
    }

    public var actionLabel: ScreenText {
        switch kind {
        case .logIn: ScreenText("account.log_in")
        case .register: ScreenText("account.register")
        case .menu, .changeUsername, .changePassword, .chooseUsername: ScreenText("button.save")
        }
    }

    public var screenName: String {
        switch kind {
        case .logIn: "account-login"
        case .register: "account-register"
        case .menu: "account-menu"
        case .changeUsername: "account-rename"
        case .changePassword: "account-password"
        case .chooseUsername: "account-choose"
        }
    }

    public func value(_ field: Field) -> String { values[field] ?? "" }

    /// Moves the focus to the next (`down`, `right`) or previous (`up`, `left`) item, wrapping around.
    public mutating func move(_ direction: String) {
        let count = items.count
        focus = (focus + (direction == "up" || direction == "left" ? count - 1 : 1)) % count
    }

    /// The rules a new password breaks, in words: "Needs a digit, a symbol" (shorter where there is less room).
    public static func passwordNote(_ password: String) -> FieldNote {
        let length: [String: ScreenText.Value] = ["length": .number(PasswordRule.minimumLength)]
        if password.isEmpty {
            return FieldNote([
                ScreenText("account.password_rule", length), ScreenText("account.password_rule_short", length),
                ScreenText("account.password_rule_shortest", length),
                // The rule in symbols alone, the same in every language, where no words fit.
                .verbatim(PasswordRule.allCases.map(\.symbols).joined(separator: " ")),
            ])
        }
        let unmet = PasswordRule.unmet(by: password)
        guard !unmet.isEmpty else { return FieldNote(ScreenText("account.password_ok")) }
        return FieldNote(
            [\PasswordRule.words, \.shortWords, \.shortestWords].map { words in
                ScreenText("account.password_needs", ["rules": .list(unmet.map { $0[keyPath: words] })])
            } + [.verbatim(unmet.map(\.symbols).joined(separator: " "))],
            isError: true)
    }

    /// A username's live check in words.
    public static func usernameNote(_ typed: String, _ status: UsernameStatus) -> FieldNote {
        let lengths: [String: ScreenText.Value] = [
            "min": .number(Username.lengths.lowerBound), "max": .number(Username.lengths.upperBound),
        ]
        if typed.isEmpty {
            return FieldNote([
                ScreenText("account.username_rule", lengths), ScreenText("account.username_rule_short", lengths),
                .verbatim("\(Username.lengths.lowerBound)-\(Username.lengths.upperBound) a-z 0-9 _.-"),
            ])
        }
        let name: [String: ScreenText.Value] = ["name": .verbatim(typed)]
        switch status {
        case .free: return FieldNote(ScreenText("account.username_free", name))
        case .taken:
            return FieldNote(
                [ScreenText("account.username_taken", name), ScreenText("account.username_taken_short", name)],
                isError: true)
        case .breaksRule(let parts): return FieldNote(Username.refusal(parts), isError: true)
        case .unknown: return FieldNote(ScreenText("account.username_unchecked"), isError: true)
        }
    }
}

extension PasswordRule {
    /// The part in words, as the note under a new password lists it ("a digit").
    var words: ScreenText {
        switch self {
        case .length: ScreenText("account.rule_length", ["length": .number(Self.minimumLength)])
        case .upperCase: ScreenText("account.rule_upper")
        case .lowerCase: ScreenText("account.rule_lower")
        case .digit: ScreenText("account.rule_digit")
        case .symbol: ScreenText("account.rule_symbol")
        }
    }

    /// The part in a few characters, for a small screen ("0-9").
    var shortWords: ScreenText {
        switch self {
        case .length: ScreenText("account.rule_length_short", ["length": .number(Self.minimumLength)])
        case .symbol: ScreenText("account.rule_symbol_short")
        default: .verbatim(symbols)
        }
    }

    /// The part in the fewest characters ("8+", "!?#").
    var shortestWords: ScreenText { .verbatim(symbols) }

    /// The part in symbols, the same in every language ("8+", "A-Z", "!?#").
    var symbols: String {
        switch self {
        case .length: "\(Self.minimumLength)+"
        case .upperCase: "A-Z"
        case .lowerCase: "a-z"
        case .digit: "0-9"
        case .symbol: "!?#"
        }
    }
}

/// The line under a field: the longest of `variants` that fits, red when `isError`.
public struct FieldNote: Equatable, Sendable {
    public var variants: [ScreenText]
    public var isError = false

    public init(_ variants: [ScreenText], isError: Bool = false) {
        self.variants = variants
        self.isError = isError
    }

    public init(_ text: ScreenText, isError: Bool = false) {
        self.init([text], isError: isError)
    }
}
