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

        public var label: String {
            switch self {
            case .login: "Username or email"
            case .username: "Username"
            case .password: "Password"
            case .email: "Email (optional)"
            case .oldPassword: "Your password"
            case .newUsername: "New username"
            case .newPassword: "New password"
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

    public var title: String {
        switch kind {
        case .logIn: "Log in"
        case .register: "Register"
        case .menu: "Your account"
        case .changeUsername: "Change username"
        case .changePassword: "Change password"
        case .chooseUsername: "Choose a new username"
        }
    }

    public var actionLabel: String {
        switch kind {
        case .logIn: "Log in"
        case .register: "Register"
        case .menu, .changeUsername, .changePassword, .chooseUsername: "Save"
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

    /// The rules a new password breaks, in words: "Needs a digit and a symbol" (shorter where there is less room).
    public static func passwordNote(_ password: String) -> FieldNote {
        if password.isEmpty {
            return FieldNote([
                "Needs " + PasswordRule.summary, "Needs 8+ characters, A-Z, a-z, 0-9 and a symbol",
                "Needs 8+ A-Z a-z 0-9 !?#",
            ])
        }
        let unmet = PasswordRule.unmet(by: password)
        guard !unmet.isEmpty else { return FieldNote("Keeps every rule") }
        return FieldNote(
            [
                "Needs " + AccountRuleProblem.join(unmet.map(\.rule)),
                "Needs " + unmet.map(\.short).joined(separator: ", "),
                "Needs " + unmet.map { $0 == .symbol ? "!?#" : $0 == .length ? "8+" : $0.short }.joined(separator: " "),
            ],
            isError: true)
    }

    /// A username's live check in words.
    public static func usernameNote(_ typed: String, _ status: UsernameStatus) -> FieldNote {
        if typed.isEmpty {
            return FieldNote([
                Username.rule.prefix(1).uppercased() + Username.rule.dropFirst(), "3 to 20: a-z 0-9 _ . -",
            ])
        }
        switch status {
        case .free: return FieldNote("\(typed) is free")
        case .taken: return FieldNote(["\(typed) is taken: choose another", "\(typed) is taken"], isError: true)
        case .breaksRule(let problems): return FieldNote(["It " + AccountRuleProblem.join(problems)], isError: true)
        case .unknown: return FieldNote(["Cannot check it now: the game's store is not answering"], isError: true)
        }
    }
}

/// The line under a field: the longest of `variants` that fits, red when `isError`.
public struct FieldNote: Equatable, Sendable {
    public var variants: [String]
    public var isError = false

    public init(_ variants: [String], isError: Bool = false) {
        self.variants = variants
        self.isError = isError
    }

    public init(_ text: String, isError: Bool = false) {
        self.init([text], isError: isError)
    }
}
