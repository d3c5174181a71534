import Foundation
import GRDB
import QuizCore

/// A game left mid-way that a kiosk reset to its title.
public struct AbandonedGameRecord: Equatable, Sendable {
    public var playerID: Int64?
    public var mode: String
    public var answered: Int
    public var score: Int
    public var roundLength: Int?
    /// `timeout` or `admin`.
    public var reason: String
    public var abandonedAt: Date
    public var localDate: String
}

extension QuizDatabase {
    /// The best games completed on one local date: the highest share right
    /// first, then the most right, then the earliest; equal scores share a rank.
    public func bestGames(onLocalDate date: String, limit: Int = 10) throws(StoreError) -> [BestGame] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT p.name, g.mode, g.score, g.total, g.completedAt FROM gameResult g
                    LEFT JOIN player p ON p.id = g.playerId
                    WHERE g.localDate = ? AND g.total > 0 AND (p.id IS NULL OR p.banned = 0)
                    ORDER BY CAST(g.score AS REAL) / g.total DESC, g.score DESC, g.completedAt ASC, g.id ASC
                    LIMIT ?
                    """, arguments: [date, limit])
            var games: [BestGame] = []
            for (index, row) in rows.enumerated() {
                let score: Int = row["score"]
                let total: Int = row["total"]
                let tied = games.last.map { $0.score == score && $0.total == total } ?? false
                games.append(
                    BestGame(
                        rank: tied ? games[games.count - 1].rank : index + 1, playerName: row["name"],
                        mode: row["mode"], score: score, total: total,
                        completedAt: row.storedDate("completedAt").timeIntervalSince1970))
            }
            return games
        }
    }

    /// Records a game a kiosk reset before it ended.
    @discardableResult
    public func recordAbandonedGame(_ game: AbandonedGameRecord) throws(StoreError) -> Int64 {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO abandonedGame (playerId, mode, answered, score, roundLength, reason, abandonedAt, localDate)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    game.playerID, game.mode, game.answered, game.score, game.roundLength, game.reason,
                    StoredDate(game.abandonedAt), game.localDate,
                ])
            return db.lastInsertedRowID
        }
    }

    /// Every game a kiosk reset, oldest first.
    public func abandonedGames() throws(StoreError) -> [AbandonedGameRecord] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM abandonedGame ORDER BY id").map { row in
                AbandonedGameRecord(
                    playerID: row["playerId"], mode: row["mode"], answered: row["answered"], score: row["score"],
                    roundLength: row["roundLength"], reason: row["reason"], abandonedAt: row.storedDate("abandonedAt"),
                    localDate: row["localDate"])
            }
        }
    }
}

extension QuizDatabase {
    static let gameHeader = [
        "mode", "status", "answered", "score", "total", "reason", "at", "date", "timeScalePercent", "language",
    ]

    /// `export games`: finished games (`completed`) and kiosk resets (`abandoned`), in time order.
    static func gameRows(_ db: Database) throws -> [[String]] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT mode, 'completed' AS status, total AS answered, score, total, '' AS reason,
                  completedAt AS at, localDate, timeScalePercent, language FROM gameResult
                UNION ALL
                SELECT mode, 'abandoned', answered, score, roundLength, reason, abandonedAt, localDate, 100, NULL
                FROM abandonedGame
                ORDER BY at
                """)
        return rows.map { row -> [String] in
            let total: Int? = row["total"]
            return [
                row["mode"], row["status"], String(row["answered"] as Int), String(row["score"] as Int),
                total.map(String.init) ?? "", row["reason"], timestamp(row.optionalStoredDate("at")), row["localDate"],
                // Above 100: played with more time (accessibility.time_scale), unranked on the boards.
                String(row["timeScalePercent"] as Int),
                // A Daily Challenge's: the language it was dealt in, whose board ranks it; empty for other modes.
                row["language"] ?? "",
            ]
        }
    }
}
