import Foundation
import GRDB
import QuizCore
import QuizStore
import Testing

@testable import QuizAdmin

/// The pages over real HTTP: hostile names escaped wherever they show, the board's CSV safe from spreadsheet
/// formulas, the security headers on every response, and what the dashboard, the players' pages and their
/// changes do.
@Suite(.serialized) struct PagesTests {
    static let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;"

    @Test func aScriptTagInANameIsEscapedOnEveryPageThatShowsIt() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let id = fixture.scripted.id
            let pages = [
                try await fixture.get("/players", cookie: cookie),
                try await fixture.get("/players?q=script&sort=points", cookie: cookie),
                try await fixture.get("/players/\(id)", cookie: cookie),
                try await fixture.get(fixture.boardsPage(), cookie: cookie),
                try await fixture.post("/players/\(id)/ban", [("csrf", csrf)], cookie: cookie),
                try await fixture.get("/players?q=" + AdminFixture.encode(AdminFixture.scriptName), cookie: cookie),
            ]
            for page in pages {
                #expect(page.status == 200)
                #expect(page.body.contains(Self.escaped))
                #expect(!page.body.contains("<script"))
            }
            // The search box gives back what was typed, escaped too.
            #expect(pages[5].body.contains("value=\"\(Self.escaped)\""))
        }
    }

    @Test func noTemplateWritesAValueUnescaped() throws {
        for (name, text) in Templates.all {
            #expect(!text.contains("{{{"), "\(name)")
            #expect(!text.contains("{{&"), "\(name)")
            #expect(!text.contains("<script"), "\(name)")
            #expect(!text.contains("style="), "\(name)")
        }
    }

    @Test func aFormulaNameExportsAsTextInTheBoardsCSV() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, _ in
            let reply = try await fixture.get(fixture.boardsPage(csv: true), cookie: cookie)
            #expect(reply.status == 200)
            #expect(reply.header("content-type")?.hasPrefix("text/csv") == true)
            #expect(reply.header("content-disposition")?.contains("attachment") == true)
            let lines = reply.body.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            #expect(lines.first == "rank,player_id,name,points,games,last_finish_utc")
            #expect(lines.count == 3)
            let formulaLine = try #require(lines.first { $0.contains("1+1") })
            let cells = formulaLine.split(separator: ",").map(String.init)
            #expect(cells[2] == "'=1+1")
            #expect(!cells.contains { $0.hasPrefix("=") })
            // The board's order: 50 points before 40.
            #expect(lines[1].hasPrefix("1,\(fixture.scripted.id),"))
        }
    }

    /// A board's period and day are read by one rule on the device's and the fleet's boards (`BoardProblem`): a
    /// period or a day that is none is refused, naming it, on the page and the CSV alike.
    @Test func aBoardOfNoSuchPeriodOrDayIsRefusedNamingIt() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, _ in
            for path in ["/boards", "/boards.csv"] {
                let period = try await fixture.get(path + "?mode=trivia&period=month", cookie: cookie)
                #expect(period.status == 400, "\(path)")
                #expect(period.body.contains("The period month is not day, week or all."), "\(path)")
                let day = try await fixture.get(path + "?mode=trivia&period=day&day=2026-13-01", cookie: cookie)
                #expect(day.status == 400, "\(path)")
                #expect(day.body.contains("The day 2026-13-01 is not a date written YYYY-MM-DD."), "\(path)")
                // No day: today's board.
                #expect(try await fixture.get(path + "?mode=trivia&period=day", cookie: cookie).status == 200)
            }
        }
    }

    @Test func everyResponseCarriesTheSecurityHeaders() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            let replies = [
                try await fixture.get("/login"), try await fixture.get("/admin.css"), try await fixture.get("/"),
                try await fixture.get("/", cookie: cookie), try await fixture.get("/players", cookie: cookie),
                try await fixture.get("/no-such-page", cookie: cookie),
                try await fixture.get("/boards?period=year", cookie: cookie),
                try await fixture.tryLogIn("mod", "Wrong-pass1!"),
            ]
            #expect(replies.map(\.status) == [200, 200, 303, 200, 403, 404, 400, 401])
            for reply in replies {
                let policy = try #require(reply.header("content-security-policy"))
                #expect(policy.contains("default-src 'none'"))
                #expect(!policy.contains("unsafe-inline"))
                #expect(reply.header("x-frame-options") == "DENY")
                #expect(reply.header("referrer-policy") == "no-referrer")
                #expect(reply.header("x-content-type-options") == "nosniff")
            }
            #expect(replies[1].header("content-type")?.hasPrefix("text/css") == true)
        }
    }

    @Test func theDashboardCountsTodaysGamesPlayersAndCredits() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            try fixture.game(fixture.scripted.id, points: 10, mode: "truefalse")
            let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: fixture.folder))
            try await queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO purchase (playerId, item, quantity, priceCents, provider, purchasedAt)
                        VALUES (?, 'fiftyFifty', 1, 250, 'coin', ?), (?, 'halfOff', 3, 99, 'freePlay', ?)
                        """, arguments: [fixture.scripted.id, Date(), fixture.scripted.id, Date()])
            }
            let page = try await fixture.get("/", cookie: cookie)
            #expect(page.status == 200)
            #expect(page.body.contains("<li><span>3</span> games</li>"))
            #expect(page.body.contains("<li><span>2</span> players</li>"))
            #expect(page.body.contains("<li><span>2.50</span> credits spent</li>"))
            // A mode by its game's title; an id this build does not know as stored.
            #expect(page.body.contains(Cells.cells(["Mode": "Trivia", "Games": "2", "Players": "2"])))
            #expect(page.body.contains(Cells.cells(["Mode": "truefalse", "Games": "1", "Players": "1"])))
            let yesterday = try await fixture.get("/?day=2000-01-01", cookie: cookie)
            #expect(yesterday.body.contains("No game was played"))
            #expect(try await fixture.get("/?day=2000-13-01", cookie: cookie).status == 400)
        }
    }

    /// Issue 34: a finished Daily Challenge (its answers kept in its own rows, not `answer`) counted 0 answers.
    @Test func theDashboardCountsTheAnswersOfDailyAndWhichCameFirstGames() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            // As their stores write them: score is the right answers, total the questions.
            try fixture.game(fixture.scripted.id, points: 700, mode: GameMode.daily.rawValue)
            try fixture.game(fixture.formula.id, points: 3, mode: GameMode.whichCameFirst.rawValue)
            let page = try await fixture.get("/", cookie: cookie)
            #expect(
                page.body.contains(
                    Cells.cells(["Mode": "Daily Challenge", "Games": "1", "Players": "1", "Answers": "10"])))
            #expect(
                page.body.contains(
                    Cells.cells([
                        "Mode": "Which came first?", "Games": "1", "Players": "1", "Answers": "10", "Right": "50%",
                    ])))
            #expect(page.body.contains("<li><span>20</span> answers</li>"))
        }
    }

    /// Issue 34: "1 submissions", "1 questions": every count the admin writes takes the singular for one.
    @Test func oneOfAnythingIsWrittenInTheSingular() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            _ = try fixture.submission("Is one a number?", correct: "Yes")
            #expect(try await fixture.get("/submissions", cookie: cookie).body.contains("<p>1 submission · page"))
            let added = try await fixture.post(
                "/questions/new",
                QuestionsTests.fields(csrf, question: "Is two even?", correct: "Yes", wrong: ["No", "Maybe", "Never"]),
                cookie: cookie)
            #expect(added.status == 303)
            #expect(try await fixture.get("/questions", cookie: cookie).body.contains("<p>1 question · page"))
            #expect(try await fixture.get("/players?q=boss", cookie: cookie).body.contains("<p>1 player · page"))
            try fixture.game(fixture.scripted.id, points: 10, mode: "truefalse")
            let board = try await fixture.get(fixture.boardsPage(mode: "truefalse"), cookie: cookie)
            #expect(board.body.contains("<p>1 ranked player in truefalse"), "\(board.body)")
            // A day with one game by one new player.
            let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: fixture.folder))
            try await queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO gameResult (playerId, mode, score, total, points, completedAt, localDate)
                        VALUES (?, 'daily', 1, 1, 100, '2001-02-03 12:00:00.000', '2001-02-03')
                        """, arguments: [fixture.scripted.id])
            }
            let day = try await fixture.get("/?day=2001-02-03", cookie: cookie)
            for figure in [
                "<li><span>1</span> game</li>", "<li><span>1</span> player</li>", "<li><span>1</span> answer</li>",
            ] {
                #expect(day.body.contains(figure), "\(figure)")
            }
            #expect(day.body.contains("<li><span>0</span> new players</li>"))
            // An import's preview of one question.
            let csv = ImportTests.header + "Space,Is one alone?,Yes,No,Maybe,Never,,,\n"
            let preview = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie, body: Uploads.body(file: Array(csv.utf8), fileName: "one.csv"))
            #expect(preview.body.contains("one.csv: our CSV · 1 question</p>"))
            #expect(Counted.text(1, "entry", plural: "entries") == "1 entry")
            #expect(Counted.text(2, "entry", plural: "entries") == "2 entries")
            #expect(Counted.text(0, "game") == "0 games")
        }
    }

    @Test func theAdminReadsWhileTheGameWrites() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, _ in
            // The game's own connection writes a game every few milliseconds while the admin's pages are read.
            let folder = fixture.folder
            let id = fixture.formula.id
            let writer = Task.detached {
                // As the game opens it: a writer that waits up to 5 seconds for the lock.
                var configuration = Configuration()
                configuration.busyMode = .timeout(5)
                let pool = try DatabasePool(path: QuizDatabase.file(inDirectory: folder), configuration: configuration)
                for _ in 0..<40 {
                    try await pool.write { db in
                        try db.execute(
                            sql: """
                                INSERT INTO gameResult (playerId, mode, score, total, points, completedAt, localDate)
                                VALUES (?, 'trivia', 1, 1, 1, ?, ?)
                                """,
                            arguments: [id, Date(), LocalDate.string(for: Date(), in: TimeZone(identifier: "UTC")!)])
                    }
                    try await Task.sleep(for: .milliseconds(5))
                }
            }
            for _ in 0..<10 {
                #expect(try await fixture.get("/", cookie: cookie).status == 200)
                #expect(try await fixture.get("/players?sort=points", cookie: cookie).status == 200)
            }
            try await writer.value
            let page = try await fixture.get("/players/\(id)", cookie: cookie)
            #expect(page.body.contains("<dt>Games</dt><dd>41</dd>"))
        }
    }

    @Test func thePlayersListSearchesSortsAndPages() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, _ in
            let directory = PlayerDirectory(database: fixture.database)
            for index in 1...30 { _ = try directory.newPlayer(named: String(format: "zz%02d", index)) }
            let first = try await fixture.get("/players?q=zz&sort=name", cookie: cookie)
            #expect(first.body.contains("30 players · page 1 of 2"))
            #expect(first.body.contains(">zz01<") && first.body.contains(">zz25<") && !first.body.contains(">zz26<"))
            #expect(first.body.contains("href=\"/players?q=zz&amp;sort=name&amp;page=2\""))
            let second = try await fixture.get("/players?q=zz&sort=name&page=2", cookie: cookie)
            #expect(second.body.contains(">zz26<") && second.body.contains(">zz30<") && !second.body.contains(">zz01<"))
            let byPoints = try await fixture.get("/players?sort=points", cookie: cookie)
            let scripted = try #require(byPoints.body.range(of: PagesTests.escaped))
            let formula = try #require(byPoints.body.range(of: ">=1+1<"))
            #expect(scripted.lowerBound < formula.lowerBound)
            // LIKE's wildcards are taken literally.
            #expect(try await fixture.get("/players?q=%25", cookie: cookie).body.contains("0 players"))
        }
    }

    @Test func anAdminBansUnbansAndChangesRolesWithAConfirmationStep() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let id = fixture.player.id
            let accounts = fixture.accounts
            let page = try await fixture.get("/players/\(id)", cookie: cookie)
            #expect(page.body.contains("<dt>Role</dt><dd>player</dd>"))
            #expect(page.body.contains("Make moderator…") && page.body.contains("Promote to admin…"))
            let asked = try await fixture.post(
                "/players/\(id)/role", [("csrf", csrf), ("role", "moderator")], cookie: cookie)
            #expect(asked.body.contains("make plain a moderator?"))
            #expect(try accounts.account(of: fixture.player)?.role == "player")
            let made = try await fixture.post(
                "/players/\(id)/role", [("csrf", csrf), ("role", "moderator"), ("confirm", "yes")], cookie: cookie)
            #expect(made.status == 303)
            #expect(try accounts.account(of: fixture.player)?.role == "moderator")
            _ = try await fixture.post("/players/\(id)/ban", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(try accounts.isBanned(fixture.player))
            #expect(try await fixture.get("/players/\(id)", cookie: cookie).body.contains("Lift the ban"))
            _ = try await fixture.post("/players/\(id)/unban", [("csrf", csrf)], cookie: cookie)
            #expect(try accounts.isBanned(fixture.player) == false)
            // A guest has no account to give a role to; nobody bans or demotes themselves; no such player.
            let guest = try await fixture.post(
                "/players/\(fixture.formula.id)/role", [("csrf", csrf), ("role", "admin"), ("confirm", "yes")],
                cookie: cookie)
            #expect(guest.status == 409)
            let me = "/players/\(fixture.admin.id)"
            #expect(
                try await fixture.post(me + "/ban", [("csrf", csrf), ("confirm", "yes")], cookie: cookie).status == 409)
            #expect(
                try await fixture.post(
                    me + "/role", [("csrf", csrf), ("role", "player"), ("confirm", "yes")], cookie: cookie
                )
                .status == 409)
            #expect(try accounts.account(of: fixture.admin)?.role == "admin")
            #expect(try await fixture.get("/players/99999", cookie: cookie).status == 404)
            let bad = try await fixture.post(
                "/players/\(id)/role", [("csrf", csrf), ("role", "owner"), ("confirm", "yes")], cookie: cookie)
            #expect(bad.status == 400)
        }
    }
}
