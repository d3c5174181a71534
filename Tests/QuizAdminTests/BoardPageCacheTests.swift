import Foundation
import GRDB
import QuizCore
import QuizStore
import QuizText
import Testing

@testable import QuizAdmin

/// The leaderboard page with its board and rows kept for a second (`BoardCache`, `ShownBoard`), over real
/// HTTP: what changes in the store shows within the second, names stay escaped in the kept rows, and what
/// belongs to the signed-in user (their name, role, CSRF token, the players' links) stays theirs.
@Suite(.serialized) struct BoardPageCacheTests {
    /// The page `path` as `cookie` sees it, asked again every 0.1 s until `until` holds or `seconds` pass.
    static func poll(
        _ fixture: AdminFixture, _ path: String, cookie: String, seconds: Double, until: (String) -> Bool
    ) async throws -> (body: String, waited: Double) {
        let start = Date()
        while true {
            let reply = try await fixture.get(path, cookie: cookie)
            let waited = Date().timeIntervalSince(start)
            if until(reply.body) || waited > seconds { return (reply.body, waited) }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    /// Renames the player `id` as another program would: through its own connection to the file.
    static func rename(_ fixture: AdminFixture, _ id: Int64, to name: String) throws {
        let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: fixture.folder))
        try queue.write { db in
            try db.execute(sql: "UPDATE player SET name = ? WHERE id = ?", arguments: [name, id])
        }
    }

