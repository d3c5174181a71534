import Foundation
import GRDB

extension QuestionBank {
    /// Submissions with `status` (nil: every one), pending first then newest, `limit` from `offset`; and how many
    /// match in all.
    public func submissions(
        status: String?, limit: Int, offset: Int
    ) throws(StoreError) -> (rows: [SubmissionRow], total: Int) {
        try database.read { db in
            let arguments: StatementArguments = ["status": status, "limit": limit, "offset": offset]
            let total =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM submission WHERE :status IS NULL OR status = :status",
                    arguments: arguments) ?? 0
            let rows = try Row.fetchAll(
                db,
                sql: Self.submissionSelect + """
                     WHERE :status IS NULL OR s.status = :status
                    ORDER BY s.status <> \(SQLWord.pending), s.createdAt DESC, s.id DESC LIMIT :limit OFFSET :offset
                    """, arguments: arguments)
            return (rows.map(Self.submission), total)
        }
    }

    /// One submission; nil when none has `id`.
    public func submission(_ id: Int64) throws(StoreError) -> SubmissionRow? {
        try database.read { db in
            try Row.fetchOne(db, sql: Self.submissionSelect + " WHERE s.id = ?", arguments: [id]).map(Self.submission)
        }
    }

    /// Accepts pending submission `id` as `draft` (the moderator's edit of it, with wrong answers and a topic):
    /// the question joins the bank, playable at once, and the submission records who accepted it, when, and the
    /// question it became. All in one transaction: a refused draft leaves the submission pending. It needs a
    /// real topic and enough wrong answers for trivia's four answers (`QuestionDraft.playProblems`), so no
    /// public topic "Other" and no two-answer question comes from a submission.
    public func accept(_ id: Int64, as draft: QuestionDraft, reviewer: Int64) throws(BankRefusal) -> Int64 {
        // No wrong answer at all: `playProblems` says how many a submission needs, not "at least one".
        let problems = draft.problems.filter { !(draft.wrong.isEmpty && $0.field == "wrong1") } + draft.playProblems
        guard problems.isEmpty else { throw .problems(problems) }
        return try write { db -> Int64 in
            try Self.checkPending(id, in: db)
            let questionID = try Self.insert(draft, in: db)
            try db.execute(
                sql: """
                    UPDATE submission SET status = ?, reviewerId = ?, questionId = ?, reviewedAt = ?,
                      text = ?, correctAnswer = ?, topicName = ? WHERE id = ?
                    """,
                arguments: [
                    SubmissionStatus.accepted.rawValue, reviewer, questionID, StoredDate(Date()), draft.text,
                    draft.correct, draft.topic, id,
                ])
            try Self.saveRewards(draft.powerUps, uid: draft.record.uid, in: db)
            return questionID
        }
    }

    /// Declines pending submission `id`: it stays, out of the bank, with who declined it and when.
    public func decline(_ id: Int64, reviewer: Int64) throws(BankRefusal) {
        try write { db in
            try Self.checkPending(id, in: db)
            try db.execute(
                sql: "UPDATE submission SET status = ?, reviewerId = ?, reviewedAt = ? WHERE id = ?",
                arguments: [SubmissionStatus.declined.rawValue, reviewer, StoredDate(Date()), id])
        }
    }

    static func checkPending(_ id: Int64, in db: Database) throws {
        guard let status = try String.fetchOne(db, sql: "SELECT status FROM submission WHERE id = ?", arguments: [id])
        else { throw BankRefusal.missing(id) }
        guard status == SubmissionStatus.pending.rawValue else { throw BankRefusal.reviewed(status: status) }
    }

    static let submissionSelect = """
        SELECT s.id, COALESCE(p.name, '') AS playerName, s.text, s.correctAnswer, s.topicName, s.status, s.createdAt,
          s.reviewedAt, COALESCE(r.name, '') AS reviewerName, s.questionId
        FROM submission s LEFT JOIN player p ON p.id = s.playerId LEFT JOIN player r ON r.id = s.reviewerId
        """

    static func submission(_ row: Row) -> SubmissionRow {
        SubmissionRow(
            id: row["id"], playerName: row["playerName"], text: row["text"], correct: row["correctAnswer"],
            topicName: row["topicName"], status: row["status"], createdAt: row.storedDate("createdAt"),
            reviewedAt: row.optionalStoredDate("reviewedAt"), reviewerName: row["reviewerName"],
            questionID: row["questionId"])
    }
}
