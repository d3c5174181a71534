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

    /// Every part of the rule `typed` (spaces at the ends trimmed) breaks, in
    /// words that finish "the username ...": empty when it keeps them all.
    public static func problems(_ typed: String) -> [String] {
        let name = trimmed(typed)
        var problems: [String] = []
        if name.count < lengths.lowerBound {
            problems.append("needs at least \(lengths.lowerBound) characters")
        } else if name.count > lengths.upperBound {
            problems.append("has more than \(lengths.upperBound) characters")
        }
        let others = Set(name.filter { !isAllowed($0) })
        if !others.isEmpty {
            let shown = others.sorted().map { $0 == " " ? "a space" : "'\($0)'" }.joined(separator: ", ")
            problems.append("may only have letters, digits, _ . or - (not \(shown))")
        }
        if let first = name.first, isAllowed(first), !(first.isASCII && (first.isLetter || first.isNumber)) {
            problems.append("must start with a letter or a digit")
        }
        return problems
    }

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
