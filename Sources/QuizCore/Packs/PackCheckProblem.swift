/// Why a check of the pack URL failed (no pack changed), as a value: the command line says it in English
/// (`english`), the screens in the player's language (`PackCheckWords`). Kept in the store as JSON.
public enum PackCheckProblem: Error, Equatable, Sendable, Codable {
    /// The URL is not http or https.
    case notWebAddress
    /// The device's store could not be read, or the check's outcome could not be written to it; `detail` says
    /// which in English, with the store's error.
    case storeFailed(detail: String)
    /// The exchange brought no usable answer: no connection, too slow, too big.
    case network(HTTPFailure)
    /// The server answered with a status that is not a success; `reason` is the protocol's phrase ("Not Found").
    case status(code: Int, reason: String)
    /// The document is not an iQuiz quiz document; `detail` is the importer's English words on where.
    case notIQuiz(detail: String)
    /// A problem the store kept as English words, before problems were kept as values.
    case recorded(String)

    /// The reason in English, for the command line and the logs.
    public var english: String {
        switch self {
        case .notWebAddress: return "not an http or https URL"
        case .storeFailed(let detail): return detail
        case .network(let failure): return failure.description
        case .status(let code, let reason): return "the server answered \(code) (\(reason))"
        case .notIQuiz(let detail): return "not an iQuiz document: \(detail)"
        case .recorded(let words): return words
        }
    }

    /// The line for `url`'s check, in English: "URL: reason; the packs are as they were".
    public func line(url: String) -> String {
        if case .recorded(let words) = self { return words }
        return "\(url): \(english); the packs are as they were"
    }
}
