import Foundation
import QuizStore
import TestSupport
import TestSupportFleet
import Testing

@testable import QuizFleet

/// A push whose connection is cut after the server committed it and before the device heard the answer (a
/// `ReplyProxy` between the device and a real PostgreSQL): the sync fails with one line, the server already has
/// the batch, and neither the next sync nor the same batch sent again doubles anything, on the server or on
/// another device's board.
@Suite(.fleetCluster) struct FleetSyncCutTests {
    @Test func aPushCutAfterTheServerCommittedDoublesNothing() async throws {
        let hall = try await FleetTestHall()
        let proxy = try ReplyProxy(
            to: FleetTestCluster.shared().cluster.port, at: "fleet.push", then: .close, once: true)
        defer { proxy.stop() }
        let a = try await hall.device("hall-1", port: proxy.port)
        let b = try await hall.device("hall-2")
        let ada = try a.register("Ada")
        let bea = try a.register("Bea")
        let cy = try a.register("Cy")
        for (player, points) in [(ada, 10), (bea, 30), (ada, 5), (bea, 20), (cy, 7)] {
            try a.play(player, points: points)
        }
        let device = try #require(try a.journal.join().deviceID)
        let batch = try a.journal.pending(limit: FleetSync.batchSize)
        #expect(batch.count == 8, "three players and five results")

        proxy.arm()
        let failure = await #expect(throws: FleetSyncFailure.self) { try await a.sync.once() }
        #expect(proxy.stopped == 1, "the push's reply was cut, not something before it")
        #expect(failure?.line == "PostgreSQL at 127.0.0.1:\(proxy.port) closed the connection")
        let cut = try a.journal.state()
        #expect(cut.lastProblem == failure?.line && cut.outboxLength == batch.count)
        // The server committed the push the device never heard of.
        #expect(try await serverCounts(hall) == ServerCounts(results: 5, players: 3, boardGames: 5))
        let log = try await hall.database.integer("SELECT count(*) FROM fleet.change_log")
        let high = try await hall.database.integer("SELECT pushed_seq FROM fleet.device WHERE kiosk = 'hall-1'")
        #expect(Int64(high) == batch.last?.seq)

        // The next sync hears the server's high-water mark in its hello and drops the batch from the outbox.
        let again = try await a.sync.once()
        #expect(again.pushed == 0)
        let state = try a.journal.state()
        #expect(state.outboxLength == 0 && state.lastProblem == nil)
        #expect(proxy.stopped == 1)

        // The same batch sent again in full, as a device that never heard the hello would, once as it was and once
        // under new fleet ids: `fleet.push` skips each change at or below the device's high-water mark
        // (`pushed_seq`) before it looks at ids, so neither adds anything.
        let renamed = batch.map { outgoing in
            var renamed = outgoing
            renamed.change.id = UUID()
            return renamed
        }
        for resent in [batch, renamed] {
            let high = try await hall.database.calls { try await $0.push(device: device, changes: resent) }
            #expect(high == batch.last?.seq)
        }
        #expect(try await serverCounts(hall) == ServerCounts(results: 5, players: 3, boardGames: 5))
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.change_log") == log)

        // Another device's board counts each game once, as does this one's.
        try await b.sync.once()
        try await a.sync.once()
        #expect(try b.board() == ["Bea 50", "Ada 15", "Cy 7"])
        #expect(try a.board() == ["Bea 50", "Ada 15", "Cy 7"])
    }

    struct ServerCounts: Equatable {
        var results: Int
        var players: Int
        /// Games on the server's all-time boards.
        var boardGames: Int
    }

    func serverCounts(_ hall: FleetTestHall) async throws -> ServerCounts {
        try await ServerCounts(
            results: hall.database.integer("SELECT count(*) FROM fleet.result"),
            players: hall.database.integer("SELECT count(*) FROM fleet.player"),
            boardGames: hall.database.integer(
                "SELECT coalesce(sum(games), 0)::int FROM fleet.board_total WHERE period = 'all'"))
    }
}
