import Foundation
import Hummingbird
import Mustache
import QuizText

/// The mustache templates and the stylesheet, embedded in the binary (no
/// file to install beside it, nothing from a CDN), parsed once per language with that language's words
/// written in (`TemplateWords`). Every value is written with `{{name}}`, which escapes HTML;
/// no template uses `{{{name}}}` or `{{& name}}` (a test reads them to be sure).
struct Pages: Sendable {
    /// The templates by language code.
    let libraries: [String: MustacheLibrary]
    /// The languages offered and the default.
    let languages: AdminLanguages
    let stylesheet: String
    /// The kept pages' tops by title, user and language.
    let tops = PageTops()
    /// Where the pages read from, as every page's top says (this device's store, or the fleet's PostgreSQL).
    var scope = PageScope()

    /// Parses the templates (embedded in the binary, `Templates.all`) in each of `languages`, and keeps the
    /// stylesheet.
    static func load(languages: AdminLanguages) throws -> Pages {
        var libraries: [String: MustacheLibrary] = [:]
        for code in languages.offered {
            let words = languages.catalog(code)
            var library = MustacheLibrary()
            for (name, text) in Templates.all {
                do {
                    try library.register(TemplateWords.written(text, words), named: name)
                } catch {
                    throw AdminError.badTemplate("the page template \(name) (\(code)) does not parse: \(error)")
                }
            }
            libraries[code] = library
        }
        return Pages(libraries: libraries, languages: languages, stylesheet: Stylesheet.text)
    }

    /// The templates in `words`' language (the default's for one not offered).
    func library(_ words: Catalog) -> MustacheLibrary? {
        libraries[words.language] ?? libraries[languages.fallback]
    }

    /// The page `template` filled with `values`, in the request's language, with the layout's values (who is
    /// signed in, their CSRF token, the language switch).
    func html(
        _ template: String, title: String, in context: AdminContext, status: HTTPResponse.Status = .ok,
        _ values: [String: Any] = [:]
    ) -> Response {
        var all = values
        all.merge(layout(title: title, in: context)) { _, layout in layout }
        guard let text = library(context.words)?.render(all, withTemplate: template) else {
            return Self.missing(template)
        }
        return Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// The page's top and user bar (`headTop`, `userBar`) written for the request's user and language, then
    /// `body` as it is: the rest of a page rendered once for many requests (the leaderboard's, by a template
    /// that starts with `{{> headBottom}}` and ends with `{{> footer}}`), so only who is signed in is written
    /// per request. The top is kept by its values (`PageTops`).
    func html(
        body: RenderedFragment, title: String, in context: AdminContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        let top: RenderedFragment
        do {
            let key = PageTops.Key(title: title, user: context.user, language: context.words.language)
            top = try tops.top(key) { () throws(AdminError) in
                let layout = layout(title: title, in: context)
                return RenderedFragment(joining: [
                    try fragment("headTop", layout, words: context.words),
                    try fragment("userBar", layout, words: context.words),
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

    /// The layout's values: the title, who is signed in with their CSRF token, the scope's links and line, the
    /// page's language and direction, and the language switch (every offered language by its own name).
    func layout(title: String, in context: AdminContext) -> [String: Any] {
        layout(title: title, user: context.user, words: context.words, path: context.path)
    }

    /// The layout's values for `user` in `words`' language on the page at `path` (where the switch comes back).
    func layout(title: String, user: AdminUser?, words: Catalog, path: String) -> [String: Any] {
        var values: [String: Any] = [
            "title": title, "deviceContent": scope.deviceContent, "lang": words.language,
            "dir": words.isRightToLeft ? "rtl" : "ltr",
            // Arrows that point back and on in the page's direction (a right-to-left page goes on leftwards).
            "arrowBack": words.isRightToLeft ? "→" : "←", "arrowOn": words.isRightToLeft ? "←" : "→",
            "languages": languages.offered.map { code in
                [
                    "code": code, "name": languages.catalog(code)["language.name"],
                    "current": code == words.language,
                    "href": "/language?to=\(code)&back=" + FormFields.encode(path),
                ] as [String: Any]
            },
        ]
        if let source = scope.source { values["source"] = words.text(source.key, ["place": source.place]) }
        if let user {
            values["user"] =
                [
                    "name": user.name, "role": Self.role(user.role.rawValue, words), "isAdmin": user.role == .admin,
                ] as [String: Any]
            values["csrf"] = user.csrf
        }
        return values
    }

    /// A role's name in `words`' language (player, moderator, admin); another role as it is stored.
    static func role(_ role: String, _ words: Catalog) -> String {
        roleKeys[role].map { words[$0] } ?? role
    }

    /// The roles' names' keys by the role.
    static let roleKeys = ["player": "web.role_player", "moderator": "web.role_moderator", "admin": "web.role_admin"]

    static func missing(_ template: String) -> Response {
        Response(
            status: .internalServerError, headers: [.contentType: "text/plain; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: "the page template \(template) is missing")))
    }

    /// A page that says `message` (a refusal, a missing player), with `status`.
    func message(
        _ title: String, _ message: String, in context: AdminContext, status: HTTPResponse.Status
    ) -> Response {
        html("message", title: title, in: context, status: status, ["message": message])
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
    /// The line under the links saying where the pages read from: its key and the fleet's place
    /// (`user@host:port/database`); nil: this device only, nothing to say.
    var source: (key: String, place: String)?
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
