import Hummingbird
import QuizText

/// The phone page: one HTML page, its stylesheet and its small script,
/// embedded in the binary (nothing to install, nothing fetched from
/// elsewhere: the event's network may have no internet). Every string a
/// phone or the host sends is put on the page as text (`textContent`), never
/// as HTML. The page is written in each offered language (`PhonePages`).
enum PhonePage {
    /// The paths the listener serves: the page, its stylesheet and its script.
    static let paths: Set<String> = ["/", "/live.css", "/live.js"]

    /// The headers of every file: its type, and a policy that lets the page load only its own files and open
    /// only its own socket.
    static func headers(contentType: String) -> HTTPFields {
        let fields = [
            ("Content-Type", contentType),
            (
                "Content-Security-Policy",
                "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self' ws: wss:; "
                    + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
            ),
            ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"), ("Cache-Control", "no-store"),
        ]
        var named = HTTPFields()
        for (name, value) in fields { named[.init(name)!] = value }
        return named
    }
}

/// The phone page in every language the kiosk offers, written once when the
/// listener starts; each browser gets the first its `Accept-Language` asks
/// for, else the kiosk's own language (docs/live.md).
public struct PhonePages: Sendable {
    /// The page by language code.
    let pages: [String: String]
    /// The language a browser gets when it asks for none of the offered ones.
    public let fallback: String

    /// The page in each of `offered` (catalog codes; `pseudo` is for the layout check, never a phone) from
    /// `folder`, `fallback` among them (added when it is not; English for
    /// `pseudo`).
    public init(folder: CatalogFolder, offered: [String], fallback: String) throws(CatalogError) {
        let kept = fallback == "pseudo" ? "en" : fallback
        let english = try folder.english()
        var pages: [String: String] = [:]
        for language in Set(offered + [kept]) where language != "pseudo" {
            pages[language] = PhonePage.html(PhoneWords(catalog: try folder.catalog(language, english: english)))
        }
        self.pages = pages
        self.fallback = kept
    }

    /// The languages the page is written in, sorted.
    public var languages: [String] { pages.keys.sorted() }

    /// The language of the page for a browser that sent `acceptLanguage` (nil: no such header).
    public func language(for acceptLanguage: String?) -> String {
        guard let acceptLanguage else { return fallback }
        return AcceptLanguage(acceptLanguage).best(of: languages, fallback: fallback)
    }

    /// The page in `language` (the fallback's for one it is not written in).
    func page(_ language: String) -> String { pages[language] ?? pages[fallback] ?? "" }
}
