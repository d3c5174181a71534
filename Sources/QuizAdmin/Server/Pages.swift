import Foundation
import Hummingbird
import Mustache

/// The mustache templates and the stylesheet, embedded in the binary (no
/// file to install beside it, nothing from a CDN), parsed once. Every value is written with `{{name}}`, which escapes HTML;
/// no template uses `{{{name}}}` or `{{& name}}` (a test reads them to be sure).
struct Pages: Sendable {
    let library: MustacheLibrary
    let stylesheet: String

    /// Parses the templates (embedded in the binary, `Templates.all`) and keeps the stylesheet.
    static func load() throws -> Pages {
        var library = MustacheLibrary()
        for (name, text) in Templates.all {
            do {
                try library.register(text, named: name)
            } catch {
                throw AdminError.badTemplate("the page template \(name) does not parse: \(error)")
            }
        }
        return Pages(library: library, stylesheet: Stylesheet.text)
    }

    /// The page `template` filled with `values`, with the layout's values (who is signed in, their CSRF token).
    func html(
        _ template: String, title: String, user: AdminUser?, status: HTTPResponse.Status = .ok,
        _ values: [String: Any] = [:]
    ) -> Response {
        html(template, fragment: nil, then: nil, title: title, user: user, status: status, values)
    }

    /// The page `head` filled with `values` as `html` fills a page, then `fragment` as it is (written by a
    /// template, escaped), then `tail` filled with the same values: a page whose middle is rendered once for
    /// many requests (the leaderboard's rows) while who is signed in stays per request.
    func html(
        _ head: String, fragment: RenderedFragment?, then tail: String?, title: String, user: AdminUser?,
        status: HTTPResponse.Status = .ok, _ values: [String: Any] = [:]
    ) -> Response {
        var all = values
        all["title"] = title
        if let user {
            all["user"] =
                ["name": user.name, "role": user.role.rawValue, "isAdmin": user.role == .admin] as [String: Any]
            all["csrf"] = user.csrf
        }
        var buffer = ByteBuffer()
        for template in [head, tail].compactMap(\.self) {
            guard let text = library.render(all, withTemplate: template) else {
                return Response(
                    status: .internalServerError, headers: [.contentType: "text/plain; charset=utf-8"],
                    body: .init(byteBuffer: ByteBuffer(string: "the page template \(template) is missing")))
            }
            buffer.writeString(text)
            if template == head, let fragment { buffer.writeString(fragment.html) }
        }
        return Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: buffer))
    }

    /// A page that says `message` (a refusal, a missing player), with `status`.
    func message(_ title: String, _ message: String, user: AdminUser?, status: HTTPResponse.Status) -> Response {
        html("message", title: title, user: user, status: status, ["message": message])
    }

    /// A 303 to `location` (after a POST, or to the log-in page).
    static func redirect(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }
}

/// Why the web admin cannot start.
public enum AdminError: Error, CustomStringConvertible {
    case badTemplate(String)
    case badListen(String)
    /// The TLS certificate or key cannot be used; names the file and why.
    case badTLS(String)

    public var description: String {
        switch self {
        case .badTemplate(let detail): detail
        case .badListen(let detail): detail
        case .badTLS(let detail): detail
        }
    }
}
