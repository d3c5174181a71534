import Foundation
import GRDB
import QuizCore
import QuizStore

/// A player with something in every part of their page: an account with an email, a lead, a bundled
/// avatar, a finished game, two answers (right, wrong) then 55 more, topics to progress in, purchases by
/// credits and in free play, credits given, power-ups held and used, and a badge.
struct PlayerData {
    static let password = "Ada-pass1!"
    static let email = "ada@example.org"
    static let leadEmail = "ada.lead@example.org"
    static let extraAnswers = 55

    let player: PlayerRef
    /// Space's three questions and Sea's one.
    let questions: [Int64]
    /// The options chosen: Mercury (right) for the first question, Venus (wrong) for the second.
    let right: Int64
    let wrong: Int64

    init(_ fixture: AdminFixture) throws {
        player = try fixture.accounts.register(username: "ada", password: Self.password, email: Self.email)
        try LeadStore(database: fixture.database).save(
            LeadForm(name: "Ada L", email: Self.leadEmail, consented: true, consentText: "Email me the results"),
            for: player)
        try fixture.database.setAvatar(.bundled("fox"), for: player.id)
        try fixture.game(player.id, points: 120)
        let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: fixture.folder))
        let id = player.id
        (questions, right, wrong) = try queue.write { db -> ([Int64], Int64, Int64) in
            var questions: [Int64] = []
            var options: [Int64] = []
            for (topic, texts) in [
                ("Space", ["Closest planet?", "Hottest planet?", "Red planet?"]), ("Sea", ["Deepest?"]),
            ] {
                try db.execute(sql: "INSERT INTO topic (name) VALUES (?)", arguments: [topic])
                let topicID = db.lastInsertedRowID
                for text in texts {
                    try db.execute(
                        sql: """
                            INSERT INTO question (uid, topicId, kind, text, correctAnswer, fingerprint)
                            VALUES (?, ?, 'multipleChoice', ?, 'Mercury', ?)
                            """, arguments: [UUID().uuidString, topicID, text, text])
                    let question = db.lastInsertedRowID
                    questions.append(question)
                    for (position, option) in ["Mercury", "Venus"].enumerated() {
                        try db.execute(
                            sql: "INSERT INTO option (questionId, position, text) VALUES (?, ?, ?)",
                            arguments: [question, position, option])
                        options.append(db.lastInsertedRowID)
                    }
                }
            }
            let old = Date(timeIntervalSince1970: 1_750_000_000)
            let insertAnswer = """
                INSERT INTO answer (playerId, questionId, optionId, result, points, mode, answeredAt)
                VALUES (?, ?, ?, ?, ?, 'trivia', ?)
                """
            try db.execute(sql: insertAnswer, arguments: [id, questions[0], options[0], "right", 600, old])
            try db.execute(
                sql: insertAnswer, arguments: [id, questions[1], options[3], "wrong", 0, old.addingTimeInterval(60)])
            for number in 0..<Self.extraAnswers {
                try db.execute(
                    sql: insertAnswer,
                    arguments: [
                        id, questions[0], options[0], "right", 10, old.addingTimeInterval(Double(3600 + number)),
                    ])
            }
            let now = Date()
            for (item, quantity, cents, provider) in [
                ("secondChance", 1, 99, "credits"), ("secondChance", 1, 99, "credits"),
                ("freezeTimePack", 3, 150, "credits"), ("fiftyFifty", 1, 0, "freePlay"),
            ] {
                try db.execute(
                    sql: """
                        INSERT INTO purchase (playerId, item, quantity, priceCents, provider, purchasedAt)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """, arguments: [id, item, quantity, cents, provider, now])
            }
            try db.execute(
                sql: "INSERT INTO creditGrant (playerId, cents, source, grantedAt) VALUES (?, 500, 'operator', ?)",
                arguments: [id, now])
            try db.execute(
                sql: "INSERT INTO powerUpInventory (playerId, kind, count) VALUES (?, 'freezeTime', 2)", arguments: [id]
            )
            for kind in ["freezeTime", "halfOff"] {
                try db.execute(
                    sql: "INSERT INTO powerUpUse (playerId, kind, questionId, usedAt) VALUES (?, ?, ?, ?)",
                    arguments: [id, kind, questions[0], now])
            }
            try db.execute(sql: "INSERT INTO badge (code, title) VALUES ('firstRight', 'First right answer')")
            try db.execute(
                sql: "INSERT INTO award (playerId, badgeId, awardedAt) VALUES (?, ?, ?)",
                arguments: [id, db.lastInsertedRowID, now])
            return (questions, options[0], options[3])
        }
    }

    /// A PNG's first bytes (signature and IHDR, `side` by `side`): what the avatar check reads.
    static func png(side: Int = 64) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [side, side] { bytes += [0, 0, UInt8(value >> 8), UInt8(value & 0xFF)] }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    /// Gives `player` an imported PNG avatar (through the same import as `tiltquiz players avatar`); its path.
    static func importPNG(for player: PlayerRef, _ fixture: AdminFixture) throws -> String {
        let source = fixture.folder + "/source-\(player.id).png"
        try png().write(to: URL(fileURLWithPath: source))
        let (avatar, _) = try AvatarFiles.importPicture(
            source, for: player, dataFolder: fixture.folder, database: fixture.database)
        return fixture.folder + "/" + (avatar.stored ?? "").dropFirst("file:".count)
    }
}

extension PlayerData {
    /// A fixture holding the player's data, with the admin "boss" signed in (their cookie and CSRF token):
    /// where most of the player page's tests start.
    static func withAdminSignedIn(
        _ body: (AdminFixture, PlayerData, _ cookie: String, _ csrf: String) async throws -> Void
    ) async throws {
        try await AdminFixture.with { fixture in
            let data = try PlayerData(fixture)
            let (cookie, csrf) = try await fixture.logIn("boss", AdminFixture.adminPassword)
            try await body(fixture, data, cookie, csrf)
        }
    }
}
