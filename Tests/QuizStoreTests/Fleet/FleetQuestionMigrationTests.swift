import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// Schema v30 and the questions a device applies (docs/fleet.md, "Questions"), on one store: a store that joined
/// before v30 queues its questions once as it migrates, a quiz pack's stay; a pulled question is written by its
/// uid, the same one again changes nothing, and nothing pulled is queued.
@Suite struct FleetQuestionMigrationTests {
    static func question(_ uid: String, _ text: String, topic: String = "Space") -> QuestionRecord {
        QuestionRecord(uid: uid, kind: .multipleChoice, topic: topic, text: text, correct: "Yes", wrong: ["No"])
    }

    /// The fleet's `question` change of `body`, at log id `logID`.
    static func pulled(_ logID: Int64, _ body: String) -> FleetIncoming {
        FleetIncoming(logID: logID, change: FleetChange(id: UUID(), kind: .question, player: nil, body: body))
    }

    @Test func aStoreThatJoinedBeforeV30QueuesItsQuestionsOnceAndAQuizPacksStay() throws {
        let folder = TemporaryFolder()
        let path = folder.file("tiltquiz.sqlite")
        try OldStore.write(at: path, upTo: "v29: fleet badges and medals") { db in
            try db.execute(sql: "UPDATE fleetState SET joined = 1, deviceID = ? WHERE id = 1", arguments: ["d-1"])
            try db.execute(sql: "INSERT INTO pack (id, title, isQuiz) VALUES ('quiz', 'A quiz', 1)")
            var writer = ContentWriter(db: db)
            _ = try writer.upsert(Self.question("space-1", "Kept?"), packID: nil)
            _ = try writer.upsert(Self.question("quiz-1", "All of the above?"), packID: "quiz")
        }
        let database = try QuizDatabase(path: path)
        let journal = FleetJournal(database: database)
        let queued = try journal.pending()
        #expect(queued.map(\.change.kind) == [.question])
        #expect(queued.first?.change.body.contains("\"uid\":\"space-1\"") == true)
        try database.close()

        // Opened again: nothing more. A question added now is queued; one of the quiz pack is not.
        let again = try QuizDatabase(path: path)
        let journalAgain = FleetJournal(database: again)
        #expect(try journalAgain.pending().count == 1)
        try again.write { db in
            var writer = ContentWriter(db: db)
            _ = try writer.upsert(Self.question("space-2", "New?"), packID: nil)
            _ = try writer.upsert(Self.question("quiz-2", "None of the above?"), packID: "quiz")
        }
        let bodies = try journalAgain.pending().map(\.change.body)
        #expect(bodies.count == 2 && bodies[1].contains("\"uid\":\"space-2\""))
    }

    @Test func aPulledQuestionIsWrittenByUidOnceAndNotSentBack() throws {
        let store = try TemporaryStore(prefix: "tiltquiz-fleet-questions-")
        let journal = FleetJournal(database: store.database)
        try journal.join()
        try store.database.write { db in
            try db.execute(sql: "INSERT INTO pack (id, title, isQuiz) VALUES ('quiz', 'A quiz', 1)")
            var writer = ContentWriter(db: db)
            _ = try writer.upsert(Self.question("quiz-1", "Quiz text?"), packID: "quiz")
        }
        let outbox = try journal.state().outboxLength
        let body = """
            {"uid": "fleet-1", "kind": "multipleChoice", "topic": "Pulled topic", "text": "From the fleet?",
             "correct": "Yes", "wrong": ["No", "Maybe"], "explanation": "", "feedback": [], "badge": null,
             "source": "", "language": "en", "translates": null, "status": "retired"}
            """
        let quiz = """
            {"uid": "quiz-1", "kind": "multipleChoice", "topic": "Space", "text": "Changed?", "correct": "Yes",
             "wrong": ["No"], "status": "active"}
            """
        #expect(try journal.apply([Self.pulled(1, body), Self.pulled(2, quiz)]) == 1)
        let row = try store.database.read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT q.text, q.status, q.packId, t.name AS topic,
                      (SELECT group_concat(text, '|') FROM (SELECT text FROM option WHERE questionId = q.id
                       ORDER BY position)) AS options
                    FROM question q JOIN topic t ON t.id = q.topicId WHERE q.uid = 'fleet-1'
                    """)
        }
        let written = try #require(row)
        let text: String = written["text"]
        let status: String = written["status"]
        let topic: String = written["topic"]
        let options: String = written["options"]
        let pack: String? = written["packId"]
        #expect(text == "From the fleet?" && status == "retired" && topic == "Pulled topic")
        #expect(options == "Yes|No|Maybe" && pack == nil)
        #expect(
            try store.database.read { db in
                try String.fetchOne(db, sql: "SELECT text FROM question WHERE uid = 'quiz-1'")
            } == "Quiz text?", "a quiz pack's question is left as it is")

        // The same question again (another log id) changes nothing; nothing pulled was queued.
        #expect(try journal.apply([Self.pulled(3, body)]) == 0)
        #expect(try journal.state().outboxLength == outbox)
        let active = body.replacingOccurrences(of: "\"retired\"", with: "\"active\"")
        #expect(try journal.apply([Self.pulled(4, active)]) == 1)
        #expect(
            try store.database.read { db in
                try String.fetchOne(db, sql: "SELECT status FROM question WHERE uid = 'fleet-1'")
            } == "active")
    }
}