    @Test func aFinishedGameShowsWithinTheSecond() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, _ in
            let before = try await fixture.get(fixture.boardsPage(), cookie: cookie)
            #expect(before.body.contains("2 ranked players"))
            // The formula player's 100 points put them first, above the script tag's 50.
            try fixture.game(fixture.formula.id, points: 100)
            let (after, waited) = try await Self.poll(fixture, fixture.boardsPage(), cookie: cookie, seconds: 30) {
                $0.contains(
                    Cells.cells(["Rank": "1"]) + "<td data-label=\"Name\"><a href=\"/players/\(fixture.formula.id)\">")
            }
            #expect(
                after.contains(
                    Cells.cells([
                        "Rank": "1", "Name": "<a href=\"/players/\(fixture.formula.id)\"><bdi>=1+1</bdi></a>",
                        "Points": "140",
                    ])))
            // A board kept for good never shows; how long it is kept is `BoardSpeedTests`' (on its own clock).
            #expect(waited < 30, "the board was never asked again")
        }
    }

    @Test func aRenamedPlayerShowsWithinTheSecondEscaped() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            #expect(try await fixture.get(fixture.boardsPage(), cookie: cookie).body.contains("=1+1"))
            try Self.rename(fixture, fixture.formula.id, to: "<img src=x onerror=alert(2)>")
            let (after, waited) = try await Self.poll(fixture, fixture.boardsPage(), cookie: cookie, seconds: 30) {
                !$0.contains("=1+1")
            }
            #expect(after.contains(Cells.cells(["Name": "<bdi>&lt;img src=x onerror=alert(2)&gt;</bdi>"])))
            #expect(!after.contains("<img"))
            #expect(after.contains(Cells.cells(["Name": "<bdi>\(PagesTests.escaped)</bdi>"])))
            #expect(!after.contains("<script"))
            // A board kept for good never shows; how long it is kept is `BoardSpeedTests`' (on its own clock).
            #expect(waited < 30, "the board was never asked again")
        }
    }

    @Test func aBanEndsTheSessionOnTheBoardPageAtTheNextClick() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            #expect(try await fixture.get(fixture.boardsPage(), cookie: cookie).status == 200)
            try fixture.accounts.setBanned(fixture.moderator, true)
            let after = try await fixture.get(fixture.boardsPage(), cookie: cookie)
            #expect(after.status == 303)
            #expect(after.header("location") == "/login")
        }
    }

    @Test func whoIsSignedInStaysTheirsOnTheKeptBoard() async throws {
        try await AdminFixture.with { fixture in
            let (bossCookie, bossToken) = try await fixture.logIn("boss", AdminFixture.adminPassword)
            let (modCookie, modToken) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            // The same board within the same second, for an admin and then a moderator.
            let boss = try await fixture.get(fixture.boardsPage(), cookie: bossCookie).body
            let mod = try await fixture.get(fixture.boardsPage(), cookie: modCookie).body
            #expect(boss.contains("<span>boss (admin)</span>"))
            #expect(boss.contains("value=\"\(bossToken)\""))
            #expect(boss.contains("href=\"/players/\(fixture.scripted.id)\""))
            #expect(boss.contains("Export as CSV"))
            #expect(mod.contains("<span>mod (moderator)</span>"))
            #expect(mod.contains("value=\"\(modToken)\""))
            #expect(!mod.contains(bossToken))
            #expect(!mod.contains("href=\"/players/"))
            #expect(!mod.contains("Export as CSV"))
            #expect(mod.contains(Cells.cells(["Name": "<bdi>\(PagesTests.escaped)</bdi>"])))
            // The page is whole: the rows sit inside the table's body, the layout closes.
            for body in [boss, mod] {
                let rows = try #require(body.range(of: "<tbody>\n")?.upperBound)
                let end = try #require(body.range(of: "</tbody>")?.lowerBound)
                #expect(body[rows..<end].hasPrefix("<tr>" + Cells.cells(["Rank": "1"])))
                #expect(body[rows..<end].components(separatedBy: "</tr>").count == 3)
                #expect(body.hasSuffix("</html>\n"))
            }
        }
    }

    @Test func aRenamedAdminSeesTheirNewNameAtTheNextClick() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, _ in
            #expect(
                try await fixture.get(fixture.boardsPage(), cookie: cookie).body.contains("<span>boss (admin)</span>"))
            try Self.rename(fixture, fixture.admin.id, to: "<i>chief</i>")
            let after = try await fixture.get(fixture.boardsPage(), cookie: cookie).body
            #expect(after.contains("<span>&lt;i&gt;chief&lt;/i&gt; (admin)</span>"))
            #expect(!after.contains("boss (admin)"))
        }
    }

    @Test func aPageTopIsKeptByEverythingItIsWrittenFrom() throws {
        let pages = try Pages.load(languages: AdminWords.languages)
        let tops = PageTops()
        var renders = 0
        func top(_ user: AdminUser?, _ words: Catalog = AdminWords.english) throws -> String {
            try tops.top(PageTops.Key(title: "Leaderboards", user: user, language: words.language)) {
                () throws(AdminError) in
                renders += 1
                return try pages.fragment(
                    "userBar", pages.layout(title: "Leaderboards", user: user, words: words, path: "/boards"),
                    words: words)
            }.html
        }
        let boss = AdminUser(id: 1, name: "boss", role: .admin, csrf: "a1")
        #expect(try top(boss).contains("value=\"a1\""))
        #expect(try top(boss).contains("boss (admin)"))
        #expect(renders == 1)
        var other = boss
        other.csrf = "b2"
        #expect(try top(other).contains("value=\"b2\""))
        other.name = "chief"
        #expect(try top(other).contains("chief (admin)"))
        other.role = .moderator
        #expect(try top(other).contains("chief (moderator)"))
        #expect(try !top(nil).contains("logout"))
        #expect(renders == 5)
        // Another language, another top: the German one names the role in German.
        #expect(try top(other, AdminWords.german).contains("chief (\(AdminWords.german["web.role_moderator"]))"))
        #expect(renders == 6)
        for index in 0..<PageTops.capacity {
            _ = try top(AdminUser(id: 2, name: "mod", role: .moderator, csrf: String(index)))
        }
        #expect(tops.count <= PageTops.capacity)
    }

    @Test func anEmptyBoardSaysSoWithoutATable() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, _ in
            let body = try await fixture.get("/boards?mode=trivia&period=day&day=2001-01-01", cookie: cookie).body
            #expect(body.contains("Nobody is on this board."))
            #expect(!body.contains("<table>"))
            #expect(body.hasSuffix("</html>\n"))
        }
    }

    @Test func theKeptPageIsWrittenByAnEscapingTemplate() throws {
        let pages = try Pages.load(languages: AdminWords.languages)
        let day = try #require(CalendarDay("2026-11-27"))
        let board = Board(
            scope: BoardScope(mode: "<b>mode</b>", period: .day, day: day),
            top: [BoardRow(rank: 1, playerID: 7, name: AdminFixture.scriptName, points: 5, games: 1, lastFinish: 0)],
            player: nil, players: 1)
        let shown = try ShownBoard(
            board, modes: ["trivia", "<b>mode</b>"], pages: pages,
            timeZone: try #require(TimeZone(identifier: "UTC")), words: AdminWords.english)
        let admin = shown.adminPage.html
        let moderator = shown.moderatorPage.html
        #expect(
            admin.contains(
                Cells.row([
                    "Rank": "1", "Name": "<a href=\"/players/7\"><bdi>\(PagesTests.escaped)</bdi></a>", "Points": "5",
                    "Games": "1",
                    "Last finish": "1 Jan 1970 00:00",
                ]) + "\n"))
        #expect(
            moderator.contains(
                Cells.row([
                    "Rank": "1", "Name": "<bdi>\(PagesTests.escaped)</bdi>", "Points": "5", "Games": "1",
                    "Last finish": "1 Jan 1970 00:00",
                ]) + "\n"))
        for page in [admin, moderator] {
            #expect(page.hasPrefix("</header>\n<main>\n<h1>Leaderboards</h1>\n"))
            #expect(
                page.contains("<option value=\"&lt;b&gt;mode&lt;/b&gt;\" selected>&lt;b&gt;mode&lt;/b&gt;</option>"))
            #expect(!page.contains("<script") && !page.contains("<b>"))
            #expect(page.hasSuffix("</html>\n"))
            // Nothing of a user's in the kept page: no CSRF field, no name in a log-out form.
            #expect(!page.contains("csrf") && !page.contains("logout"))
        }
        #expect(admin.contains("Export as CSV"))
        #expect(!moderator.contains("Export as CSV"))
        #expect(throws: AdminError.self) { try pages.fragment("noSuchTemplate", [:], words: AdminWords.english) }
    }
}
