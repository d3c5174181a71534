import Foundation
import GRDB
import QuizCore
import TestSupport
import Testing

@testable import QuizStore

/// The device's outbox: joining queues each row once, the triggers queue new rows and edits only once
/// joined, acknowledging drops exactly what the server has, a row erased before its push is not sent, and the
/// hybrid clock never goes back.
@Suite struct FleetJournalTests {
    /// A month of solo play in small: two players who follow each other one way, three games with answers,
    /// a finished Daily Challenge, and an anonymous game.
    static func soloPlay(_ device: FleetDevice) throws -> (ada: PlayerRef, bob: PlayerRef) {
        let ada = try device.register("Ada")
        let bob = try device.register("Bob")
        #expect(try device.database.follow(ada.id, bob.id) == nil)
        try device.play(ada, points: 40, answers: 2)
        try device.play(bob, points: 30, answers: 2)
        try device.play(ada, mode: "trivia", points: 10, answers: 1)
        try device.play(nil, points: 5)
        try device.playDaily(ada, score: 7)
        return (ada, bob)
    }

    @Test func aStoreThatPlayedAloneJoinsAndQueuesEachRowOnce() throws {
        let device = try FleetDevice()
        _ = try Self.soloPlay(device)
        #expect(try device.journal.pending() == [], "nothing is queued before joining")
        #expect(try device.journal.state().deviceID == nil)

        let state = try device.journal.join()
        #expect(state.joined && state.deviceID != nil && state.cursor == 0)
        let kinds = try device.journal.pending().map(\.change.kind)
        #expect(
            kinds == [.question, .player, .player, .follow, .result, .result, .result, .result]
                + Array(repeating: .answer, count: 5) + [.daily], "its question first, then its players' rows")
        #expect(state.outboxLength == kinds.count)

