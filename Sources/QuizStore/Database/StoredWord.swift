import QuizCore

/// A value the store keeps as a word in a text column (`question.status`, `answer.result`, `gameResult.mode`):
/// an enum whose raw value is the stored word. Writers bind the raw value as an argument; a read query that
/// compares with a fixed word spells it through `SQLWord`, so no word is written twice and the statement's
/// text (and the plan SQLite picks for it) stays that of a literal.
protocol StoredWord: RawRepresentable<String> {}

extension StoredWord {
    /// The stored word as an SQL string literal: `'active'`.
    var sql: String { "'" + rawValue.replacingOccurrences(of: "'", with: "''") + "'" }
}

extension QuestionStatus: StoredWord {}
extension QuestionRecord.Kind: StoredWord {}
extension AnswerRecord.Result: StoredWord {}
extension GameMode: StoredWord {}
extension SubmissionStatus: StoredWord {}
extension ReportState: StoredWord {}
extension ReportClosing: StoredWord {}

/// The stored words read queries compare with, as SQL literals made from their enums:
/// `q.status = \(SQLWord.active)`.
enum SQLWord {
    static let active = QuestionStatus.active.sql
    static let retired = QuestionStatus.retired.sql
    static let multipleChoice = QuestionRecord.Kind.multipleChoice.sql
    static let trueFalse = QuestionRecord.Kind.trueFalse.sql
    static let right = AnswerRecord.Result.right.sql
    static let wrong = AnswerRecord.Result.wrong.sql
    static let skipped = AnswerRecord.Result.skipped.sql
    /// `('right', 'wrong')`: the results of an answer given (not timed out or skipped), for an `IN`.
    static let given = "(\(right), \(wrong))"
    static let pending = SubmissionStatus.pending.sql
    /// A report not yet looked at.
    static let open = ReportState.open.sql
    /// `('resolved', 'dismissed')`: a closed report's statuses, for an `IN`.
    static let closed = "(" + ReportClosing.allCases.map(\.sql).joined(separator: ", ") + ")"
}
