import Foundation
import GRDB
import QuizCore

extension QuizDatabase {
    /// On a device in a fleet, ties of points and last game broken as PostgreSQL's `fleet.board` breaks them, by
    /// the player's fleet id (a UUID in lower-case text sorts as PostgreSQL's uuid does), so a kiosk's board is the
    /// server's row for row: the sort key and its comma, put before the local id. Outside a fleet, nothing: the
    /// local id decides, and the board pays no lookup a player.
    static func fleetTieBreak(_ playerColumn: String, _ db: Database) throws -> String {
        guard try Bool.fetchOne(db, sql: "SELECT joined FROM fleetState WHERE id = 1") == true else { return "" }
        return "(SELECT f.fleetID FROM fleetRow f WHERE f.kind = 'player' AND f.localID = \(playerColumn)), "
    }

    /// The board of `scope`: players ranked by the points of their ranked games in the period (ties to the
    /// earlier last finish, then the lower id), banned players left out; the best `top`, and `playerID`'s own
    /// row when it is ranked below them. A scope with a topic counts that topic's games only; without one,
    /// every game of the mode. A scope with a language counts the games dealt in it and those that know no
    /// language (kept before the store's v32), summed from the games: the kept totals are per mode.
    public func board(_ scope: BoardScope, top: Int = 10, playerID: Int64? = nil) throws(StoreError) -> Board {
        if scope.language == nil, let board = try fromTotals(scope, top: top, playerID: playerID) { return board }
        return try summedBoard(scope, top: top, playerID: playerID)
    }

    /// The board summed from the games themselves (any period, any day).
    func summedBoard(_ scope: BoardScope, top: Int, playerID: Int64?) throws(StoreError) -> Board {
        let first = scope.firstDay?.description ?? "0000-01-01"
        let rows = try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    WITH totals AS (
                      SELECT g.playerId AS id, SUM(g.points) AS points, COUNT(*) AS games,
                        MAX(g.completedAt) AS lastAt
                      FROM gameResult g
                      WHERE g.mode = :mode AND g.ranked = 1 AND g.localDate BETWEEN :first AND :last
                        AND (:topic IS NULL OR g.topicId = :topic)
                        AND (:language IS NULL OR g.language IS NULL OR g.language = :language)
                        AND g.playerId IS NOT NULL
                      GROUP BY g.playerId),
                    ranked AS (
                      SELECT t.id, p.name, t.points, t.games, t.lastAt,
                        ROW_NUMBER() OVER (ORDER BY t.points DESC, t.lastAt, \(try Self.fleetTieBreak("t.id", db))t.id) AS rank
                      FROM totals t JOIN player p ON p.id = t.id WHERE p.banned = 0)
                    SELECT id, name, points, games, lastAt, rank, (SELECT COUNT(*) FROM ranked) AS players
                    FROM ranked WHERE rank <= :top OR id IS :player ORDER BY rank
                    """,
                arguments: [
                    "mode": scope.mode, "first": first, "last": scope.day.description, "topic": scope.topicID,
                    "language": scope.language, "top": top, "player": playerID,
                ])
        }
        var board = Board(scope: scope, top: [], player: nil, players: rows.first?["players"] ?? 0)
        for row in rows {
            let lastAt = row.storedDate("lastAt")
            let entry = BoardRow(
                rank: row["rank"], playerID: row["id"], name: row["name"], points: row["points"],
                games: row["games"], lastFinish: lastAt.timeIntervalSince1970)
            if entry.rank <= top { board.top.append(entry) } else { board.player = entry }
        }
        return board
    }

    /// The board from its period's kept totals (`boardTotal`: all time, the week from its Monday, the day), or
    /// nil when those count a ranked game of the mode dated after the scope's day (all time or a week asked
    /// as of an earlier day, a replay: the games are summed instead).
    private func fromTotals(_ scope: BoardScope, top: Int, playerID: Int64?) throws(StoreError) -> Board? {
        let period: String
        let start: String
        let periodEnd: String
        switch scope.period {
        case .all: (period, start, periodEnd) = ("all", "", "9999-12-31")
        case .week:
            (period, start, periodEnd) = (
                "week", scope.day.mondayOfWeek.description, scope.day.mondayOfWeek.adding(days: 6).description
            )
        case .day: (period, start, periodEnd) = ("day", scope.day.description, scope.day.description)
        }
        return try read { db -> Board? in
            if periodEnd > scope.day.description {
                let later =
                    try Bool.fetchOne(
                        db,
                        sql: """
                            SELECT EXISTS (SELECT 1 FROM gameResult
                              WHERE mode = ? AND ranked = 1 AND localDate > ? AND localDate <= ?)
                            """, arguments: [scope.mode, scope.day.description, periodEnd]) ?? false
                if later { return nil }
            }
            let totals = "t.period = :period AND t.start = :start AND t.mode = :mode AND t.topicKey = :key"
            var arguments: [String: (any DatabaseValueConvertible)?] = [
                "period": period, "start": start, "mode": scope.mode, "key": scope.topicID ?? 0, "top": top,
            ]
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.playerId, p.name, t.points, t.games, t.lastAt FROM boardTotal t
                    CROSS JOIN player p ON p.id = t.playerId
                    WHERE \(totals) AND p.banned = 0
                    ORDER BY t.points DESC, t.lastAt, \(try Self.fleetTieBreak("t.playerId", db))t.playerId LIMIT :top
                    """, arguments: StatementArguments(arguments))
            // CROSS JOIN keeps the banned players (a partial index) outside: they are few, the totals many.
            let players =
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT (SELECT COUNT(*) FROM boardTotal t WHERE \(totals))
                          - (SELECT COUNT(*) FROM player p CROSS JOIN boardTotal t ON \(totals)
                             AND t.playerId = p.id WHERE p.banned = 1)
                        """, arguments: StatementArguments(arguments)) ?? 0
            var board = Board(scope: scope, top: [], player: nil, players: players)
            for (index, row) in rows.enumerated() {
                board.top.append(Self.boardRow(row, rank: index + 1))
            }
            arguments["id"] = playerID
            if let playerID, board.row(of: playerID) == nil,
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT t.playerId, p.name, t.points, t.games, t.lastAt FROM boardTotal t
                        JOIN player p ON p.id = t.playerId
                        WHERE \(totals) AND t.playerId = :id AND p.banned = 0
                        """, arguments: StatementArguments(arguments))
            {
                // Ahead: more points, or as many reached earlier (then the lower id); banned players left out.
                let ahead = """
                    (t.points > :points OR (t.points = :points AND (t.lastAt < :at OR (t.lastAt = :at AND t.playerId < :id))))
                    """
                arguments["points"] = row["points"] as Int
                arguments["at"] = row["lastAt"] as DatabaseValue
                let count =
                    try Int.fetchOne(
                        db,
                        sql: """
                            SELECT (SELECT COUNT(*) FROM boardTotal t WHERE \(totals) AND \(ahead))
                              - (SELECT COUNT(*) FROM player p CROSS JOIN boardTotal t ON \(totals)
                                 AND t.playerId = p.id WHERE p.banned = 1 AND \(ahead))
                            """, arguments: StatementArguments(arguments)) ?? 0
                board.player = Self.boardRow(row, rank: count + 1)
            }
            return board
        }
    }

    private static func boardRow(_ row: Row, rank: Int) -> BoardRow {
        let lastAt = row.storedDate("lastAt")
        return BoardRow(
            rank: rank, playerID: row["playerId"], name: row["name"], points: row["points"], games: row["games"],
            lastFinish: lastAt.timeIntervalSince1970)
    }
}
