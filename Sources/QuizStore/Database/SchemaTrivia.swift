import GRDB

extension Schema {
    /// v2, for the trivia game: what the rules keep about a player between
    /// games (lives, passes, credits, explained power-ups), the credits that
    /// arrived (the ledger's income side), and a mark on answers that Retry
    /// topic put back in the pool.
    ///
    /// `purchase.provider` gains the value `credits` (paid from the player's
    /// balance; where the balance came from is in `creditGrant`), beside
    /// `freePlay`, `operator` and `coin`; the v1 column has no CHECK, so no
    /// table is rebuilt.
    static func createTriviaState(_ db: Database) throws {
        try db.create(table: "playerState") { t in
            t.primaryKey("playerId", .integer).references("player", onDelete: .cascade)
            // Wall-clock seconds since 1970 at which the lives are full again (null: full).
            t.column("livesFullAt", .double)
            t.column("passesDate", .text)  // YYYY-MM-DD in the event's time zone
            t.column("passesUsed", .integer).notNull().defaults(to: 0).check { $0 >= 0 }
            t.column("creditsCents", .integer).notNull().defaults(to: 0).check { $0 >= 0 }
            // Power-ups whose explanation the player has seen, comma separated.
            t.column("explained", .text).notNull().defaults(to: "")
        }
        try db.create(table: "creditGrant") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("cents", .integer).notNull().check { $0 > 0 }
            t.column("source", .text).notNull().check { ["operator", "coin"].contains($0) }
            t.column("grantedAt", .datetime).notNull()
        }
        // Retry topic re-enables wrongly answered questions by marking their
        // answers, not deleting them: People's Choice and the statistics keep
        // every choice ever made, while the pool and progress skip marked rows.
        try db.alter(table: "answer") { t in
            t.add(column: "retiredAt", .datetime)
        }
        try db.alter(table: "purchase") { t in
            t.add(column: "questionId", .integer).references("question", onDelete: .setNull)
            t.add(column: "topicId", .integer).references("topic", onDelete: .setNull)
        }
    }
}
