import Foundation
import QuizStore
import QuizText

/// The web admin's languages: one catalog per language it offers (the game's `.po` files, the `web.` keys), and
/// which one a request gets: the one its user chose with the pages' language switch (a cookie), else the first
/// its browser's `Accept-Language` asks for, else the operator's default (docs/languages.md).
public struct AdminLanguages: Sendable {
    /// The cookie the language switch sets: a language code, nothing about the user.
    static let cookie = "tiltquiz_language"

    /// The catalogs by code.
    let catalogs: [String: Catalog]
    /// The codes offered, in the operator's order.
    public let offered: [String]
    /// The language of a browser that asks for none of the offered ones.
    public let fallback: String

    /// `offered` (catalog codes; `pseudo` is for layout checks and left out) read from `folder`, `fallback` among
    /// them (added when it is not; English for `pseudo`).
    public init(folder: CatalogFolder, offered: [String], fallback: String) throws(CatalogError) {
        let kept = fallback == "pseudo" ? "en" : fallback
        var codes = offered.filter { $0 != "pseudo" }
        if !codes.contains(kept) { codes.insert(kept, at: 0) }
        let english = try folder.english()
        var catalogs: [String: Catalog] = [:]
        for code in codes { catalogs[code] = try folder.catalog(code, english: english) }
        self.catalogs = catalogs
        self.offered = codes
        self.fallback = kept
    }

    /// Every language the game has, English the default, from the bundled assets (`AssetLocator`).
    public static func bundled() throws -> AdminLanguages {
        try AdminLanguages(
            folder: CatalogFolder(assets: try AssetLocator.locate()), offered: ["en", "de", "es", "fr", "tr", "ar"],
            fallback: "en")
    }

    /// The catalog for a request with the switch's `cookie` and the browser's `acceptLanguage` header.
    func catalog(cookie: String?, acceptLanguage: String?) -> Catalog {
        if let cookie, let chosen = catalogs[cookie] { return chosen }
        let code = acceptLanguage.map { AcceptLanguage($0).best(of: offered, fallback: fallback) } ?? fallback
        return catalog(code)
    }

    /// The catalog of `code`, the fallback's for one not offered.
    func catalog(_ code: String) -> Catalog { catalogs[code] ?? catalogs[fallback] ?? .empty(fallback) }

    /// Whether `code` is offered.
    func offers(_ code: String) -> Bool { catalogs[code] != nil }
}
