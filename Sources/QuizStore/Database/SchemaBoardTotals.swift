import GRDB

extension Schema {
    /// v14, board totals: each player's all-time points per mode (`topicKey` 0) and per mode and topic, added
    /// to as each ranked result is written (`GameResultRow`), so an all-time board reads the best rows of an
    /// index instead of summing every game (100k results: from about 25 ms to 1-3). Results are only ever
    /// added (or erased with their player, whose totals go with them); a repair fills the totals again.
    static func createBoardTotals(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE boardTotal (
                  mode TEXT NOT NULL,
                  topicKey INTEGER NOT NULL,
                  playerId INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,
                  points INTEGER NOT NULL,
                  games INTEGER NOT NULL,
                  lastAt DATETIME NOT NULL,
                  lastDate TEXT NOT NULL,
                  PRIMARY KEY (mode, topicKey, playerId));
                CREATE INDEX boardTotal_rank ON boardTotal(mode, topicKey, points DESC, lastAt, playerId);
                CREATE INDEX boardTotal_player ON boardTotal(playerId);
                CREATE INDEX player_banned ON player(id) WHERE banned = 1;
                """)
        try refillBoardTotals(db)
    }

    /// The totals counted again from every ranked result.
    static func refillBoardTotals(_ db: Database) throws {
        try db.execute(
            sql: """
                DELETE FROM boardTotal;
                INSERT INTO boardTotal
                SELECT mode, 0, playerId, SUM(points), COUNT(*), MAX(completedAt), MAX(localDate) FROM gameResult
                WHERE ranked AND playerId IS NOT NULL GROUP BY mode, playerId;
                INSERT INTO boardTotal
                SELECT mode, topicId, playerId, SUM(points), COUNT(*), MAX(completedAt), MAX(localDate) FROM gameResult
                WHERE ranked AND playerId IS NOT NULL AND topicId IS NOT NULL GROUP BY mode, topicId, playerId;
                """)
    }

    /// Adds one ranked result to its player's totals (the mode's, and its topic's when it has one).
    static func addToBoardTotals(
        mode: String, topicID: Int64?, playerID: Int64, points: Int, completedAt: DatabaseValueConvertible,
        localDate: String, _ db: Database
    ) throws {
        for key in [0, topicID].compactMap({ $0 }) {
            try db.cachedStatement(
                sql: """
                    INSERT INTO boardTotal (mode, topicKey, playerId, points, games, lastAt, lastDate)
                    VALUES (?, ?, ?, ?, 1, ?, ?)
                    ON CONFLICT (mode, topicKey, playerId) DO UPDATE SET points = points + excluded.points,
                      games = games + 1, lastAt = MAX(lastAt, excluded.lastAt), lastDate = MAX(lastDate, excluded.lastDate)
                    """
            ).execute(arguments: [mode, key, playerID, points, completedAt, localDate])
        }
    }
}
