import Foundation

/// Why an exchange brought no usable answer, in words for one line.
public enum HTTPFailure: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    case timedOut(seconds: Double, total: Bool)
    case tooBig(limit: Int)
    case truncated(received: Int, expected: Int)
    case tooManyRedirects(limit: Int)
    case hostNotFound(String)
    case refused
    case connectionLost
    case secureConnection(String)
    case other(String)

    public var description: String {
        switch self {
        case .timedOut(let seconds, let total):
            let time = seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
            return total ? "the download took longer than \(time)" : "no answer within \(time) (timed out)"
        case .tooBig(let limit):
            return "the file is larger than \(limit / 1_000_000 > 0 ? "\(limit / 1_000_000) MB" : "\(limit) bytes"); "
                + "the download was stopped"
        case .truncated(let received, let expected):
            return "the file was cut short: \(received) of \(expected) bytes came before the connection closed"
        case .tooManyRedirects(let limit):
            return "more than \(limit) redirects"
        case .hostNotFound(let host):
            return "the host \(host) was not found (DNS)"
        case .refused:
            return "the server refused the connection (is it running, and is the port right?)"
        case .connectionLost:
            return "the connection was lost before the answer was complete"
        case .secureConnection(let detail):
            return "the secure connection failed (\(detail))"
        case .other(let detail):
            return detail
        }
    }
}
