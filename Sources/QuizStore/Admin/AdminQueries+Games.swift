import Foundation
import GRDB

/// One finished game of a player as the admin's player page lists it.
public struct AdminGameRow: Equatable, Sendable {
    public var completedAt: Date
    public var mode: String
    /// The topic's name (a timed challenge's), nil for none.
    public var topic: String?
    public var score: Int
    public var total: Int
    public var points: Int
    public var ranked: Bool
    /// The time scale it was played at (`accessibility.time_scale`): 100 for the game's own time.
    public var timeScalePercent: Int
}

extension AdminQueries {
    /// The player's `limit` latest finished games, newest first.
    public func games(of playerID: Int64, limit: Int) throws(StoreError) -> [AdminGameRow] {
        try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT g.completedAt, g.mode, t.name AS topic, g.score, g.total, g.points, g.ranked,
                      g.timeScalePercent
                    FROM gameResult g LEFT JOIN topic t ON t.id = g.topicId
                    WHERE g.playerId = ? ORDER BY g.completedAt DESC, g.id DESC LIMIT ?
                    """, arguments: [playerID, limit]
            ).map { row in
                AdminGameRow(
                    completedAt: row.storedDate("completedAt"), mode: row["mode"], topic: row["topic"],
                    score: row["score"], total: row["total"], points: row["points"], ranked: row["ranked"],
                    timeScalePercent: row["timeScalePercent"])
            }
        }
    }
}
