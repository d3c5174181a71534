import Foundation
import PostgresNIO
import QuizCore
import TestSupportFleet
import Testing

@testable import QuizFleet

/// Migration 5's `fleet.push`, which adds a batch's answers before it takes the change log's lock: the rules hold
/// for what happens between the two (docs/fleet.md, "Conflicts"). Each test holds the lock on a connection of its
/// own while pushes wait for it, as a long push of another kiosk would.
@Suite(.fleetCluster) struct FleetAnswersFirstTests {
    /// An erase that commits while a push waits for the lock, its answers of the erased player already added (and
    /// unseen by the erase): once the push has the lock, those answers are deleted and none is logged; the other
    /// player's answers and result go in as usual.
    @Test func anEraseWhileAPushWaitsForTheLockKeepsThePlayersAnswersOut() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        var device = FleetTestDevice()
        let (gone, kept) = (UUID(), UUID())
        let players = [
            device.change(.player, id: gone, player: gone, FleetTestBody.player("Gone")),
            device.change(.player, id: kept, player: kept, FleetTestBody.player("Kept")),
        ]
        _ = try await database.calls { try await $0.push(device: device.id, changes: players) }
        var batch = [device.change(.result, player: kept, FleetTestBody.result(points: 300))]
        for option in 0..<3 {
            batch.append(device.change(.answer, player: gone, FleetTestBody.answer(option: option)))
            batch.append(device.change(.answer, player: kept, FleetTestBody.answer(option: option)))
        }
        let (id, pushed) = (device.id, batch)
        let highs = try await database.owner.run { client in
            try await Self.whileTheLockIsHeld(
                client, after: "SELECT fleet.erase('\(Self.text(gone))')::text", waiting: 1,
                pushes: [{ try await FleetServerCalls(client).push(device: id, changes: pushed) }])
        }
        #expect(highs == [9])
        let answers = "SELECT count(*) FROM fleet.answer WHERE player = "
        #expect(try await database.integer(answers + "'\(Self.text(gone))'") == 0)
        #expect(try await database.integer(answers + "'\(Self.text(kept))'") == 3)
        let logged = "SELECT kind FROM fleet.change_log WHERE player = "
        #expect(try await database.texts(logged + "'\(Self.text(gone))'") == ["erase"])
        #expect(
            try await database.texts(logged + "'\(Self.text(kept))' ORDER BY id") == [
                "player", "result", "answer", "answer", "answer",
            ])
    }

    /// The same batch pushed by one device from two connections at once, the second under new fleet ids (as a
    /// retry of a device whose ids were made again would): the device's pushes take turns on its row, so the second
    /// reads the first's mark and adds nothing, although both start before either has the change log's lock.
    @Test func aDevicesTwoPushesAtOnceTakeTurnsOnItsMark() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        var first = FleetTestDevice()
        var again = first
        func batch(_ device: inout FleetTestDevice) -> [FleetOutgoing] {
            let player = UUID()
            return [device.change(.player, id: player, player: player, FleetTestBody.player("Ana"))]
                + (0..<2).map { _ in device.change(.result, player: player, FleetTestBody.result(points: 200)) }
                + (0..<6).map { device.change(.answer, player: player, FleetTestBody.answer(option: $0 % 4)) }
        }
        let (one, two) = (batch(&first), batch(&again))
        #expect(Set(one.map(\.change.id)).isDisjoint(with: two.map(\.change.id)))
        let id = first.id
        // The device's row is there (as after its hello), so the second push does not wait on the first's insert of it.
        _ = try await database.calls { try await $0.hello(device: id, kiosk: "hall-1") }
        let highs = try await database.owner.run { client in
            try await Self.whileTheLockIsHeld(
                client, after: "SELECT pg_advisory_xact_lock(\(FleetMigration.changeLogLock))::text", waiting: 2,
                pushes: [one, two].map { changes in
                    { try await FleetServerCalls(client).push(device: id, changes: changes) }
                })
        }
        #expect(highs == [9, 9])
        #expect(try await database.integer("SELECT count(*) FROM fleet.player") == 1)
        #expect(try await database.integer("SELECT count(*) FROM fleet.result") == 2)
        #expect(try await database.integer("SELECT count(*) FROM fleet.answer") == 6)
        #expect(try await database.integer("SELECT count(*) FROM fleet.change_log") == 9)
        #expect(try await database.integer("SELECT sum(games) FROM fleet.board_total WHERE period = 'all'") == 2)
    }

    /// Begins a transaction on a connection of its own and runs `after` in it (which takes the change log's lock),
    /// starts `pushes`, waits until `waiting` other sessions of this database wait for a lock, then commits; returns
    /// what the pushes returned, in the order they finished. The holder's transaction ends on every path, so a
    /// failure never leaves the pushes waiting for its lock.
    static func whileTheLockIsHeld(
        _ client: PostgresClient, after first: String, waiting: Int,
        pushes: [@Sendable () async throws -> Int64]
    ) async throws -> [Int64] {
        try await client.withConnection { holder in
            try await run("BEGIN", on: holder)
            return try await withThrowingTaskGroup(of: Int64.self) { group in
                do {
                    try await run(first, on: holder)
                    for push in pushes { group.addTask { try await push() } }
                    try await waitUntil(waiting, sessionsWaitOn: client)
                    try await run("COMMIT", on: holder)
                } catch {
                    try? await run("ROLLBACK", on: holder)
                    throw error
                }
                var highs: [Int64] = []
                for try await high in group { highs.append(high) }
                return highs
            }
        }
    }

    /// Returns once `count` sessions of this database wait for a lock. Asked on a connection of the pool, outside
    /// any transaction: inside one, PostgreSQL answers `pg_stat_activity` from the snapshot it took first.
    static func waitUntil(_ count: Int, sessionsWaitOn client: PostgresClient) async throws {
        for _ in 0..<1_000 {
            let rows = try await client.query(
                """
                SELECT count(*)::int FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock'
                """, logger: FleetSchema.quiet)
            for try await waiting in rows.decode(Int.self) where waiting >= count { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw FleetAnswersFirstFailure("the pushes never waited for the lock")
    }

    static func run(_ sql: String, on connection: PostgresConnection) async throws {
        for try await _ in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: FleetSchema.quiet) {}
    }

    static func text(_ id: UUID) -> String { id.uuidString.lowercased() }
}

struct FleetAnswersFirstFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
