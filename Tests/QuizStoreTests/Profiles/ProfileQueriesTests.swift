import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// Profiles' figures from a known set of games and answers, the week's Monday
/// boundary in a zone far from UTC, follows' rules and the search.
@Suite struct ProfileQueriesTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    func sampleStore(zone: TimeZone) throws -> (QuizDatabase, ProfileSampleData.Players) {
        let database = try QuizDatabase.withBundledPacks()
        let players = try ProfileSampleData.add(to: database, today: "2026-07-22", zone: zone)
        return (database, players)
    }

    func noon(_ date: String, _ zone: TimeZone) -> Date {
        ProfileWeek.midnight(of: date, in: zone)!.addingTimeInterval(12 * 3600)
    }

    @Test func aKnownWeekGivesKnownFigures() throws {
        let (database, players) = try sampleStore(zone: berlin)
        let ada = try #require(
            try database.profile(playerID: players.ada.id, now: noon("2026-07-22", berlin), timeZone: berlin))
        #expect(ada.points == 260, "Sunday's 50 and this week's 210")
        #expect(ada.streak == 4, "Sunday to Wednesday")
        #expect(ada.week.monday == "2026-07-20")
        #expect(ada.week.days.map(\.games) == [2, 1, 1, 0, 0, 0, 0])
        #expect(ada.week.days.map(\.points) == [100, 80, 30, 0, 0, 0, 0])
        #expect(ada.week.games == 4 && ada.week.points == 210)
        #expect(ada.week.answered == 20 && ada.week.right == 15)
        #expect(ada.week.rightShare == 0.75 && ada.week.rightPercent == 75)
        #expect(ada.avatar == .bundled("owl") && ada.isRegistered)
        #expect(ada.followers == 1, "Grace; Mallory is banned and not counted")
        #expect(ada.following == 1)
        #expect(ada.honours.count == 2)
        #expect(ada.honours.contains { $0.medal == "gold" && $0.badges == [.topicShare(percent: 90)] })
        #expect(ada.honours.contains { $0.medal == "silver" && $0.badges.isEmpty })
        let grace = try #require(
            try database.profile(playerID: players.grace.id, now: noon("2026-07-22", berlin), timeZone: berlin))
        #expect(grace.week.days.map(\.points) == [90, 0, 120, 0, 0, 0, 0])
        #expect(grace.week.rightPercent == 67)
        #expect(grace.streak == 1, "Wednesday only: Tuesday was missed")
        let linus = try #require(
            try database.profile(playerID: players.linus.id, now: noon("2026-07-22", berlin), timeZone: berlin))
        #expect(linus.week.games == 0 && linus.week.rightShare == nil && linus.week.rightPercent == nil)
        #expect(linus.points == 20 && linus.streak == 0 && !linus.isRegistered)
        // A week later the streak is gone and the week is empty; the points stay.
        let later = try #require(
            try database.profile(playerID: players.ada.id, now: noon("2026-07-29", berlin), timeZone: berlin))
        #expect(later.streak == 0 && later.week.games == 0 && later.points == 260)
    }

    @Test func mondayIsFoundForEveryDay() {
        #expect(ProfileWeek.monday(of: "2026-07-19") == "2026-07-13", "a Sunday belongs to the week before")
        #expect(ProfileWeek.monday(of: "2026-07-20") == "2026-07-20")
        #expect(ProfileWeek.monday(of: "2026-07-26") == "2026-07-20")
        #expect(ProfileWeek.monday(of: "2026-01-01") == "2025-12-29", "across a new year")
        #expect(ProfileWeek.monday(of: "not a date") == nil)
    }

    /// In Auckland (UTC+12 in July) Monday starts at noon on Sunday, UTC: a game and answers at 23:30 on
    /// Sunday, local time, are last week's; those at 00:30 on Monday are this week's, though both are
    /// Sunday in UTC.
    @Test func theWeekStartsAtMondayMidnightInTheEventZone() throws {
        let auckland = TimeZone(identifier: "Pacific/Auckland")!
        let database = try QuizDatabase.withBundledPacks()
        let player = try PlayerDirectory(database: database).newPlayer(named: "Kiri")
        let question = try database.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM question LIMIT 1") }!
        let monday = ProfileWeek.midnight(of: "2026-07-20", in: auckland)!
        #expect(LocalDate.string(for: monday, in: TimeZone(identifier: "UTC")!) == "2026-07-19")
        for (instant, points, result) in [
            (monday.addingTimeInterval(-1800), 10, AnswerRecord.Result.wrong),
            (monday.addingTimeInterval(1800), 20, AnswerRecord.Result.right),
        ] {
            try database.recordAnswer(
                AnswerRecord(
                    playerID: player.id, questionID: question, optionID: nil, result: result, mode: .trivia,
                    answeredAt: instant))
            try database.recordGame(
                GameRecord(
                    playerID: player.id, mode: .tilt, score: 1, total: 1, points: points, completedAt: instant,
                    localDate: LocalDate.string(for: instant, in: auckland)))
        }
        let week = try database.weekStats(
            playerID: player.id, containing: monday.addingTimeInterval(3 * 86400), in: auckland)
        #expect(week.monday == "2026-07-20")
        #expect(week.games == 1 && week.points == 20 && week.days[0].points == 20)
        #expect(week.answered == 1 && week.right == 1, "Sunday's wrong answer is last week's")
        let streak = try database.streak(playerID: player.id, today: "2026-07-20")
        #expect(streak == 2, "Sunday and Monday in Auckland, though both were Sunday in UTC")
    }

    @Test func followsFollowTheRules() throws {
        let (database, players) = try sampleStore(zone: berlin)
        let directory = PlayerDirectory(database: database)
        let guest = try directory.newGuest()
        #expect(try database.follow(guest.id, players.ada.id) == .notRegistered(name: guest.name, isGuest: true))
        #expect(try database.follow(players.linus.id, players.ada.id) == .notRegistered(name: "Linus", isGuest: false))
        #expect(try database.follow(players.ada.id, players.ada.id) == .selfFollow)
        #expect(try database.follow(players.ada.id, players.mallory.id) == .cannotBeFollowed(name: "Mallory"))
        #expect(try database.follow(players.ada.id, guest.id) == .cannotBeFollowed(name: guest.name))
        #expect(
            try database.follow(players.mallory.id, players.grace.id) == .notRegistered(name: "Mallory", isGuest: false)
        )
        #expect(FollowRefusal.notRegistered(name: "x", isGuest: true).message.contains("Guests cannot follow"))
        // Linus registers; he follows Ada (twice changes nothing).
        try database.setUsername("linus", for: players.linus.id)
        #expect(try database.follow(players.linus.id, players.ada.id) == nil)
        #expect(try database.follow(players.linus.id, players.ada.id) == nil)
        #expect(try database.followers(of: players.ada.id).map(\.player.name) == ["Grace", "Linus"])
        #expect(try database.following(of: players.linus.id).map(\.player.name) == ["Ada"])
        #expect(try database.isFollowing(players.linus.id, players.ada.id))
        // The database refuses a self-follow even past the rules.
        #expect(throws: StoreError.self) {
            try database.write { db in
                try db.execute(
                    sql: "INSERT INTO follow (followerId, followeeId) VALUES (?, ?)",
                    arguments: [players.ada.id, players.ada.id])
            }
        }
        #expect(try database.unfollow(players.linus.id, players.ada.id))
        #expect(try !database.unfollow(players.linus.id, players.ada.id))
        #expect(try database.followers(of: players.ada.id).map(\.player.name) == ["Grace"])
        // Erasing Grace takes her follows both ways.
        _ = try directory.erase(players.grace)
        #expect(try database.followers(of: players.ada.id).isEmpty)
        #expect(try database.following(of: players.ada.id).isEmpty)
        let left = try database.read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM follow WHERE followerId = ? OR followeeId = ?",
                arguments: [players.grace.id, players.grace.id])
        }
        #expect(left == 0)
    }

    @Test func searchFindsNamedPlayersButNoBannedOrGuest() throws {
        let (database, players) = try sampleStore(zone: berlin)
        _ = try PlayerDirectory(database: database).newGuest()
        #expect(try database.searchPlayers("a").map(\.player.name) == ["Ada", "Grace"], "Mallory is banned")
        #expect(try database.searchPlayers("GRA").map(\.player.id) == [players.grace.id])
        #expect(try database.searchPlayers("player").isEmpty, "guests are not found")
        #expect(try database.searchPlayers("%").isEmpty, "a % is a character, not a wildcard")
        try database.setUsername("countess", for: players.ada.id)
        #expect(try database.searchPlayers("countess").map(\.player.name) == ["Ada"], "found by username")
        #expect(try database.searchPlayers("  ").isEmpty)
    }

    @Test func avatarsSayTheirKindInTheColumn() throws {
        let (database, players) = try sampleStore(zone: berlin)
        try database.setAvatar(.file("avatars/player-1.png"), for: players.linus.id)
        let stored = try database.read { db in
            try String.fetchOne(db, sql: "SELECT avatar FROM player WHERE id = ?", arguments: [players.linus.id])
        }
        #expect(stored == "file:avatars/player-1.png")
        #expect(Avatar(stored: "bundled:owl") == .bundled("owl"))
        #expect(Avatar(stored: nil) == .none && Avatar(stored: "weird") == .none)
        #expect(throws: StoreError.self) { try database.setAvatar(.bundled("owl"), for: 9999) }
        #expect(AvatarFiles.bundled(inAssets: Repository.root + "/assets").count == 12)
    }
}
