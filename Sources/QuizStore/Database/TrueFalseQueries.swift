import GRDB
import QuizCore

extension QuizDatabase {
    /// Every active true/false statement, in a stable order.
    public func trueFalseQuestions() throws(StoreError) -> [TrueFalseQuestion] {
        // Columns by position over a cursor: at 100k statements, looking each
        // column up by name was a third of the game's startup.
        try read { db in
            var questions: [TrueFalseQuestion] = []
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT q.uid, t.name AS topic, q.text, q.correctAnswer, q.explanation, q.source
                    FROM question q JOIN topic t ON t.id = q.topicId
                    WHERE q.kind = 'trueFalse' AND q.status = 'active'
                    ORDER BY q.uid
                    """)
            while let row = try rows.next() {
                questions.append(
                    TrueFalseQuestion(
                        id: row[0], topic: row[1], statement: row[2], answer: (row[3] as String) == "true",
                        explanation: row[4], source: row[5]))
            }
            return questions
        }
    }
}
