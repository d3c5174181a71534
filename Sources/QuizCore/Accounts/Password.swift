/// The rule for a player's password: at least 8 characters, with an
/// upper-case letter, a lower-case letter, a digit and a symbol (anything
/// that is not a letter, a digit or a space, such as ! ? # or -).
public enum PasswordRule: CaseIterable, Sendable, Equatable {
    case length
    case upperCase
    case lowerCase
    case digit
    case symbol

    /// The fewest characters a password has.
    public static let minimumLength = 8
    /// The most: a password is typed, and hashing a very long one costs the device.
    public static let maximumLength = 128

    /// The part in words, as a rule shown before typing.
    public var rule: String {
        switch self {
        case .length: "at least \(Self.minimumLength) characters"
        case .upperCase: "an upper-case letter"
        case .lowerCase: "a lower-case letter"
        case .digit: "a digit"
        case .symbol: "a symbol such as ! ? # or -"
        }
    }

    /// The part in a few characters, for a small screen.
    public var short: String {
        switch self {
        case .length: "\(Self.minimumLength)+ characters"
        case .upperCase: "A-Z"
        case .lowerCase: "a-z"
        case .digit: "0-9"
        case .symbol: "a symbol"
        }
    }

    /// The part unmet, in words that finish "the password ...".
    public var unmet: String {
        switch self {
        case .length: "needs at least \(Self.minimumLength) characters"
        case .upperCase: "needs an upper-case letter"
        case .lowerCase: "needs a lower-case letter"
        case .digit: "needs a digit"
        case .symbol: "needs a symbol such as ! ? # or -"
        }
    }

    /// Whether `password` keeps this part.
    public func isMet(by password: String) -> Bool {
        switch self {
        case .length: password.count >= Self.minimumLength
        case .upperCase: password.contains { $0.isUppercase }
        case .lowerCase: password.contains { $0.isLowercase }
        case .digit: password.contains { $0.isNumber }
        case .symbol: password.contains { !$0.isLetter && !$0.isNumber && !$0.isWhitespace }
        }
    }

    /// The whole rule in words.
    public static let summary =
        "at least \(minimumLength) characters, with an upper-case letter, a lower-case letter, a digit and a symbol"

    /// Every part `password` breaks, in order (empty when it keeps them all).
    public static func unmet(by password: String) -> [PasswordRule] {
        allCases.filter { !$0.isMet(by: password) }
    }

    /// Every way `password` breaks the rule, in order: each part unmet, then a password longer than
    /// `maximumLength` or with a control character; empty when it keeps the rule.
    public static func check(_ password: String) -> [PasswordProblem] {
        var problems = unmet(by: password).map(PasswordProblem.unmet)
        if password.count > maximumLength { problems.append(.tooLong) }
        if password.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            problems.append(.controlCharacter)
        }
        return problems
    }
}

/// One way a password breaks its rule.
public enum PasswordProblem: Equatable, Sendable {
    /// A part of the rule it does not keep.
    case unmet(PasswordRule)
    /// It has more than `PasswordRule.maximumLength` characters.
    case tooLong
    /// It has a control character.
    case controlCharacter

    /// In English words that finish "the password ..." (the command line's and the store's refusals; the
    /// screens word it from the catalog).
    public var words: String {
        switch self {
        case .unmet(let part): part.unmet
        case .tooLong: "has more than \(PasswordRule.maximumLength) characters"
        case .controlCharacter: "has a control character in it"
        }
    }
}
