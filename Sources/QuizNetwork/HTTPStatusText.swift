import NIOHTTP1

/// A status code's reason phrase in lower case, for messages: "the server answered 503 (service unavailable)".
public enum HTTPStatusText {
    /// NIOHTTP1's phrase for a registered code; for another, what its class says ("client error"...).
    public static func reason(_ status: Int) -> String {
        let phrase = HTTPResponseStatus(statusCode: status).reasonPhrase
        if !phrase.isEmpty { return phrase.lowercased() }
        switch status {
        case 100..<200: return "informational"
        case 200..<300: return "success"
        case 300..<400: return "redirection"
        case 400..<500: return "client error"
        default: return "server error"
        }
    }
}
