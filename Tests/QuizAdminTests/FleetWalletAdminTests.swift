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

/// A fleet player's credits, power-ups, badges and medals on the web admin's page (`admin serve` with a `fleet`),
/// against a real PostgreSQL: a kiosk's real store buys, uses and earns as the rules save it, syncs as `tiltquiz
/// fleet sync --once` does, and the page is asked over HTTP as the admin's login user (in `tiltquiz_admin`).
@Suite(.fleetCluster, .serialized) struct FleetWalletAdminTests {
    static let topic = "Animals"

    /// A new hall and its kiosk hall-1 with the bundled packs installed (the caller removes the kiosk).
    static func kioskWithPacks() async throws -> (FleetHall, HallKiosk) {
        let hall = try await FleetHall.make()
        let kiosk = try HallKiosk(hall, kiosk: "hall-1")
        do {
            try kiosk.installPacks()
        } catch {
            kiosk.remove()
            throw error
        }
        return (hall, kiosk)
    }

    @Test func aPurchaseAndAUsePushedFromAKioskShowTheSameBalanceAndInventoryAsOnTheKiosk() async throws {
        let (hall, kiosk) = try await Self.kioskWithPacks()
        defer { kiosk.remove() }
        let ada = try kiosk.register("ada")
        try await kiosk.sync.once()
        try kiosk.insertCoin(ada, cents: 200)
        try kiosk.buy(ada, .freezeTime)
        try kiosk.use(ada, .freezeTime)
        try await kiosk.sync.once()
        // What the kiosk's game reads: 200 - 99 cents, a pack of 5 Freeze Time less the one used.
        let onKiosk = try TriviaRepository(database: kiosk.database, player: ada).player()
        #expect(onKiosk.creditsCents == 101 && onKiosk.inventory[.freezeTime] == 4)
        let adaID = try kiosk.fleetID(ada)

        try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, _ in
            let page = try await fixture.get("/players/\(adaID)", cookie: cookie)
            #expect(page.status == 200)
            let english = AdminWords.english
            #expect(page.body.contains("<p class=\"credits\">\(english.money(onKiosk.creditsCents))</p>"))
            #expect(page.body.contains("$1.01"))
            let freezeTime = english[PowerUp.freezeTime.titleKey]
            // The uses come from the kiosk's history (`fleet.power_up_use`), and the page says whose they are.
            #expect(
                page.body.contains(
                    "<td data-label=\"Power-up\">\(freezeTime)</td><td data-label=\"Owned\">\(onKiosk.inventory[.freezeTime] ?? 0)</td><td data-label=\"Used\">1</td></tr>"
                ))
            #expect(page.body.contains("purchases, credits given and power-ups used are every device&#39;s"))
            // The amount as the language writes it.
            let german = try await fixture.get(
                "/players/\(adaID)", cookie: cookie, headers: ["Accept-Language": "de"])
            #expect(german.body.contains("<p class=\"credits\">\(AdminWords.german.money(101))</p>"))
            #expect(AdminWords.german.money(101) != english.money(101))

