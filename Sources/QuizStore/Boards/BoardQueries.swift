import Foundation
import GRDB
import QuizCore

extension QuizDatabase {
    /// The board of `scope`: players ranked by the points of their ranked games in the period (ties to the
    /// earlier last finish, then the lower id), banned players left out; the best `top`, and `playerID`'s own
    /// row when it is ranked below them. A scope with a topic counts that topic's games only; without one,
    /// every game of the mode.
    public func board(_ scope: BoardScope, top: Int = 10, playerID: Int64? = nil) throws(StoreError) -> Board {
        if scope.period == .all, let board = try allTimeFromTotals(scope, top: top, playerID: playerID) {
            return board
        }
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
                        AND g.playerId IS NOT NULL
                      GROUP BY g.playerId),
                    ranked AS (
                      SELECT t.id, p.name, t.points, t.games, t.lastAt,
                        ROW_NUMBER() OVER (ORDER BY t.points DESC, t.lastAt, t.id) AS rank
                      FROM totals t JOIN player p ON p.id = t.id WHERE p.banned = 0)
                    SELECT id, name, points, games, lastAt, rank, (SELECT COUNT(*) FROM ranked) AS players
                    FROM ranked WHERE rank <= :top OR id IS :player ORDER BY rank
                    """,
                arguments: [
                    "mode": scope.mode, "first": first, "last": scope.day.description, "topic": scope.topicID,
                    "top": top, "player": playerID,
                ])
        }
        var board = Board(scope: scope, top: [], player: nil, players: rows.first?["players"] ?? 0)
        for row in rows {
            let lastAt: Date = row["lastAt"]
            let entry = BoardRow(
                rank: row["rank"], playerID: row["id"], name: row["name"], points: row["points"],
                games: row["games"], lastFinish: lastAt.timeIntervalSince1970)
            if entry.rank <= top { board.top.append(entry) } else { board.player = entry }
        }
        return board
    }

    /// The all-time board from the kept totals (`boardTotal`), or nil when a ranked game of the mode is dated
    /// after the scope's day (a board of an earlier day: the games are summed instead).
    private func allTimeFromTotals(_ scope: BoardScope, top: Int, playerID: Int64?) throws(StoreError) -> Board? {
        try read { db -> Board? in
            let latest = try String.fetchOne(
                db, sql: "SELECT MAX(localDate) FROM gameResult WHERE mode = ? AND ranked = 1", arguments: [scope.mode])
            if let latest, latest > scope.day.description { return nil }
            let key = scope.topicID ?? 0
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.playerId, p.name, t.points, t.games, t.lastAt FROM boardTotal t
                    CROSS JOIN player p ON p.id = t.playerId
                    WHERE t.mode = ? AND t.topicKey = ? AND p.banned = 0
                    ORDER BY t.points DESC, t.lastAt, t.playerId LIMIT ?
                    """, arguments: [scope.mode, key, top])
            // CROSS JOIN keeps the banned players (a partial index) outside: they are few, the totals many.
            let players =
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT (SELECT COUNT(*) FROM boardTotal WHERE mode = :mode AND topicKey = :key)
                          - (SELECT COUNT(*) FROM player p CROSS JOIN boardTotal t ON t.mode = :mode AND t.topicKey = :key
                             AND t.playerId = p.id WHERE p.banned = 1)
                        """, arguments: ["mode": scope.mode, "key": key]) ?? 0
            var board = Board(scope: scope, top: [], player: nil, players: players)
            for (index, row) in rows.enumerated() {
                board.top.append(Self.boardRow(row, rank: index + 1))
            }
            if let playerID, board.row(of: playerID) == nil,
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT t.playerId, p.name, t.points, t.games, t.lastAt FROM boardTotal t
                        JOIN player p ON p.id = t.playerId
                        WHERE t.mode = ? AND t.topicKey = ? AND t.playerId = ? AND p.banned = 0
                        """, arguments: [scope.mode, key, playerID])
            {
                // Ahead: more points, or as many reached earlier (then the lower id); banned players left out.
                let ahead = """
                    (t.points > :points OR (t.points = :points AND (t.lastAt < :at OR (t.lastAt = :at AND t.playerId < :id))))
                    """
                let count =
                    try Int.fetchOne(
                        db,
                        sql: """
                            SELECT (SELECT COUNT(*) FROM boardTotal t WHERE t.mode = :mode AND t.topicKey = :key AND \(ahead))
                              - (SELECT COUNT(*) FROM player p CROSS JOIN boardTotal t ON t.mode = :mode AND t.topicKey = :key
                                 AND t.playerId = p.id WHERE p.banned = 1 AND \(ahead))
                            """,
                        arguments: [
                            "mode": scope.mode, "key": key, "points": row["points"] as Int,
                            "at": row["lastAt"] as DatabaseValue, "id": playerID,
                        ]) ?? 0
                board.player = Self.boardRow(row, rank: count + 1)
            }
            return board
        }
    }

    private static func boardRow(_ row: Row, rank: Int) -> BoardRow {
        let lastAt: Date = row["lastAt"]
        return BoardRow(
            rank: rank, playerID: row["playerId"], name: row["name"], points: row["points"], games: row["games"],
            lastFinish: lastAt.timeIntervalSince1970)
    }
}
