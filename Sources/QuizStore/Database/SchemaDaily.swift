import GRDB

extension Schema {
    /// v12, the Daily Challenge: each player's attempts of a date (the first scored, later ones practice),
    /// with the dealt questions, the answers so far and the time left on the question it stopped at, so a
    /// game left or cut off resumes where it was. Results go to `gameResult` (mode `daily`); `dailyResult`,
    /// which nothing ever wrote, is dropped.
    static func createDailyAttempts(_ db: Database) throws {
        try db.create(table: "dailyAttempt") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("day", .text).notNull()  // YYYY-MM-DD in the event's time zone: the date dealt for
            t.column("number", .integer).notNull().check { $0 >= 1 }  // 1: the scored attempt; later: practice
            t.column("questions", .text).notNull()  // JSON: the ten questions, options in the dealt order
            t.column("answers", .text).notNull().defaults(to: "[]")  // JSON: choice, seconds left, points
            t.column("secondsLeft", .double).notNull()  // on the first question not answered
            t.column("score", .integer).notNull().defaults(to: 0)
            t.column("startedAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
            t.column("finishedAt", .datetime)
            t.uniqueKey(["playerId", "day", "number"])
        }
        try db.create(index: "dailyAttempt_open", on: "dailyAttempt", columns: ["finishedAt", "day"])
        try db.drop(table: "dailyResult")
    }
}