            // Another sync doubles nothing.
            try await kiosk.sync.once()
            let again = try await fixture.get("/players/\(adaID)", cookie: cookie)
            #expect(again.body.contains("<p class=\"credits\">$1.01</p>"))
            #expect(again.body.contains("<td data-label=\"Owned\">4</td>"))
        }
    }

    @Test func aBadgeAndAMedalEarnedOnAKioskShowOnThePage() async throws {
        let (hall, kiosk) = try await Self.kioskWithPacks()
        defer { kiosk.remove() }
        let ada = try kiosk.register("ada")
        try await kiosk.sync.once()
        let adaID = try kiosk.fleetID(ada)
        try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, _ in
            let before = try await fixture.get("/players/\(adaID)", cookie: cookie)
            #expect(before.body.contains("No badges yet.") && before.body.contains("No medals yet."))
            #expect(before.body.contains("No power-ups owned or used."))
            #expect(before.body.contains("<p class=\"credits\">$0.00</p>"))

            try kiosk.award(
                ada, [.awardBadge(code: "first-answer"), .awardMedal(topicID: kiosk.topicID(Self.topic), .silver)])
            try await kiosk.sync.once()
            let title: String = try #require(
                try kiosk.value("SELECT title FROM badge WHERE code = 'first-answer'"))
            let page = try await fixture.get("/players/\(adaID)", cookie: cookie)
            #expect(page.body.contains("<li>\(title) <span class=\"hint\">(first-answer, "))
            #expect(
                page.body.contains(
                    "<td data-label=\"Topic\"><bdi>\(Self.topic)</bdi></td><td data-label=\"Medal\">Silver medal</td>"))
            #expect(!page.body.contains("No badges yet.") && !page.body.contains("No medals yet."))

            // A better medal replaces it, as on the kiosk.
            try kiosk.award(ada, [.awardMedal(topicID: kiosk.topicID(Self.topic), .gold)])
            try await kiosk.sync.once()
            let gold = try await fixture.get("/players/\(adaID)", cookie: cookie)
            #expect(gold.body.contains("<td data-label=\"Medal\">Gold medal</td>"))
            #expect(!gold.body.contains("Silver medal"))
        }
    }

    @Test func anErasedPlayerShowsNothingAndTheOthersKeepTheirs() async throws {
        let (hall, kiosk) = try await Self.kioskWithPacks()
        defer { kiosk.remove() }
        let ada = try kiosk.register("ada")
        let bea = try kiosk.register("bea")
        for player in [ada, bea] {
            try kiosk.insertCoin(player, cents: 300)
            try kiosk.buy(player, .jumpIt)
            try kiosk.award(
                player, [.awardBadge(code: "first-answer"), .awardMedal(topicID: kiosk.topicID(Self.topic), .bronze)])
        }
        try await kiosk.sync.once()
        let adaID = try kiosk.fleetID(ada)
        let beaID = try kiosk.fleetID(bea)
        try await FleetPool.with(hall.admin, maximum: 1) { pool in
            let directory = FleetDirectory(pool: pool, journal: FleetJournal(database: kiosk.database))
            let adaKey = DirectoryPlayer(
                key: adaID, localID: nil, name: "ada", username: "ada", role: "player", banned: false, points: 0,
                games: 0)
            #expect(try await directory.wallet(of: adaKey).creditsCents == 201)
            #expect(try await directory.awards(of: adaKey).badges.count == 1)

            try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, csrf in
                let done = try await fixture.post(
                    "/players/\(adaID)/delete", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
                #expect(done.status == 200)
                #expect(try await fixture.get("/players/\(adaID)", cookie: cookie).status == 404)
                // Nothing of ada's is left to show, even asked by her fleet id; bea's stay.
                #expect(try await directory.wallet(of: adaKey) == DirectoryWallet(creditsCents: 0, powerUps: []))
                #expect(try await directory.awards(of: adaKey) == DirectoryAwards(badges: [], medals: []))
                let beas = try await fixture.get("/players/\(beaID)", cookie: cookie)
                #expect(beas.body.contains("<p class=\"credits\">$2.01</p>"))
                #expect(beas.body.contains("<td data-label=\"Owned\">3</td>"))
                #expect(beas.body.contains("<td data-label=\"Medal\">Bronze medal</td>"))
            }
        }
    }
}

/// What the rules save on a hall's kiosk, as `FleetWalletTests` and `FleetAwardsTests` save it on theirs.
extension HallKiosk {
    func installPacks() throws {
        _ = try PackInstaller(database: database).installPacks(inDirectory: Repository.root + "/assets/packs")
    }

    func topicID(_ name: String) throws -> Int64 {
        try #require(try value("SELECT id FROM topic WHERE name = ?", [name]))
    }

    /// Badges and medals awarded to `player`.
    func award(_ player: PlayerRef, _ effects: [TriviaEffect]) throws {
        try persist(player, effects)
    }
}

/// A coin, a purchase and a use on a hall's kiosk, as the fleet's own tests make them.
extension HallKiosk: WalletMoving {
    var walletStore: QuizDatabase { database }
}
