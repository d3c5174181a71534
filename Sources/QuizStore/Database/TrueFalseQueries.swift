import GRDB
import QuizCore

extension QuizDatabase {
    /// Every active true/false statement, in a stable order.
    public func trueFalseQuestions() throws(StoreError) -> [TrueFalseQuestion] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT q.uid, t.name AS topic, q.text, q.correctAnswer, q.explanation, q.source
                    FROM question q JOIN topic t ON t.id = q.topicId
                    WHERE q.kind = 'trueFalse' AND q.status = 'active'
                    ORDER BY q.uid
                    """
            ).map { row in
                TrueFalseQuestion(
                    id: row["uid"], topic: row["topic"], statement: row["text"],
                    answer: (row["correctAnswer"] as String) == "true",
                    explanation: row["explanation"], source: row["source"])
            }
        }
    }
}
