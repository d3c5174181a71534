import Foundation
import GRDB
import QuizCore
import QuizFleet
import QuizStore
import TestSupport
import TestSupportFleet
import Testing

@testable import QuizAdmin

/// The web admin with a fleet (`admin serve` over a config with `fleet`), against a real PostgreSQL: its store
/// never joins the fleet (the server's machine, no kiosk on it), kiosks are real stores that sync as `tiltquiz
/// fleet sync --once` does, and every page is asked over HTTP on loopback.
@Suite(.fleetCluster, .serialized) struct FleetAdminTests {
    let day = LocalDate.string(for: Date(), in: TimeZone(identifier: "UTC")!)

    /// A hall with two kiosks: ada plays twice on hall-1 and once on hall-2; a guest with a hostile name plays on
    /// hall-2. Both kiosks synced, then hall-1 again (so it has everything of hall-2's).
    func hall() async throws -> (FleetHall, HallKiosk, HallKiosk, PlayerRef, PlayerRef) {
        let hall = try await FleetHall.make()
        let first = try HallKiosk(hall, kiosk: "hall-1")
        let second = try HallKiosk(hall, kiosk: "hall-2")
        let ada = try first.register("ada")
        try first.game(ada, points: 300, day: day)
        try first.game(ada, points: 200, day: day)
        let guest = try PlayerDirectory(database: second.database).newPlayer(named: "<b>Guest</b>")
        try second.game(guest, points: 450, day: day)
        try await first.sync.once()
        try await second.sync.once()
        try await first.sync.once()
        // ada's game on hall-2: she logs in there with what she registered on hall-1.
        let outcome = try second.accounts.logIn("ada", password: "Plain-pass1!")
        guard case .loggedIn(let adaThere) = outcome else {
            throw HallFailure("ada did not log in on hall-2: \(outcome)")
        }
        try second.game(adaThere, points: 100, day: day)
        try await second.sync.once()
        return (hall, first, second, ada, guest)
    }

