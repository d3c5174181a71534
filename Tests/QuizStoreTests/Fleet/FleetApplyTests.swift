import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// Pulled changes applied on a device: rows added once (never sent back), the hall's results on this
/// device's boards, profiles and follows by the latest stamp, the admin's ban, role and erase, a username the
/// fleet gave to someone else.
@Suite struct FleetApplyTests {
    /// Two devices that joined, Ada registered and played on the first, everything relayed to the second.
    static func twoDevices() throws -> (hall: RelayHall, one: FleetDevice, two: FleetDevice, ada: PlayerRef) {
        let hall = RelayHall()
        let one = try FleetDevice()
        let two = try FleetDevice()
        let ada = try one.register("Ada")
        try one.play(ada, points: 40, answers: 2)
        try one.playDaily(ada, score: 7)
        try one.journal.join()
        try two.journal.join()
        try hall.push(one)
        try hall.pull(two)
        return (hall, one, two, ada)
    }

    @Test func appliedRowsAreNotSentBackAndApplyingTwiceChangesNothing() throws {
        let (hall, one, two, _) = try Self.twoDevices()
        // Only its own question, queued as it joined: nothing applied is queued.
        #expect(try two.journal.pending().map(\.change.kind) == [.question])
        #expect(try two.journal.state().cursor == Int64(hall.log.count))
        let counts = try ["player", "gameResult", "answer", "dailyAttempt", "boardTotal", "fleetRow"].map(two.count)
        #expect(counts == [1, 1, 2, 1, 6, 5])

        #expect(try two.journal.apply(hall.log) == 0, "below the cursor")
        // The same changes again under new log ids (a server that logged them twice): known by fleet id.
        let again = hall.log.map { FleetIncoming(logID: $0.logID + 100, change: $0.change) }
        #expect(try two.journal.apply(again) == 0)
        #expect(
            try ["player", "gameResult", "answer", "dailyAttempt", "boardTotal", "fleetRow"].map(two.count) == counts)
        #expect(try two.journal.state().cursor == Int64(hall.log.count + 100))
        // The first device's own changes come back to it and change nothing there either.
        #expect(try hall.pull(one) == 0)
        #expect(try one.count("gameResult") == 1 && one.journal.state().outboxLength == 0)
    }

    @Test func aResultPlayedElsewhereShowsOnThisDevicesBoards() throws {
        let (hall, one, two, _) = try Self.twoDevices()
        let bob = try two.register("Bob")
        try two.play(bob, points: 30, answers: 1)
        try hall.push(two)
        try hall.pull(one)
        for device in [one, two] {
            for period in BoardPeriod.allCases {
                #expect(try device.board("tilt", period) == ["Ada 40", "Bob 30"])
            }
            let space = try device.database.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM topic") }
            let topicBoard = try device.database.board(
                BoardScope(mode: "tilt", topicID: space, period: .all, day: FleetDevice.day))
            #expect(topicBoard.top.map(\.name) == ["Ada", "Bob"])
        }
        // People's Choice counts the fleet's answers: both devices hold all three, on the same option.
        #expect(try one.count("answer") == 3 && two.count("answer") == 3)
        let adaOnTwo = try #require(
            try two.player(try one.journal.fleetID(of: PlayerRef(id: 1, name: "Ada", isGuest: false))))
        let daily = try two.database.dailyAttempts(playerID: adaOnTwo, day: FleetDevice.day)
        #expect(daily.count == 1 && daily.first?.finished == true)
        #expect(try two.database.read { db in try Int.fetchOne(db, sql: "SELECT score FROM dailyAttempt") } == 7)
    }

    @Test func aGuestStaysAGuestOnTheDevicesThatPullThem() throws {
        let (hall, one, two, _) = try Self.twoDevices()
        let guest = try PlayerDirectory(database: one.database).newGuest(at: FleetDevice.moment)
        try one.play(guest, points: 3)
        try hall.push(one)
        try hall.pull(two)
        let pulled = try #require(try two.player(try one.journal.fleetID(of: guest)))
        let row = try two.database.read { db in
            try Row.fetchOne(db, sql: "SELECT name, role FROM player WHERE id = ?", arguments: [pulled])
        }
        #expect(row?["name"] == guest.name && row?["role"] == "guest")
        #expect(try two.board() == ["Ada 40", "\(guest.name) 3"])
    }

    @Test func profileFieldsTakeTheLatestStamp() throws {
        let (hall, one, two, ada) = try Self.twoDevices()
        let adaID = try #require(try one.journal.fleetID(of: ada))
        let adaOnTwo = try #require(try two.player(adaID))
        // Another device's edits with stamps of long ago, logged by the hall as the server would.
        func edit(_ ms: Int64, _ body: String) throws {
            hall.write(
                FleetChange(
                    id: UUID(), kind: .profile, player: adaID,
                    stamp: FleetStamp(milliseconds: ms, counter: 0, device: "c"), body: body))
            try hall.pull(two)
        }
        func name() throws -> String? {
            try two.database.read { db in
                try String.fetchOne(
                    db, sql: "SELECT name || ' ' || IFNULL(avatar, '-') FROM player WHERE id = ?", arguments: [adaOnTwo]
                )
            }
        }
        try edit(2_000, #"{"name":"Ada Two"}"#)
        #expect(try name() == "Ada Two -")
        try edit(1_000, #"{"name":"Ada Old","avatar":"bundled:owl"}"#)
        #expect(try name() == "Ada Two bundled:owl", "an older name loses; the avatar had no stamp yet")
        try edit(3_000, #"{"name":"Ada Three"}"#)
        #expect(try name() == "Ada Three bundled:owl")

        // Edited on both devices: once each has the other's edit, both show the one with the later stamp. The
        // first edit carries the later stamp (its device's clock a few seconds ahead), so the second device's
        // own edit, coming back after the first device's, must not win there.
        try one.database.write { db in
            try db.execute(
                sql: "UPDATE fleetState SET clockMs = ? WHERE id = 1",
                arguments: [Int64(Date().timeIntervalSince1970 * 1000) + 5_000])
        }
        try one.database.setAvatar(.bundled("fox"), for: ada.id)
        try two.database.setAvatar(.bundled("cat"), for: adaOnTwo)
        let stampOne = try #require(try one.journal.pending().last?.change.stamp)
        let stampTwo = try #require(try two.journal.pending().last?.change.stamp)
        try hall.push(one)
        try hall.push(two)
        try hall.pull(one)
        try hall.pull(two)
        #expect(stampTwo < stampOne)
        for (device, id) in [(one, ada.id), (two, adaOnTwo)] {
            let avatar = try device.database.read { db in
                try String.fetchOne(db, sql: "SELECT avatar FROM player WHERE id = ?", arguments: [id])
            }
            #expect(avatar == "bundled:fox")
        }
    }

    /// A device whose clock runs an hour ahead stamps its edits an hour ahead; the server caps such a stamp at its
    /// own clock. When the edit comes back capped, the device takes the capped stamp, so a later edit from a
    /// device with a true clock wins here too, as it did on the server; an edit still waiting here is kept.
    @Test func anEditFromAClockAheadComesBackCappedAndALaterEditWins() throws {
        let (hall, one, two, ada) = try Self.twoDevices()
        let adaOnTwo = try #require(try two.player(try one.journal.fleetID(of: ada)))
        let now = Int64(Date().timeIntervalSince1970 * 1000)
        func avatar(_ device: FleetDevice, _ id: Int64) throws -> String? {
            try device.database.read { db in
                try String.fetchOne(db, sql: "SELECT avatar FROM player WHERE id = ?", arguments: [id])
            }
        }
        // The first device's hybrid clock an hour ahead, as its wall clock would make it.
        try one.database.write { db in
            try db.execute(sql: "UPDATE fleetState SET clockMs = ? WHERE id = 1", arguments: [now + 3_600_000])
        }
        try one.database.setAvatar(.bundled("fox"), for: ada.id)
        let ahead = try #require(try one.journal.pending().last)
        #expect(try #require(ahead.change.stamp).milliseconds >= now + 3_600_000)
        try one.journal.acknowledge(through: ahead.seq)
        // The server takes it in with its stamp capped at the server's clock (here a second before `now`).
        var capped = ahead.change
        capped.stamp?.milliseconds = now - 1_000
        hall.write(capped)
        // The second device, with a true clock, edits later; its edit beat the capped one on the server.
        try hall.pull(two)
        try two.database.setAvatar(.bundled("cat"), for: adaOnTwo)
        try hall.push(two)
        try hall.pull(one)
        #expect(try avatar(one, ada.id) == "bundled:cat", "the later edit wins on the device that ran ahead")
        #expect(try avatar(two, adaOnTwo) == "bundled:cat")

        // An edit made here and not yet pushed is not undone by its own older edit coming back.
        try one.database.setAvatar(.bundled("owl"), for: ada.id)
        let waiting = try #require(try one.journal.pending().last)
        var echo = waiting.change
        echo.id = UUID()
        echo.body = #"{"avatar":"bundled:fox"}"#
        echo.stamp?.milliseconds = now - 500
        hall.write(echo)
        try hall.pull(one)
        #expect(try avatar(one, ada.id) == "bundled:owl", "the waiting edit stays until the server judges it")
    }

    @Test func followsTravelAndTheLaterStampWins() throws {
        let (hall, one, two, ada) = try Self.twoDevices()
        let bob = try two.register("Bob")
        try hall.push(two)
        try hall.pull(one)
        let bobOnOne = try #require(try one.player(try two.journal.fleetID(of: bob)))
        #expect(try one.database.follow(ada.id, bobOnOne) == nil)
        try hall.push(one)
        try hall.pull(two)
        let adaOnTwo = try #require(try two.player(try one.journal.fleetID(of: ada)))
        #expect(try two.database.isFollowing(adaOnTwo, bob.id))
        #expect(try two.journal.state().outboxLength == 0)

        #expect(try one.database.unfollow(ada.id, bobOnOne))
        try hall.push(one)
        try hall.pull(two)
        #expect(try !two.database.isFollowing(adaOnTwo, bob.id))
        // The follow again, pulled late (its stamp older than the unfollow's): it stays undone.
        let follow = try #require(hall.log.first { $0.change.kind == .follow }?.change)
        try two.journal.apply([FleetIncoming(logID: Int64(hall.log.count + 1), change: follow)])
        #expect(try !two.database.isFollowing(adaOnTwo, bob.id))
    }

    @Test func aBanAndARoleFromTheAdminApply() throws {
        let (hall, one, _, ada) = try Self.twoDevices()
        let adaID = try #require(try one.journal.fleetID(of: ada))
        hall.write(FleetChange(id: UUID(), kind: .role, player: adaID, body: #"{"role":"moderator"}"#))
        hall.write(FleetChange(id: UUID(), kind: .ban, player: adaID, body: #"{"banned":true}"#))
        try hall.pull(one)
        let row = try one.database.read { db in
            try Row.fetchOne(db, sql: "SELECT role, banned FROM player WHERE id = ?", arguments: [ada.id])
        }
        #expect(row?["role"] == "moderator" && row?["banned"] == true)
        #expect(try one.board() == [], "a banned player leaves the boards")
        #expect(try one.journal.state().outboxLength == 0, "the admin's decisions are not sent back")
    }

    @Test func anEraseRemovesEveryRowOfThePlayerAndLaterRowsOfTheirsDoNothing() throws {
        let (hall, one, two, ada) = try Self.twoDevices()
        let bob = try two.register("Bob")
        try two.play(bob, points: 30)
        try hall.push(two)
        try hall.pull(one)
        let adaID = try #require(try one.journal.fleetID(of: ada))
        let adaOnTwo = try #require(try two.player(adaID))
        let bobOnOne = try #require(try one.player(try two.journal.fleetID(of: bob)))
        #expect(try two.database.follow(bob.id, adaOnTwo) == nil)
        // Ada plays on, offline: her game is queued when the erase arrives.
        try one.play(ada, points: 15, answers: 1)

        hall.write(FleetChange(id: UUID(), kind: .erase, player: adaID, body: "{}"))
        try hall.pull(one)
        try hall.pull(two)
        for (device, id) in [(one, ada.id), (two, adaOnTwo)] {
            let left = try device.database.read { db -> [String: Int] in
                var rows = try PlayerErasureTests.rowsAbout(id, db)
                rows["player"] = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player WHERE id = ?", arguments: [id])
                return rows
            }
            #expect(left == ["player": 0])
            #expect(try device.board() == ["Bob 30"])
        }
        #expect(try one.journal.pending().isEmpty, "nothing of hers leaves the device after the erase")
        #expect(try two.journal.pending().allSatisfy { !$0.change.body.contains(adaID.uuidString.lowercased()) })

        // Her rows pulled again (a log replayed, a late push) bring nothing back.
        let replay = hall.log.filter { $0.change.player == adaID && $0.change.kind != .erase }
        #expect(!replay.isEmpty)
        let later = replay.enumerated().map {
            FleetIncoming(logID: Int64(1_000 + $0.offset), change: $0.element.change)
        }
        #expect(try two.journal.apply(later) == 0)
        let fresh = FleetChange(
            id: UUID(), kind: .result, player: adaID,
            body:
                #"{"mode":"tilt","score":1,"total":5,"points":99,"completedAt":"2026-12-02T12:00:00.000Z","localDate":"2026-12-02"}"#
        )
        #expect(try two.journal.apply([FleetIncoming(logID: 2_000, change: fresh)]) == 0)
        #expect(try two.count("player") == 1 && two.board() == ["Bob 30"])
        #expect(bobOnOne > 0)
    }

    @Test func aUsernameTheFleetGaveToSomeoneElseIsAskedAgain() throws {
        let hall = RelayHall()
        let one = try FleetDevice.joined()
        let two = try FleetDevice.joined()
        // "zed" registered offline on both devices; the server kept the first device's.
        let first = try one.register("zed")
        let second = try two.register("zed")
        try two.play(second, points: 12)
        try hall.push(one)
        try hall.pull(two)
        let secondRow = try two.database.read { db in
            try Row.fetchOne(db, sql: "SELECT username, name FROM player WHERE id = ?", arguments: [second.id])
        }
        #expect(secondRow?["username"] == nil as String? && secondRow?["name"] == "zed")
        #expect(try two.journal.needsNewUsername(second))
        #expect(try two.count("gameResult") == 1, "nothing they played is lost")
        let firstOnTwo = try #require(try two.player(try one.journal.fleetID(of: first)))
        #expect(
            try two.database.read { db in
                try String.fetchOne(db, sql: "SELECT username FROM player WHERE id = ?", arguments: [firstOnTwo])
            } == "zed")

        // The server's own word for the second device's player comes too, and changes nothing more.
        let secondID = try #require(try two.journal.fleetID(of: second))
        hall.write(FleetChange(id: UUID(), kind: .usernameTaken, player: secondID, body: #"{"username":"zed"}"#))
        try hall.pull(two)
        #expect(try two.journal.needsNewUsername(second))
        #expect(try two.journal.state().outboxLength > 0, "their own rows still go out")
        // A new username chosen answers the request.
        try two.database.write { db in
            try db.execute(sql: "UPDATE player SET username = 'zed2' WHERE id = ?", arguments: [second.id])
        }
        #expect(try !two.journal.needsNewUsername(second))
    }
}
