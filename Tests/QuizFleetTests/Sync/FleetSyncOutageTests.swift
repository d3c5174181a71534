import Foundation
import PostgresNIO
import QuizStore
import TestSupport
import Testing

@testable import QuizFleet

/// PostgreSQL stopped between two syncs (a cluster of the test's own, so that no other test loses its server):
/// the device keeps playing, the sync fails with one line kept in its journal, and once the server is back every
/// game arrives once. The periodic runner syncs off the caller's task and stops when told.
@Suite struct FleetSyncOutageTests {
    /// A connection to `cluster` (where it listens now) as its superuser.
    func connection(_ cluster: PostgresCluster) throws -> FleetConnection {
        let url = "postgres://\(cluster.user)@\(cluster.host):\(cluster.port)/\(cluster.database)?sslmode=disable"
        return try FleetConnection(server: FleetServer(url: url), password: FleetPassword(file: cluster.passwordFile))
    }

    @Test func aStoppedServerFailsWithOneLineAndEverythingArrivesOnceWhenItIsBack() async throws {
        try await PostgresCluster.with { cluster in
            try await connection(cluster).run { try await FleetSchema.install(on: $0) }
            var a = try FleetTestStore(kiosk: "hall-1", connection: connection(cluster))
            var b = try FleetTestStore(kiosk: "hall-2", connection: connection(cluster))
            let ada = try a.register("Ada")
            try a.play(ada, points: 40)
            try await a.sync.once()

            cluster.stop()
            try a.play(ada, points: 25)
            let failure = await #expect(throws: FleetSyncFailure.self) { try await a.sync.once() }
            let address = a.sync.connection.server.address
            #expect(
                failure?.line
                    == "cannot connect to PostgreSQL at \(address): the connection was refused (is PostgreSQL "
                    + "running there, and is the port right?)")
            let offline = try a.journal.state()
            #expect(offline.lastProblem == failure?.line && offline.outboxLength == 1)
            // The device plays on from its own store.
            #expect(try a.board() == ["Ada 65"])

            try cluster.start()
            a = try FleetTestStore(a, connection: connection(cluster))
            b = try FleetTestStore(b, connection: connection(cluster))
            try await a.sync.once()
            try await a.sync.once()
            try await b.sync.once()
            #expect(try b.board() == ["Ada 65"])
            #expect(try a.journal.state().lastProblem == nil)
            let results = try await connection(cluster).run { client in
                for try await count in try await client.query("SELECT count(*) FROM fleet.result").decode(Int.self) {
                    return count
                }
                return -1
            }
            #expect(results == 2)
        }
    }

    @Test func theRunnerPublishesAFailedSyncBeforeItsCallerHearsOfIt() async throws {
        try await PostgresCluster.with { cluster in
            try await connection(cluster).run { try await FleetSchema.install(on: $0) }
            let a = try FleetTestStore(kiosk: "hall-1", connection: connection(cluster))
            cluster.stop()
            let (outcomes, continuation) = AsyncStream.makeStream(of: Result<FleetSyncReport, FleetSyncFailure>.self)
            let runner = FleetSyncRunner(a.sync, every: 3600) { continuation.yield($0) }
            var iterator = outcomes.makeAsyncIterator()
            let first = try #require(await iterator.next())
            #expect(throws: FleetSyncFailure.self) { try first.get() }
            // What home reads each frame says so already when `done` hears it.
            #expect(runner.lastFailed)
            await runner.stop()
        }
    }

    @Test func theRunnerSyncsAtOnceOffTheCallersTaskAndStops() async throws {
        try await PostgresCluster.with { cluster in
            try await connection(cluster).run { try await FleetSchema.install(on: $0) }
            let a = try FleetTestStore(kiosk: "hall-1", connection: connection(cluster))
            let b = try FleetTestStore(kiosk: "hall-2", connection: connection(cluster))
            let ada = try a.register("Ada")
            try a.play(ada, points: 40)
            let (outcomes, continuation) = AsyncStream.makeStream(of: Result<FleetSyncReport, FleetSyncFailure>.self)
            // An hour apart: only the first sync, which starts at once, runs within the test.
            let runner = FleetSyncRunner(a.sync, every: 3600, failedBefore: true) { continuation.yield($0) }
            var iterator = outcomes.makeAsyncIterator()
            let first = try #require(await iterator.next())
            #expect(try first.get().pushed == 2)
            #expect(!runner.lastFailed, "a sync that succeeded takes the offline line away")
            await runner.stop()
            try await b.sync.once()
            #expect(try b.board() == ["Ada 40"])
        }
    }
}
