import Foundation
import GRDB
import QuizCore
import QuizFleet
import QuizStore
import TestSupport
import TestSupportFleet
import Testing

@testable import QuizAdmin

/// The fleet's dashboard names the changes the server refused (docs/fleet.md, "A change the server cannot take"):
/// per device how many, and the latest with PostgreSQL's reason, against a real PostgreSQL and a kiosk that is a
/// real store.
@Suite(.fleetCluster, .serialized) struct FleetRefusedAdminTests {
    let day = LocalDate.string(for: Date(), in: TimeZone(identifier: "UTC")!)

    @Test func theDashboardShowsHowManyChangesEachDeviceHadRefusedAndWhy() async throws {
        let hall = try await FleetHall.make()
        let first = try HallKiosk(hall, kiosk: "hall-1")
        let second = try HallKiosk(hall, kiosk: "hall-2")
        defer { first.remove(); second.remove() }
        let ada = try first.register("ada")
        try await first.sync.once()
        try await second.sync.once()
        try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, _ in
            let clean = try await fixture.get("/", cookie: cookie)
            #expect(clean.body.contains("<p>The server has taken every change the devices sent.</p>"))
            #expect(clean.body.contains("<td data-label=\"Refused\">0</td>"))
        }

        // On hall-1, a purchase whose quantity the store kept as text, then a game: both pushed by one sync.
        try await DatabaseQueue(path: QuizDatabase.file(inDirectory: first.folder)).write { db in
            try db.execute(
                sql: """
                    INSERT INTO purchase (playerId, item, quantity, priceCents, provider, purchasedAt)
                    VALUES (?, 'jumpIt', 'three', 99, 'credits', ?)
                    """, arguments: [ada.id, Date()])
        }
        try first.game(ada, points: 300, day: day)
        try await first.sync.once()
        #expect(try await hall.text("SELECT count(*)::text FROM fleet.result") == "1")

