import Foundation
import GRDB
import QuizCore

extension QuizDatabase {
    /// Keeps a player's question for the moderators (`submission`, pending); returns its id.
    public func submit(
        _ submission: QuestionSubmission, playerID: Int64?, at date: Date = Date()
    ) throws(StoreError) -> Int64 {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO submission (playerId, text, correctAnswer, topicName, status, createdAt)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    playerID, submission.text, submission.correctAnswer, submission.topicName,
                    SubmissionStatus.pending.rawValue, StoredDate(date),
                ])
            return db.lastInsertedRowID
        }
    }

    /// Keeps a report, or answers `.alreadyReported` when the player has one on the question (open or closed).
    public func file(
        _ report: QuestionReport, playerID: Int64?, at date: Date = Date()
    ) throws(StoreError)
        -> FeedbackOutcome
    {
        try write { db -> FeedbackOutcome in
            if let playerID, try Self.hasReported(db, questionID: report.questionID, playerID: playerID) {
                return .alreadyReported
            }
            guard
                try Bool.fetchOne(db, sql: "SELECT 1 FROM question WHERE id = ?", arguments: [report.questionID])
                    != nil
            else { return .notSaved(.questionGone) }
            try db.execute(
                sql:
                    "INSERT INTO report (playerId, questionId, reason, comment, status, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [
                    playerID, report.questionID, report.reason.rawValue, report.note, ReportState.open.rawValue,
                    StoredDate(date),
                ])
            return .saved
        }
    }

    /// Whether the player has reported the question.
    public func hasReported(questionID: Int64, playerID: Int64) throws(StoreError) -> Bool {
        try read { db in try Self.hasReported(db, questionID: questionID, playerID: playerID) }
    }

    static func hasReported(_ db: Database, questionID: Int64, playerID: Int64) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT 1 FROM report WHERE playerId = ? AND questionId = ?", arguments: [playerID, questionID])
            != nil
    }

    /// The topics' names, in order, for a submission's topic list.
    public func topicNames() throws(StoreError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT name FROM topic ORDER BY name COLLATE NOCASE") }
    }
}
