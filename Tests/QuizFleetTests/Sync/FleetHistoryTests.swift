import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportFleet
import TestSupportStore
import Testing

@testable import QuizFleet
@testable import QuizStore

/// The history behind a player's credits and power-ups (docs/fleet.md, "Credits and power-ups"): each purchase,
/// credit given and power-up used on a real device store goes through the outbox, is added once to the fleet's
/// PostgreSQL (`fleet.purchase`, `fleet.credit_grant`, `fleet.power_up_use`) however often the device syncs or a
/// push is sent again, is never pulled by another device, and goes with an erase.
@Suite(.fleetCluster) struct FleetHistoryTests {
    static let purchases = "SELECT item || ' ' || quantity || ' ' || price_cents || ' ' || provider FROM fleet.purchase"

    @Test func aPurchaseOnADeviceIsInPostgreSQLOnceHoweverOftenItSyncsAndAfterARetriedPush() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        try a.installBundledPacks()
        let ada = try a.register("Ada")
        let device = try #require(try a.journal.join().deviceID)
        try a.insertCoin(ada, cents: 300)
        try a.buy(ada, .freezeTime)
        try a.use(ada, .freezeTime)
        let batch = try a.journal.pending()
        #expect(batch.filter { [.purchase, .creditGrant, .powerUpUse].contains($0.change.kind) }.count == 3)
        for _ in 0..<3 { try await a.sync.once() }
        try await b.sync.once()
        // The same batch again from the device (its mark drops it), and from another device id (the fleet ids do).
        for pusher in [device, UUID()] {
            _ = try await hall.database.calls { try await $0.push(device: pusher, changes: batch) }
        }
        try await a.sync.once()

        #expect(try await hall.database.texts(Self.purchases) == ["freezeTime 5 99 credits"])
        #expect(
            try await hall.database.texts("SELECT cents || ' ' || source FROM fleet.credit_grant") == ["300 coin"])
        let question: String = try #require(
            try a.store.database.read { db in
                try String.fetchOne(db, sql: "SELECT q.uid FROM powerUpUse u JOIN question q ON q.id = u.questionId")
            })
        #expect(
            try await hall.database.texts("SELECT kind || ' ' || question FROM fleet.power_up_use")
                == ["freezeTime \(question)"])
        // Each row names the player and the device that made it, with its fleet id and time.
        let adaID = try #require(try a.journal.fleetID(of: ada))
        let purchaseID: String = try #require(
            try a.store.database.read { db in
                try String.fetchOne(db, sql: "SELECT fleetID FROM fleetRow WHERE kind = 'purchase'")
            })
        #expect(
            try await hall.database.texts("SELECT id || ' ' || player || ' ' || device FROM fleet.purchase")
                == ["\(purchaseID) \(adaID.uuidString.lowercased()) \(device.uuidString.lowercased())"])
        // Push-only: nothing of it in the change log, so the other device has none of it (it has the counts).
        #expect(
            try await hall.database.integer(
                "SELECT count(*) FROM fleet.change_log WHERE kind IN ('purchase', 'creditGrant', 'powerUpUse')") == 0)
        #expect(try b.count("SELECT (SELECT count(*) FROM purchase) + (SELECT count(*) FROM creditGrant)") == 0)
        #expect(try b.wallet("Ada") == Wallet(creditsCents: 201, powerUps: [.freezeTime: 4]))
        #expect(try a.journal.state().outboxLength == 0)
    }

    @Test func twoDevicesTakingsAddUpAndEachIsItsDevices() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        let ada = try a.register("Ada")
        try a.insertCoin(ada, cents: 500)
        try a.buy(ada, .freezeTime)
        try a.buy(ada, .jumpIt)
        try await a.sync.once()
        try await b.sync.once()
        let adaOnB = try b.player("Ada")
        try b.insertCoin(adaOnB, cents: 100)
        try b.buy(adaOnB, .halfOff)
        for device in [a, b, a, b] { try await device.sync.once() }

        let perDevice = """
            SELECT d.kiosk || ' ' || sum(p.price_cents) FROM fleet.purchase p JOIN fleet.device d ON d.id = p.device
            GROUP BY d.kiosk ORDER BY d.kiosk
            """
        let spentOnA = try a.count("SELECT sum(priceCents) FROM purchase")
        let spentOnB = try b.count("SELECT sum(priceCents) FROM purchase")
        #expect(try await hall.database.texts(perDevice) == ["hall-1 \(spentOnA)", "hall-2 \(spentOnB)"])
        #expect(try await hall.database.integer("SELECT sum(price_cents) FROM fleet.purchase") == spentOnA + spentOnB)
        #expect(try await hall.database.integer("SELECT sum(cents) FROM fleet.credit_grant") == 600)
        #expect(try await hall.database.integer("SELECT count(DISTINCT player) FROM fleet.purchase") == 1)
    }

    @Test func rowsMadeBeforeJoiningTravelOnceAndAnUnknownPlayersAreDropped() async throws {
        let hall = try await FleetTestHall()
        let a = try await hall.device("hall-1")
        let ada = try a.register("Ada")
        try a.insertCoin(ada, cents: 200)
        try a.buy(ada, .jumpIt)
        #expect(try a.count("SELECT count(*) FROM fleetOutbox") == 0)
        for _ in 0..<2 { try await a.sync.once() }
        #expect(try await hall.database.texts(Self.purchases) == ["jumpIt 3 99 credits"])
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.credit_grant") == 1)

        // A purchase naming a player the fleet does not have adds nothing (and is acknowledged: nothing waits).
        var stranger = FleetTestDevice()
        let change = stranger.change(
            .purchase, player: UUID(),
            #"{"item":"jumpIt","quantity":3,"priceCents":99,"provider":"credits","purchasedAt":"2026-12-02T10:00:00Z"}"#
        )
        let seq = try await hall.database.calls { try await $0.push(device: stranger.id, changes: [change]) }
        #expect(seq == change.seq)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.purchase") == 1)
    }

    @Test func anEraseRemovesThePlayersHistoryAndWhatADeviceStillHadQueued() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        try a.installBundledPacks()
        let ada = try a.register("Ada")
        let bea = try a.register("Bea")
        try await a.sync.once()
        for player in [ada, bea] {
            try a.insertCoin(player, cents: 200)
            try a.buy(player, .freezeTime)
            try a.use(player, .freezeTime)
        }
        for device in [a, b] { try await device.sync.once() }
        let adaID = try #require(try a.journal.fleetID(of: ada))
        // Offline on B, Ada gets a coin and buys before B hears of the erase.
        let adaOnB = try b.player("Ada")
        try b.insertCoin(adaOnB, cents: 100)
        try b.buy(adaOnB, .halfOff)

        try await hall.database.calls { try await $0.erase(player: adaID) }
        for device in [b, a, b] { try await device.sync.once() }
        for table in ["purchase", "credit_grant", "power_up_use"] {
            #expect(
                try await hall.database.integer("SELECT count(*) FROM fleet.\(table) WHERE player = '\(adaID)'") == 0,
                "\(table)")
            #expect(try await hall.database.integer("SELECT count(*) FROM fleet.\(table)") == 1, "Bea's, \(table)")
        }
        for device in [a, b] { #expect(try device.journal.state().outboxLength == 0) }
    }
}
