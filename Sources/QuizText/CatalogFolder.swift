import Foundation

/// The folder of `.po` files (the assets' `languages/`): `en.po`, the
/// source, whose `msgid`s are the English texts, and one file per language
/// (`de.po`), whose `msgstr`s translate them. `pseudo` is made from English,
/// never a file.
public struct CatalogFolder: Sendable {
    /// The folder's path.
    public let path: String

    public init(path: String) { self.path = path }

    /// The assets folder's `languages/`.
    public init(assets: String) {
        path = assets.hasSuffix("/") ? assets + "languages" : assets + "/languages"
    }

    /// The languages present: each `.po` file's name, and `pseudo`, sorted.
    public func languages() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let codes = names.filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }
        return (codes + ["pseudo"]).sorted()
    }

    /// The file of `language`.
    public func file(_ language: String) -> String { path + "/" + language + ".po" }

    /// The catalog of `language`; English's texts stand in for the keys it lacks.
    public func catalog(_ language: String) throws(CatalogError) -> Catalog {
        try catalog(language, english: english())
    }

    /// English, read once for several languages (`catalog(_:english:)`).
    public func english() throws(CatalogError) -> Catalog {
        try Catalog(english: read("en"), name: file("en"))
    }

    /// The catalog of `language` over `english` (this folder's, from `english()`), which stands in for the keys
    /// it lacks: a caller loading several languages reads `en.po` once.
    public func catalog(_ language: String, english: Catalog) throws(CatalogError) -> Catalog {
        switch language {
        case "en": return english
        case "pseudo": return Pseudo.catalog(from: english)
        default:
            return try Catalog(translation: read(language), name: file(language), language: language, english: english)
        }
    }

    /// The `.po` file of `language`, read.
    public func read(_ language: String) throws(CatalogError) -> PoFile {
        let name = file(language)
        guard PluralRule.of(language) != nil else {
            throw CatalogError(
                file: name, reason: "the game has no plural rule for the language \(language) (QuizText's PluralRule)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: name))
        } catch {
            throw CatalogError(file: name, reason: "cannot be read (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CatalogError(file: name, reason: "is not UTF-8")
        }
        return try PoFile(text: text, name: name)
    }
}

extension Catalog {
    /// English from `en.po`: each entry's `msgid` (and `msgid_plural` for `other`), by its `msgctxt`.
    init(english file: PoFile, name: String) throws(CatalogError) {
        let rule = PluralRule.of("en")!
        var texts: [String: Text] = [:]
        for entry in file.entries {
            guard let key = entry.context else { continue }
            guard texts[key] == nil else {
                throw CatalogError(file: name, line: entry.line, reason: "the key \(key) is written twice")
            }
            if let plural = entry.idPlural {
                texts[key] = Text(forms: [entry.id, plural], rule: rule)
            } else {
                texts[key] = Text(forms: [entry.id], rule: nil)
            }
        }
        self.init(language: "en", texts: texts)
    }

    /// `language` from its `.po` file: each entry's `msgstr`s by its `msgctxt`, English where it has none.
    init(translation file: PoFile, name: String, language: String, english: Catalog) throws(CatalogError) {
        guard let rule = PluralRule.of(language) else {
            throw CatalogError(file: name, reason: "the game has no plural rule for the language \(language)")
        }
        if let forms = file.header["Plural-Forms"], !forms.hasPrefix("nplurals=\(rule.categories.count);") {
            throw CatalogError(
                file: name,
                reason: "Plural-Forms must say nplurals=\(rule.categories.count) "
                    + "(CLDR's \(rule.categories.map(\.rawValue).joined(separator: ", ")))")
        }
        var texts = english.texts
        for entry in file.entries {
            guard let key = entry.context else { continue }
            if entry.idPlural != nil, entry.strings.count != rule.categories.count {
                throw CatalogError(
                    file: name, line: entry.line,
                    reason: "\(key) has \(entry.strings.count) plural forms, the language has \(rule.categories.count)")
            }
            // An empty msgstr is untranslated: English stands in.
            guard !entry.strings.contains(where: \.isEmpty) else { continue }
            texts[key] = Text(forms: entry.strings, rule: entry.idPlural == nil ? nil : rule)
        }
        self.init(language: language, texts: texts)
    }
}
