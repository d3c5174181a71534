import GRDB

extension Schema {
    /// What happens in play: answers, topic medals, daily results, saved games.
    static func createPlay(_ db: Database) throws {
        try db.create(table: "answer") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("playerId", .integer).references("player", onDelete: .cascade)
            t.column("questionId", .integer).notNull().references("question", onDelete: .cascade)
            t.column("optionId", .integer).references("option", onDelete: .setNull)
            t.column("result", .text).notNull().check { ["right", "wrong", "timeout", "skipped"].contains($0) }
            t.column("points", .integer).notNull().defaults(to: 0)
            t.column("secondsTaken", .double)
            t.column("mode", .text).notNull()
            t.column("answeredAt", .datetime).notNull()
        }
        try db.create(index: "answer_player_question", on: "answer", columns: ["playerId", "questionId", "result"])
        try db.create(index: "answer_question_option", on: "answer", columns: ["questionId", "optionId"])
        try db.create(index: "answer_time", on: "answer", columns: ["answeredAt"])
        // One row per game played to its end: scores, leaderboards and streaks.
        try db.create(table: "gameResult") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("playerId", .integer).references("player", onDelete: .cascade)
            t.column("mode", .text).notNull()
            t.column("score", .integer).notNull()
            t.column("total", .integer).notNull()
            t.column("points", .integer).notNull().defaults(to: 0)
            t.column("completedAt", .datetime).notNull()
            t.column("localDate", .text).notNull()  // YYYY-MM-DD in the event's time zone
        }
        try db.create(index: "gameResult_player_date", on: "gameResult", columns: ["playerId", "localDate"])
        try db.create(index: "gameResult_date", on: "gameResult", columns: ["localDate"])
        try db.create(table: "topicMedal") { t in
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("topicId", .integer).notNull().references("topic", onDelete: .cascade)
            t.column("medal", .text).notNull().check { ["bronze", "silver", "gold"].contains($0) }
            t.column("awardedAt", .datetime).notNull()
            t.primaryKey(["playerId", "topicId"])
        }
        try db.create(table: "dailyResult") { t in
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("date", .text).notNull()  // YYYY-MM-DD in the event's time zone
            t.column("score", .integer).notNull()
            t.column("completedAt", .datetime).notNull()
            t.primaryKey(["playerId", "date"])
        }
        try db.create(index: "dailyResult_date", on: "dailyResult", columns: ["date", "score"])
        try db.create(table: "savedGame") { t in
            t.column("playerId", .integer).notNull().defaults(to: 0)  // 0: the kiosk's anonymous player
            t.column("mode", .text).notNull()
            t.column("state", .text).notNull()  // JSON
            t.column("savedAt", .datetime).notNull()
            t.primaryKey(["playerId", "mode"])
        }
    }
}
