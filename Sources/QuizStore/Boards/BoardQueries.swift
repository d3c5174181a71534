import Foundation
import GRDB
import QuizCore

extension QuizDatabase {
    /// The board of `scope`: players ranked by the points of their ranked games in the period (ties to the
    /// earlier last finish, then the lower id), banned players left out; the best `top`, and `playerID`'s own
    /// row when it is ranked below them. A scope with a topic counts that topic's games only; without one,
    /// every game of the mode.
    public func board(_ scope: BoardScope, top: Int = 10, playerID: Int64? = nil) throws(StoreError) -> Board {
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
}
