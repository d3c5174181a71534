import Foundation
import GRDB
import QuizCore

extension QuizDatabase {
    /// The profile of `playerID` at `now`: points of every completed game, the streak and this week
    /// (Monday to Sunday) in `timeZone`, medals and badges by topic, and follow counts (banned players
    /// not counted). Nil for a player the store does not hold.
    public func profile(playerID: Int64, now: Date, timeZone: TimeZone) throws(StoreError) -> PlayerProfile? {
        let week = try weekStats(playerID: playerID, containing: now, in: timeZone)
        let streak = try streak(playerID: playerID, today: LocalDate.string(for: now, in: timeZone))
        return try read { db -> PlayerProfile? in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT id, name, role, username, avatar FROM player WHERE id = ?", arguments: [playerID])
            else { return nil }
            let points =
                try Int.fetchOne(
                    db, sql: "SELECT COALESCE(SUM(points), 0) FROM gameResult WHERE playerId = ?",
                    arguments: [playerID]) ?? 0
            let (honours, other) = try Self.honours(playerID: playerID, db)
            let followers = try FollowSide.followers.count(of: playerID, db)
            let following = try FollowSide.following.count(of: playerID, db)
            let role: String = row["role"]
            let username: String? = row["username"]
            return PlayerProfile(
                player: PlayerRef(id: row["id"], name: row["name"], isGuest: role == "guest"),
                avatar: Avatar(stored: row["avatar"]), isRegistered: username != nil && role != "guest",
                points: points, streak: streak, honours: honours, otherBadges: other, week: week,
                followers: followers, following: following)
        }
    }

    /// The week holding `instant` in `timeZone`, day by day: games completed and their points (by the
    /// game's local date), and answers given (by when they were given, in the zone).
    public func weekStats(
        playerID: Int64, containing instant: Date, in timeZone: TimeZone
    ) throws(StoreError)
        -> WeekStats
    {
        let week = ProfileWeek(containing: instant, in: timeZone)
        return try read { db in
            var days = week.dates.map { ProfileDay(date: $0) }
            let games = try Row.fetchAll(
                db,
                sql: """
                    SELECT localDate, COUNT(*) AS games, COALESCE(SUM(points), 0) AS points FROM gameResult
                    WHERE playerId = ? AND localDate >= ? AND localDate <= ? GROUP BY localDate
                    """, arguments: [playerID, week.dates.first, week.dates.last])
            for row in games {
                guard let index = week.dates.firstIndex(of: row["localDate"]) else { continue }
                days[index].games = row["games"]
                days[index].points = row["points"]
            }
            let answers = try Row.fetchAll(
                db,
                sql: """
                    SELECT answeredAt, result FROM answer
                    WHERE playerId = ? AND answeredAt >= ? AND answeredAt < ? AND result <> \(SQLWord.skipped)
                    """, arguments: [playerID, StoredDate(week.start), StoredDate(week.end)])
            for row in answers {
                let at = row.storedDate("answeredAt")
                guard let index = week.dates.firstIndex(of: LocalDate.string(for: at, in: timeZone)) else { continue }
                days[index].answered += 1
                if row["result"] == "right" { days[index].right += 1 }
            }
            return WeekStats(days: days)
        }
    }

    /// Medals and badges by topic (a badge `topic-ID-PERCENT` is the topic's), by topic name; and the
    /// badges of no topic.
    static func honours(playerID: Int64, _ db: Database) throws -> ([TopicHonours], [BadgeName]) {
        var medals: [String: String] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT t.name, m.medal FROM topicMedal m JOIN topic t ON t.id = m.topicId WHERE m.playerId = ?",
            arguments: [playerID])
        {
            medals[row["name"]] = row["medal"]
        }
        var badges: [String: [BadgeName]] = [:]
        var other: [BadgeName] = []
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT b.code, b.title, t.name AS topic FROM award a JOIN badge b ON b.id = a.badgeId
                LEFT JOIN topic t ON b.code LIKE 'topic-%' AND t.id = CAST(substr(b.code, 7, instr(substr(b.code, 7), '-') - 1) AS INTEGER)
                WHERE a.playerId = ? ORDER BY a.awardedAt, b.code
                """, arguments: [playerID])
        {
            let name = BadgeName(code: row["code"], title: row["title"])
            if let topic: String = row["topic"] {
                badges[topic, default: []].append(name)
            } else {
                other.append(name)
            }
        }
        let topics = Set(medals.keys).union(badges.keys).sorted {
            $0.localizedCaseInsensitiveCompare($1) == .orderedAscending
        }
        let honours = topics.map { TopicHonours(topic: $0, medal: medals[$0], badges: badges[$0] ?? []) }
        return (honours, other)
    }
}
