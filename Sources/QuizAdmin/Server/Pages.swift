import Foundation
import Hummingbird
import Mustache

/// The mustache templates and the stylesheet, embedded in the binary (no
/// file to install beside it, nothing from a CDN), parsed once. Every value is written with `{{name}}`, which escapes HTML;
/// no template uses `{{{name}}}` or `{{& name}}` (a test reads them to be sure).
struct Pages: Sendable {
    let library: MustacheLibrary
    let stylesheet: String
    /// The kept pages' tops by title and user.
    let tops = PageTops()
    /// Where the pages read from, as every page's top says (this device's store, or the fleet's PostgreSQL).
    var scope = PageScope()

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
        var all = values
        all.merge(Self.layout(title: title, user: user, scope: scope)) { _, layout in layout }
        guard let text = library.render(all, withTemplate: template) else { return Self.missing(template) }
        return Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// The page's top and user bar (`headTop`, `userBar`) written for `user`, then `body` as it is: the rest of
    /// a page rendered once for many requests (the leaderboard's, by a template that starts with
    /// `{{> headBottom}}` and ends with `{{> footer}}`), so only who is signed in is written per request.
    /// The top is kept by its values (`PageTops`).
    func html(body: RenderedFragment, title: String, user: AdminUser?, status: HTTPResponse.Status = .ok) -> Response {
        let top: RenderedFragment
        do {
            top = try tops.top(PageTops.Key(title: title, user: user)) { () throws(AdminError) in
                let layout = Self.layout(title: title, user: user, scope: scope)
                return RenderedFragment(joining: [
                    try fragment("headTop", layout), try fragment("userBar", layout),
                ])
            }
        } catch {
            return Self.missing("headTop or userBar")
        }
        var buffer = ByteBuffer()
        buffer.writeString(top.html)
        buffer.writeString(body.html)
        return Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: buffer))
    }

    /// The layout's values: the title, who is signed in with their CSRF token, and the scope's links and line.
    static func layout(title: String, user: AdminUser?, scope: PageScope = PageScope()) -> [String: Any] {
        var values: [String: Any] = ["title": title, "deviceContent": scope.deviceContent]
        if let source = scope.source { values["source"] = source }
        if let user {
            values["user"] =
                ["name": user.name, "role": user.role.rawValue, "isAdmin": user.role == .admin] as [String: Any]
            values["csrf"] = user.csrf
        }
        return values
    }

    static func missing(_ template: String) -> Response {
        Response(
            status: .internalServerError, headers: [.contentType: "text/plain; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: "the page template \(template) is missing")))
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

/// What the pages are over: this device's store alone (the default), or the fleet's PostgreSQL for players,
/// boards and the dashboard, with or without a device's store for the content pages.
struct PageScope: Sendable {
    /// Whether the pages of a device's store (questions, topics, submissions, reports, settings, import) are
    /// linked: false on a machine with a fleet and no kiosk (`AdminServer`'s fleet-only mode).
    var deviceContent = true
    /// The line under the links saying where the pages read from (nil: this device only, nothing to say).
    var source: String?
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