    @Test func thePlayersPageListsTheFleetsPlayersAndAPlayersGamesOnEveryKiosk() async throws {
        let (hall, first, second, ada, _) = try await hall()
        defer { first.remove(); second.remove() }
        let adaID = try first.fleetID(ada)
        try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, _ in
            let list = try await fixture.get("/players", cookie: cookie)
            #expect(list.status == 200)
            // The fleet's players, not the admin's own store's (boss, mod, plain are not in the fleet).
            #expect(list.body.contains("2 players"))
            #expect(list.body.contains("<a href=\"/players/\(adaID)\"><bdi>ada</bdi></a>"))
            #expect(list.body.contains("&lt;b&gt;Guest&lt;/b&gt;") && !list.body.contains("<b>Guest</b>"))
            #expect(!list.body.contains(">boss<") && !list.body.contains("Export names and emails"))
            #expect(list.body.contains("From the fleet at "))
            // ada's points from both kiosks (600) put her before the guest's 450.
            let byPoints = try await fixture.get("/players?sort=points", cookie: cookie)
            let guestAt = try #require(byPoints.body.range(of: "Guest"))
            let adaAt = try #require(byPoints.body.range(of: ">ada<"))
            #expect(adaAt.lowerBound < guestAt.lowerBound)
            #expect(byPoints.body.contains("<td data-label=\"Points\">600</td>"))
            let searched = try await fixture.get("/players?q=AD", cookie: cookie)
            #expect(searched.body.contains("1 player") && !searched.body.contains("Guest"))

            let page = try await fixture.get("/players/\(adaID)", cookie: cookie)
            #expect(page.status == 200)
            #expect(page.body.contains("<dt>Fleet id</dt><dd>\(adaID)</dd>"))
            #expect(page.body.contains("<dt>Games</dt><dd>3</dd>") && page.body.contains("<dt>Points</dt><dd>600</dd>"))
            #expect(page.body.components(separatedBy: "<td data-label=\"Device\">hall-1</td>").count == 3)
            #expect(page.body.components(separatedBy: "<td data-label=\"Device\">hall-2</td>").count == 2)
            #expect(!page.body.contains("Show email"))
            let unknown = try await fixture.get("/players/\(UUID().uuidString.lowercased())", cookie: cookie)
            #expect(unknown.status == 404)
        }
    }

    @Test func aBanOrARoleMadeInTheAdminReachesAKioskAtItsNextSync() async throws {
        let (hall, first, second, ada, _) = try await hall()
        defer { first.remove(); second.remove() }
        let adaID = try first.fleetID(ada)
        try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, csrf in
            // The ban asks first, and changes nothing until confirmed.
            let asked = try await fixture.post("/players/\(adaID)/ban", [("csrf", csrf)], cookie: cookie)
            #expect(asked.status == 200 && asked.body.contains("Ban ada?"))
            #expect(try await hall.text("SELECT banned::text FROM fleet.player WHERE id = '\(adaID)'") == "false")
            let banned = try await fixture.post(
                "/players/\(adaID)/ban", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(banned.status == 303 && banned.header("location") == "/players/\(adaID)")
            #expect(try await hall.text("SELECT banned::text FROM fleet.player WHERE id = '\(adaID)'") == "true")
            #expect(try first.accounts.isBanned(ada) == false)
            try await first.sync.once()
            #expect(try first.accounts.isBanned(ada))
            let page = try await fixture.get("/players/\(adaID)", cookie: cookie)
            #expect(page.body.contains("<dt>Banned</dt><dd>yes</dd>") && page.body.contains("Lift the ban"))

            _ = try await fixture.post("/players/\(adaID)/unban", [("csrf", csrf)], cookie: cookie)
            _ = try await fixture.post(
                "/players/\(adaID)/role", [("csrf", csrf), ("role", "moderator"), ("confirm", "yes")], cookie: cookie)
            #expect(try await hall.text("SELECT role FROM fleet.player WHERE id = '\(adaID)'") == "moderator")
            try await first.sync.once()
            #expect(try first.accounts.isBanned(ada) == false)
            let role: String? = try first.value("SELECT role FROM player WHERE id = ?", [ada.id])
            #expect(role == "moderator")
        }
    }

    @Test func anEraseInTheAdminRemovesThePlayerFromTheServerAndFromEachKiosk() async throws {
        let (hall, first, second, ada, _) = try await hall()
        defer { first.remove(); second.remove() }
        let adaID = try first.fleetID(ada)
        try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, csrf in
            let asked = try await fixture.post("/players/\(adaID)/delete", [("csrf", csrf)], cookie: cookie)
            #expect(asked.body.contains("Delete ada?"))
            let done = try await fixture.post(
                "/players/\(adaID)/delete", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(done.status == 200 && done.body.contains("ada was erased from the fleet"))
            #expect(try await hall.text("SELECT count(*)::text FROM fleet.player WHERE id = '\(adaID)'") == "0")
            #expect(try await hall.text("SELECT count(*)::text FROM fleet.result WHERE player = '\(adaID)'") == "0")
            try await first.sync.once()
            try await second.sync.once()
            for kiosk in [first, second] {
                let left: Int? = try kiosk.value("SELECT count(*) FROM player WHERE username = 'ada'")
                #expect(left == 0)
            }
            #expect(try await fixture.get("/players/\(adaID)", cookie: cookie).status == 404)
        }
    }

    @Test func theBoardsAndTheDashboardAreTheHalls() async throws {
        let (hall, first, second, ada, _) = try await hall()
        defer { first.remove(); second.remove() }
        let adaID = try first.fleetID(ada)
        try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, _ in
            let board = try await fixture.get("/boards?mode=trivia&period=day&day=\(day)", cookie: cookie)
            #expect(board.status == 200)
            let rows = board.body.components(separatedBy: "<td data-label=\"Rank\">")
            #expect(rows.count == 3)
            // ada's 600 over two kiosks beats the guest's 450.
            #expect(rows[1].contains("<a href=\"/players/\(adaID)\"><bdi>ada</bdi></a>") && rows[1].contains(">600<"))
            #expect(rows[2].contains("&lt;b&gt;Guest&lt;/b&gt;") && rows[2].contains(">450<"))
            let week = try await fixture.get("/boards?mode=trivia&period=week&day=\(day)", cookie: cookie)
            #expect(week.body.contains(">600<"))
            let bad = try await fixture.get("/boards?period=month", cookie: cookie)
            #expect(bad.status == 400 && bad.body.contains("The period month is not day, week or all."))
            let badDay = try await fixture.get("/boards?period=day&day=2026-13-01", cookie: cookie)
            #expect(
                badDay.status == 400 && badDay.body.contains("The day 2026-13-01 is not a date written YYYY-MM-DD."))

            let dashboard = try await fixture.get("/", cookie: cookie)
            #expect(dashboard.status == 200)
            #expect(dashboard.body.contains("<li><span>4</span> games in the fleet</li>"))
            #expect(dashboard.body.contains("<li><span>2</span> devices</li>"))
            let kioskRows = dashboard.body.components(separatedBy: "<td data-label=\"Kiosk\">").dropFirst()
            #expect(kioskRows.count == 2)
            #expect(kioskRows.first?.hasPrefix("<bdi>hall-1</bdi></td><td data-label=\"Games\">2</td>") == true)
            #expect(kioskRows.last?.hasPrefix("<bdi>hall-2</bdi></td><td data-label=\"Games\">2</td>") == true)
            #expect(!dashboard.body.contains("<td data-label=\"Last push\">never</td>"))
        }
    }

    @Test func withoutAKioskHereTheDevicePagesAreNotServedAndEveryPageSaysWhereItReads() async throws {
        let hall = try await FleetHall.make()
        try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, _ in
            #expect(fixture.server.fleetOnly)
            let dashboard = try await fixture.get("/", cookie: cookie)
            #expect(dashboard.body.contains("No kiosk plays on this machine"))
            #expect(dashboard.body.contains("No device has synced with the fleet yet."))
            // The question bank is the fleet's (FleetQuestionsTests); the other content pages are a device's.
            #expect(dashboard.body.contains("href=\"/questions\"") && !dashboard.body.contains("href=\"/settings\""))
            #expect(dashboard.body.contains("players, leaderboards, the dashboard and questions"))
            #expect(try await fixture.get("/questions", cookie: cookie).body.contains("0 questions"))
            for path in ["/topics", "/submissions", "/reports", "/settings", "/import", "/questions/new"] {
                #expect(try await fixture.get(path, cookie: cookie).status == 404, "\(path)")
            }
            #expect(try await fixture.get("/players", cookie: cookie).body.contains("0 players"))
        }
    }

    @Test func aServerDownAWrongPasswordOrAKiosksUserIsOneLineOnThePage() async throws {
        let hall = try await FleetHall.make()
        let cluster = try FleetTestCluster.shared()
        let nobody = try cluster.connection(
            user: "nobody_here", passwordFile: cluster.cluster.passwordFile, database: hall.name,
            port: try PostgresCluster.freePort())
        try await AdminFixture.with(signedIn: .admin, fleet: nobody) { fixture, cookie, _ in
            let page = try await fixture.get("/players", cookie: cookie)
            #expect(page.status == 503)
            #expect(page.body.contains("Nothing was read or changed: cannot connect to PostgreSQL at 127.0.0.1:"))
            #expect(page.body.contains("the connection was refused"))
        }
        let wrongFile = cluster.folder.write("wrong", "not-the-password\n", mode: 0o600)
        let wrong = try cluster.connection(
            user: cluster.cluster.user, passwordFile: wrongFile, database: hall.name)
        try await AdminFixture.with(signedIn: .admin, fleet: wrong) { fixture, cookie, _ in
            let page = try await fixture.get("/boards", cookie: cookie)
            #expect(page.status == 503 && page.body.contains("password"))
        }
        try await AdminFixture.with(signedIn: .admin, fleet: hall.kiosk) { fixture, cookie, _ in
            let page = try await fixture.get("/players", cookie: cookie)
            #expect(page.status == 503)
            #expect(page.body.contains("permission denied for table player (42501)"))
            #expect(page.body.contains("The web admin connects as a member of tiltquiz_admin"))
        }
    }
}

/// A step of the hall's set-up that went otherwise.
struct HallFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
