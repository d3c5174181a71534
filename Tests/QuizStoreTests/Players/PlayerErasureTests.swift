import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// Erasing a player (GDPR): every row about them goes, others' rows stay, and no copy of their name or
/// email stays in the database files.
@Suite struct PlayerErasureTests {
    let moment = Date(timeIntervalSince1970: 1_750_000_000)

    /// One row about `player` in every table that has them, `other` following and followed by them, and a
    /// submission of `other`'s that `player` reviewed.
    static func fillEveryTable(for player: Int64, other: Int64, at date: Date, _ db: Database) throws {
        var writer = ContentWriter(db: db)
        _ = try writer.insertIfNew(
            QuestionRecord(
                kind: .multipleChoice, topic: "Space", text: "Closest planet?", correct: "Mercury", wrong: ["Mars"]),
            packID: nil)
        let question = try Int64.fetchOne(db, sql: "SELECT id FROM question ORDER BY id") ?? 0
        let topic = try writer.topicID(named: "Space")
        try db.execute(sql: "INSERT OR IGNORE INTO badge (code, title) VALUES ('first', 'First')")
        let badge = try Int64.fetchOne(db, sql: "SELECT id FROM badge WHERE code = 'first'") ?? 0
        let statements: [String] = [
            "INSERT INTO answer (playerId, questionId, result, points, mode, answeredAt) VALUES (?1, \(question), 'right', 600, 'trivia', ?2)",
            "INSERT INTO gameResult (playerId, mode, score, total, points, completedAt, localDate) VALUES (?1, 'tilt', 4, 5, 4, ?2, '2025-06-15')",
            "INSERT INTO dailyAttempt (playerId, day, number, questions, secondsLeft, startedAt, updatedAt) VALUES (?1, '2025-06-15', 1, '[]', 20, ?2, ?2)",
            "INSERT INTO topicMedal (playerId, topicId, medal, awardedAt) VALUES (?1, \(topic), 'gold', ?2)",
            "INSERT INTO award (playerId, badgeId, awardedAt) VALUES (?1, \(badge), ?2)",
            "INSERT INTO powerUpInventory (playerId, kind, count) VALUES (?1, 'freezeTime', 2)",
            "INSERT INTO powerUpUse (playerId, kind, questionId, usedAt) VALUES (?1, 'halfOff', \(question), ?2)",
            "INSERT INTO purchase (playerId, item, quantity, priceCents, provider, purchasedAt) VALUES (?1, 'secondChance', 1, 99, 'credits', ?2)",
            "INSERT INTO creditGrant (playerId, cents, source, grantedAt) VALUES (?1, 100, 'coin', ?2)",
            "INSERT INTO savedGame (playerId, mode, state, savedAt) VALUES (?1, 'trivia', '{}', ?2)",
            "INSERT INTO abandonedGame (playerId, mode, answered, score, reason, abandonedAt, localDate) VALUES (?1, 'tilt', 2, 1, 'timeout', ?2, '2025-06-15')",
            "INSERT INTO dealtStatement (playerId, questionId, dealtAt) VALUES (?1, \(question), ?2)",
            "INSERT INTO submission (playerId, text, correctAnswer) VALUES (?1, 'Is water wet?', 'true')",
            "INSERT INTO report (playerId, questionId, reason) VALUES (?1, \(question), 'wrong')",
            "INSERT OR IGNORE INTO follow (followerId, followeeId) VALUES (?1, \(other))",
            "INSERT OR IGNORE INTO follow (followerId, followeeId) VALUES (\(other), ?1)",
            "INSERT INTO submission (playerId, text, correctAnswer, reviewerId) VALUES (\(other), 'Sky blue?', 'true', ?1)",
        ]
        for sql in statements {
            try db.execute(sql: sql, arguments: sql.contains("?2") ? [player, date] : [player])
        }
    }

