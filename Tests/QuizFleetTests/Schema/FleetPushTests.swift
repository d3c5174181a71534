import Foundation
import QuizCore
import TestSupportFleet
import Testing

@testable import QuizFleet

/// `fleet.push` and the conflict rules (docs/fleet.md, "Conflicts") on a real PostgreSQL.
@Suite(.fleetCluster) struct FleetPushTests {
    /// A database with the schema, a device and a player it registered (pushed as seq 1).
    func start(
        _ name: String = "Ana", username: String? = nil
    ) async throws -> (
        FleetTestDatabase, FleetTestDevice, UUID
    ) {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        var device = FleetTestDevice()
        let player = UUID()
        let change = device.change(.player, id: player, player: player, FleetTestBody.player(name, username: username))
        #expect(try await database.calls { try await $0.push(device: device.id, changes: [change]) } == 1)
        return (database, device, player)
    }

    @Test func aBatchPushedTwiceCountsOnce() async throws {
        var (database, device, player) = try await start()
        let batch = (1...3).map { device.change(.result, player: player, FleetTestBody.result(points: $0 * 100)) }
        let highs = try await database.calls { calls in
            [
                try await calls.push(device: device.id, changes: batch),
                try await calls.push(device: device.id, changes: batch),
            ]
        }
        #expect(highs == [4, 4])
        #expect(try await database.integer("SELECT count(*) FROM fleet.result") == 3)
        #expect(try await database.integer("SELECT sum(points) FROM fleet.result") == 600)
        #expect(try await database.integer("SELECT count(*) FROM fleet.change_log") == 4)
        #expect(
            try await database.integer("SELECT points FROM fleet.board_total WHERE period = 'all' AND topic = ''")
                == 600)
    }

    /// The server committed a push and the device did not hear it: it pushes the same seqs again with newer
    /// ones; only the newer are added, and hello gives the high-water mark to drop the outbox by.
    @Test func aPushWhoseAnswerWasLostDoublesNothing() async throws {
        var (database, device, player) = try await start()
        let sent = (1...3).map { _ in device.change(.answer, player: player, FleetTestBody.answer()) }
        let more = (1...2).map { _ in device.change(.answer, player: player, FleetTestBody.answer(option: 1)) }
        let (high, hello) = try await database.calls { calls in
            _ = try await calls.push(device: device.id, changes: sent)
            let high = try await calls.push(device: device.id, changes: sent + more)
            return (high, try await calls.hello(device: device.id, kiosk: "hall-1"))
        }
        #expect(high == 6 && hello.pushedSeq == 6)
        #expect(hello.lastLog == 6 && hello.schemaVersion == FleetSchema.version)
        #expect(try await database.integer("SELECT count(*) FROM fleet.answer") == 5)
        #expect(try await database.integer("SELECT count(*) FROM fleet.answer WHERE option = 1") == 2)
        #expect(try await database.integer("SELECT count(*) FROM fleet.change_log WHERE kind = 'answer'") == 5)
    }

    /// One Daily Challenge per player and date across the fleet: the first pushed stays.
    @Test func theSecondDevicesDailyOfADateIsDropped() async throws {
        var (database, first, player) = try await start()
        var second = FleetTestDevice()
        let kept = first.change(.daily, player: player, FleetTestBody.daily("2026-12-02", score: 50))
        let dropped = second.change(.daily, player: player, FleetTestBody.daily("2026-12-02", score: 80))
        let nextDay = second.change(.daily, player: player, FleetTestBody.daily("2026-12-03", score: 70))
        let high = try await database.calls { calls in
            _ = try await calls.push(device: first.id, changes: [kept])
            return try await calls.push(device: second.id, changes: [dropped, nextDay])
        }
        #expect(high == 2)
        #expect(
            try await database.texts("SELECT date || ' ' || score FROM fleet.daily ORDER BY date")
                == ["2026-12-02 50", "2026-12-03 70"])
        let pulled = try await database.pullAll(second.id)
        #expect(pulled.filter { $0.change.kind == .daily }.map(\.change.id) == [kept.change.id, nextDay.change.id])
    }

    /// Device A's clock is an hour ahead: its edit is taken in with the server's clock plus a second, so device
    /// B's later edit (its hybrid clock past A's stamp, which it pulled; its wall clock true) wins.
    @Test func aStampAnHourAheadDoesNotWinEveryEdit() async throws {
        var (database, deviceA, player) = try await start()
        var deviceB = FleetTestDevice()
        let hourAhead = Int64(Date().timeIntervalSince1970 * 1000) + 3_600_000
        let editA = deviceA.change(
            .profile, player: player, stamp: deviceA.stamp(hourAhead),
            "{\"name\":\"From A\",\"avatar\":\"owl\",\"passwordHash\":\"hA\"}")
        _ = try await database.calls { try await $0.push(device: deviceA.id, changes: [editA]) }
        let takenA = try #require(try await database.pullAll(deviceB.id).last?.change.stamp)
        #expect(takenA.milliseconds < hourAhead - 3_000_000)
        #expect(takenA.counter == 0 && takenA.device == deviceA.id.uuidString.lowercased())

        let trueClock = Int64(Date().timeIntervalSince1970 * 1000)
        let stampB = deviceB.stamp(max(trueClock, takenA.milliseconds), counter: takenA.counter + 1)
        let editB = deviceB.change(.profile, player: player, stamp: stampB, "{\"name\":\"From B\"}")
        _ = try await database.calls { try await $0.push(device: deviceB.id, changes: [editB]) }
        #expect(
            try await database.texts("SELECT name || ' ' || avatar || ' ' || password_hash FROM fleet.player")
                == ["From B owl hA"])
        // Only the fields that won travel, with the stamp they won with.
        let profiles = try await database.pullAll(deviceA.id).filter { $0.change.kind == .profile }
        #expect(
            profiles.map(\.change.body) == [
                "{\"name\": \"From A\", \"avatar\": \"owl\", \"passwordHash\": \"hA\"}", "{\"name\": \"From B\"}",
            ])
        #expect(profiles.last?.change.stamp == stampB)
        // A's edit pushed again (its answer lost) changes nothing: the server has its seq.
        _ = try await database.calls { try await $0.push(device: deviceA.id, changes: [editA]) }
        #expect(try await database.texts("SELECT name FROM fleet.player") == ["From B"])
    }

    /// Per follower and followee the latest stamp wins, whichever device pushes first.
    @Test func followAndUnfollowGoByStamp() async throws {
        var (database, deviceA, ana) = try await start()
        var deviceB = FleetTestDevice()
        let bea = UUID()
        let registerBea = deviceB.change(.player, id: bea, player: bea, FleetTestBody.player("Bea"))
        let unfollow = deviceB.change(
            .unfollow, player: ana, stamp: deviceB.stamp(2_000), FleetTestBody.follow(ana, bea))
        let lateFollow = deviceA.change(
            .follow, player: ana, stamp: deviceA.stamp(1_000), FleetTestBody.follow(ana, bea))
        let refollow = deviceA.change(.follow, player: ana, stamp: deviceA.stamp(3_000), FleetTestBody.follow(ana, bea))
        try await database.calls { calls in
            _ = try await calls.push(device: deviceB.id, changes: [registerBea, unfollow])
            _ = try await calls.push(device: deviceA.id, changes: [lateFollow])
        }
        #expect(try await database.texts("SELECT following::text FROM fleet.follow") == ["false"])
        _ = try await database.calls { try await $0.push(device: deviceA.id, changes: [refollow]) }
        #expect(
            try await database.texts("SELECT following || ' ' || stamp FROM fleet.follow") == [
                "true \(refollow.change.stamp!)"
            ])
        let follows = try await database.pullAll(deviceA.id).filter { [.follow, .unfollow].contains($0.change.kind) }
        #expect(follows.map(\.change.id) == [unfollow.change.id, refollow.change.id])
    }

    /// A ban and a role come from the admin only, and win: a device cannot push them.
    @Test func aBanAndARoleComeFromTheAdminOnly() async throws {
        var (database, device, player) = try await start()
        let forged = [
            device.change(.ban, player: player, "{\"banned\":false}"),
            device.change(.role, player: player, "{\"role\":\"admin\"}"),
            device.change(.result, player: player, FleetTestBody.result(points: 500)),
        ]
        try await database.calls { calls in
            try await calls.setBan(player: player, banned: true)
            try await calls.setRole(player: player, role: "moderator")
            _ = try await calls.push(device: device.id, changes: forged)
        }
        #expect(try await database.texts("SELECT banned || ' ' || role FROM fleet.player") == ["true moderator"])
        let kinds = try await database.pullAll(device.id).map(\.change.kind)
        #expect(kinds == [.player, .ban, .role, .result])
        let bodies = try await database.pullAll(device.id).filter { !$0.change.kind.isFromDevices }.map(\.change.body)
        #expect(bodies == ["{\"banned\": true}", "{\"role\": \"moderator\"}"])
        // The banned player is off the board; let back, they are on it.
        let board = {
            try await database.calls {
                try await $0.board(period: .all, day: CalendarDay("2026-12-02")!, mode: "classic", topic: nil, top: 10)
            }
        }
        #expect(try await board().isEmpty)
        try await database.calls { try await $0.setBan(player: player, banned: false) }
        #expect(try await board().map(\.points) == [500])

        let nobody = UUID()
        await #expect(throws: FleetFailure.noPlayer(nobody.uuidString.lowercased())) {
            try await database.calls { try await $0.setBan(player: nobody, banned: true) }
        }
        await #expect(throws: FleetFailure.self) {
            try await database.calls { try await $0.setRole(player: player, role: "boss") }
        }
    }
}
