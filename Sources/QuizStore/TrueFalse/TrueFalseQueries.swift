import Foundation
import GRDB
import QuizCore

extension QuizDatabase {
    /// Every active true/false statement of the packs in `scope` (in its language when it names one), in a
    /// stable order, with its row id, the ids of its "true" and "false" options and their feedback.
    public func trueFalseQuestions(in scope: PackScope = .all) throws(StoreError) -> [TrueFalseQuestion] {
        let packs = scope.condition("q.packId")
        // Columns by position over a cursor: at 100k statements, looking each
        // column up by name was a third of the game's startup.
        return try read { db in
            var questions: [TrueFalseQuestion] = []
            // Room for all of them at once: growing the array as they came copied them again (2 ms of startup).
            let count = try Int.fetchOne(
                db,
                sql:
                    "SELECT COUNT(*) FROM question q WHERE q.kind = \(SQLWord.trueFalse) "
                    + "AND q.status = \(SQLWord.active) AND \(packs.sql)",
                arguments: packs.arguments)
            questions.reserveCapacity(count ?? 0)
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT q.uid, t.name AS topic, q.text, q.correctAnswer, q.explanation, q.source, q.id
                    FROM question q JOIN topic t ON t.id = q.topicId
                    WHERE q.kind = \(SQLWord.trueFalse) AND q.status = \(SQLWord.active) AND \(packs.sql)
                    ORDER BY q.uid
                    """, arguments: packs.arguments)
            while let row = try rows.next() {
                questions.append(
                    TrueFalseQuestion(
                        id: row[0], topic: row[1], statement: row[2], answer: (row[3] as String) == "true",
                        explanation: row[4], source: row[5], rowID: row[6]))
            }
            try Self.addOptionIDs(to: &questions, in: db)
            return questions
        }
    }

    /// Fills in the statements' option ids (and feedback) from the option index, read in
    /// ranges of statement ids beside the statements sorted by id (a merge,
    /// not a lookup per option): statements come in runs of ids (a pack, an
    /// import), and a range per run reads past few other questions' options.
    /// Joining the options instead (two index seeks per statement) made
    /// loading the startup bench's 50k statements take 63 ms instead of 42;
    /// this takes 45. Option 0 is the right answer.
    static func addOptionIDs(to questions: inout [TrueFalseQuestion], in db: Database) throws {
        let byRowID = questions.indices.compactMap { index in questions[index].rowID.map { (id: $0, index: index) } }
            .sorted { $0.id < $1.id }
        let options = try db.cachedStatement(
            sql: """
                SELECT questionId, position, id, NULLIF(feedback, '') FROM option
                WHERE questionId BETWEEN ? AND ? AND position < 2 ORDER BY questionId, position
                """)
        var start = 0
        while start < byRowID.count {
            var end = start
            while end + 1 < byRowID.count, byRowID[end + 1].id - byRowID[end].id <= optionRunGap { end += 1 }
            var next = start
            let rows = try Row.fetchCursor(options, arguments: [byRowID[start].id, byRowID[end].id])
            while let row = try rows.next() {
                let questionID: Int64 = row[0]
                while next < end, byRowID[next].id < questionID { next += 1 }
                // An option of a question between two statements.
                guard byRowID[next].id == questionID else { continue }
                let index = byRowID[next].index
                let isRight = (row[1] as Int) == 0
                if isRight == questions[index].answer {
                    questions[index].trueOptionID = row[2]
                } else {
                    questions[index].falseOptionID = row[2]
                }
                // Most statements have none: a NULL is read without making a string (100k empty ones added about 20 ms
                // to the startup bench).
                if let feedback: String = row[3] {
                    if isRight {
                        questions[index].rightFeedback = feedback
                    } else {
                        questions[index].wrongFeedback = feedback
                    }
                }
            }
            start = end + 1
        }
    }

    /// The widest gap between two statements' ids that one range reads
    /// through: the questions in it have up to six options each, cheaper to
    /// read past than to start a new range.
    static let optionRunGap: Int64 = 4
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
                        """, arguments: [playerID, StoredDate(date), uid])
            }
        }
    }
}