        let again = try device.journal.join()
        #expect(again == state, "joining twice queues nothing more")
        let changes = try device.journal.pending().map(\.change)
        #expect(changes.count == kinds.count)
        #expect(Set(changes.map(\.id)).count == changes.count, "every change has its own fleet id")
        let seqs = try device.journal.pending().map(\.seq)
        #expect(seqs == Array(seqs.sorted()) && Set(seqs).count == seqs.count)
        // Fleet ids are version 4 UUIDs in lower case.
        let ids = try device.database.read { db in try String.fetchAll(db, sql: "SELECT fleetID FROM fleetRow") }
        #expect(ids.count == 2 + 4 + 5 + 1)
        #expect(ids.allSatisfy { $0 == $0.lowercased() && UUID(uuidString: $0) != nil && Array($0)[14] == "4" })
        #expect(ids.allSatisfy { "89ab".contains(Array($0)[19]) })
    }

    @Test func changesNameRowsByFleetReferences() throws {
        let device = try FleetDevice()
        let (ada, bob) = try Self.soloPlay(device)
        try device.journal.join()
        let changes = try device.journal.pending().map(\.change)
        let adaID = try #require(try device.journal.fleetID(of: ada))
        let bobID = try #require(try device.journal.fleetID(of: bob))
        let question = try #require(changes.first)
        #expect(question.kind == .question && question.player == nil)
        #expect(
            try Self.object(question.body) == [
                "uid": "space-closest-planet", "kind": "multipleChoice", "topic": "Space", "text": "Closest planet?",
                "correct": "Mercury", "wrong": ["Mars"], "explanation": "", "feedback": [String](), "source": "",
                "language": "en", "status": "active",
            ])
        let player = try #require(changes.first { $0.kind == .player })
        #expect(player.id == adaID && player.player == adaID)
        #expect(
            try Self.object(player.body) == [
                "name": "Ada", "username": "Ada", "createdAt": "2026-12-02T12:00:00.000Z",
            ])
        let follow = try #require(changes.first { $0.kind == .follow })
        #expect(follow.player == adaID && follow.stamp != nil)
        #expect(
            try Self.object(follow.body) == [
                "follower": adaID.uuidString.lowercased(), "followee": bobID.uuidString.lowercased(),
            ])
        let result = try #require(changes.first { $0.kind == .result })
        #expect(result.player == adaID)
        #expect(
            try Self.object(result.body) == [
                "mode": "tilt", "score": 4, "total": 5, "points": 40, "completedAt": "2026-12-02T12:00:00.000Z",
                "localDate": "2026-12-02", "topic": "Space", "ranked": true,
            ])
        let answer = try #require(changes.first { $0.kind == .answer })
        #expect(
            try Self.object(answer.body) == [
                "question": "space-closest-planet", "option": 0, "result": "right", "points": 100,
                "secondsTaken": 2.5, "mode": "tilt", "answeredAt": "2026-12-02T12:00:00.000Z",
            ])
        let anonymous = try #require(changes.last { $0.kind == .result })
        #expect(anonymous.player == nil)
        let daily = try #require(changes.last)
        #expect(daily.kind == .daily && daily.player == adaID)
        #expect(
            try Self.object(daily.body) == [
                "date": "2026-12-02", "score": 7, "completedAt": "2026-12-02T12:00:00.000Z",
            ])
    }

    @Test func triggersQueueNewRowsAndEditsOnlyOnceJoined() throws {
        let device = try FleetDevice()
        let ada = try device.register("Ada")
        try device.play(ada, points: 10, answers: 1)
        try device.database.setAvatar(Avatar.bundled("owl"), for: ada.id)
        #expect(try device.count("fleetOutbox") == 0 && device.count("fleetRow") == 0)

        try device.journal.join()
        #expect(try device.journal.state().outboxLength == 4)
        try device.play(ada, points: 20, answers: 3)
        let bob = try device.register("Bob")
        try device.database.setAvatar(Avatar.bundled("fox"), for: ada.id)
        #expect(try device.database.follow(ada.id, bob.id) == nil)
        #expect(try device.database.unfollow(ada.id, bob.id))
        let kinds = try device.journal.pending().map(\.change.kind)
        #expect(
            kinds == [
                .question, .player, .result, .answer, .result, .answer, .answer, .answer, .player, .profile, .profile,
                .follow, .unfollow,
            ])
        let edits = try device.journal.pending().map(\.change).filter { $0.kind == .profile }
        // Bob's registration set his username after the row was made: an edit; Ada's avatar: another.
        #expect(try edits.map { try Self.object($0.body) } == [["username": "Bob"], ["avatar": "bundled:fox"]])
        #expect(edits.allSatisfy { $0.stamp != nil })
    }

    @Test func acknowledgingDropsExactlyTheChangesThroughItsNumber() throws {
        let device = try FleetDevice()
        let ada = try device.register("Ada")
        try device.journal.join()
        try device.play(ada, points: 10, answers: 3)
        let seqs = try device.journal.pending().map(\.seq)
        #expect(seqs.count == 6)
        let when = Date(timeIntervalSince1970: 1_800_000_000)
        try device.journal.acknowledge(through: seqs[2], at: when)
        #expect(try device.journal.pending().map(\.seq) == Array(seqs[3...]))
        #expect(try device.journal.state().lastPushAt == when)

        // The server knows more than this store (an older copy restored): new changes are numbered after it.
        try device.journal.acknowledge(through: 1_000)
        #expect(try device.journal.state().outboxLength == 0)
        try device.play(ada, points: 5)
        #expect(try device.journal.pending().map(\.seq) == [1_001])
    }

    @Test func aRowErasedBeforeItsPushIsNotSent() throws {
        let device = try FleetDevice()
        try device.journal.join()
        let ada = try device.register("Ada")
        let bob = try device.register("Bob")
        try device.play(ada, points: 10, answers: 2)
        try device.playDaily(ada, score: 3)
        #expect(try device.database.follow(bob.id, ada.id) == nil)
        try device.play(bob, points: 20, answers: 1)
        let adaID = try #require(try device.journal.fleetID(of: ada))

        try PlayerDirectory(database: device.database).erase(ada)
        let changes = try device.journal.pending().map(\.change)
        #expect(
            !changes.contains {
                $0.player == adaID || $0.id == adaID || $0.body.contains(adaID.uuidString.lowercased())
            })
        #expect(
            changes.map(\.kind) == [.question, .player, .profile, .result, .answer],
            "the question, Bob's row, username, game, answer")
        #expect(try device.journal.state().outboxLength == 5, "what was skipped left the outbox")
    }

    /// `players erase` on a device: a player the fleet has not seen goes here alone; once pushed, or pulled from
    /// another device, the fleet holds them and only its erase reaches every device.
    @Test func theFleetHoldsAPlayerOncePushedOrPulled() throws {
        let hall = RelayHall()
        let one = try FleetDevice()
        let two = try FleetDevice()
        let early = try one.register("Early")
        #expect(try one.journal.fleetHolds(early) == nil, "a device that never joined holds its players alone")
        try one.journal.join()
        try two.journal.join()
        let ada = try one.register("Ada")
        #expect(try one.journal.fleetHolds(ada) == nil, "queued, not pushed")
        try hall.push(one)
        let adaID = try #require(try one.journal.fleetID(of: ada))
        #expect(try one.journal.fleetHolds(ada) == adaID)
        #expect(try one.journal.fleetHolds(early) != nil)
        _ = try hall.pull(two)
        let there = try #require(try two.player(adaID))
        #expect(
            try two.journal.fleetHolds(PlayerRef(id: there, name: "Ada", isGuest: false)) == adaID,
            "pulled from the fleet")
        let bob = try two.register("Bob")
        #expect(try two.journal.fleetHolds(bob) == nil)
    }

    @Test func theClockNeverGoesBackBehindAStampItSaw() throws {
        let device = try FleetDevice()
        let ada = try device.register("Ada")
        try device.journal.join()
        let adaID = try #require(try device.journal.fleetID(of: ada))
        // An edit from a device whose clock is an hour ahead.
        let ahead = FleetStamp(
            milliseconds: Int64(Date().timeIntervalSince1970 * 1000) + 3_600_000, counter: 3, device: "f")
        try device.journal.apply([
            FleetIncoming(
                logID: 1,
                change: FleetChange(
                    id: UUID(), kind: .profile, player: adaID, stamp: ahead, body: #"{"name":"Ada Ahead"}"#))
        ])
        try device.database.setAvatar(Avatar.bundled("owl"), for: ada.id)
        try device.database.setAvatar(Avatar.bundled("fox"), for: ada.id)
        let stamps = try device.journal.pending().compactMap(\.change.stamp)
        #expect(stamps.count == 2)
        #expect(stamps.allSatisfy { ahead < $0 }, "each local stamp comes after the one seen")
        #expect(stamps[0] < stamps[1])
        #expect(stamps[0].milliseconds == ahead.milliseconds && stamps[0].counter == ahead.counter + 1)
        let deviceID = try #require(try device.journal.state().deviceID)
        #expect(stamps.allSatisfy { $0.device == deviceID.uuidString.lowercased() })
    }

    @Test func theLastProblemIsKeptUntilCleared() throws {
        let device = try FleetDevice()
        let when = Date(timeIntervalSince1970: 1_800_000_000)
        let problem = FleetProblem.server(
            address: "hall:5432", message: "permission denied for table x", sqlState: "42501")
        try device.journal.record(problem: problem, at: when)
        var state = try device.journal.state()
        #expect(state.problem == problem)
        #expect(state.lastProblem == "PostgreSQL at hall:5432: permission denied for table x (42501)")
        #expect(state.lastProblemAt == when)
        // Kept as a value, no words: each reader words it in its language.
        let stored = try device.journal.database.read { db in
            try String.fetchOne(db, sql: "SELECT lastProblem FROM fleetState WHERE id = 1")
        }
        #expect(
            stored
                == #"{"server":{"address":"hall:5432","message":"permission denied for table x","sqlState":"42501"}}"#)
        for problem in [
            FleetProblem.unreachable(address: "[::1]:5432", reason: .noAnswer(seconds: 60)), .noSchema,
            .tls(address: "db:5432", reason: .untrusted(caFile: nil)), .badIncoming(logID: 7, reason: .system("x")),
        ] {
            try device.journal.record(problem: problem)
            #expect(try device.journal.state().problem == problem)
        }
        try device.journal.record(problem: nil)
        state = try device.journal.state()
        #expect(state.lastProblem == nil && state.lastProblemAt == nil)
    }

    /// A store written before problems were kept as values has the English line: it reads as it is.
    @Test func anOlderStoresEnglishLineReadsAsItIs() throws {
        let device = try FleetDevice()
        let line = "cannot connect to PostgreSQL at hall:5432: the connection was refused"
        try device.journal.database.write { db in
            try db.execute(
                sql: "UPDATE fleetState SET lastProblem = ?, lastProblemAt = '2026-12-01 10:00:00.000' WHERE id = 1",
                arguments: [line])
        }
        let state = try device.journal.state()
        #expect(state.problem == .recorded(line) && state.lastProblem == line && state.lastProblemAt != nil)
    }

    /// A JSON object's members, as JSON values compare.
    static func object(_ text: String) throws -> NSDictionary {
        NSDictionary(dictionary: try #require(JSONObjects.read(text) as? [String: Any]))
    }
}
