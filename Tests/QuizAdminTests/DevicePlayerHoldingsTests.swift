import Foundation
import GRDB
import QuizCore
import QuizStore
import TestSupport
import TestSupportStore
import Testing

@testable import QuizAdmin

/// A device's player page (no fleet) shows the credits balance, power-ups, badges and topic medals as the fleet's
/// page does (`FleetWalletAdminTests`), read from this device's SQLite store through the same template part
/// (`playerHoldings`): a coin, a purchase and a use as the rules save them, a badge and a medal, a better medal.
@Suite(.serialized) struct DevicePlayerHoldingsTests {
    @Test func aDevicesPlayerPageShowsTheBalanceBadgesAndMedalsTheGameHas() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, _ in
            let question = try fixture.question(topic: "Space", "Closest planet?", correct: "Mercury")
            let topicID: Int64 = try #require(
                try await DatabaseQueue(path: QuizDatabase.file(inDirectory: fixture.folder)).read { db in
                    try Int64.fetchOne(db, sql: "SELECT topicId FROM question WHERE id = ?", arguments: [question])
                })
            let player = try #require(fixture.player)
            let path = "/players/\(player.id)"
            let before = try await fixture.get(path, cookie: cookie)
            #expect(before.status == 200)
            #expect(before.body.contains("<h2>Credits</h2>\n<p class=\"credits\">$0.00</p>"))
            #expect(before.body.contains("No badges yet.") && before.body.contains("No medals yet."))

            try fixture.insertCoin(player, cents: 200)
            try fixture.buy(player, .freezeTime)
            try fixture.use(player, .freezeTime)
            try fixture.persist(player, [.awardBadge(code: "first-answer"), .awardMedal(topicID: topicID, .silver)])
            // What the device's game reads: 200 - 99 cents, a pack of Freeze Time less the one used.
            let held = try TriviaRepository(database: fixture.database, player: player).player()
            #expect(held.creditsCents == 101)
            let page = try await fixture.get(path, cookie: cookie)
            let english = AdminWords.english
            #expect(page.body.contains("<p class=\"credits\">\(english.money(held.creditsCents))</p>"))
            #expect(page.body.contains("$1.01"))
            // The device counts uses: its "Used" column stays.
            #expect(
                page.body.contains(
                    Cells.row([
                        "Power-up": english[PowerUp.freezeTime.titleKey],
                        "Owned": "\(held.inventory[.freezeTime] ?? 0)", "Used": "1",
                    ])))
            #expect(page.body.contains("(first-answer, "))
            #expect(
                page.body.contains(
                    "<td data-label=\"Topic\"><bdi>Space</bdi></td><td data-label=\"Medal\">Silver medal</td>"))
            #expect(!page.body.contains("No badges yet.") && !page.body.contains("No medals yet."))
            // Its purchases and the credits granted stay beside them.
            #expect(page.body.contains("Credits given to them: 2.00"))

            // A better medal replaces it, as in the game; the amount as the page's language writes it.
            try fixture.persist(player, [.awardMedal(topicID: topicID, .gold)])
            let german = try await fixture.get(path, cookie: cookie, headers: ["Accept-Language": "de"])
            #expect(german.body.contains("<p class=\"credits\">\(AdminWords.german.money(101))</p>"))
            #expect(german.body.contains("<td data-label=\"Medaille\">\(AdminWords.german["medal.gold"])</td>"))
            #expect(!german.body.contains(AdminWords.german["medal.silver"]))
        }
    }
}

/// A coin, a purchase and a use on the fixture's store, as the fleet's tests make them on a kiosk's.
extension AdminFixture: WalletMoving {
    var walletStore: QuizDatabase { database }
}
