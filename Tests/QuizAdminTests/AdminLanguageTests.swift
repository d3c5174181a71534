import Foundation
import QuizStore
import QuizText
import TestSupport
import Testing

@testable import QuizAdmin

/// The web admin in the browser's language (`Accept-Language`), with a switch on every page that a cookie
/// remembers, over a real server: every page and title in each of the six languages, Arabic right to left,
/// no key or template mark left on a page, and only the languages the operator offers.
@Suite struct AdminLanguageTests {
    static let languages = ["en", "de", "es", "fr", "tr", "ar"]

    @Test func theBrowsersLanguageChoosesThePages() async throws {
        try await AdminFixture.with { fixture in
            let german = try await fixture.get("/login", headers: ["Accept-Language": "de-AT,de;q=0.9,en;q=0.5"])
            #expect(german.body.contains("<html lang=\"de\" dir=\"ltr\">"))
            #expect(german.body.contains("<h1>\(AdminWords.german["web.log_in"])</h1>"))
            #expect(german.header("content-language") == "de")
            #expect(german.header("vary")?.contains("Accept-Language") == true)
            let arabic = try await fixture.get("/login", headers: ["Accept-Language": "ar-EG"])
            #expect(arabic.body.contains("<html lang=\"ar\" dir=\"rtl\">"))
            // A language the game does not have, and no header at all: the default, English.
            for headers in [["Accept-Language": "ja, zh;q=0.8"], [:]] {
                let page = try await fixture.get("/login", headers: headers)
                #expect(page.body.contains("<html lang=\"en\" dir=\"ltr\">"))
                #expect(page.body.contains("<h1>Log in</h1>"))
            }
        }
    }

