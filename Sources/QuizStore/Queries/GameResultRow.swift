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

    enum CodingKeys: String, CodingKey {
        case id
        case playerID = "playerId"
        case mode, score, total, points, completedAt, localDate
        case topicID = "topicId"
        case ranked
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
        ranked = game.ranked
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
