/// A host (an address, or 0.0.0.0 for every one) and a port to listen on: `admin serve --listen` and
/// `live.listen` both take it as `HOST:PORT`, an IPv6 host in brackets.
public struct ListenAddress: Sendable, Equatable {
    public var host: String
    public var port: Int

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// `HOST:PORT` (an IPv6 host in brackets), or why not.
    public static func parse(_ text: String) -> Result<ListenAddress, Problem> {
        guard let colon = text.lastIndex(of: ":") else { return .failure(.noPort) }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty, !host.contains(where: \.isWhitespace) else { return .failure(.noHost) }
        guard let port = Int(text[text.index(after: colon)...]), (0...65535).contains(port) else {
            return .failure(.badPort)
        }
        return .success(ListenAddress(host: host, port: port))
    }

    /// Why a text is not `HOST:PORT`.
    public enum Problem: Error, Equatable, Sendable {
        case noPort
        case noHost
        case badPort

        /// The reason in words, for a message that names the value first.
        public var reason: String {
            switch self {
            case .noPort: "it has no \":PORT\""
            case .noHost: "it has no host before the port"
            case .badPort: "the port is not a whole number from 0 to 65535"
            }
        }
    }
}
