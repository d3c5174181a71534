import Foundation
import GRDB

/// How far a player is through a topic.
public struct TopicProgress: Equatable, Sendable {
    public var topicID: Int64
    public var total: Int
    public var answered: Int
    public var answeredRight: Int

    /// Share of the topic's questions answered correctly, 0...100.
    public var percentRight: Double { total == 0 ? 0 : Double(answeredRight) * 100 / Double(total) }
    /// Every question answered (right or wrong): the topic locks.
    public var isComplete: Bool { total > 0 && answered >= total }
}

/// A row of a leaderboard.
public struct LeaderboardEntry: Equatable, Sendable {
    public var playerID: Int64
    public var name: String
    public var points: Int
    public var rank: Int
}

/// Which answers a leaderboard counts.
public enum LeaderboardPeriod: Equatable, Sendable {
    /// One local date (YYYY-MM-DD).
    case day(String)
    /// Seven local dates from this Monday (YYYY-MM-DD) on.
    case week(startingOn: String)
    case allTime
}

extension QuizDatabase {
    /// A player's progress through a topic's active multiple-choice questions.
    public func topicProgress(playerID: Int64?, topicID: Int64) throws(StoreError) -> TopicProgress {
        try read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT COUNT(*) AS total,
                      SUM(EXISTS (SELECT 1 FROM answer a WHERE a.questionId = q.id AND a.playerId IS ?
                                  AND a.result IN ('right', 'wrong') AND a.retiredAt IS NULL)) AS answered,
                      SUM(EXISTS (SELECT 1 FROM answer a WHERE a.questionId = q.id AND a.playerId IS ?
                                  AND a.result = 'right' AND a.retiredAt IS NULL)) AS answeredRight
                    FROM question q WHERE q.topicId = ? AND q.kind = 'multipleChoice' AND q.status = 'active'
                    """, arguments: [playerID, playerID, topicID])
            return TopicProgress(
                topicID: topicID, total: row?["total"] ?? 0, answered: row?["answered"] ?? 0,
                answeredRight: row?["answeredRight"] ?? 0)
        }
    }

    /// Players ranked by points from games completed in `period` (ties share a rank).
    public func leaderboard(_ period: LeaderboardPeriod, limit: Int = 10) throws(StoreError) -> [LeaderboardEntry] {
        try read { db in
            var filter = ""
            var arguments: StatementArguments = []
            switch period {
            case .day(let date):
                filter = "AND g.localDate = ?"
                arguments = [date]
            case .week(let start):
                filter = "AND g.localDate >= ? AND g.localDate < ?"
                arguments = [start, LocalDate.adding(days: 7, to: start) ?? start]
            case .allTime:
                break
            }
            arguments += [limit]
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT p.id, p.name, SUM(g.points) AS points FROM gameResult g
                    JOIN player p ON p.id = g.playerId
                    WHERE p.banned = 0 \(filter)
                    GROUP BY p.id ORDER BY points DESC, p.name ASC LIMIT ?
                    """, arguments: arguments)
            var entries: [LeaderboardEntry] = []
            for (index, row) in rows.enumerated() {
                let points: Int = row["points"]
                let rank = entries.last.map { $0.points == points ? $0.rank : index + 1 } ?? 1
                entries.append(LeaderboardEntry(playerID: row["id"], name: row["name"], points: points, rank: rank))
            }
            return entries
        }
    }

    /// Consecutive local dates, ending today or yesterday, on which the player completed a game.
    public func streak(playerID: Int64, today: String) throws(StoreError) -> Int {
        try read { db in
            let dates = try String.fetchAll(
                db,
                sql:
                    "SELECT DISTINCT localDate FROM gameResult WHERE playerId = ? AND localDate <= ? ORDER BY localDate DESC",
                arguments: [playerID, today])
            guard var expected = dates.first else { return 0 }
            if expected != today {
                guard LocalDate.adding(days: 1, to: expected) == today else { return 0 }
            }
            var count = 0
            for date in dates {
                guard date == expected else { break }
                count += 1
                expected = LocalDate.adding(days: -1, to: date) ?? ""
            }
            return count
        }
    }

    /// Records a game played to its end.
    @discardableResult
    public func recordGame(_ game: GameRecord) throws(StoreError) -> Int64 {
        try write { db in
            var row = GameResultRow(game)
            try row.insert(db)
            return db.lastInsertedRowID
        }
    }
}

/// A finished game as recorded.
public struct GameRecord: Equatable, Sendable {
    public var playerID: Int64?
    public var mode: String
    public var score: Int
    public var total: Int
    public var points: Int
    public var completedAt: Date
    /// YYYY-MM-DD in the event's time zone.
    public var localDate: String

    public init(
        playerID: Int64?, mode: String, score: Int, total: Int, points: Int, completedAt: Date, localDate: String
    ) {
        self.playerID = playerID
        self.mode = mode
        self.score = score
        self.total = total
        self.points = points
        self.completedAt = completedAt
        self.localDate = localDate
    }
}

/// Calendar dates as `YYYY-MM-DD` strings, in the proleptic Gregorian calendar.
public enum LocalDate {
    /// The date of `instant` in `timeZone`.
    public static func string(for instant: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// `date` moved by `days`; nil if `date` is not YYYY-MM-DD.
    public static func adding(days: Int, to date: String) -> String? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3,
            let start = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])),
            let moved = calendar.date(byAdding: .day, value: days, to: start)
        else { return nil }
        return string(for: moved, in: calendar.timeZone)
    }
}
