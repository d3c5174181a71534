import Foundation
import GRDB
import QuizCore

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

extension QuizDatabase {
    /// A player's progress through a topic's active multiple-choice questions.
    public func topicProgress(playerID: Int64?, topicID: Int64) throws(StoreError) -> TopicProgress {
        try read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT COUNT(*) AS total,
                      SUM(EXISTS (SELECT 1 FROM answer a WHERE a.questionId = q.id AND a.playerId IS ?
                                  AND a.result IN \(SQLWord.given) AND a.retiredAt IS NULL)) AS answered,
                      SUM(EXISTS (SELECT 1 FROM answer a WHERE a.questionId = q.id AND a.playerId IS ?
                                  AND a.result = \(SQLWord.right) AND a.retiredAt IS NULL)) AS answeredRight
                    FROM question q
                    WHERE q.topicId = ? AND q.kind = \(SQLWord.multipleChoice) AND q.status = \(SQLWord.active)
                    """, arguments: [playerID, playerID, topicID])
            return TopicProgress(
                topicID: topicID, total: row?["total"] ?? 0, answered: row?["answered"] ?? 0,
                answeredRight: row?["answeredRight"] ?? 0)
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
        try insert(GameResultRow(game))
    }
}

/// A finished game as recorded.
public struct GameRecord: Equatable, Sendable {
    public var playerID: Int64?
    public var mode: GameMode
    public var score: Int
    public var total: Int
    public var points: Int
    public var completedAt: Date
    /// YYYY-MM-DD in the event's time zone.
    public var localDate: String
    /// The topic of a timed challenge, ranked on that topic's board.
    public var topicID: Int64?
    /// False for practice (a Daily Challenge played again the same day): it counts for the streak only.
    public var ranked: Bool
    /// The time scale played at, in percent: above 100 the player had more time (`accessibility.time_scale`),
    /// and the result is kept and marked but ranked on no board.
    public var timeScalePercent: Int
    /// The language a Daily Challenge's ten questions were dealt in, whose board ranks it; nil for other modes.
    public var language: String?

    public init(
        playerID: Int64?, mode: GameMode, score: Int, total: Int, points: Int, completedAt: Date, localDate: String,
        topicID: Int64? = nil, ranked: Bool = true, timeScalePercent: Int = TimeScale.standardPercent,
        language: String? = nil
    ) {
        self.playerID = playerID
        self.mode = mode
        self.score = score
        self.total = total
        self.points = points
        self.completedAt = completedAt
        self.localDate = localDate
        self.topicID = topicID
        self.ranked = ranked
        self.timeScalePercent = timeScalePercent
        self.language = language
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
