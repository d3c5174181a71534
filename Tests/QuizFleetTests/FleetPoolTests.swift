import Foundation
import PostgresNIO
import TestSupport
import TestSupportFleet
import Testing

@testable import QuizFleet

/// The web admin's pool of connections (`FleetPool`) against a real PostgreSQL (the shared cluster): each test
/// connects as a login user of its own, so PostgreSQL's `pg_stat_activity` counts that user's sessions only.
@Suite(.fleetCluster) struct FleetPoolTests {
    /// A database with the fleet schema, and a new login user in `tiltquiz_admin` on it.
    func admin() async throws -> (FleetTestDatabase, FleetConnection) {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        return (database, try await database.user(in: FleetSchema.adminRole))
    }

    /// The sessions PostgreSQL has of `connection`'s user, asked as the database's owner.
    func sessions(of connection: FleetConnection, in database: FleetTestDatabase) async throws -> Int {
        try await database.owner.run { client in
            let rows = try await client.query(
                "SELECT count(*)::int FROM pg_stat_activity WHERE usename = \(connection.server.user)")
            for try await count in rows.decode(Int.self) { return count }
            return -1
        }
    }

    /// Waits for the user's sessions to be `count` (at most 60 s: a bound on a busy machine, not a speed asked
    /// for); the last count.
    func waitForSessions(
        _ count: Int, of connection: FleetConnection, in database: FleetTestDatabase
    ) async throws -> Int {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        var seen = try await sessions(of: connection, in: database)
        while seen != count && clock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            seen = try await sessions(of: connection, in: database)
        }
        return seen
    }

    @Test func runsAtOnceShareAtMostTheMaximumAndLaterRunsReuseThem() async throws {
        let (database, admin) = try await admin()
        let pool = FleetPool(admin, maximum: 3)
        // Twelve at once, each holding its connection a moment: PostgreSQL never sees more than three.
        let seen = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<12 {
                group.addTask {
                    try await pool.run { session in
                        var count = 0
                        let rows = try await session.query(
                            "SELECT count(*)::int FROM pg_stat_activity WHERE usename = current_user")
                        for try await value in rows.decode(Int.self) { count = value }
                        try await FleetPoolTests.drain(session.query("SELECT pg_sleep(0.05)"))
                        return count
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(seen.count == 12 && seen.allSatisfy { (1...3).contains($0) }, "\(seen)")
        let opened = pool.counts.opened
        #expect((1...3).contains(opened))
        // One after another, they take an idle one: nothing more is opened.
        for _ in 0..<5 { try await pool.run { try await FleetPoolTests.drain($0.query("SELECT 1")) } }
        #expect(pool.counts.opened == opened)
        #expect(try await sessions(of: admin, in: database) == pool.counts.open)

        await pool.shutdown()
        #expect(pool.counts.open == 0)
        #expect(try await waitForSessions(0, of: admin, in: database) == 0)
        await #expect(throws: FleetFailure.poolClosed(address: admin.server.address)) {
            try await pool.run { try await FleetPoolTests.drain($0.query("SELECT 1")) }
        }
    }

    @Test func aServerThatRefusesIsNamedAtOnceToEveryWaitingRun() async throws {
        let cluster = try FleetTestCluster.shared()
        let nobody = try cluster.connection(
            user: cluster.cluster.user, passwordFile: cluster.cluster.passwordFile, database: "postgres",
            port: try PostgresCluster.freePort())
        try await FleetPool.with(nobody, maximum: 1) { pool in
            // Four pages at once on a pool of one: the first opens and hears the refusal; each waiting one is then
            // given the room, tries, and hears it too (none waits out a timeout: each names the refusal).
            let failures = await withTaskGroup(of: (any Error)?.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        do {
                            try await pool.run { try await FleetPoolTests.drain($0.query("SELECT 1")) }
                            return nil
                        } catch {
                            return error
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            for failure in failures {
                guard case .unreachable(let address, let reason) = failure as? FleetFailure else {
                    Issue.record("not unreachable: \(String(describing: failure))")
                    continue
                }
                #expect(address == nobody.server.address && reason == .refused)
            }
            #expect(pool.counts == (open: 0, opened: 0))
        }
    }

    @Test func aConnectionTheServerEndedIsReplaced() async throws {
        let (database, admin) = try await admin()
        try await FleetPool.with(admin, maximum: 1) { pool in
            let first = try await pool.run { try await FleetPoolTests.pid($0) }
            try await database.owner.run {
                try await FleetPoolTests.drain($0.query("SELECT pg_terminate_backend(\(Int32(first)))"))
            }
            #expect(try await waitForSessions(0, of: admin, in: database) == 0)
            // Once the server's goodbye has reached the pool's idle connection, it is not lent again. On a busy
            // machine it may not have yet: then that one page hears why (the connection was closed), the
            // connection is not lent again, and the next page gets a new one.
            var second: Int?
            for _ in 0..<2 where second == nil {
                do {
                    second = try await pool.run { try await FleetPoolTests.pid($0) }
                } catch {
                    #expect("\(error)".contains(admin.server.address), "\(error)")
                }
            }
            #expect(second != nil && second != first)
            #expect(pool.counts == (open: 1, opened: 2))
        }
    }

    @Test func aWaitingRunCancelledLeavesThePoolWhole() async throws {
        let (_, admin) = try await admin()
        try await FleetPool.with(admin, maximum: 1) { pool in
            // One page holds the only connection until the test lets it go.
            let (gate, release) = AsyncStream<Void>.makeStream()
            let holding = Task {
                try await pool.run { session in
                    _ = try await FleetPoolTests.pid(session)
                    for await _ in gate { break }
                }
            }
            while pool.counts.opened == 0 { try await Task.sleep(for: .milliseconds(10)) }
            // Another waits for it and is cancelled (waiting, or before it began to: either way it hears so).
            let waiting = Task { try await pool.run { try await FleetPoolTests.pid($0) } }
            try await Task.sleep(for: .milliseconds(100))
            waiting.cancel()
            await #expect(throws: CancellationError.self) { try await waiting.value }
            release.yield()
            release.finish()
            try await holding.value
            _ = try await pool.run { try await FleetPoolTests.pid($0) }
            #expect(pool.counts == (open: 1, opened: 1))
        }
    }

    @Test func idleConnectionsCloseAfterTheIdleTimeoutAndAllWhenRunEnds() async throws {
        let (database, admin) = try await admin()
        let swept = FleetPool(admin, maximum: 2, idleTimeout: .milliseconds(300))
        let sweeping = Task { await swept.run() }
        _ = try await swept.run { try await FleetPoolTests.pid($0) }
        #expect(try await waitForSessions(0, of: admin, in: database) == 0)
        #expect(swept.counts == (open: 0, opened: 1))
        sweeping.cancel()
        await sweeping.value

        let kept = FleetPool(admin, maximum: 2)
        let running = Task { await kept.run() }
        _ = try await kept.run { try await FleetPoolTests.pid($0) }
        #expect(try await sessions(of: admin, in: database) == 1)
        // The pool's service ends (the web admin stops): its connections close and it lends no more.
        running.cancel()
        await running.value
        #expect(try await waitForSessions(0, of: admin, in: database) == 0)
        await #expect(throws: FleetFailure.poolClosed(address: admin.server.address)) {
            try await kept.run { try await FleetPoolTests.pid($0) }
        }
    }

    static func pid(_ session: FleetSession) async throws -> Int {
        for try await pid in try await session.query("SELECT pg_backend_pid()::int").decode(Int.self) { return pid }
        return 0
    }

    static func drain(_ rows: PostgresRowSequence) async throws {
        for try await _ in rows {}
    }
}
