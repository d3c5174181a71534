import AsyncHTTPClient
import Foundation
import NIOHTTP1
import QuizCore

/// One request of an exchange, and the next one a redirect asks for: the rules browsers and curl follow.
struct HTTPHop: Sendable {
    var url: URL
    var method: String
    var headers: [String: String]
    var body: Data?

    /// The request: the User-Agent, then the caller's headers (which may replace it).
    func request(userAgent: String) throws -> HTTPClient.Request {
        // async-http-client also speaks to Unix sockets ("http+unix:"): a downloaded URL never may.
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw HTTPClientError.unsupportedScheme(url.scheme ?? "")
        }
        var fields = HTTPHeaders([("User-Agent", userAgent)])
        for (name, value) in headers { fields.replaceOrAdd(name: name, value: value) }
        return try HTTPClient.Request(
            url: url, method: HTTPMethod(rawValue: method), headers: fields, body: body.map { .bytes($0) })
    }

    /// The request a redirect answer asks for, or nil when `response` is not one (no Location, or one that is
    /// not a URL: the answer is then the caller's). 303 turns any method but HEAD into a GET without a body,
    /// as 301 and 302 do to a POST; 307 and 308 repeat the request. Credentials stay with their host.
    func redirected(by response: HTTPTransfer.Response) -> Result<HTTPHop, HTTPFailure>? {
        guard [301, 302, 303, 307, 308].contains(response.status), let location = response.header("Location"),
            let target = URL(string: location, relativeTo: url)?.absoluteURL
        else { return nil }
        guard let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failure(.other("a redirect to \(target.absoluteString) was not followed: only http and https are"))
        }
        var next = self
        next.url = target
        let turnsIntoGet =
            (response.status == 303 && method.uppercased() != "HEAD")
            || ([301, 302].contains(response.status) && method.uppercased() == "POST")
        if turnsIntoGet {
            next.method = "GET"
            next.body = nil
            next.drop(["Content-Type", "Content-Length"])
        }
        if target.host?.lowercased() != url.host?.lowercased() { next.drop(["Authorization", "Cookie"]) }
        return .success(next)
    }

    private mutating func drop(_ names: [String]) {
        headers = headers.filter { header in
            !names.contains { $0.caseInsensitiveCompare(header.key) == .orderedSame }
        }
    }
}
