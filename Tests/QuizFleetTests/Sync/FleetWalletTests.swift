import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportFleet
import TestSupportStore
import Testing

@testable import QuizFleet
@testable import QuizStore

/// A player's credits and power-ups across the hall (docs/fleet.md, "Credits and power-ups"): the shop's
/// purchases, power-up uses and coins on real device stores, synced through a real PostgreSQL as add-only
/// `wallet` changes, so each device shows the sum of the player's changes from every device, each once.
@Suite(.fleetCluster) struct FleetWalletTests {
    @Test func aPurchaseAndAUseOnOneDeviceShowTheSameBalanceAndInventoryOnTheOther() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        try a.installBundledPacks()
        let ada = try a.register("Ada")
        try await a.sync.once()
        try a.insertCoin(ada, cents: 200)
        try a.buy(ada, .freezeTime)
        try a.use(ada, .freezeTime)
        #expect(try a.wallet("Ada") == Wallet(creditsCents: 101, powerUps: [.freezeTime: 4]))

        try await a.sync.once()
        try await b.sync.once()
        #expect(try b.wallet("Ada") == Wallet(creditsCents: 101, powerUps: [.freezeTime: 4]))
        // The server keeps the events, never a count: +200 and -99 cents, +5 and -1 Freeze Time.
        #expect(
            try await hall.database.texts("SELECT item || ' ' || delta FROM fleet.wallet_change ORDER BY item, delta")
                == ["credits -99", "credits 200", "freezeTime -1", "freezeTime 5"])
        #expect(
            try await hall.database.texts("SELECT item || ' ' || held FROM fleet.wallet ORDER BY item")
                == ["credits 101", "freezeTime 4"])

        // Syncing again, both ways, doubles nothing; B's own purchase comes back to A.
        for device in [a, b, a, b] { try await device.sync.once() }
        let adaOnB = try b.player("Ada")
        try b.buy(adaOnB, .halfOff)
        for device in [b, a, b, a] { try await device.sync.once() }
        let both = Wallet(creditsCents: 2, powerUps: [.freezeTime: 4, .halfOff: 3])
        #expect(try a.wallet("Ada") == both && b.wallet("Ada") == both)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.wallet_change") == 6)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.change_log WHERE kind = 'wallet'") == 6)
    }

    @Test func aPushSentAgainDoublesNoPurchase() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        let ada = try a.register("Ada")
        let device = try #require(try a.journal.join().deviceID)
        try a.insertCoin(ada, cents: 300)
        try a.buy(ada, .jumpIt)
        let batch = try a.journal.pending()
        #expect(batch.map(\.change.kind) == [.player, .creditGrant, .wallet, .purchase, .wallet, .wallet])
        try await a.sync.once()

        // The same batch again from the device (its mark drops it), and from another device id (its mark knows
        // nothing of it: the fleet ids drop it).
        for pusher in [device, UUID()] {
            _ = try await hall.database.calls { try await $0.push(device: pusher, changes: batch) }
        }
        #expect(
            try await hall.database.texts("SELECT item || ' ' || held FROM fleet.wallet ORDER BY item")
                == ["credits 201", "jumpIt 3"])
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.change_log WHERE kind = 'wallet'") == 3)
        try await b.sync.once()
        try await a.sync.once()
        let wallet = Wallet(creditsCents: 201, powerUps: [.jumpIt: 3])
        #expect(try a.wallet("Ada") == wallet && b.wallet("Ada") == wallet)
    }

    @Test func buyingOfflineOnBothDevicesAddsUpAndAnOverspendShowsAlike() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        let ada = try a.register("Ada")
        try a.insertCoin(ada, cents: 198)
        try await a.sync.once()
        try await b.sync.once()
        let adaOnB = try b.player("Ada")
        #expect(try b.wallet("Ada") == Wallet(creditsCents: 198, powerUps: [:]))

        // Both offline: each buys with the same 198 cents, then each spends the last 99 again.
        try a.buy(ada, .freezeTime)
        try b.buy(adaOnB, .peoplesChoice)
        try a.buy(ada, .halfOff)
        try b.buy(adaOnB, .halfOff)
        for device in [a, b, a] { try await device.sync.once() }
        // The sum of every event, on both: two purchases too many, owed, and no spend offered until it is paid.
        let summed = Wallet(creditsCents: -198, powerUps: [.freezeTime: 5, .peoplesChoice: 3, .halfOff: 6])
        let onA = try a.wallet("Ada")
        let onB = try b.wallet("Ada")
        #expect(onA == summed && onB == summed, "\(onA) \(onB)")
        #expect(try TriviaRepository(database: b.store.database, player: adaOnB).player().creditsCents == -198)
        try a.insertCoin(ada, cents: 300)
        for device in [a, b] { try await device.sync.once() }
        #expect(try b.wallet("Ada").creditsCents == 102)
    }

    @Test func creditsHeldBeforeJoiningTravelOnceAsAnOpening() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        let ada = try a.register("Ada")
        try a.insertCoin(ada, cents: 150)
        try a.buy(ada, .jumpIt)
        try await a.sync.once()
        try await a.sync.once()
        try await b.sync.once()
        #expect(try b.wallet("Ada") == Wallet(creditsCents: 51, powerUps: [.jumpIt: 3]))
        let opening = "SELECT item || ' ' || delta FROM fleet.wallet_change ORDER BY item"
        #expect(try await hall.database.texts(opening) == ["credits 51", "jumpIt 3"])
    }

    @Test func anEraseRemovesThePlayersPurchasesEverywhere() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        let ada = try a.register("Ada")
        let bea = try a.register("Bea")
        try await a.sync.once()
        for player in [ada, bea] {
            try a.insertCoin(player, cents: 200)
            try a.buy(player, .freezeTime)
        }
        for device in [a, b] { try await device.sync.once() }
        let adaID = try #require(try a.journal.fleetID(of: ada))
        // Offline on B, Ada buys again before B hears of the erase.
        try b.buy(b.player("Ada"), .halfOff)

        try await hall.database.calls { try await $0.erase(player: adaID) }
        for device in [a, b, a, b] { try await device.sync.once() }
        let adas = "SELECT DISTINCT item FROM fleet.wallet_change WHERE player = '\(adaID)'"
        #expect(try await hall.database.texts(adas) == [])
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.wallet_change") == 3)
        for device in [a, b] {
            #expect(try device.count("SELECT count(*) FROM player WHERE name = 'Ada'") == 0)
            #expect(try device.count("SELECT count(*) FROM walletChange") == 3, "Bea's three, on \(device.sync.kiosk)")
            #expect(try device.wallet("Bea") == Wallet(creditsCents: 101, powerUps: [.freezeTime: 5]))
            #expect(try device.journal.state().outboxLength == 0)
        }
    }
}

/// A player's credits and power-ups as the game reads them.
struct Wallet: Equatable {
    var creditsCents: Int
    var powerUps: [PowerUp: Int]
}

extension FleetTestStore {
    /// The player named `name` here.
    func player(_ name: String) throws -> PlayerRef {
        let id = try #require(
            try store.database.read { db in
                try Int64.fetchOne(db, sql: "SELECT id FROM player WHERE name = ?", arguments: [name])
            })
        return PlayerRef(id: id, name: name, isGuest: false)
    }

    /// A count read from this device's store.
    func count(_ sql: String) throws -> Int {
        try store.database.read { db in try Int.fetchOne(db, sql: sql) ?? 0 }
    }

    /// `name`'s credits and power-ups as trivia reads them here (power-ups held, none at zero).
    func wallet(_ name: String) throws -> Wallet {
        let player = try TriviaRepository(database: store.database, player: player(name)).player()
        return Wallet(creditsCents: player.creditsCents, powerUps: player.inventory.filter { $0.value != 0 })
    }

}

/// A coin, a purchase and a use saved on this device as the rules save them.
extension FleetTestStore: WalletMoving {
    var walletStore: QuizDatabase { store.database }
}