        try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, _ in
            let dashboard = try await fixture.get("/", cookie: cookie)
            #expect(dashboard.status == 200)
            let kioskRows = dashboard.body.components(separatedBy: "<td data-label=\"Kiosk\">").dropFirst()
            let hallOne = try #require(
                kioskRows.first { $0.hasPrefix("<bdi>hall-1</bdi></td><td data-label=\"Games\">1<") })
            #expect(hallOne.contains("<td data-label=\"Refused\">1</td></tr>"))
            let hallTwo = try #require(kioskRows.first { $0.hasPrefix("<bdi>hall-2</bdi>") })
            #expect(hallTwo.contains("<td data-label=\"Refused\">0</td></tr>"))
            #expect(dashboard.body.contains("<h2>Changes the server refused</h2>"))
            #expect(!dashboard.body.contains("The server has taken every change the devices sent."))
            let refused = try #require(dashboard.body.components(separatedBy: "<table class=\"rejected\">").last)
            #expect(refused.contains("<td data-label=\"Kind\"><bdi>purchase</bdi></td>"))
            #expect(
                refused.contains(
                    "<td data-label=\"Reason\"><bdi>invalid input syntax for type integer: &quot;three&quot; (22P02)</bdi></td>"
                ))
        }
    }

    /// An admin takes the refused changes again from the dashboard (docs/fleet.md, "Taking a kept change again"): one
    /// by its button once the constraint that refused it is gone, then all; a moderator sees no button and may not
    /// post, nor may a form without the session's CSRF token.
    @Test func anAdminTakesARefusedChangeAgainFromTheDashboard() async throws {
        let hall = try await FleetHall.make()
        let kiosk = try HallKiosk(hall, kiosk: "hall-1")
        defer { kiosk.remove() }
        let ada = try kiosk.register("ada")
        try await kiosk.sync.once()
        try await hall.owner.run { client in
            _ = try await client.query(
                "ALTER TABLE fleet.purchase ADD CONSTRAINT purchase_at_most_2 CHECK (quantity <= 2)")
        }
        try await DatabaseQueue(path: QuizDatabase.file(inDirectory: kiosk.folder)).write { db in
            for quantity in ["3", "three"] {
                try db.execute(
                    sql: """
                        INSERT INTO purchase (playerId, item, quantity, priceCents, provider, purchasedAt)
                        VALUES (?, 'jumpIt', ?, 99, 'credits', ?)
                        """, arguments: [ada.id, quantity, Date()])
            }
        }
        try await kiosk.sync.once()
        #expect(try await hall.text("SELECT count(*)::text FROM fleet.rejected") == "2")
        let device = try await hall.text("SELECT device::text FROM fleet.rejected LIMIT 1")
        let three = try await hall.text("SELECT seq::text FROM fleet.rejected WHERE sent->'body'->>'quantity' = '3'")
        let take = "/fleet/refused/take-again"

        try await AdminFixture.with(signedIn: .moderator, fleet: hall.admin) { fixture, cookie, csrf in
            let dashboard = try await fixture.get("/", cookie: cookie)
            #expect(dashboard.body.contains("<table class=\"rejected\">") && !dashboard.body.contains(take))
            let refused = try await fixture.post(take, [("csrf", csrf)], cookie: cookie)
            #expect(refused.status == 403)
        }
        try await hall.owner.run { client in
            _ = try await client.query("ALTER TABLE fleet.purchase DROP CONSTRAINT purchase_at_most_2")
        }
        try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, csrf in
            let dashboard = try await fixture.get("/", cookie: cookie)
            #expect(
                dashboard.body.contains(
                    "<form method=\"post\" action=\"\(take)\" class=\"inline\"><input type=\"hidden\" name=\"csrf\" "
                        + "value=\"\(csrf)\"><input type=\"hidden\" name=\"device\" value=\"\(device)\"><input "
                        + "type=\"hidden\" name=\"seq\" value=\"\(three)\"><button type=\"submit\">Take again</button>")
            )
            #expect(dashboard.body.contains("<button type=\"submit\">Take all refused changes again</button>"))

            let forged = try await fixture.post(take, [("device", device), ("seq", three)], cookie: cookie)
            #expect(forged.status == 403)
            #expect(try await hall.text("SELECT count(*)::text FROM fleet.rejected") == "2")

            let one = try await fixture.post(
                take, [("csrf", csrf), ("device", device), ("seq", three)], cookie: cookie)
            #expect(one.status == 200)
            #expect(one.body.contains("<p class=\"message\">Went in: 1. Refused again, with their new reasons: 0.</p>"))
            #expect(try await hall.text("SELECT count(*)::text FROM fleet.rejected") == "1")
            #expect(try await hall.text("SELECT string_agg(quantity::text, ',') FROM fleet.purchase") == "3")

            let all = try await fixture.post(take, [("csrf", csrf)], cookie: cookie)
            #expect(all.status == 200)
            #expect(all.body.contains("<p class=\"message\">Went in: 0. Refused again, with their new reasons: 1.</p>"))
            #expect(all.body.contains("<td data-label=\"Kiosk\"><bdi>hall-1</bdi></td>"))
            #expect(
                all.body.contains(
                    "<td data-label=\"Reason\"><bdi>invalid input syntax for type integer: &quot;three&quot; (22P02)</bdi></td>"
                ))

            let stranger = UUID().uuidString.lowercased()
            let unknown = try await fixture.post(take, [("csrf", csrf), ("device", stranger)], cookie: cookie)
            #expect(unknown.status == 404 && unknown.body.contains("The fleet has no device \(stranger)."))
            let badSeq = try await fixture.post(
                take, [("csrf", csrf), ("device", device), ("seq", "x")], cookie: cookie)
            #expect(badSeq.status == 400 && badSeq.body.contains("x is not the outbox number of a device"))
            // An outbox number alone names that number on every device, as the command line takes it.
            let kept = try await hall.text("SELECT seq::text FROM fleet.rejected")
            let seqAlone = try await fixture.post(take, [("csrf", csrf), ("seq", kept)], cookie: cookie)
            #expect(seqAlone.status == 200, "\(seqAlone.body)")
            #expect(seqAlone.body.contains("Went in: 0. Refused again, with their new reasons: 1."), "\(seqAlone.body)")
        }
    }
}
