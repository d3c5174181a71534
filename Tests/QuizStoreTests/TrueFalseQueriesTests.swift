import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// Statements come back with their row and the ids of their "true" and
/// "false" options, which the options are read beside in runs of ids.
@Suite struct TrueFalseQueriesTests {
    @Test func statementsAmongOtherQuestionsCarryTheOptionsThatReadTrueAndFalse() throws {
        let database = try QuizDatabase()
        // Statements next to each other, then with 1, 3 and 9 other questions between them.
        let statements: Set<Int> = [0, 1, 2, 4, 8, 18, 19]
        try database.write { db in
            var writer = ContentWriter(db: db)
            for index in 0..<20 {
                let uid = String(format: "q%02d", index)
                let record =
                    statements.contains(index)
                    ? QuestionRecord(
                        uid: uid, kind: .trueFalse, topic: "Mixed", text: "Statement \(index).",
                        correct: index % 3 == 0 ? "true" : "false")
                    : QuestionRecord(
                        uid: uid, kind: .multipleChoice, topic: "Mixed", text: "Question \(index)?", correct: "A",
                        wrong: ["B", "C", "D", "E", "F"])
                _ = try writer.insertIfNew(record, packID: nil)
            }
            // A statement without options, as the bench writes them: it has no option ids.
            try db.execute(
                sql: """
                    INSERT INTO question (uid, topicId, kind, text, correctAnswer, fingerprint, dealSlot)
                    SELECT 'q20', id, 'trueFalse', 'Statement 20.', 'true', 'statement 20', 99 FROM topic
                    """)
        }
        let expected = try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT q.uid, q.text, q.correctAnswer, q.id,
                      (SELECT id FROM option WHERE questionId = q.id AND text = 'true') AS yes,
                      (SELECT id FROM option WHERE questionId = q.id AND text = 'false') AS no
                    FROM question q WHERE q.kind = 'trueFalse' ORDER BY q.uid
                    """
            ).map { row in
                TrueFalseQuestion(
                    id: row["uid"], topic: "Mixed", statement: row["text"],
                    answer: (row["correctAnswer"] as String) == "true",
                    explanation: "", source: "", rowID: row["id"], trueOptionID: row["yes"], falseOptionID: row["no"])
            }
        }
        #expect(expected.count == statements.count + 1)
        #expect(expected.dropLast().allSatisfy { $0.trueOptionID != nil && $0.falseOptionID != nil })
        #expect(try database.trueFalseQuestions() == expected)
    }
}
