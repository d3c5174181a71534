import GRDB

extension Schema {
    /// v14, board totals: each player's all-time points per mode (`topicKey` 0) and per mode and topic, so an
    /// all-time board reads the best rows of an index instead of summing every game (100k results: from about
    /// 25 ms to 1-3). v17 made the table again with days and weeks, kept by a trigger.
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
                INSERT INTO boardTotal
                SELECT mode, 0, playerId, SUM(points), COUNT(*), MAX(completedAt), MAX(localDate) FROM gameResult
                WHERE ranked AND playerId IS NOT NULL GROUP BY mode, playerId;
                INSERT INTO boardTotal
                SELECT mode, topicId, playerId, SUM(points), COUNT(*), MAX(completedAt), MAX(localDate) FROM gameResult
                WHERE ranked AND playerId IS NOT NULL AND topicId IS NOT NULL GROUP BY mode, topicId, playerId;
                """)
    }

    /// v17, board totals by period: the totals gain the period they count (`all`, a `week` from its
    /// Monday, a `day`), so a day's and a week's board read their best rows from an index as all time
    /// does (100k results: a week's board summed about 2.8 ms at the median). The table is made again and
    /// refilled; from now on a trigger adds each ranked result as it is inserted, whoever inserts it.
    static func addPeriodsToBoardTotals(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TABLE boardTotal;
                CREATE TABLE boardTotal (
                  period TEXT NOT NULL DEFAULT 'all' CHECK (period IN ('all', 'week', 'day')),
                  start TEXT NOT NULL DEFAULT '',
                  mode TEXT NOT NULL,
                  topicKey INTEGER NOT NULL,
                  playerId INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,
                  points INTEGER NOT NULL,
                  games INTEGER NOT NULL,
                  lastAt DATETIME NOT NULL,
                  lastDate TEXT NOT NULL,
                  PRIMARY KEY (period, start, mode, topicKey, playerId));
                CREATE INDEX boardTotal_rank ON boardTotal(period, start, mode, topicKey, points DESC, lastAt, playerId);
                CREATE INDEX boardTotal_player ON boardTotal(playerId);
                """)
        try db.execute(sql: boardTotalsTrigger)
        try refillBoardTotals(db)
    }

    /// SQL for the Monday starting the week of the `YYYY-MM-DD` in `day` (Sunday ends it).
    static func mondaySQL(_ day: String) -> String { "date(\(day), 'weekday 0', '-6 days')" }

    /// The trigger that adds a ranked result to its player's totals when it is inserted: all time, its week's
    /// and its day's; the mode's, and its topic's when it has one. (Results are only ever added, or erased
    /// with their player, whose totals go with them.) SQLite gives `last_insert_rowid()` back as the
    /// result's once a trigger ends, so callers still journal the result's id.
    static var boardTotalsTrigger: String {
        var statements: [String] = []
        for (period, start) in [("'all'", "''"), ("'week'", mondaySQL("NEW.localDate")), ("'day'", "NEW.localDate")] {
            for (key, when) in [("0", "1"), ("NEW.topicId", "NEW.topicId IS NOT NULL")] {
                statements.append(
                    """
                    INSERT INTO boardTotal (period, start, mode, topicKey, playerId, points, games, lastAt, lastDate)
                    SELECT \(period), \(start), NEW.mode, \(key), NEW.playerId, NEW.points, 1, NEW.completedAt,
                      NEW.localDate WHERE \(when)
                    ON CONFLICT (period, start, mode, topicKey, playerId) DO UPDATE SET
                      points = points + excluded.points, games = games + 1, lastAt = MAX(lastAt, excluded.lastAt),
                      lastDate = MAX(lastDate, excluded.lastDate);
                    """)
            }
        }
        return """
            CREATE TRIGGER gameResult_boardTotals AFTER INSERT ON gameResult
            WHEN NEW.ranked AND NEW.playerId IS NOT NULL
            BEGIN
            \(statements.joined(separator: "\n"))
            END
            """
    }

    /// The totals counted again from every ranked result: all time, by week and by day; each per mode
    /// (`topicKey` 0) and per mode and topic.
    static func refillBoardTotals(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM boardTotal")
        // Grouped by what varies only: a number in GROUP BY would name a column.
        let periods = [
            ("'all'", "''", ""), ("'week'", mondaySQL("localDate"), "start, "), ("'day'", "localDate", "start, "),
        ]
        for (period, start, byStart) in periods {
            for (key, filter, byKey) in [("0", "", ""), ("topicId", "AND topicId IS NOT NULL", "topicId, ")] {
                try db.execute(
                    sql: """
                        INSERT INTO boardTotal (period, start, mode, topicKey, playerId, points, games, lastAt, lastDate)
                        SELECT \(period), \(start) AS start, mode, \(key), playerId, SUM(points), COUNT(*),
                          MAX(completedAt), MAX(localDate)
                        FROM gameResult WHERE ranked AND playerId IS NOT NULL \(filter)
                        GROUP BY \(byStart)mode, \(byKey)playerId
                        """)
            }
        }
    }
}
