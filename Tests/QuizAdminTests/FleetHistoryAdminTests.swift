import Foundation
import GRDB
import QuizCore
import QuizFleet
import QuizStore
import TestSupport
import TestSupportFleet
import TestSupportStore
import Testing

@testable import QuizAdmin

/// What was bought, given and used across the hall on the web admin's fleet pages (`admin serve` with a `fleet`),
/// against a real PostgreSQL: two kiosks' real stores buy and use as the rules save it and sync as `tiltquiz fleet
/// sync --once` does; a player's page sums their purchases and uses from both, and the dashboard shows each kiosk's
/// takings of the day, as the kiosk's own dashboard counts them, and the hall's in all.
@Suite(.fleetCluster, .serialized) struct FleetHistoryAdminTests {
    @Test func aPlayersPurchasesAndUsesAndTheTakingsOfEachKioskAddUpAcrossTheHall() async throws {
        let hall = try await FleetHall.make()
        let first = try HallKiosk(hall, kiosk: "hall-1")
        let second = try HallKiosk(hall, kiosk: "hall-2")
        defer { first.remove(); second.remove() }
        for kiosk in [first, second] { try kiosk.installPacks() }
        let ada = try first.register("ada")
        let bea = try first.register("bea")
        try await first.sync.once()
        try await second.sync.once()
        let adaOnSecond = PlayerRef(
            id: try #require(try second.value("SELECT id FROM player WHERE username = 'ada'")), name: "ada",
            isGuest: false)
        // ada: a coin of 5.00 and two packs on hall-1, a Freeze Time used; 1.00 and a pack on hall-2, one used.
        try first.insertCoin(ada, cents: 500)
        try first.buy(ada, .freezeTime)
        try first.buy(ada, .jumpIt)
        try first.use(ada, .freezeTime)
        try first.insertCoin(bea, cents: 200)
        try first.buy(bea, .jumpIt)
        try second.insertCoin(adaOnSecond, cents: 100)
        try second.buy(adaOnSecond, .freezeTime)
        try second.use(adaOnSecond, .freezeTime)
        let day = Days.day(Date(), in: TimeZone(identifier: "UTC")!)
        for kiosk in [first, second, first, second] { try await kiosk.sync.once() }
        let adaID = try first.fleetID(ada)
        let price = ShopItem.powerUp(.freezeTime).priceCents
        #expect(ShopItem.powerUp(.jumpIt).priceCents == price)

        try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, csrf in
            let page = try await fixture.get("/players/\(adaID)", cookie: cookie)
            #expect(page.status == 200)
            let english = AdminWords.english
            let freezeTime = english[PowerUp.freezeTime.titleKey]
            // Two Freeze Time packs (one per kiosk) and one Jump It, each paid with credits.
            #expect(
                page.body.contains(
                    "<td data-label=\"Item\">\(freezeTime)</td><td data-label=\"Purchases\">2</td><td data-label=\"Quantity\">10</td><td data-label=\"In free play\">0</td><td data-label=\"Spent\">\(Money.amount(2 * price))</td>"
                ))
            #expect(page.body.contains("<td>3</td><td></td><td></td><td>\(Money.amount(3 * price))</td>"))
            #expect(page.body.contains("Credits given to them: 6.00"))
            // Uses from both kiosks: 10 bought, 2 used, 8 held.
            #expect(
                page.body.contains(
                    "<td data-label=\"Power-up\">\(freezeTime)</td><td data-label=\"Owned\">8</td><td data-label=\"Used\">2</td>"
                ))
            #expect(!page.body.contains("No purchases."))

            // Each kiosk's takings as its own dashboard counts them, and the hall's.
            let dashboard = try await fixture.get("/?day=\(day)", cookie: cookie)
            #expect(dashboard.status == 200)
            let start = try #require(Days.start(of: day, in: TimeZone(identifier: "UTC")!))
            var spent = 0
            var given = 0
            let rows = dashboard.body.components(separatedBy: "<td data-label=\"Kiosk\">").dropFirst()
            #expect(rows.count == 2)
            for (kiosk, row) in zip([first, second], rows) {
                let own = try AdminQueries(database: kiosk.database).day(
                    day, from: start, to: start.addingTimeInterval(86_400))
                spent += own.creditsSpentCents
                given += own.creditsGrantedCents
                #expect(
                    row.contains(
                        "<td data-label=\"Credits spent\">\(Money.amount(own.creditsSpentCents))</td><td data-label=\"Credits given\">\(Money.amount(own.creditsGrantedCents))</td>"
                    ), "\(row)")
            }
            #expect(spent == 4 * price && given == 800)
            #expect(dashboard.body.contains("<li><span>\(Money.amount(spent))</span> credits spent</li>"))
            #expect(dashboard.body.contains("<li><span>8.00</span> credits given</li>"))
            // Another sync of each doubles nothing.
            for kiosk in [first, second] { try await kiosk.sync.once() }
            let again = try await fixture.get("/?day=\(day)", cookie: cookie)
            #expect(again.body.contains("<li><span>\(Money.amount(spent))</span> credits spent</li>"))
            // In German, through the catalog.
            let german = try await fixture.get("/?day=\(day)", cookie: cookie, headers: ["Accept-Language": "de"])
            #expect(german.body.contains("<th>Guthaben ausgegeben</th><th>Guthaben vergeben</th>"))

            // ada erased: her purchases leave the takings, bea's stay.
            let done = try await fixture.post(
                "/players/\(adaID)/delete", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(done.status == 200)
            let after = try await fixture.get("/?day=\(day)", cookie: cookie)
            #expect(after.body.contains("<li><span>\(Money.amount(price))</span> credits spent</li>"))
            #expect(after.body.contains("<li><span>2.00</span> credits given</li>"))
            for table in ["purchase", "credit_grant", "power_up_use"] {
                #expect(
                    try await hall.text("SELECT count(*)::text FROM fleet.\(table) WHERE player = '\(adaID)'") == "0")
            }
        }
    }
}
