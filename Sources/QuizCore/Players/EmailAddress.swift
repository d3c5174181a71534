/// The rule for an email a player leaves: what the leads form and
/// `tiltquiz players add --email` accept. A plausible address, not a
/// verified one: something before one `@`, a domain with a dot after it,
/// no spaces or control characters.
public enum EmailAddress {
    /// The longest address, in characters (RFC 5321's limit on a path).
    public static let maximumLength = 254

    /// The address as it is kept (spaces at the ends trimmed), or why it cannot be one.
    public static func clean(_ typed: String) -> Result<String, EmailProblem> {
        var trimmed = Substring(typed)
        while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
        while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
        let address = String(trimmed)
        if address.isEmpty { return .failure(.empty) }
        if address.count > maximumLength {
            return .failure(.tooLong(characters: address.count))
        }
        if address.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
            return .failure(.space)
        }
        if address.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .failure(.controlCharacter)
        }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            return .failure(parts.count == 1 ? .noAt : .moreThanOneAt)
        }
        guard !parts[0].isEmpty else { return .failure(.nothingBeforeAt) }
        let domain = parts[1]
        guard !domain.isEmpty else { return .failure(.noDomain) }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, !labels.contains(where: \.isEmpty) else {
            return .failure(.domainWithoutDot(String(domain)))
        }
        return .success(address)
    }
}

/// Why a typed email is not kept. `words` finish "the email ..." in English, for the command line and the
/// store's refusals; the screens word it in the player's language (`EmailProblem.screenText` in QuizFlows).
public enum EmailProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case tooLong(characters: Int)
    case space
    case controlCharacter
    case noAt
    case moreThanOneAt
    case nothingBeforeAt
    case noDomain
    /// The domain after the @, which is not a name with a dot.
    case domainWithoutDot(String)

    /// The problem in English words that finish "the email ...".
    public var words: String {
        switch self {
        case .empty: "is empty"
        case .tooLong(let count): "has \(count) characters; an email has at most \(EmailAddress.maximumLength)"
        case .space: "has a space in it"
        case .controlCharacter: "has a control character in it"
        case .noAt: "has no @"
        case .moreThanOneAt: "has more than one @"
        case .nothingBeforeAt: "has nothing before the @"
        case .noDomain: "has no domain after the @"
        case .domainWithoutDot(let domain):
            "has a domain (\(domain)) that is not a name with a dot, such as example.org"
        }
    }

    public var description: String { words }
}
