import Foundation
import Testing

@testable import QuizText

/// The game's own catalog (assets/languages): every `.po` present checked against English, and English against
/// the sources, so a key missing in a language, unused, used but not written, with placeholders that differ or
/// left as the English text fails here.
@Suite("The game's catalog")
struct GameCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let folder = CatalogFolder(assets: root + "/assets")

    /// Every Swift file under Sources, read once.
    static let sources: [(path: String, text: String)] = {
        let base = root + "/Sources"
        let paths = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            (try? String(contentsOfFile: base + "/" + path, encoding: .utf8)).map { (path, $0) }
        }
    }()

    @Test func everyLanguageLoads() throws {
        for language in Self.folder.languages() {
            let catalog = try Self.folder.catalog(language)
            #expect(catalog.keys == (try Self.folder.catalog("en")).keys, "\(language)")
        }
    }

    @Test func everyTranslationMatchesEnglish() throws {
        let english = try Self.folder.read("en")
        var problems: [String] = []
        for language in Self.folder.languages() where language != "en" && language != "pseudo" {
            problems += CatalogCheck.problems(of: try Self.folder.read(language), language: language, english: english)
        }
        #expect(problems == [])
    }

    /// "with 40 s on the clock" must not end a line in "40": every language, English too, joins a number and its
    /// unit with a no-break space.
    @Test func noLineEndsBetweenANumberAndItsUnit() throws {
        var problems: [String] = []
        for language in Self.folder.languages() where language != "pseudo" {
            problems += CatalogCheck.unitsApart(in: try Self.folder.read(language), language: language)
        }
        #expect(problems == [])
    }

    /// "Entendu : « oui »" must not start a line with ":" or end one in "«": French writes a no-break space before
    /// ":", ";", "?" and "!" and inside « » (the exceptions, code such as URLs, are named in `CatalogCheck`).
    @Test func frenchKeepsItsNoBreakSpacesBeforeDoublePunctuation() throws {
        #expect(CatalogCheck.frenchSpacesMissing(in: try Self.folder.read("fr")) == [])
    }

    @Test func englishIsWholeAndItsPlaceholdersAgree() throws {
        let english = try Self.folder.read("en")
        for entry in english.entries where entry.context != nil {
            #expect(!entry.id.isEmpty, "\(entry.context ?? ""): no English text")
            #expect(entry.strings.allSatisfy { $0.isEmpty }, "\(entry.context ?? ""): en.po's msgstr are left empty")
            if let plural = entry.idPlural {
                #expect(Placeholders.names(in: plural).contains("count"), "\(entry.context ?? ""): no {count}")
            }
        }
    }

    /// A key no source file names is a text nobody shows.
    @Test func everyKeyIsUsed() throws {
        let keys = try Self.folder.catalog("en").keys
        let unused = keys.filter { key in !Self.sources.contains { $0.text.contains("\"\(key)\"") } }
        #expect(unused.sorted() == [])
    }

    /// A literal shaped like a key of one of the catalog's namespaces (`home.…`) that en.po lacks would show the
    /// key itself.
    @Test func everyKeyUsedIsWritten() throws {
        let keys = try Self.folder.catalog("en").keys
        let namespaces = Set(keys.compactMap { $0.split(separator: ".").first.map(String.init) })
        let literal = /"([a-z][a-z0-9_]*)\.([a-z0-9_.]+)"/
        var missing: [String] = []
        // QuizConfig's literals are the config file's keys (`admin.pin_hash`, `live.source`), never the catalog's.
        for (path, text) in Self.sources where !path.hasPrefix("QuizConfig/") {
            for match in text.matches(of: literal) where namespaces.contains(String(match.output.1)) {
                let key = String(match.output.1) + "." + String(match.output.2)
                if !keys.contains(key) { missing.append("\(path): \(key)") }
            }
        }
        #expect(missing == [])
    }
}

extension GameCatalogTests {
    /// German and Arabic are shipped: each a file beside English (checked whole by `everyTranslationMatchesEnglish`).
    @Test func germanAndArabicAreShipped() throws {
        #expect(Set(["de", "ar", "en", "pseudo"]).isSubset(of: Set(Self.folder.languages())))
        let arabic = try Self.folder.catalog("ar")
        #expect(arabic.isRightToLeft)
        #expect(arabic.plural("score.points", count: 2) == "نقطتان")
        #expect(arabic.plural("score.points", count: 11) == "11 نقطة")
        #expect(try Self.folder.catalog("de").plural("score.points", count: 1) == "1 Punkt")
    }
}