    @Test func theSwitchKeepsTheChoiceOverTheBrowsersAndGoesBack() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, _ in
            let page = try await fixture.get("/players?sort=points", cookie: cookie)
            // Every offered language links to the switch, coming back to this page; the current one is not a link.
            #expect(page.body.contains("<strong lang=\"en\">English</strong>"))
            let link = "/language?to=fr&amp;back=%2Fplayers%3Fsort%3Dpoints"
            #expect(page.body.contains("<a href=\"\(link)\" lang=\"fr\" hreflang=\"fr\">Français</a>"))
            let chosen = try await fixture.get("/language?to=fr&back=%2Fplayers%3Fsort%3Dpoints", cookie: cookie)
            #expect(chosen.status == 303)
            #expect(chosen.header("location") == "/players?sort=points")
            let set = try #require(chosen.setCookies[AdminLanguages.cookie])
            #expect(set.hasPrefix("tiltquiz_language=fr;"))
            #expect(set.contains("HttpOnly") && set.contains("Max-Age=31536000"))
            let french = try await fixture.get(
                "/players?sort=points", cookie: cookie,
                headers: ["Cookie": "tiltquiz_language=fr", "Accept-Language": "de"])
            let words = AdminWords.languages.catalog("fr")
            #expect(french.body.contains("<h1>\(HTMLText.escaped(words["web.players"]))</h1>"))
            #expect(french.header("content-language") == "fr")
        }
    }

    @Test func theSwitchGoesBackOnlyToThisSiteAndSetsOnlyOfferedLanguages() async throws {
        try await AdminFixture.with { fixture in
            for back in ["//evil.example/", "https://evil.example/", "/\\evil.example", "players", "/a\nb"] {
                let reply = try await fixture.get("/language?to=de&back=" + FormFields.encode(back))
                #expect(reply.header("location") == "/", "\(back)")
            }
            let unknown = try await fixture.get("/language?to=xx&back=%2Flogin")
            #expect(unknown.status == 303 && unknown.header("location") == "/login")
            #expect(unknown.setCookies[AdminLanguages.cookie] == nil)
            // A cookie naming a language not offered is no choice: the browser's language stands.
            let page = try await fixture.get(
                "/login", headers: ["Cookie": "tiltquiz_language=pseudo", "Accept-Language": "tr"])
            #expect(page.body.contains("<html lang=\"tr\" dir=\"ltr\">"))
        }
    }

    /// Every page an admin reaches from the menu, in every language: its words from the catalog, no key shown
    /// as itself, no mark left unwritten, and the language's own title.
    @Test(arguments: languages) func everyPageIsWrittenInTheLanguage(language: String) async throws {
        let words = AdminWords.languages.catalog(language)
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, _ in
            let paths = [
                "/", "/boards", "/questions", "/questions/new", "/topics", "/submissions", "/reports", "/settings",
                "/import", "/players", "/players/\(fixture.player.id)", "/email-views", "/questions/999",
            ]
            for path in paths {
                let page = try await fixture.get(
                    path, cookie: cookie, headers: ["Cookie": "tiltquiz_language=\(language)"])
                #expect(page.body.contains("<html lang=\"\(language)\""), "\(language) \(path)")
                #expect(!page.body.contains("web."), "\(language) \(path): a key shown as itself")
                #expect(!page.body.contains("[[\""), "\(language) \(path): a mark left in the page")
                #expect(page.body.contains(HTMLText.escaped(words["web.tiltquiz_admin"])), "\(language) \(path)")
            }
        }
    }

    /// The operator's `languages` and `language`: only those are offered, and a browser asking for another gets
    /// the default.
    @Test func onlyTheOfferedLanguagesAreServed() async throws {
        let offered = try AdminLanguages(
            folder: CatalogFolder(assets: try AssetLocator.locate()), offered: ["en", "de"], fallback: "de")
        #expect(offered.offered == ["en", "de"])
        try await AdminFixture.with(languages: offered) { fixture in
            let arabic = try await fixture.get("/login", headers: ["Accept-Language": "ar"])
            #expect(arabic.body.contains("<html lang=\"de\" dir=\"ltr\">"))
            #expect(!arabic.body.contains("hreflang=\"ar\""))
            #expect(arabic.body.contains("hreflang=\"en\""))
            let english = try await fixture.get("/login", headers: ["Accept-Language": "en-GB"])
            #expect(english.body.contains("<html lang=\"en\" dir=\"ltr\">"))
        }
        // The default is offered even when the list leaves it out; the pseudo-locale never is.
        let defaulted = try AdminLanguages(
            folder: CatalogFolder(assets: try AssetLocator.locate()), offered: ["fr", "pseudo"], fallback: "tr")
        #expect(defaulted.offered == ["tr", "fr"])
    }

    /// A translation could hold a brace or a character HTML reads: written into a template it stays text.
    @Test func aTemplatesWordsAreEscapedAndTheirPlaceholdersAreValues() throws {
        let folder = TemporaryFolder.make(prefix: "tiltquiz-admin-words-")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let entry = "msgctxt \"web.probe\"\nmsgid \"<b>{name}</b> & \\\"{count}\\\"\"\nmsgstr \"\"\n"
        try ("msgid \"\"\nmsgstr \"\"\n\n" + entry).write(toFile: folder + "/en.po", atomically: true, encoding: .utf8)
        let words = try CatalogFolder(path: folder).catalog("en")
        #expect(
            TemplateWords.written("<p>[[\"web.probe\"]]</p>", words)
                == "<p>&lt;b&gt;{{name}}&lt;/b&gt; &amp; &quot;{{count}}&quot;</p>")
        for language in Self.languages {
            let catalog = AdminWords.languages.catalog(language)
            for (name, text) in Templates.all {
                let written = TemplateWords.written(text, catalog)
                #expect(!written.contains("{{{") && !written.contains("{{&"), "\(language) \(name)")
                #expect(!written.contains("[[\""), "\(language) \(name)")
            }
        }
    }

    /// An English question on an Arabic page reads "What is 2+2?", not "?What is 2+2": what players and
    /// moderators wrote is isolated (`<bdi>`), so each text takes its own direction; and the pager's arrows point
    /// on the page's way, leftwards in Arabic.
    @Test func theArabicPagesIsolateWhatWasWrittenAndPointOnLeftwards() async throws {
        try await AdminFixture.with { fixture in
            for number in 1...30 { try fixture.question(topic: "Numbers", "What is \(number)+\(number)?") }
            let (cookie, _) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            let arabic = AdminWords.languages.catalog("ar")
            let page = try await fixture.get("/questions", cookie: cookie, headers: ["Cookie": "tiltquiz_language=ar"])
            #expect(page.body.contains("<bdi>What is 1+1?</bdi>"))
            #expect(page.body.contains("<bdi>Numbers</bdi>"))
            #expect(page.body.contains("<bdi>Right</bdi>"))
            #expect(page.body.contains(arabic["web.next"] + " ←</a>"))
            let second = try await fixture.get(
                "/questions?page=2", cookie: cookie, headers: ["Cookie": "tiltquiz_language=ar"])
            #expect(second.body.contains("→ " + arabic["web.previous"] + "</a>"))
            let english = try await fixture.get(
                "/questions", cookie: cookie, headers: ["Cookie": "tiltquiz_language=en"])
            #expect(english.body.contains("Next →</a>"))
            // A catalog's words are never isolated (an Arabic sentence that starts with a Latin word reads right
            // to left), and no text of the page's navigation carries an arrow of its own.
            for key in ["web.next", "web.previous", "web.newer", "web.older"] {
                for language in Self.languages {
                    let text = AdminWords.languages.catalog(language)[key]
                    #expect(!text.contains("→") && !text.contains("←"), "\(language) \(key): \(text)")
                }
            }
        }
    }
}
