import Foundation
import PostgresNIO
import Synchronization
import TestSupport
import TestSupportFleet
import Testing

@testable import QuizFleet

/// The fleet's calls through PgBouncer in transaction pooling (docs/fleet.md, "PgBouncer"): Debian's PgBouncer
/// 1.18 in front of the suite's cluster, devices logging in as a kiosk user, many clients on two server
/// connections.
@Suite(.fleetCluster) struct FleetPgBouncerTests {
    @Test func twentyDevicesAtOnceOnTwoServerConnectionsLoseAndDoubleNothing() async throws {
        let shared = try FleetTestCluster.shared()
        let database = try await shared.database()
        try await database.install()
        let (user, password) = ("u_" + UUID().uuidString.prefix(8).lowercased(), UUID().uuidString)
        try await database.owner.run {
            try await $0.query(
                PostgresQuery(unsafeSQL: "CREATE ROLE \(user) LOGIN PASSWORD '\(password)' IN ROLE tiltquiz_kiosk"))
        }
        let bouncer = try PgBouncer(
            in: shared.cluster, mode: .transaction, poolSize: 2, maxClients: 100, users: [(user, password)])
        defer { bouncer.stop() }
        let file = shared.folder.write(user, password + "\n", mode: 0o600)
        let connection = try shared.connection(
            user: user, passwordFile: file, database: database.name, port: bouncer.port)

        // Each device: hello, then three pushes of a result with its two answers, each followed by a pull.
        let pulled = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 1...20 {
                group.addTask {
                    try await connection.run { client in
                        let calls = FleetServerCalls(client)
                        var device = FleetTestDevice()
                        let player = UUID()
                        let hello = try await calls.hello(device: device.id, kiosk: "bouncer-\(index)")
                        var changes = [device.change(.player, id: player, player: player, FleetTestBody.player("P"))]
                        var seen = 0
                        for round in 1...3 {
                            changes.append(device.change(.result, player: player, FleetTestBody.result(points: round)))
                            for _ in 1...2 {
                                changes.append(device.change(.answer, player: player, FleetTestBody.answer()))
                            }
                            _ = try await calls.push(device: device.id, changes: changes)
                            changes = []
                            seen = try await calls.pull(device: device.id, after: hello.lastLog, max: 1000).count
                        }
                        return seen
                    }
                }
            }
            var pulled: [Int] = []
            for try await count in group { pulled.append(count) }
            return pulled
        }
        #expect(pulled.count == 20 && pulled.allSatisfy { $0 >= 10 }, "each device pulled at least its own changes")
        #expect(try await database.integer("SELECT count(*) FROM fleet.result") == 60)
        #expect(try await database.integer("SELECT count(*) FROM fleet.answer") == 120)
        #expect(try await database.integer("SELECT count(*) FROM fleet.player") == 20)

        // PgBouncer lent at most its two server connections, and a child process started while it runs (psql, for
        // SHOW POOLS) is reaped: started through `closeAndRun`, PgBouncer once made that wait forever.
        let shown = Mutex<Result<[[String: String]], any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            shown.withLock { $0 = Result { try bouncer.showPools() } }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 60) == .success, "SHOW POOLS through psql ended")
        let pools = try #require(try shown.withLock { $0 }?.get())
        let pool = try #require(pools.first { $0["user"] == user && $0["database"] == database.name })
        let servers = ["sv_active", "sv_idle", "sv_used"].map { Int(pool[$0] ?? "") ?? 0 }.reduce(0, +)
        #expect(servers <= 2, "\(pool)")
        #expect(bouncer.problems() == [])
    }
}
