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
        if address.isEmpty { return .failure(EmailProblem("is empty")) }
        if address.count > maximumLength {
            return .failure(EmailProblem("has \(address.count) characters; an email has at most \(maximumLength)"))
        }
        if address.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
            return .failure(EmailProblem("has a space in it"))
        }
        if address.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .failure(EmailProblem("has a control character in it"))
        }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            return .failure(EmailProblem(parts.count == 1 ? "has no @" : "has more than one @"))
        }
        guard !parts[0].isEmpty else { return .failure(EmailProblem("has nothing before the @")) }
        let domain = parts[1]
        guard !domain.isEmpty else { return .failure(EmailProblem("has no domain after the @")) }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, !labels.contains(where: \.isEmpty) else {
            return .failure(EmailProblem("has a domain (\(domain)) that is not a name with a dot, such as example.org"))
        }
        return .success(address)
    }
}

/// Why a typed email is not kept, in words that finish "the email ...".
public struct EmailProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
