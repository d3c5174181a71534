import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// The device's submissions and reports as the store keeps them: a submission's fields checked and trimmed, a
/// report once per player and question, the admin's grouping and closing, and both erased with their player.
@Suite struct FeedbackStoreTests {
    /// A store with two multiple-choice questions in "Space" and "Rivers", and two players.
    static func store() throws -> (QuizDatabase, [Int64], PlayerRef, PlayerRef) {
        let database = try QuizDatabase()
        try database.insertQuestions([
            QuestionRecord(
                uid: "q1", kind: .multipleChoice, topic: "Space", text: "Which planet is largest?",
                correct: "Jupiter", wrong: ["Mars", "Venus", "Earth"]),
            QuestionRecord(
                uid: "q2", kind: .multipleChoice, topic: "Rivers", text: "Which river is longest?",
                correct: "Nile", wrong: ["Thames", "Seine", "Rhine"]),
        ])
        let ids = try database.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM question ORDER BY uid") }
        let directory = PlayerDirectory(database: database)
        return (database, ids, try directory.newPlayer(named: "Ada"), try directory.newPlayer(named: "Bo"))
    }

    @Test func aSubmissionIsCheckedFieldByFieldAndLandsPendingWithItsPlayer() throws {
        let (database, _, ada, _) = try Self.store()
        switch QuestionSubmission.check(text: "  ", correctAnswer: "", topicName: "Space") {
        case .success: Issue.record("an empty question was taken")
        case .failure(let problem):
            #expect(problem.fields == [.init(field: .question, length: .empty), .init(field: .answer, length: .empty)])
        }
        switch QuestionSubmission.check(text: "Short?", correctAnswer: String(repeating: "a", count: 81), topicName: "")
        {
        case .success: Issue.record("a short question was taken")
        case .failure(let problem):
            #expect(
                problem.fields == [
                    .init(field: .question, length: .tooShort(minimum: 10, has: 6)),
                    .init(field: .answer, length: .tooLong(maximum: 80, has: 81)),
                    .init(field: .topic, length: .empty),
                ])
        }
        let submission = try QuestionSubmission.check(
            text: "  Which   moon is <script>largest</script>? ", correctAnswer: " Ganymede ", topicName: "Other"
        ).get()
        let id = try database.submit(submission, playerID: ada.id)
        let row = try #require(try database.read { db in try Row.fetchOne(db, sql: "SELECT * FROM submission") })
        #expect(row["id"] as Int64 == id)
        #expect(row["playerId"] as Int64? == ada.id)
        #expect(row["text"] as String == "Which moon is <script>largest</script>?")
        #expect(row["correctAnswer"] as String == "Ganymede")
        #expect(row["topicName"] as String == "Other")
        #expect(row["status"] as String == "pending")
        #expect(try database.topicNames() == ["Rivers", "Space"])
    }

    @Test func aPlayerReportsAQuestionOnceAndTheAdminSeesReportsGroupedByQuestion() throws {
        let (database, ids, ada, bo) = try Self.store()
        let first = QuestionReport(questionID: ids[0], reason: .wrong, note: "It is  Saturn ")
        #expect(try database.file(first, playerID: ada.id) == .saved)
        #expect(try database.hasReported(questionID: ids[0], playerID: ada.id))
        #expect(try database.file(first, playerID: ada.id) == .alreadyReported)
        #expect(
            try database.file(QuestionReport(questionID: ids[0], reason: .inappropriate, note: ""), playerID: bo.id)
                == .saved)
        #expect(
            try database.file(QuestionReport(questionID: ids[1], reason: .other, note: "typo"), playerID: ada.id)
                == .saved)
        #expect(
            try database.file(QuestionReport(questionID: 9999, reason: .other, note: ""), playerID: bo.id)
                == .notSaved(.questionGone))
        let queries = AdminQueries(database: database)
        let open = try queries.reportGroups(.open)
        #expect(open.count == 2)
        let jupiter = try #require(open.first { $0.questionID == ids[0] })
        #expect(jupiter.questionText == "Which planet is largest?")
        #expect(jupiter.topic == "Space")
        #expect(jupiter.counts == ["wrong": 1, "inappropriate": 1])
        #expect(Set(jupiter.reports.compactMap(\.playerName)) == ["Ada", "Bo"])
        #expect(jupiter.reports.contains { $0.note == "It is Saturn" })
        #expect(try queries.closeReports(questionID: ids[0], as: .dismissed) == 2)
        #expect(try queries.closeReports(questionID: ids[0], as: .resolved) == 0)
        #expect(try queries.reportGroups(.open).map(\.questionID) == [ids[1]])
        let closed = try queries.reportGroups(.closed)
        #expect(closed.map(\.questionID) == [ids[0]])
        #expect(closed[0].reports.allSatisfy { $0.status == "dismissed" })
        // Closed, the report still counts as the player's one.
        #expect(try database.file(first, playerID: ada.id) == .alreadyReported)
    }

    @Test func submissionsAndReportsAreErasedWithTheirPlayer() throws {
        let (database, ids, ada, bo) = try Self.store()
        let submission = try QuestionSubmission.check(
            text: "Which moon is largest?", correctAnswer: "Ganymede", topicName: "Space"
        ).get()
        _ = try database.submit(submission, playerID: ada.id)
        _ = try database.submit(submission, playerID: bo.id)
        _ = try database.file(QuestionReport(questionID: ids[0], reason: .wrong, note: ""), playerID: ada.id)
        _ = try database.file(QuestionReport(questionID: ids[0], reason: .wrong, note: ""), playerID: bo.id)
        let erased = try PlayerDirectory(database: database).erase(ada)
        #expect(erased["submission"] == 1)
        #expect(erased["report"] == 1)
        let left = try database.read { db in
            (
                try Int64.fetchAll(db, sql: "SELECT playerId FROM submission"),
                try Int64.fetchAll(db, sql: "SELECT playerId FROM report")
            )
        }
        #expect(left.0 == [bo.id])
        #expect(left.1 == [bo.id])
    }
}
