/// The rule for a username a player registers: 3 to 20 characters, each an
/// ASCII letter (either case), a digit, `_`, `.` or `-`, the first a letter
/// or a digit. No `@`, so what is typed at login is a username or an email,
/// never both. Unique whatever the case (`player.username` is COLLATE
/// NOCASE): "Ada" and "ada" are one name, kept as first typed.
public enum Username {
    /// How many characters a username has.
    public static let lengths = 3...20
    /// The characters besides letters and digits.
    public static let marks: Set<Character> = ["_", ".", "-"]

    /// The rule in words, for messages and screens.
    public static let rule =
        "\(lengths.lowerBound) to \(lengths.upperBound) characters: letters, digits, _ . or -, "
        + "starting with a letter or a digit"

    /// A part of the rule a username breaks.
    public enum Part: Equatable, Sendable {
        case tooShort(minimum: Int)
        case tooLong(maximum: Int)
        /// Characters it may not have, sorted (a space is " ").
        case characters([Character])
        /// Its first character is a mark, not a letter or a digit.
        case start

        /// In English words that finish "the username ..." (the command line's and the store's refusals; the
        /// screens word it from the catalog).
        public var words: String {
            switch self {
            case .tooShort(let minimum): "needs at least \(minimum) characters"
            case .tooLong(let maximum): "has more than \(maximum) characters"
            case .characters(let others):
                "may only have letters, digits, _ . or - (not "
                    + others.map { $0 == " " ? "a space" : "'\($0)'" }.joined(separator: ", ") + ")"
            case .start: "must start with a letter or a digit"
            }
        }
    }

    /// Every part of the rule `typed` (spaces at the ends trimmed) breaks: empty when it keeps them all.
    public static func brokenParts(_ typed: String) -> [Part] {
        let name = trimmed(typed)
        var parts: [Part] = []
        if name.count < lengths.lowerBound {
            parts.append(.tooShort(minimum: lengths.lowerBound))
        } else if name.count > lengths.upperBound {
            parts.append(.tooLong(maximum: lengths.upperBound))
        }
        let others = Set(name.filter { !isAllowed($0) })
        if !others.isEmpty { parts.append(.characters(others.sorted())) }
        if let first = name.first, isAllowed(first), !(first.isASCII && (first.isLetter || first.isNumber)) {
            parts.append(.start)
        }
        return parts
    }

    /// `brokenParts` in English words that finish "the username ...".
    public static func problems(_ typed: String) -> [String] { brokenParts(typed).map(\.words) }

    /// The username as kept (spaces at the ends trimmed), or every rule it breaks.
    public static func clean(_ typed: String) -> Result<String, AccountRuleProblem> {
        let problems = problems(typed)
        guard problems.isEmpty else { return .failure(AccountRuleProblem(unmet: problems)) }
        return .success(trimmed(typed))
    }

    /// `typed` without spaces at its ends.
    public static func trimmed(_ typed: String) -> String {
        var text = Substring(typed)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }

    static func isAllowed(_ character: Character) -> Bool {
        (character.isASCII && (character.isLetter || character.isNumber)) || marks.contains(character)
    }
}

/// The parts of a rule a username or a password breaks, each in words
/// ("needs a digit"), for the screens and the command line alike.
public struct AccountRuleProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Each unmet part, in words that finish "the password ..." (or "the username ...").
    public var unmet: [String]

    public init(unmet: [String]) {
        self.unmet = unmet
    }

    /// "needs a digit and needs a symbol".
    public var description: String { Self.join(unmet) }

    /// Joins parts as a sentence does: "a, b and c".
    public static func join(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}
