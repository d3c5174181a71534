import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// Schema v31 and the history behind the wallet (docs/fleet.md, "Credits and power-ups"), on one store: a store
/// that joined before v31 queues its purchases, credits given and power-ups used once as it migrates; after it, each
/// new one is queued by its trigger with its body read at push time; a store joining later queues them once.
@Suite struct FleetHistoryMigrationTests {
    static let history: Set<FleetKind> = [.purchase, .creditGrant, .powerUpUse]

    @Test func aStoreThatJoinedBeforeV31QueuesItsHistoryOnceAsItMigrates() throws {
        let folder = TemporaryFolder()
        let path = folder.file("tiltquiz.sqlite")
        try OldStore.write(at: path, upTo: "v30: fleet questions") { db in
            try db.execute(sql: "UPDATE fleetState SET joined = 1, deviceID = ? WHERE id = 1", arguments: ["d-1"])
            try db.execute(sql: "INSERT INTO player (name) VALUES ('Ada')")
            let ada = db.lastInsertedRowID
            try db.execute(
                sql: """
                    INSERT INTO purchase (playerId, item, quantity, priceCents, provider, purchasedAt)
                    VALUES (?, 'jumpIt', 3, 99, 'credits', '2026-12-02 10:00:00.000');
                    INSERT INTO creditGrant (playerId, cents, source, grantedAt) VALUES (?, 200, 'coin', '2026-12-02 09:59:00.000');
                    INSERT INTO powerUpUse (playerId, kind, usedAt) VALUES (?, 'jumpIt', '2026-12-02 10:01:00.000');
                    """, arguments: [ada, ada, ada])
            // What the device had already pushed.
            try db.execute(sql: "DELETE FROM fleetOutbox")
        }
        let database = try QuizDatabase(path: path)
        let queued = try FleetJournal(database: database).pending()
        #expect(queued.map(\.change.kind) == [.purchase, .creditGrant, .powerUpUse])
        #expect(
            queued.first?.change.body
                == #"{"item":"jumpIt","quantity":3,"priceCents":99,"provider":"credits","purchasedAt":"2026-12-02T10:00:00.000Z","question":null,"topic":null}"#
        )
        #expect(queued[1].change.body == #"{"cents":200,"source":"coin","grantedAt":"2026-12-02T09:59:00.000Z"}"#)
        try database.close()

        // Opened again: nothing more. A use now is queued by its trigger, once.
        let again = try QuizDatabase(path: path)
        let journal = FleetJournal(database: again)
        #expect(try journal.pending().count == 3)
        try again.write { db in
            try db.execute(
                sql: "INSERT INTO powerUpUse (playerId, kind, usedAt) VALUES (1, 'halfOff', '2026-12-02 10:05:00.000')")
        }
        let kinds = try journal.pending().map(\.change.kind)
        #expect(kinds == [.purchase, .creditGrant, .powerUpUse, .powerUpUse])
    }

    @Test func joiningQueuesWhatWasBoughtBeforeOnceAfterItsPlayer() throws {
        let store = try TemporaryStore(prefix: "tiltquiz-fleet-history-")
        let ada = try PlayerDirectory(database: store.database).newPlayer(named: "Ada")
        let moves = HistoryStore(walletStore: store.database)
        try moves.insertCoin(ada, cents: 200)
        try moves.buy(ada, .halfOff)
        let journal = FleetJournal(database: store.database)
        try journal.join()
        try journal.join()
        let kinds = try journal.pending().map(\.change.kind)
        #expect(kinds.filter(Self.history.contains) == [.purchase, .creditGrant])
        // A purchase is queued after its player, whatever the order of the kinds.
        #expect(kinds.first == .player)
    }
}

/// A coin and a purchase on one store, as the rules save them.
private struct HistoryStore: WalletMoving {
    let walletStore: QuizDatabase
}
