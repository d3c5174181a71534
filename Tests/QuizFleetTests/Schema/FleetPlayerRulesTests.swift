import Foundation
import QuizCore
import TestSupportFleet
import Testing

@testable import QuizFleet

/// The rules about whole players: erase, a username taken offline twice, a kiosk id bound to one data folder,
/// and the boards the kept totals give.
@Suite(.fleetCluster) struct FleetPlayerRulesTests {
    @Test func anEraseRemovesEverythingOfThePlayerAndKeepsTheirLaterPushesOut() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        var device = FleetTestDevice()
        let (ana, bea) = (UUID(), UUID())
        let stamp = device.stamp(1_000)
        let before = [
            device.change(.player, id: ana, player: ana, FleetTestBody.player("Ana", username: "ana")),
            device.change(.player, id: bea, player: bea, FleetTestBody.player("Bea")),
            device.change(.result, player: ana, FleetTestBody.result(points: 300, topic: "Space")),
            device.change(.answer, player: ana, FleetTestBody.answer()),
            device.change(.daily, player: ana, FleetTestBody.daily("2026-12-02", score: 40)),
            device.change(.profile, player: ana, stamp: stamp, "{\"avatar\":\"owl\"}"),
            device.change(.follow, player: ana, stamp: stamp, FleetTestBody.follow(ana, bea)),
            device.change(.follow, player: bea, stamp: stamp, FleetTestBody.follow(bea, ana)),
            device.change(.result, player: bea, FleetTestBody.result(points: 100)),
        ]
        // Queued on a device before the erase reached it, pushed after.
        let after = [
            device.change(.result, player: ana, FleetTestBody.result(points: 900)),
            device.change(.answer, player: ana, FleetTestBody.answer()),
            device.change(.follow, player: bea, stamp: device.stamp(5_000), FleetTestBody.follow(bea, ana)),
        ]
        let high = try await database.calls { calls in
            _ = try await calls.push(device: device.id, changes: before)
            try await calls.erase(player: ana)
            return try await calls.push(device: device.id, changes: after)
        }
        #expect(high == 12)
        let id = ana.uuidString.lowercased()
        for table in ["result", "answer", "daily", "board_total"] {
            #expect(try await database.integer("SELECT count(*) FROM fleet.\(table) WHERE player = '\(id)'") == 0)
        }
        #expect(try await database.integer("SELECT count(*) FROM fleet.player WHERE id = '\(id)'") == 0)
        #expect(
            try await database.integer("SELECT count(*) FROM fleet.follow WHERE '\(id)' IN (follower, followee)") == 0)
        #expect(try await database.integer("SELECT count(*) FROM fleet.erased WHERE player = '\(id)'") == 1)
        // What is left of the log: Bea, her result, and the erase.
        let pulled = try await database.pullAll(UUID())
        #expect(pulled.map(\.change.kind) == [.player, .result, .erase])
        #expect(pulled.last?.change.player == ana && pulled.last?.change.body == "{}")
        #expect(try await database.integer("SELECT count(*) FROM fleet.result") == 1)
    }

    /// Two devices registered the same username offline: the first pushed keeps it; the second player is kept
    /// without it, with everything they played, and told to choose another.
    @Test func aUsernameTakenOfflineTwiceGoesToTheFirst() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        var (first, second) = (FleetTestDevice(), FleetTestDevice())
        let (ana, other) = (UUID(), UUID())
        try await database.calls { calls in
            _ = try await calls.push(
                device: first.id,
                changes: [first.change(.player, id: ana, player: ana, FleetTestBody.player("Ana", username: "Ana"))])
            _ = try await calls.push(
                device: second.id,
                changes: [
                    second.change(.player, id: other, player: other, FleetTestBody.player("Ana B", username: "ana")),
                    second.change(.result, player: other, FleetTestBody.result(points: 200)),
                    second.change(.profile, player: other, stamp: second.stamp(1_000), "{\"username\":\"ANA\"}"),
                ])
        }
        #expect(
            try await database.texts("SELECT name || ' ' || coalesce(username, '-') FROM fleet.player ORDER BY name")
                == ["Ana Ana", "Ana B -"])
        #expect(try await database.integer("SELECT count(*) FROM fleet.result") == 1)
        let changes = try await database.pullAll(first.id).filter { $0.change.player == other }
        // A batch's results come in the log after its other changes (migration 2).
        #expect(changes.map(\.change.kind) == [.player, .usernameTaken, .usernameTaken, .result])
        #expect(!changes[0].change.body.contains("username"))
        #expect(changes[1].change.body == "{\"username\": \"ana\"}")
        #expect(changes[2].change.body == "{\"username\": \"ANA\"}")
    }

    /// A kiosk's guest stays a guest in the fleet; a role a device sends with a player is not taken.
    @Test func aGuestStaysAGuestAndNoOtherRoleComesFromADevice() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        var device = FleetTestDevice()
        let (guest, other) = (UUID(), UUID())
        _ = try await database.calls {
            try await $0.push(
                device: device.id,
                changes: [
                    device.change(.player, id: guest, player: guest, "{\"name\":\"Guest 1\",\"guest\":true}"),
                    device.change(.player, id: other, player: other, "{\"name\":\"Boss\",\"role\":\"admin\"}"),
                ])
        }
        #expect(
            try await database.texts("SELECT name || ' ' || role FROM fleet.player ORDER BY name")
                == ["Boss player", "Guest 1 guest"])
    }

    @Test func aKioskIdBelongsToTheFirstDataFolderThatSaidHello() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        let (first, second) = (UUID(), UUID())
        try await database.calls { calls in
            _ = try await calls.hello(device: first, kiosk: "hall-1")
            await #expect(throws: FleetFailure.kioskTaken(kiosk: "hall-1")) {
                try await calls.hello(device: second, kiosk: "hall-1")
            }
            // The first folder keeps it; the second may take another id.
            #expect(try await calls.hello(device: first, kiosk: "hall-1").pushedSeq == 0)
            #expect(try await calls.hello(device: second, kiosk: "hall-2").pushedSeq == 0)
        }
        #expect(
            FleetFailure.kioskTaken(kiosk: "hall-1").description
                == "the kiosk id \"hall-1\" is bound to another data folder in the fleet (TQ001): give this device "
                + "its own fleet.kiosk_id, or run it on the data folder that first synced as hall-1")
        #expect(
            try await database.texts("SELECT kiosk FROM fleet.device ORDER BY kiosk") == ["hall-1", "hall-2"])
    }

    /// The board of each period and a topic's, from the totals push keeps: ranked games only, ties to the
    /// earlier last finish.
    @Test func theBoardsCountEachRankedGameOnce() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        var device = FleetTestDevice()
        let (ana, bea) = (UUID(), UUID())
        // 2026-12-02 is a Wednesday: its week runs from Monday 2026-11-30.
        let changes = [
            device.change(.player, id: ana, player: ana, FleetTestBody.player("Ana")),
            device.change(.player, id: bea, player: bea, FleetTestBody.player("Bea")),
            device.change(.result, player: ana, FleetTestBody.result(points: 300, date: "2026-11-29")),
            device.change(.result, player: ana, FleetTestBody.result(points: 100, date: "2026-11-30", topic: "Space")),
            device.change(.result, player: bea, FleetTestBody.result(points: 250, date: "2026-12-02", topic: "Space")),
            device.change(.result, player: bea, FleetTestBody.result(points: 900, date: "2026-12-02", ranked: false)),
            device.change(.result, player: nil, FleetTestBody.result(points: 700, date: "2026-12-02")),
            device.change(.result, player: ana, FleetTestBody.result(points: 50, date: "2026-12-02", mode: "timed")),
        ]
        let day = try #require(CalendarDay("2026-12-02"))
        let boards = try await database.calls { calls in
            _ = try await calls.push(device: device.id, changes: changes)
            _ = try await calls.push(device: device.id, changes: changes)
            var boards: [String] = []
            for (period, topic) in [(BoardPeriod.all, nil), (.week, nil), (.day, nil), (.all, "Space")] {
                let rows = try await calls.board(period: period, day: day, mode: "classic", topic: topic, top: 10)
                boards.append(rows.map { "\($0.rank) \($0.name) \($0.points) \($0.games)" }.joined(separator: ", "))
            }
            return boards
        }
        #expect(
            boards == [
                "1 Ana 400 2, 2 Bea 250 1", "1 Bea 250 1, 2 Ana 100 1", "1 Bea 250 1", "1 Bea 250 1, 2 Ana 100 1",
            ])
    }
}
