import Foundation
import GRDB
import QuizCore

/// Players with a known week for the profile screens' fixtures and goldens,
/// in a store that holds the bundled packs. The week is that of `today`
/// (a Wednesday in the fixtures): Ada (registered, the owl) played Sunday to
/// Wednesday, holds two medals and a badge, and follows Grace; Grace
/// (registered, the fox) played Monday and Wednesday and follows Ada; Linus
/// (not registered) played last week only; Mallory is banned and follows Ada.
public enum ProfileSampleData {
    public struct Players: Sendable {
        public let ada: PlayerRef
        public let grace: PlayerRef
        public let linus: PlayerRef
        public let mallory: PlayerRef
    }

    /// Adds the players, their games, answers, medals, badges and follows; `today` is YYYY-MM-DD in `zone`.
    public static func add(to database: QuizDatabase, today: String, zone: TimeZone) throws(StoreError) -> Players {
        let directory = PlayerDirectory(database: database)
        let ada = try directory.newPlayer(named: "Ada")
        let grace = try directory.newPlayer(named: "Grace")
        let linus = try directory.newPlayer(named: "Linus")
        let mallory = try directory.newPlayer(named: "Mallory")
        try database.setUsername("ada", for: ada.id)
        try database.setUsername("grace", for: grace.id)
        try database.setUsername("mallory", for: mallory.id)
        try database.setAvatar(.bundled("owl"), for: ada.id)
        try database.setAvatar(.bundled("fox"), for: grace.id)
        guard let monday = ProfileWeek.monday(of: today) else {
            throw StoreError.refused("the date \(today) is not YYYY-MM-DD")
        }
        // (player, days from Monday, points, answers, right answers)
        let games: [(PlayerRef, Int, Int, Int, Int)] = [
            (ada, -1, 50, 5, 3), (ada, 0, 40, 5, 4), (ada, 0, 60, 5, 5), (ada, 1, 80, 5, 4), (ada, 2, 30, 5, 2),
            (grace, 0, 90, 5, 5), (grace, 2, 50, 5, 2), (grace, 2, 70, 5, 3), (linus, -3, 20, 5, 1),
            (mallory, 1, 500, 5, 5),
        ]
        let questions = try database.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM question ORDER BY id LIMIT 5")
        }
        guard questions.count == 5 else { throw StoreError.refused("the sample profiles need 5 questions installed") }
        for (player, offset, points, answered, right) in games {
            let date = LocalDate.adding(days: offset, to: monday) ?? monday
            let noon = (ProfileWeek.midnight(of: date, in: zone) ?? Date()).addingTimeInterval(12 * 3600)
            for index in 0..<answered {
                try database.recordAnswer(
                    AnswerRecord(
                        playerID: player.id, questionID: questions[index], optionID: nil,
                        result: index < right ? .right : .wrong, points: index < right ? points / right : 0,
                        mode: .trivia, answeredAt: noon))
            }
            try database.recordGame(
                GameRecord(
                    playerID: player.id, mode: .trivia, score: right, total: answered, points: points,
                    completedAt: noon, localDate: date))
        }
        try database.write { db in
            // The first two topics of the English questions: Ada's medals are in the bundled English topics.
            let english = "SELECT topicId FROM question WHERE language = 'en'"
            let sql = "SELECT id FROM topic WHERE id IN (\(english)) ORDER BY name LIMIT 2"
            let topics = try Row.fetchAll(db, sql: sql).map {
                $0["id"] as Int64
            }
            for (index, topic) in topics.enumerated() {
                try db.execute(
                    sql: "INSERT INTO topicMedal (playerId, topicId, medal, awardedAt) VALUES (?, ?, ?, ?)",
                    arguments: [
                        ada.id, topic, index == 0 ? "gold" : "silver", StoredDate(Date(timeIntervalSince1970: 0)),
                    ])
            }
            if let first = topics.first {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO badge (code, title) VALUES (?, '90 % of a topic')",
                    arguments: ["topic-\(first)-90"])
                try db.execute(
                    sql: "INSERT INTO award (playerId, badgeId, awardedAt) SELECT ?, id, ? FROM badge WHERE code = ?",
                    arguments: [ada.id, StoredDate(Date(timeIntervalSince1970: 0)), "topic-\(first)-90"])
            }
        }
        _ = try database.follow(ada.id, grace.id)
        _ = try database.follow(grace.id, ada.id)
        _ = try database.follow(mallory.id, ada.id)
        try database.write { db in
            try db.execute(sql: "UPDATE player SET banned = 1 WHERE id = ?", arguments: [mallory.id])
        }
        return Players(ada: ada, grace: grace, linus: linus, mallory: mallory)
    }
}
