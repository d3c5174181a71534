import Foundation
import GRDB
import PostgresNIO
import QuizCore
import TestSupport
import TestSupportFleet
import Testing

@testable import QuizFleet
@testable import QuizStore

/// The hall's question bank (docs/fleet.md, "Questions"): a question imported on one real device store is dealt on
/// another after both sync through a real PostgreSQL, once; the first device to send a uid wins; an admin's edit
/// or retire reaches every device at its next pull.
@Suite(.fleetCluster) struct FleetQuestionTests {
    static let topic = "Fleet Facts"

    /// Two questions of `topic` as our CSV has them, with uids.
    static func csv(_ rows: [(uid: String, text: String, correct: String)]) -> String {
        "uid,topic,question,correct,wrong1,wrong2\n"
            + rows.map { "\($0.uid),\(topic),\($0.text),\($0.correct),Wrong one,Wrong two\n" }.joined()
    }

    @Test func anImportOnOneKioskIsDealtOnTheOtherOnceAndTheFirstUidWins() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        // B had its own question under a uid A sends too, before either joined: the first uid sent wins.
        try b.importQuestions(Self.csv([(uid: "fleet-q-2", text: "B's own text?", correct: "B")]))
        try await a.sync.once()
        try a.importQuestions(
            Self.csv([
                (uid: "fleet-q-1", text: "Which kiosk asked first?", correct: "Hall one"),
                (uid: "fleet-q-2", text: "A's text?", correct: "A"),
            ]))
        for device in [a, b, a, b] { try await device.sync.once() }

        let dealt = try b.dealt(Self.topic)
        #expect(
            dealt == [
                "fleet-q-1 Which kiosk asked first? [Hall one, Wrong one, Wrong two]",
                "fleet-q-2 A's text? [A, Wrong one, Wrong two]",
            ])
        #expect(try a.dealt(Self.topic) == dealt)
        #expect(
            try await hall.database.texts("SELECT uid || ' ' || text FROM fleet.question ORDER BY uid")
                == ["fleet-q-1 Which kiosk asked first?", "fleet-q-2 A's text?"])

        // Syncing again, and the same question sent again by another device (new change ids), doubles nothing.
        let logged = "SELECT count(*) FROM fleet.change_log WHERE kind = 'question'"
        let logBefore = try await hall.database.integer(logged)
        #expect(logBefore == 2)
        var other = FleetTestDevice()
        let again = try #require(try a.journal.questionBody(uid: "fleet-q-1"))
        let sent = other.change(.question, player: nil, again)
        for batch in [[sent], [sent], [other.change(.question, player: nil, again)]] {
            _ = try await hall.database.calls { try await $0.push(device: other.id, changes: batch) }
        }
        for device in [a, b, a, b] { try await device.sync.once() }
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.question") == 2)
        #expect(try await hall.database.integer(logged) == logBefore)
        for device in [a, b] {
            #expect(try device.count("SELECT count(*) FROM question WHERE uid LIKE 'fleet-q-%'") == 2)
            #expect(try device.journal.state().outboxLength == 0)
        }
    }

    @Test func anAdminEditAndRetireReachEveryKioskAtItsNextPull() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        try a.importQuestions(
            Self.csv([
                (uid: "fleet-q-1", text: "Kept?", correct: "Yes"), (uid: "fleet-q-2", text: "Typo?", correct: "No"),
            ]))
        for device in [a, b] { try await device.sync.once() }
        #expect(try b.dealt(Self.topic).count == 2)

        let admin = try await hall.database.user(in: FleetSchema.adminRole)
        try await admin.run { client in
            let calls = FleetServerCalls(client)
            try await calls.changeQuestion(uid: "fleet-q-1", FleetQuestionChanges(status: "retired"))
            try await calls.changeQuestion(
                uid: "fleet-q-2", FleetQuestionChanges(text: "Fixed?", wrong: ["Maybe", "Never", "Sometimes"]))
        }
        // One sync period each: the admin's changes are there.
        for device in [a, b] { try await device.sync.once() }
        for device in [a, b] {
            #expect(
                try device.dealt(Self.topic) == ["fleet-q-2 Fixed? [No, Maybe, Never, Sometimes]"],
                "on \(device.sync.kiosk)")
            #expect(
                try device.count("SELECT count(*) FROM question WHERE uid = 'fleet-q-1' AND status = 'retired'") == 1)
        }
        #expect(
            try await hall.database.texts("SELECT uid || ' ' || status FROM fleet.question ORDER BY uid")
                == ["fleet-q-1 retired", "fleet-q-2 active"])

        // Back in play, and nothing the kiosks do sends the retire back or the old text again.
        try await admin.run {
            try await FleetServerCalls($0).changeQuestion(uid: "fleet-q-1", FleetQuestionChanges(status: "active"))
        }
        for device in [a, b, a, b] { try await device.sync.once() }
        #expect(try a.dealt(Self.topic).count == 2 && b.dealt(Self.topic).count == 2)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.change_log WHERE kind = 'question'") == 5)

        // What an admin can get wrong is one line naming the question; a kiosk may not change one at all.
        let noSuch = await #expect(throws: FleetFailure.self) {
            try await admin.run {
                try await FleetServerCalls($0).changeQuestion(uid: "nope", FleetQuestionChanges(status: "retired"))
            }
        }
        #expect(noSuch?.description == "the fleet has no question \"nope\" (TQ003): no device has sent it yet")
        let badStatus = await #expect(throws: FleetFailure.self) {
            try await admin.run {
                try await FleetServerCalls($0).changeQuestion(uid: "fleet-q-1", FleetQuestionChanges(status: "gone"))
            }
        }
        #expect(
            badStatus?.description.contains(
                "the status gone is not one of active, retired (question fleet-q-1) (22023)")
                == true, "\(String(describing: badStatus))")
        let kiosk = try await hall.database.user(in: FleetSchema.kioskRole)
        let denied = await #expect(throws: FleetFailure.self) {
            try await kiosk.run {
                try await FleetServerCalls($0).changeQuestion(uid: "fleet-q-1", FleetQuestionChanges(status: "retired"))
            }
        }
        #expect(denied?.description.contains("permission denied for function change_question (42501)") == true)
        #expect(
            try await hall.database.texts("SELECT status FROM fleet.question WHERE uid = 'fleet-q-1'") == ["active"])
    }

    /// A kiosk of this build on a server still at migration 7 is stopped with the schema-version line before it
    /// pushes anything, and sends its questions once `fleet init` brought the server to 12; a kiosk of the build
    /// before (which knows 7) meets a server of 12 through the same unchanged `hello` and gets its line.
    @Test func aKioskAndAServerOfAnotherSchemaVersionGetTheLine() async throws {
        let database = try await FleetTestCluster.shared().database()
        _ = try await database.owner.run { try await FleetSchema.install(on: $0, through: 7) }
        let a = try FleetTestStore(kiosk: "hall-1", connection: try await database.user(in: FleetSchema.kioskRole))
        try a.importQuestions(Self.csv([(uid: "fleet-q-1", text: "Waiting?", correct: "Yes")]))
        let failure = await #expect(throws: FleetSyncFailure.self) { try await a.sync.once() }
        #expect(
            failure?.line
                == "the fleet's PostgreSQL has schema version 7; this tiltquiz knows 13: run `tiltquiz fleet init` with "
                + "this tiltquiz to bring the server to 13")
        #expect(try a.journal.state().outboxLength == 1)

        #expect(try await database.install() == FleetInstall(from: 7, to: 13, createdRoles: []))
        try await a.sync.once()
        #expect(try await database.texts("SELECT uid FROM fleet.question") == ["fleet-q-1"])

        let hello = try await database.calls { try await $0.hello(device: UUID(), kiosk: "old-build") }
        #expect(hello.schemaVersion == 13)
        #expect(
            FleetFailure.schemaVersion(server: hello.schemaVersion, known: 7).description
                == "the fleet's PostgreSQL has schema version 13; this tiltquiz knows 7: update tiltquiz on this "
                + "machine to a version that knows 13")
    }
}