    /// Rows per table that name `player` in any column `PlayerTables` lists.
    static func rowsAbout(_ player: Int64, _ db: Database) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for link in PlayerTables.owned + PlayerTables.mentions {
            let count =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM \(link.table) WHERE \(link.column) = ?", arguments: [player]) ?? 0
            if count > 0 { counts[link.table, default: 0] += count }
        }
        return counts
    }

    @Test func everyRowAboutThePlayerGoesAndOtherPlayersRowsStay() throws {
        let store = try LeadFixture()
        let (ada, bob) = try store.adaAndBob(at: moment)
        try store.database.write { db in
            try Self.fillEveryTable(for: ada.id, other: bob.id, at: moment, db)
            try Self.fillEveryTable(for: bob.id, other: ada.id, at: moment, db)
        }
        try store.leads.save(store.form("Ada", "ada@example.org"), for: ada, at: moment)
        try store.leads.save(store.form("Bob", "bob@example.org"), for: bob, at: moment)

        let erased = try store.directory.erase(ada)
        #expect(
            erased == [
                "player": 1, "playerState": 1, "answer": 1, "gameResult": 1, "dailyAttempt": 1, "topicMedal": 1,
                "award": 1, "powerUpInventory": 1, "powerUpUse": 1, "purchase": 1, "creditGrant": 1, "savedGame": 1,
                "abandonedGame": 1, "dealtStatement": 1, "follow": 2, "submission": 2, "report": 1, "lead": 1,
                "boardTotal": 3,
            ])
        try store.database.read { db in
            #expect(try Self.rowsAbout(ada.id, db) == [:])
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player WHERE id = ?", arguments: [ada.id]) == 0)
            // Bob keeps one row in each table but his follows (both were with Ada) and his two submissions.
            #expect(
                try Self.rowsAbout(bob.id, db) == [
                    "playerState": 1, "answer": 1, "gameResult": 1, "dailyAttempt": 1, "topicMedal": 1, "award": 1,
                    "powerUpInventory": 1, "powerUpUse": 1, "purchase": 1, "creditGrant": 1, "savedGame": 1,
                    "abandonedGame": 1, "dealtStatement": 1, "submission": 2, "report": 1, "lead": 1,
                    "boardTotal": 3,
                ])
            let reviewers = try Row.fetchAll(db, sql: "SELECT text, reviewerId FROM submission ORDER BY id")
                .map { "\($0["text"] as String) \(($0["reviewerId"] as Int64?).map(String.init) ?? "-")" }
            #expect(reviewers == ["Sky blue? -", "Is water wet? -"], "the one Ada reviewed stays, without her id")
        }
        #expect(try store.leads.allLeads().map(\.email) == ["bob@example.org"])
        #expect(store.walBytes() == 0, "the WAL is emptied")
    }

    @Test func noCopyOfTheNameOrEmailStaysInTheDatabaseFiles() throws {
        let store = try LeadFixture()
        let name = "Quilliam Zorn"
        let email = "quilliam.zorn@example.org"
        // The player comes early; then thousands of visitors fill the pages around their rows (pages split, rows move).
        let player = try store.directory.newPlayer(named: name, at: moment)
        try store.leads.save(store.form(name, email), for: player, at: moment)
        let other = try store.directory.newPlayer(named: "Bob", at: moment)
        try store.database.write { db in try Self.fillEveryTable(for: player.id, other: other.id, at: moment, db) }
        try store.database.checkpoint()
        for _ in 0..<2_000 { _ = try store.directory.newGuest(at: moment) }
        try store.database.checkpoint()
        try store.database.write { db in
            for index in 0..<300 {
                try db.execute(
                    sql: """
                        INSERT INTO answer (playerId, questionId, result, points, mode, answeredAt)
                        VALUES (?, 1, 'wrong', 0, 'trivia', ?)
                        """, arguments: [index % 2 == 0 ? player.id : other.id, moment])
            }
        }
        #expect(try store.filesHolding(name) != [], "the name is there before, so the search can find it")
        #expect(try store.filesHolding(email) == [], "the email never is in clear")

        try store.directory.erase(player)
        #expect(try store.filesHolding(name) == [])
        #expect(try store.filesHolding(email) == [])
        #expect(try store.filesHolding("Bob") != [], "others are still there")
    }

    @Test func everyPlayerColumnInTheSchemaIsListed() throws {
        let database = try QuizDatabase()
        let links = try database.read { db -> Set<PlayerTables.Link> in
            var links: Set<PlayerTables.Link> = []
            let tables = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            for table in tables where table != "player" {
                for key in try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\(table))") where key["table"] == "player"
                {
                    links.insert(PlayerTables.Link(table: table, column: key["from"]))
                }
                for column in try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))")
                where column["name"] == "playerId" {
                    links.insert(PlayerTables.Link(table: table, column: "playerId"))
                }
            }
            return links
        }
        #expect(links == Set(PlayerTables.owned + PlayerTables.mentions))
    }
}

extension LeadFixture {
    /// The WAL's size in bytes (0 when there is none).
    func walBytes() -> Int {
        (try? FileManager.default.attributesOfItem(atPath: folder.file("tiltquiz.sqlite-wal"))[.size] as? Int) ?? 0
    }
}
