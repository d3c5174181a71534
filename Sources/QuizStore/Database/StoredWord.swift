import Foundation
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

/// A word read from a store or the fleet's server (a question's kind or status) that is none of its enum's: a
/// store of another version. Named with its question and field, never taken for another word.
public struct UnknownStoredWord: LocalizedError, CustomStringConvertible, Equatable {
    public let question: String
    public let field: String
    public let word: String

    public var description: String { "question \(question): the \(field) '\(word)' is not one this version knows" }
    public var errorDescription: String? { description }

    /// `word` as `Word`, or this error naming `question` and `field`.
    public static func parse<Word: RawRepresentable<String>>(
        _ word: String, as _: Word.Type, field: String, question: String
    ) throws(UnknownStoredWord) -> Word {
        guard let parsed = Word(rawValue: word) else {
            throw UnknownStoredWord(question: question, field: field, word: word)
        }
        return parsed
    }
}
