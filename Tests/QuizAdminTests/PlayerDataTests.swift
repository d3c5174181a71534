import Foundation
import GRDB
import QuizCore
import TestSupport
import Testing

@testable import QuizAdmin
@testable import QuizStore

/// A player's page, email, avatar, data download, deletion and the name and email CSV, over real HTTP on
/// loopback, checked against the store's tables.
@Suite(.serialized) struct PlayerDataTests {
    static let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;"

    static func views(_ fixture: AdminFixture) throws -> [Row] {
        try fixture.database.read { db in try Row.fetchAll(db, sql: "SELECT * FROM emailView ORDER BY id") }
    }

    /// A game played with more time is listed as unranked with its time scale.
    @Test func aGameWithMoreTimeIsMarkedInTheLatestGames() async throws {
        try await PlayerData.withAdminSignedIn { fixture, data, cookie, _ in
            _ = try fixture.database.recordGame(
                GameRecord(
                    playerID: data.player.id, mode: .trivia, score: 3, total: 5, points: 77, completedAt: Date(),
                    localDate: "2026-12-02", ranked: false, timeScalePercent: 200))
            let body = try await fixture.get("/players/\(data.player.id)", cookie: cookie).body
            #expect(body.contains("<td data-label=\"Ranked\">no: more time (200\u{00A0}%)</td>"), "\(body)")
        }
    }

