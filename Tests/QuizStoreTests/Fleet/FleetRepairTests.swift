import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// `tiltquiz check --repair` on a device that joined a fleet: the rebuilt store is the same fleet device (its
/// id, cursor, clock, outbox and fleet ids as they were), nothing copied is queued again, and what is played
/// after the repair is queued as before, numbered after everything the server already acknowledged.
@Suite struct FleetRepairTests {
    /// The device's fleet tables, row by row, in rowid order.
    static let fleetTables = [
        "fleetState", "fleetRow", "fleetOutbox", "fleetErased", "fleetProfileStamp", "fleetFollowStamp",
        "fleetUsernameWanted",
    ]

    static func snapshot(_ database: QuizDatabase) throws -> [String: [Row]] {
        try database.read { db in
            var tables: [String: [Row]] = [:]
            for table in fleetTables {
                tables[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY rowid")
            }
            return tables
        }
    }

    /// Closes `device`'s store, repairs it, and opens the rebuilt one.
    static func repaired(_ device: FleetDevice) throws -> QuizDatabase {
        try device.database.close()
        _ = try StoreRepair.repair(path: device.store.path, now: Date(timeIntervalSince1970: 0))
        return try QuizDatabase(path: device.store.path)
    }

    @Test func aJoinedDeviceIsTheSameFleetDeviceAfterARepair() throws {
        // Another device's player and game, pulled here: the cursor moves past them.
        let hall = RelayHall()
        let other = try FleetDevice()
        try other.journal.join()
        try other.play(try other.register("Cy"), points: 20, answers: 1)
        try hall.push(other)
        let device = try FleetDevice()
        let (ada, bob) = try FleetJournalTests.soloPlay(device)
        try device.journal.join()
        try hall.pull(device)
        let cursor = Int64(hall.log.count)
        #expect(cursor > 0)
        // A profile edit (stamped), an erased player and a username the fleet asked for.
        try device.database.write { db in
            try db.execute(sql: "UPDATE player SET avatar = 'rocket' WHERE id = ?", arguments: [ada.id])
            try db.execute(sql: "INSERT INTO fleetErased (fleetID) VALUES ('0b5e4c1e-6d1f-4a2b-9c3d-2e4f6a8b0c1d')")
            try db.execute(sql: "INSERT INTO fleetUsernameWanted (playerId) VALUES (?)", arguments: [bob.id])
        }
        // The server took the first three changes; the rest wait.
        let queued = try device.journal.pending()
        try device.journal.acknowledge(through: queued[2].seq)
        let before = try device.journal.state()
        let tables = try Self.snapshot(device.database)
        #expect(before.joined && before.cursor == cursor && before.outboxLength == queued.count - 3)
        #expect(tables.values.allSatisfy { !$0.isEmpty })

        let database = try Self.repaired(device)
        let journal = FleetJournal(database: database)
        #expect(try journal.state() == before)
        let after = try Self.snapshot(database)
        for table in Self.fleetTables {
            #expect(after[table] == tables[table], "\(table) is as it was")
        }
        #expect(try journal.pending() == Array(queued.dropFirst(3)))

        // Played after the repair: queued as before, after what waited, under the same device's stamps.
        let dee = try PlayerDirectory(database: database).newPlayer(named: "Dee", at: FleetDevice.moment)
        try database.write { db in
            try db.execute(sql: "UPDATE player SET name = 'Dee B' WHERE id = ?", arguments: [dee.id])
        }
        let now = try journal.pending()
        #expect(now.count == queued.count - 3 + 2)
        let added = now.suffix(2)
        #expect(added.map(\.change.kind) == [.player, .profile])
        #expect(added.allSatisfy { $0.seq > queued.last!.seq })
        let stamp = try #require(added.last?.change.stamp)
        #expect(stamp.device == before.deviceID?.uuidString.lowercased())
        let oldText: String? = tables["fleetProfileStamp"]?.last?["stamp"]
        let oldStamp = try #require(oldText.flatMap { FleetStamp($0) })
        #expect(stamp > oldStamp, "the clock goes on from where it was")
        try database.close()
    }

    @Test func numbersTheServerAcknowledgedAreNotGivenAgainAfterARepair() throws {
        let device = try FleetDevice()
        _ = try FleetJournalTests.soloPlay(device)
        try device.journal.join()
        let last = try #require(try device.journal.pending().last?.seq)
        try device.journal.acknowledge(through: last)
        #expect(try device.journal.pending() == [])

        let database = try Self.repaired(device)
        let journal = FleetJournal(database: database)
        _ = try PlayerDirectory(database: database).newPlayer(named: "Dee", at: FleetDevice.moment)
        let queued = try journal.pending()
        #expect(queued.map(\.change.kind) == [.player])
        #expect(queued.allSatisfy { $0.seq > last }, "a number at or below \(last) would be dropped by the server")
        try database.close()
    }
}