extension FleetTestStore {
    /// Imports our CSV's `text` as `import` does.
    func importQuestions(_ text: String) throws {
        let file = store.folder.write("questions-\(UUID().uuidString).csv", text)
        _ = try store.database.importFiles([file], format: .csv, packName: nil, dryRun: false)
    }

    /// Every question trivia deals in the topic `name` here, one after another for a player who answers none:
    /// "uid text [right, wrong...]", by uid.
    func dealt(_ name: String) throws -> [String] {
        guard
            let topic = try store.database.read({ db in
                try Int64.fetchOne(db, sql: "SELECT id FROM topic WHERE name = ?", arguments: [name])
            })
        else { return [] }
        let dealer = PlayerRef(id: 0, name: "Dealer", isGuest: true)
        let repository = TriviaRepository(database: store.database, player: dealer)
        var dealt: [String] = []
        let total = try repository.topics().first { $0.id == topic }?.total ?? 0
        // 64 seeded draws: each deals one of the topic's questions, uniformly (PlayQueries.nextQuestion).
        for key in (1...64).map({ Int64($0) * 7919 }) {
            guard let question = try repository.nextQuestion(topicID: topic, randomKey: key) else { continue }
            let line = "\(question.uid) \(question.text) [\(question.options.map(\.text).joined(separator: ", "))]"
            if !dealt.contains(line) { dealt.append(line) }
        }
        #expect(dealt.count == total, "every question of \(name) dealt: \(dealt)")
        return dealt.sorted()
    }
}

extension FleetJournal {
    /// The body the outbox sends for the question `uid` here.
    func questionBody(uid: String) throws -> String? {
        try database.read { db in
            try String.fetchOne(
                db,
                sql: "SELECT \(FleetQuestionBody.sql) FROM question q JOIN topic t ON t.id = q.topicId WHERE q.uid = ?",
                arguments: [uid])
        }
    }
}
