import Foundation
import GRDB
import QuizCore
import TestSupport
import Testing

@testable import QuizStore

/// Schema v28 on a store that played before it (docs/fleet.md, "Credits and power-ups"): the counts are kept as
/// they were, may now go below zero, a player pulled from the fleet before it gets their `playerState` row, and
/// joining turns what each player held into one opening wallet event per item, queued once.
@Suite struct FleetWalletMigrationTests {
    @Test func aStoreOfV28KeepsItsCountsAndJoinsWithThemAsOpeningEvents() throws {
        let folder = TemporaryFolder()
        let path = folder.file("tiltquiz.sqlite")
        try OldStore.write(at: path, upTo: "v27: question translates") { db in
            try db.execute(
                sql: """
                    INSERT INTO player (id, name) VALUES (1, 'Ada'), (2, 'Bea');
                    INSERT INTO playerState (playerId, creditsCents, passesUsed) VALUES (1, 150, 2);
                    INSERT INTO powerUpInventory (playerId, kind, count) VALUES (1, 'freezeTime', 2), (1, 'jumpIt', 0);
                    """)
        }
        let database = try QuizDatabase(path: path)
        let ada = PlayerRef(id: 1, name: "Ada", isGuest: false)
        let before = try TriviaRepository(database: database, player: ada).player()
        #expect(before.creditsCents == 150 && before.inventory == [.freezeTime: 2, .jumpIt: 0])
        #expect(before.passes.used == 2)
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM playerState") } == 2)

        // Below zero is a sum the fleet can reach; the store keeps it.
        try database.write { db in
            try db.execute(sql: "UPDATE playerState SET creditsCents = -5 WHERE playerId = 2")
            try db.execute(sql: "UPDATE playerState SET creditsCents = 0 WHERE playerId = 2")
        }
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM walletChange") } == 0)

        let journal = FleetJournal(database: database)
        try journal.join()
        try journal.join()
        let opening = try database.read { db in
            try String.fetchAll(db, sql: "SELECT item || ' ' || delta FROM walletChange ORDER BY item")
        }
        #expect(opening == ["credits 150", "freezeTime 2"])
        let queued = try journal.pending().map(\.change.kind)
        #expect(queued == [.player, .player, .wallet, .wallet])

        // From now on a spend is an event in the transaction that makes it.
        let item = ShopItem.powerUp(.halfOff)
        try TriviaRepository(database: database, player: ada).persist(
            [
                .recordPurchase(PurchaseRecord(item: item, provider: .credits)), .changeCredits(by: -item.priceCents),
                .changeInventory(.halfOff, by: item.quantity),
            ], at: Date())
        let after = try database.read { db in
            try String.fetchAll(db, sql: "SELECT item || ' ' || delta FROM walletChange ORDER BY id")
        }
        #expect(after == ["credits 150", "freezeTime 2", "credits -99", "halfOff 3"])
        #expect(try journal.pending().filter { $0.change.kind == .wallet }.count == 4)
    }
}
