import Foundation
import GRDB
import QuizCore

extension QuizDatabase {
    /// `export live`'s columns: when the round ended (its podium), the player's place in it (tied points share
    /// one), their name, right answers, questions asked, points, and the event's date.
    static let liveHeader = ["round", "rank", "player", "right", "questions", "points", "date"]

    /// A row per player of every live round kept (`recordLiveRound`: each player's result at the podium's time,
    /// which is the round's), rounds in time order, each by rank then name.
    static func liveRows(_ db: Database) throws -> [[String]] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT g.completedAt AS at, p.name, g.score, g.total, g.points, g.localDate,
                  RANK() OVER (PARTITION BY g.completedAt ORDER BY g.points DESC) AS rank
                FROM gameResult g LEFT JOIN player p ON p.id = g.playerId
                WHERE g.mode = ?
                ORDER BY g.completedAt, rank, p.name
                """, arguments: [GameMode.live.rawValue])
        return rows.map { row -> [String] in
            let total: Int? = row["total"]
            return [
                timestamp(row.optionalStoredDate("at")), String(row["rank"] as Int), row["name"] ?? "",
                String(row["score"] as Int), total.map(String.init) ?? "", String(row["points"] as Int),
                row["localDate"],
            ]
        }
    }
}
