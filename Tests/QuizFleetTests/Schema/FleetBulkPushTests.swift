import Foundation
import QuizCore
import TestSupportFleet
import Testing

@testable import QuizFleet

/// Migration 2's `fleet.push`, which takes a batch's results and answers in one statement each: a batch
/// leaves the server as the same changes pushed one at a time do, and a server migration 1 made, holding
/// pushes of its own, takes migration 2 and goes on adding up.
@Suite(.fleetCluster) struct FleetBulkPushTests {
    /// The server's tables as numbers to compare: every board total, the results and answers, and the log's
    /// kinds in order.
    static let state = """
        SELECT x FROM (
          SELECT 'total ' || period || ' ' || start || ' ' || mode || ' ' || topic || ' ' || points || ' ' || games
            || ' ' || last_at AS x FROM fleet.board_total
          UNION ALL SELECT 'result ' || id || ' ' || points || ' ' || ranked FROM fleet.result
          UNION ALL SELECT 'answer ' || id || ' ' || coalesce(option, -1) FROM fleet.answer
          UNION ALL SELECT 'logged ' || kind || ' ' || count(*) FROM fleet.change_log GROUP BY kind
        ) s ORDER BY x
        """

    /// Two players' games over two days and two topics, unranked ones, answers, a result and an answer sent
    /// twice, and a player erased before their changes come: made once, pushed in one batch to one server and
    /// one change per push to another.
    @Test func aBatchLeavesTheServerAsOneChangeAtATimeDoes() async throws {
        var device = FleetTestDevice()
        let (ana, bo, gone) = (UUID(), UUID(), UUID())
        var changes = [
            device.change(.player, id: ana, player: ana, FleetTestBody.player("Ana")),
            device.change(.player, id: bo, player: bo, FleetTestBody.player("Bo")),
        ]
        for (day, topic) in [("2026-12-01", "Space"), ("2026-12-02", nil), ("2026-12-02", "Space")] {
            for (player, points) in [(ana, 300), (bo, 150), (ana, 200)] {
                changes.append(
                    device.change(
                        .result, player: player, FleetTestBody.result(points: points, date: day, topic: topic)))
                changes.append(device.change(.answer, player: player, FleetTestBody.answer(option: points / 100)))
            }
        }
        changes.append(device.change(.result, player: bo, FleetTestBody.result(points: 900, ranked: false)))
        changes.append(device.change(.result, player: gone, FleetTestBody.result(points: 5_000)))
        changes.append(device.change(.answer, player: gone, FleetTestBody.answer()))
        let again = changes[2]
        changes.append(device.change(.result, id: again.change.id, player: ana, again.change.body))
        let answered = changes[3]
        changes.append(device.change(.answer, id: answered.change.id, player: ana, answered.change.body))

        var states: [[String]] = []
        for batched in [true, false] {
            let database = try await FleetTestCluster.shared().database()
            try await database.install()
            _ = try await database.texts("SELECT fleet.erase('\(gone.uuidString.lowercased())')::text")
            let high = try await database.calls { calls in
                if batched { return try await calls.push(device: device.id, changes: changes) }
                var high: Int64 = 0
                for change in changes { high = try await calls.push(device: device.id, changes: [change]) }
                return high
            }
            #expect(high == Int64(changes.count))
            states.append(try await database.texts(Self.state))
            #expect(try await database.integer("SELECT count(*) FROM fleet.result") == 10)
            #expect(try await database.integer("SELECT count(*) FROM fleet.answer") == 9)
            #expect(
                try await database.integer(
                    "SELECT points FROM fleet.board_total WHERE period = 'all' AND topic = 'Space' AND player = '"
                        + ana.uuidString.lowercased() + "'") == 1_000)
        }
        #expect(states[0] == states[1])
        #expect(states[0].contains("logged result 10") && states[0].contains("logged answer 9"), "\(states[0])")
    }

    /// A server as an early build left it (migration 1, results pushed one change at a time through its own
    /// `fleet.push`) takes migrations 2 to 9 and adds the next pushes, answers too, to the same totals, once.
    @Test func aServerOfMigrationOneTakesTwoAndGoesOnAddingUp() async throws {
        let database = try await FleetTestCluster.shared().database()
        let first = try await database.owner.run { try await FleetSchema.install(on: $0, through: 1) }
        #expect(first.from == 0 && first.to == 1)
        var device = FleetTestDevice()
        let ana = UUID()
        let before =
            [device.change(.player, id: ana, player: ana, FleetTestBody.player("Ana"))]
            + (1...3).map { device.change(.result, player: ana, FleetTestBody.result(points: $0 * 100)) }
        _ = try await database.calls { try await $0.push(device: device.id, changes: before) }
        #expect(try await database.install() == FleetInstall(from: 1, to: FleetSchema.version, createdRoles: []))
        let after =
            (4...5).map { device.change(.result, player: ana, FleetTestBody.result(points: $0 * 100)) }
            + (0..<3).map { device.change(.answer, player: ana, FleetTestBody.answer(option: $0)) }
        let high = try await database.calls { try await $0.push(device: device.id, changes: before + after) }
        #expect(high == 9)
        let again = try await database.calls { try await $0.push(device: device.id, changes: after) }
        #expect(again == 9)
        #expect(try await database.integer("SELECT count(*) FROM fleet.result") == 5)
        #expect(try await database.integer("SELECT count(*) FROM fleet.answer") == 3)
        #expect(try await database.integer("SELECT count(*) FROM fleet.change_log WHERE kind = 'answer'") == 3)
        #expect(
            try await database.integer(
                "SELECT points FROM fleet.board_total WHERE period = 'day' AND topic = '' AND games = 5") == 1_500)
        #expect(
            try await database.texts("SELECT s.version::text FROM fleet.schema_version s ORDER BY s.version")
                == (1...FleetSchema.version).map(String.init))
    }

    /// A change without its seq refuses the whole batch, which adds nothing.
    @Test func aChangeWithoutItsSeqRefusesTheBatch() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        let device = UUID().uuidString.lowercased()
        let batch =
            "[{\"seq\": 1, \"kind\": \"answer\", \"id\": \"\(UUID().uuidString.lowercased())\"}, {\"kind\": \"answer\"}]"
        await #expect(throws: (any Error).self) {
            _ = try await database.texts("SELECT fleet.push('\(device)', '\(batch)'::jsonb)::text")
        }
        #expect(try await database.integer("SELECT count(*) FROM fleet.change_log") == 0)
        #expect(try await database.integer("SELECT count(*) FROM fleet.device") == 0)
    }
}