    @Test func thePlayersPageShowsEveryField() async throws {
        try await PlayerData.withAdminSignedIn { fixture, data, cookie, _ in
            let page = try await fixture.get("/players/\(data.player.id)", cookie: cookie)
            #expect(page.status == 200)
            let body = page.body
            #expect(body.contains("<img class=\"avatar\" src=\"/players/\(data.player.id)/avatar\""))
            #expect(body.contains("<dt>Image</dt><dd>the bundled fox</dd>"))
            #expect(body.contains("<dt>Points</dt><dd>120</dd>"))
            #expect(body.contains("<h2 id=\"games\">Latest games</h2>") && body.contains("<td data-label=\"Points\">"))
            #expect(!body.contains("Locked until"), "no lock, no line")
            #expect(body.contains("<dt>Right answers</dt><dd>\(1 + PlayerData.extraAnswers)</dd>"))
            #expect(body.contains("<dt>Wrong answers</dt><dd>1</dd>"))
            // The email stays sealed until asked for.
            #expect(body.contains("Show email"))
            #expect(!body.contains(PlayerData.email))
            // Progress: 2 of Space's 3 questions, none of Sea's 1.
            #expect(
                body.contains(
                    Cells.row(["Topic": "<bdi>Space</bdi>", "Answered": "2", "Questions": "3", "Done": "66%"])))
            #expect(
                body.contains(Cells.row(["Topic": "<bdi>Sea</bdi>", "Answered": "0", "Questions": "1", "Done": "0%"])))
            // A share as the reader's language writes it (`unit.percent`): the sign first in Turkish, Arabic's own.
            for (language, done) in [("tr", "%66"), ("ar", "66٪"), ("de", "66\u{00A0}%")] {
                let page = try await fixture.get(
                    "/players/\(data.player.id)", cookie: cookie, headers: ["Accept-Language": language])
                #expect(page.body.contains(">\(done)</td>"), "\(language): \(page.body)")
            }
            // Purchases by item, named as the game names them (a code it does not know as it is), and in all
            // (free play costs nothing), and credits given.
            func purchases(
                _ item: String, _ count: String, _ quantity: String, _ free: String, _ spent: String
            )
                -> String
            {
                Cells.row([
                    "Item": item, "Purchases": count, "Quantity": quantity, "In free play": free, "Spent": spent,
                ])
            }
            #expect(body.contains(purchases("Second Chance", "2", "2", "0", "1.98")))
            #expect(body.contains(purchases("freezeTimePack", "1", "3", "0", "1.50")))
            #expect(body.contains(purchases("fiftyFifty", "1", "1", "1", "0.00")))
            #expect(!body.contains(">secondChance<"))
            #expect(
                body.contains("<tr class=\"total\"><th>All items</th><td>4</td><td></td><td></td><td>3.48</td></tr>"))
            #expect(body.contains("Credits given to them: 5.00"))
            // Power-ups held and used, by the names the game shows, not the store's ids.
            #expect(body.contains(Cells.row(["Power-up": "Freeze Time", "Owned": "2", "Used": "1"])))
            #expect(body.contains(Cells.row(["Power-up": "Half Off", "Owned": "0", "Used": "1"])))
            #expect(!body.contains(">freezeTime<") && !body.contains(">halfOff<"))
            #expect(body.contains("First right answer"))
            // Answers, newest first, 50 a page: the right and the wrong one with their ids are on page 2.
            let total = 2 + PlayerData.extraAnswers
            #expect(body.contains("\(total) answers · page 1 of 2"))
            #expect(body.contains("href=\"/players/\(data.player.id)?answers=2#answers\""))
            #expect(!body.contains(">Venus</td>"))
            let older = try await fixture.get("/players/\(data.player.id)?answers=2", cookie: cookie)
            #expect(older.body.contains("\(total) answers · page 2 of 2"))
            #expect(
                older.body.contains(
                    Cells.cells([
                        "Question id": "\(data.questions[1])", "Question": "<bdi>Hottest planet?</bdi>",
                        "Answer id": "\(data.wrong)",
                        "Answer": "Venus", "Result": "wrong",
                    ])))
            #expect(
                older.body.contains(
                    Cells.cells([
                        "Question id": "\(data.questions[0])", "Question": "<bdi>Closest planet?</bdi>",
                        "Answer id": "\(data.right)",
                        "Answer": "Mercury", "Result": "right", "Points": "600",
                    ])))
            #expect(try Self.views(fixture).isEmpty, "showing the page opens no email")
            // Five wrong passwords lock the account: the page says until when.
            var outcome = LoginOutcome.noAccount
            for _ in 0..<5 { outcome = try fixture.accounts.logIn("ada", password: "Wrong-pass1!") }
            guard case .locked(let until) = outcome else {
                Issue.record("five wrong passwords came to \(outcome)")
                return
            }
            let locked = try await fixture.get("/players/\(data.player.id)", cookie: cookie)
            let utc = try #require(TimeZone(identifier: "UTC"))
            #expect(locked.body.contains("<dt>Locked until</dt><dd>\(Days.moment(until, in: utc, AdminWords.english))"))
        }
    }

    @Test func showingTheEmailIsAPostAndEachViewIsLogged() async throws {
        try await PlayerData.withAdminSignedIn { fixture, data, cookie, csrf in
            let path = "/players/\(data.player.id)"
            let shown = try await fixture.post(path + "/email", [("csrf", csrf)], cookie: cookie)
            #expect(shown.status == 200)
            #expect(shown.body.contains("<span class=\"email\"><bdi>\(PlayerData.email)</bdi></span>"))
            #expect(!shown.body.contains("Show email"))
            let again = try await fixture.post(path + "/email", [("csrf", csrf)], cookie: cookie)
            #expect(again.body.contains(PlayerData.email))
            let views = try Self.views(fixture)
            #expect(views.count == 2)
            for view in views {
                #expect(view["viewerId"] == fixture.admin.id)
                #expect(view["playerId"] == data.player.id)
                #expect(view["kind"] == "email")
                #expect(view["emails"] == 1)
                let at: Date = view["viewedAt"]
                #expect(abs(at.timeIntervalSinceNow) < 60)
            }
            // The page shows the log, and the email is sealed again on the next visit.
            let page = try await fixture.get(path, cookie: cookie)
            #expect(!page.body.contains(PlayerData.email))
            #expect(
                page.body.components(
                    separatedBy: Cells.cells([
                        "Who": "<bdi>boss (#\(fixture.admin.id))</bdi>", "What": "showed the email",
                    ])
                ).count == 3)
            let log = try await fixture.get("/email-views", cookie: cookie)
            #expect(log.status == 200)
            #expect(log.body.contains("<a href=\"/players/\(data.player.id)\"><bdi>ada</bdi></a>"))
            // A player without an email: their page offers no "Show email" (nothing to open) and says so.
            let plain = try await fixture.get("/players/\(fixture.player.id)", cookie: cookie)
            #expect(plain.body.contains("<dt>Email</dt><dd>none given"))
            #expect(!plain.body.contains("Show email"))
            #expect(!plain.body.contains("/players/\(fixture.player.id)/email"))
            // Asked all the same (an old page): the view is logged, with nothing opened.
            let none = try await fixture.post("/players/\(fixture.player.id)/email", [("csrf", csrf)], cookie: cookie)
            #expect(none.body.contains("none given"))
            #expect(try Self.views(fixture).last?["emails"] == 0)
        }
    }

    @Test func anEmailThatDoesNotOpenIsAnErrorPageAndNotLogged() async throws {
        try await AdminFixture.with { fixture in
            let data = try PlayerData(fixture)
            // Another account's sealed email copied into this row: it is authenticated for the other player.
            let bob = try fixture.accounts.register(
                username: "bob", password: PlayerData.password, email: "b@example.org")
            try fixture.database.write { db in
                try db.execute(
                    sql: "UPDATE player SET email = (SELECT email FROM player WHERE id = ?) WHERE id = ?",
                    arguments: [bob.id, data.player.id])
            }
            let (cookie, csrf) = try await fixture.logIn("boss", AdminFixture.adminPassword)
            for path in ["/players/\(data.player.id)/email", "/players/\(data.player.id)/export", "/players.csv"] {
                let reply = try await fixture.post(path, [("csrf", csrf)], cookie: cookie)
                #expect(reply.status == 500, "\(path)")
                #expect(
                    reply.body.contains("cannot read the account email of player #\(data.player.id)"), "\(path)")
                #expect(!reply.body.contains("b@example.org"), "\(path)")
            }
            #expect(try Self.views(fixture).isEmpty)
        }
    }

    @Test func theAvatarIsServedWithItsType() async throws {
        try await AdminFixture.with { fixture in
            let data = try PlayerData(fixture)
            _ = try PlayerData.importPNG(for: fixture.formula, fixture)
            let (cookie, _) = try await fixture.logIn("boss", AdminFixture.adminPassword)
            let bundled = try await fixture.get("/players/\(data.player.id)/avatar", cookie: cookie)
            #expect(bundled.status == 200)
            #expect(bundled.header("content-type") == "image/svg+xml")
            #expect(bundled.body.contains("<svg"))
            let imported = try await fixture.get("/players/\(fixture.formula.id)/avatar", cookie: cookie)
            #expect(imported.status == 200)
            #expect(imported.header("content-type") == "image/png")
            #expect(imported.header("content-length") == String(PlayerData.png().count))
            #expect(imported.body.contains("IHDR"))
            let page = try await fixture.get("/players/\(fixture.formula.id)", cookie: cookie)
            #expect(page.body.contains("a picture the operator imported"))
            let none = try await fixture.get("/players/\(fixture.player.id)/avatar", cookie: cookie)
            #expect(none.status == 404)
            #expect(none.body.contains("has no avatar"))
        }
    }

    @Test func aScriptTagInANameIsEscapedOnTheNewPages() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let id = fixture.scripted.id
            let pages = [
                try await fixture.post("/players/\(id)/email", [("csrf", csrf)], cookie: cookie),
                try await fixture.get("/players/\(id)", cookie: cookie),
                try await fixture.get("/email-views", cookie: cookie),
                try await fixture.post("/players/\(id)/delete", [("csrf", csrf)], cookie: cookie),
            ]
            for page in pages {
                #expect(page.status == 200)
                #expect(page.body.contains(Self.escaped))
                #expect(!page.body.contains("<script"))
            }
            let deleted = try await fixture.post(
                "/players/\(id)/delete", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(deleted.body.contains(Self.escaped))
            #expect(!deleted.body.contains("<script"))
        }
    }

    /// An admin without the fleet in its config, beside a kiosk that joined one: a player the fleet holds is not
    /// erased from this device alone (they would stay in PostgreSQL and on every other device).
    @Test func aPlayerTheFleetHoldsIsNotErasedFromOneDevicesAdmin() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let journal = FleetJournal(database: fixture.database)
            try journal.join()
            try journal.acknowledge(through: 1_000)
            let id = fixture.formula.id
            for form in [[("csrf", csrf)], [("csrf", csrf), ("confirm", "yes")]] {
                let refused = try await fixture.post("/players/\(id)/delete", form, cookie: cookie)
                #expect(refused.status == 409)
                #expect(refused.body.contains("is in the fleet (fleet id "), "\(refused.body)")
                #expect(refused.body.contains("Nothing was erased."))
            }
            #expect(try await fixture.get("/players/\(id)", cookie: cookie).status == 200)
        }
    }

    @Test func theNameAndEmailCSVNeutralisesFormulasAndIsLoggedOnce() async throws {
        try await PlayerData.withAdminSignedIn { fixture, data, cookie, csrf in
            let reply = try await fixture.post("/players.csv", [("csrf", csrf)], cookie: cookie)
            #expect(reply.status == 200)
            #expect(reply.header("content-type")?.hasPrefix("text/csv") == true)
            #expect(reply.header("content-disposition")?.contains("attachment") == true)
            let lines = reply.body.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            #expect(lines.first == "id,name,username,email,lead_email")
            #expect(lines.count == 7, "the header and six players")
            #expect(lines.contains("\(fixture.formula.id),'=1+1,,,"))
            #expect(lines.contains("\(data.player.id),ada,ada,\(PlayerData.email),\(PlayerData.leadEmail)"))
            #expect(!lines.contains { $0.split(separator: ",").contains { $0.hasPrefix("=") } })
            let views = try Self.views(fixture)
            #expect(views.count == 1)
            #expect(views.first?["kind"] == "export")
            #expect(views.first?["emails"] == 2)
            #expect(views.first?["playerId"] == nil as Int64?)
            let log = try await fixture.get("/email-views", cookie: cookie)
            #expect(log.body.contains("exported every name and email"))
        }
    }

    @Test func theGDPRDownloadHoldsThePlayersData() async throws {
        try await PlayerData.withAdminSignedIn { fixture, data, cookie, csrf in
            let reply = try await fixture.post("/players/\(data.player.id)/export", [("csrf", csrf)], cookie: cookie)
            #expect(reply.status == 200)
            #expect(reply.header("content-type")?.hasPrefix("application/json") == true)
            #expect(reply.header("content-disposition") == "attachment; filename=\"player-\(data.player.id).json\"")
            let json = try #require(
                try JSONObjects.read(reply.body) as? [String: Any])
            let player = try #require(json["player"] as? [String: Any])
            #expect(player["name"] as? String == "ada")
            #expect(json["accountEmail"] as? String == PlayerData.email)
            let leads = try #require(json["leads"] as? [[String: Any]])
            #expect(leads.map { $0["email"] as? String } == [PlayerData.leadEmail])
            let rows = try #require(json["rows"] as? [String: [[String: Any]]])
            #expect(rows["answer"]?.count == 2 + PlayerData.extraAnswers)
            #expect(rows["purchase"]?.count == 4)
            #expect(rows["powerUpUse"]?.count == 2)
            #expect(rows["award"]?.count == 1)
            #expect(rows["gameResult"]?.first?["points"] as? Int == 120)
            // The download is logged as one view, with the two emails it opened.
            let views = try Self.views(fixture)
            #expect(views.count == 1)
            #expect(views.first?["kind"] == "record")
            #expect(views.first?["emails"] == 2)
        }
    }

    @Test func deletingAfterTheConfirmationErasesEveryRowAboutThePlayer() async throws {
        try await AdminFixture.with { fixture in
            let data = try PlayerData(fixture)
            let picture = try PlayerData.importPNG(for: data.player, fixture)
            let (cookie, csrf) = try await fixture.logIn("boss", AdminFixture.adminPassword)
            // Someone opened their email: that log row is theirs too.
            _ = try await fixture.post("/players/\(data.player.id)/email", [("csrf", csrf)], cookie: cookie)
            let id = data.player.id
            let before = try Self.rowsAbout(id, fixture)
            #expect(before["answer"] == 2 + PlayerData.extraAnswers)
            #expect(before["emailView"] == 1)
            let asked = try await fixture.post("/players/\(id)/delete", [("csrf", csrf)], cookie: cookie)
            #expect(asked.status == 200)
            #expect(asked.body.contains("Delete ada (#\(id))?"))
            #expect(try Self.rowsAbout(id, fixture) == before, "nothing goes before the confirmation")
            let done = try await fixture.post(
                "/players/\(id)/delete", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(done.status == 200)
            #expect(done.body.contains("ada (#\(id)) was erased"))
            #expect(try Self.rowsAbout(id, fixture).isEmpty)
            let players = try fixture.database.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player WHERE id = ?", arguments: [id])
            }
            #expect(players == 0)
            #expect(!FileManager.default.fileExists(atPath: picture))
            #expect(try await fixture.get("/players/\(id)", cookie: cookie).status == 404)
            // Other players' rows stay.
            #expect(try Self.rowsAbout(fixture.scripted.id, fixture)["gameResult"] == 1)
        }
    }

    @Test func deletingWhileTheGameReadsErasesTheRowsAndSaysTheWALWaitsForTheGame() async throws {
        try await PlayerData.withAdminSignedIn { fixture, data, cookie, csrf in
            // The game's connection in the middle of a read: the checkpoint cannot empty the WAL under it.
            let game = try DatabaseQueue(path: QuizDatabase.file(inDirectory: fixture.folder))
            let reading = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            Thread {
                try? game.read { db in
                    _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer")
                    reading.signal()
                    release.wait()
                }
            }.start()
            reading.wait()
            let done = try await fixture.post(
                "/players/\(data.player.id)/delete", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            release.signal()
            #expect(done.status == 200)
            #expect(done.body.contains("ada (#\(data.player.id)) was erased"))
            #expect(done.body.contains("could not be emptied"))
            #expect(try Self.rowsAbout(data.player.id, fixture).isEmpty)
        }
    }

    @Test func nobodyDeletesThemselves() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let reply = try await fixture.post(
                "/players/\(fixture.admin.id)/delete", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(reply.status == 409)
            #expect(reply.body.contains("You cannot delete yourself"))
            #expect(try await fixture.get("/", cookie: cookie).status == 200)
            let page = try await fixture.get("/players/\(fixture.admin.id)", cookie: cookie)
            #expect(!page.body.contains("/players/\(fixture.admin.id)/delete"))
        }
    }

    /// Rows per table that `PlayerTables` lists for `player` (owned and mentions), plus their `player` row.
    static func rowsAbout(_ player: Int64, _ fixture: AdminFixture) throws -> [String: Int] {
        try fixture.database.read { db in
            var counts: [String: Int] = [:]
            for link in PlayerTables.owned + PlayerTables.mentions {
                let count =
                    try Int.fetchOne(
                        db, sql: "SELECT COUNT(*) FROM \(link.table) WHERE \(link.column) = ?", arguments: [player])
                    ?? 0
                if count > 0 { counts[link.table, default: 0] += count }
            }
            return counts
        }
    }
}
