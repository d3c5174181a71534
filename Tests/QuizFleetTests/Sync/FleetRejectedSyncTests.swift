import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportFleet
import TestSupportStore
import Testing

@testable import QuizFleet
@testable import QuizStore

/// A device whose outbox holds a change the server cannot take (docs/fleet.md, "A change the server cannot take"),
/// synced as `tiltquiz fleet sync --once` does: the sync completes, the outbox moves on past it, the device's
/// status says how many the server refused and why, and what the device does next still arrives.
@Suite(.fleetCluster) struct FleetRejectedSyncTests {
    @Test func aDevicesBadChangeNeitherBlocksItsOutboxNorIsLost() async throws {
        let hall = try await FleetTestHall()
        let a = try await hall.device("hall-1")
        let ada = try a.register("Ada")
        try await a.sync.once()
        try a.insertCoin(ada, cents: 300)
        try a.buy(ada, .freezeTime)
        // A purchase whose quantity the store kept as text (SQLite keeps what it is given): its body says "three".
        try a.store.database.write { db in try db.execute(sql: "UPDATE purchase SET quantity = 'three'") }
        try a.insertCoin(ada, cents: 100)

        let report = try await a.sync.once()
        #expect(try a.journal.state().outboxLength == 0)
        #expect(try await hall.database.integer("SELECT sum(cents) FROM fleet.credit_grant") == 400)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.purchase") == 0)
        #expect(
            try await hall.database.texts(
                "SELECT kind || ' ' || sqlstate || ' ' || (sent->'body'->>'quantity') FROM fleet.rejected")
                == ["purchase 22P02 three"])
        #expect(report.refused?.count == 1)
        let status = try #require(a.sync.status(after: .success(report)))
        #expect(status.refused == 1 && status.lastProblem == nil)
        let seq = try #require(report.refused?.latest?.seq)
        #expect(
            status.lastRefusal == "#\(seq) (purchase): invalid input syntax for type integer: \"three\" (22P02)")

        // What the device does next arrives; the refusal is still counted, once.
        try a.insertCoin(ada, cents: 50)
        let next = try await a.sync.once()
        #expect(try await hall.database.integer("SELECT sum(cents) FROM fleet.credit_grant") == 450)
        #expect(next.refused == report.refused)
        #expect(try a.journal.state().outboxLength == 0)
        #expect(await a.sync.look().refused?.count == 1)
    }
}
