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
}
