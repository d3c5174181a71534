import Foundation
import GRDB
import QuizCore

extension QuizDatabase {
    /// Every active true/false statement of the packs in `scope`, in a stable order.
    public func trueFalseQuestions(in scope: PackScope = .all) throws(StoreError) -> [TrueFalseQuestion] {
        let packs = scope.condition("q.packId")
        // Columns by position over a cursor: at 100k statements, looking each
        // column up by name was a third of the game's startup.
        return try read { db in
            var questions: [TrueFalseQuestion] = []
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT q.uid, t.name AS topic, q.text, q.correctAnswer, q.explanation, q.source
                    FROM question q JOIN topic t ON t.id = q.topicId
                    WHERE q.kind = 'trueFalse' AND q.status = 'active' AND \(packs.sql)
                    ORDER BY q.uid
                    """, arguments: packs.arguments)
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

extension QuizDatabase {
    /// The uids of the statements dealt to `playerID` since their pool last ran out.
    public func dealtStatements(playerID: Int64) throws(StoreError) -> Set<String> {
        try read { db in
            Set(
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT q.uid FROM dealtStatement d JOIN question q ON q.id = d.questionId
                        WHERE d.playerId = ?
                        """, arguments: [playerID]))
        }
    }

    /// Keeps a round's statements as dealt to `playerID`; `startedOver`
    /// forgets the earlier ones first (the pool had run out). Statements no
    /// longer in the store are skipped.
    public func recordDealt(
        playerID: Int64, uids: [String], startedOver: Bool, at date: Date
    ) throws(StoreError) {
        try write { db in
            if startedOver {
                try db.execute(sql: "DELETE FROM dealtStatement WHERE playerId = ?", arguments: [playerID])
            }
            for uid in uids {
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO dealtStatement (playerId, questionId, dealtAt)
                        SELECT ?, id, ? FROM question WHERE uid = ?
                        """, arguments: [playerID, date, uid])
            }
        }
    }
}
