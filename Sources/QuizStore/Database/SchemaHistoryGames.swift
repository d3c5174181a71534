import GRDB

extension Schema {
    /// v8, "Which came first?": each player's game of a day, dealt once and
    /// kept with copies of its events (content imported later never changes a
    /// game in progress), its answers so far, and when it finished.
    static func createHistoryGames(_ db: Database) throws {
        try db.create(table: "historyGame") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("day", .text).notNull()  // YYYY-MM-DD: the date the game was dealt for
            t.column("kind", .text).notNull().check { ["daily", "archive"].contains($0) }
            t.column("questions", .text).notNull()  // JSON: five pairs of events, as dealt
            t.column("answers", .text).notNull().defaults(to: "[]")  // JSON: the card chosen per question
            t.column("score", .integer).notNull().defaults(to: 0)
            t.column("startedAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
            t.column("finishedAt", .datetime)
            t.uniqueKey(["playerId", "day"])
        }
        try db.create(index: "historyGame_board", on: "historyGame", columns: ["day", "kind", "finishedAt"])
    }
}
