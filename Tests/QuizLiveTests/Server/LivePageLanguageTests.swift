import Foundation
import QuizLive
import QuizText
import TestSupport
import Testing

/// The phone page follows the phone's language: the listener writes it in the first language the browser's
/// `Accept-Language` asks for among those offered, else the kiosk's own, and says which.
@Suite struct LivePageLanguageTests {
    static func page(_ acceptLanguage: String?, port: Int) async throws -> HTTPReply {
        let headers = acceptLanguage.map { ["Accept-Language": $0] } ?? [:]
        return try await RawHTTP.send(port: port, method: "GET", path: "/", headers: headers)
    }

    @Test func aGermanPhoneGetsTheGermanPage() async throws {
        try await LiveServerFixture.with { server in
            let reply = try await Self.page("de-AT,de;q=0.9,en;q=0.5", port: server.port)
            #expect(reply.status == 200)
            #expect(reply.header("Content-Language") == "de")
            #expect(reply.header("Vary") == "Accept-Language")
            #expect(reply.body.contains("<html lang=\"de\" dir=\"ltr\">"))
            #expect(reply.body.contains("<label for=\"name\">Dein Name</label>"))
            #expect(reply.body.contains("\"Hallo, {name}\""))
            // German groups digits with a dot from four digits on, as the big screen does.
            #expect(reply.body.contains("\"group\":\".\""))
        }
    }

    @Test func anArabicPhoneGetsThePageRightToLeft() async throws {
        try await LiveServerFixture.with { server in
            let reply = try await Self.page("ar-EG", port: server.port)
            #expect(reply.header("Content-Language") == "ar")
            #expect(reply.body.contains("<html lang=\"ar\" dir=\"rtl\">"))
            #expect(reply.body.contains("اسمك"))
            // Arabic's six plural forms go to the page by CLDR category, for the browser's Intl.PluralRules.
            #expect(reply.body.contains("\"players\":{\"zero\":"))
            #expect(reply.body.contains("\"two\":\"لاعبان\""))
        }
    }

    @Test func aLanguageNotOfferedGetsTheKiosksOwn() async throws {
        try await LiveServerFixture.with { server in
            for header in ["ja-JP", "ja, *;q=0.5", "", "de;q=0", "klingon;q=x"] {
                let reply = try await Self.page(header, port: server.port)
                #expect(reply.header("Content-Language") == "en", "\(header)")
                #expect(reply.body.contains("<label for=\"name\">Your name</label>"), "\(header)")
            }
            let none = try await Self.page(nil, port: server.port)
            #expect(none.header("Content-Language") == "en")
            // The weights decide, not the order: French is asked for more than Spanish.
            let weighed = try await Self.page("es;q=0.4, fr;q=0.8, ja", port: server.port)
            #expect(weighed.header("Content-Language") == "fr")
        }
    }

    /// Only the languages the kiosk offers are written; the kiosk's own is one of them even when `languages`
    /// leaves it out, and the layout check's pseudo-locale never reaches a phone.
    @Test func onlyTheOfferedLanguagesAreWritten() throws {
        let folder = CatalogFolder(assets: Tool.root + "/assets")
        let pages = try PhonePages(folder: folder, offered: ["fr", "pseudo"], fallback: "tr")
        #expect(pages.languages == ["fr", "tr"])
        #expect(pages.language(for: "de, fr;q=0.5") == "fr")
        #expect(pages.language(for: "de") == "tr")
        let pseudo = try PhonePages(folder: folder, offered: ["pseudo"], fallback: "pseudo")
        #expect(pseudo.languages == ["en"])
    }

    /// A catalog that cannot be read stops the listener's start with the file and the reason.
    @Test func aBrokenCatalogIsNamed() throws {
        let folder = TemporaryFolder(prefix: "tiltquiz-phone-words-")
        try FileManager.default.createDirectory(atPath: folder.path + "/languages", withIntermediateDirectories: true)
        try "msgctxt \"x\"\nmsgid \"unterminated\n".write(
            toFile: folder.path + "/languages/en.po", atomically: true, encoding: .utf8)
        #expect {
            try PhonePages(folder: CatalogFolder(assets: folder.path), offered: ["en"], fallback: "en")
        } throws: { error in
            "\(error)".contains("en.po")
        }
    }
}
