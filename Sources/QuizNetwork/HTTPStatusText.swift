import NIOHTTP1

/// A status code's reason phrase, for messages: "the server answered 503 (Service Unavailable)".
public enum HTTPStatusText {
    /// NIOHTTP1's phrase for a registered code ("Not Found"); for another, its class ("Client Error"...), as
    /// Foundation's `HTTPURLResponse.localizedString(forStatusCode:)` said before.
    public static func reason(_ status: Int) -> String {
        let phrase = HTTPResponseStatus(statusCode: status).reasonPhrase
        if !phrase.isEmpty { return phrase }
        switch status {
        case 100..<200: return "Informational"
        case 200..<300: return "Success"
        case 300..<400: return "Redirection"
        case 400..<500: return "Client Error"
        default: return "Server Error"
        }
    }
}
