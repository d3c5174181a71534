import Foundation
import GRDB
import QuizCore

/// A row of `gameResult`: one game played to its end.
struct GameResultRow: Codable, Equatable, FetchableRecord, StoredDateRecord, MutablePersistableRecord {
    static let databaseTableName = "gameResult"

    var id: Int64?
    var playerID: Int64?
    var mode: GameMode
    var score: Int
    var total: Int
    var points: Int
    var completedAt: Date
    /// YYYY-MM-DD in the event's time zone.
    var localDate: String
    var topicID: Int64?
    var ranked: Bool
    /// The time scale played at, in percent (100: the game's own time).
    var timeScalePercent: Int
    /// The language a Daily Challenge was dealt in (its board's); nil for other modes.
    var language: String?

    enum CodingKeys: String, CodingKey {
        case id
        case playerID = "playerId"
        case mode, score, total, points, completedAt, localDate
        case topicID = "topicId"
        case ranked, timeScalePercent, language
    }

    init(_ game: GameRecord) {
        playerID = game.playerID
        mode = game.mode
        score = game.score
        total = game.total
        points = game.points
        completedAt = game.completedAt
        localDate = game.localDate
        topicID = game.topicID
        // Boards keep results with more time apart (docs/accessibility.md): they are kept and marked, and
        // ranked by no board, so the boards, their kept totals and the fleet's all rank the game's own time.
        timeScalePercent = game.timeScalePercent
        language = game.language
        ranked = game.ranked && game.timeScalePercent <= TimeScale.standardPercent
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension GameRecord {
    /// Inserts the game as a `gameResult` row inside the caller's transaction; returns the row's id (SQLite's
    /// last inserted row, which the board totals' trigger leaves as the result's).
    func insert(_ db: Database) throws -> Int64 {
        var row = GameResultRow(self)
        try row.insert(db)
        return db.lastInsertedRowID
    }
}
