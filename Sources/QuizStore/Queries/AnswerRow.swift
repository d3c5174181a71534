import Foundation
import GRDB
import QuizCore

/// A row of `answer` as a typed record: every mode writes its answers through it.
struct AnswerRow: Codable, Equatable, FetchableRecord, StoredDateRecord, MutablePersistableRecord {
    static let databaseTableName = "answer"

    var id: Int64?
    var playerID: Int64?
    var questionID: Int64
    /// The option chosen; nil for a time-out or a skip.
    var optionID: Int64?
    var result: AnswerRecord.Result
    var points: Int
    var secondsTaken: Double?
    var mode: GameMode
    var answeredAt: Date
    /// When Retry topic put the question back in the pool; nil while the answer counts.
    var retiredAt: Date?

    enum CodingKeys: String, CodingKey {
        case id
        case playerID = "playerId"
        case questionID = "questionId"
        case optionID = "optionId"
        case result, points, secondsTaken, mode, answeredAt, retiredAt
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension AnswerRow {
    /// The row of a mode's `AnswerRecord`. (Declared here, out of the struct, so that Swift's memberwise
    /// initialiser stays: trivia writes its answers through it, with no `AnswerRecord` between.)
    init(_ answer: AnswerRecord) {
        self.init(
            playerID: answer.playerID, questionID: answer.questionID, optionID: answer.optionID,
            result: answer.result, points: answer.points, secondsTaken: answer.secondsTaken, mode: answer.mode,
            answeredAt: answer.answeredAt)
    }
}
