import GRDB

extension Schema {
    /// Players and what belongs to each: follows, badges, power-ups, purchases.
    static func createPlayers(_ db: Database) throws {
        try db.create(table: "player") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("name", .text).notNull()
            t.column("username", .text).unique().collate(.nocase)
            t.column("email", .blob)  // encrypted at rest
            t.column("avatar", .text)
            t.column("role", .text).notNull().defaults(to: "player")
                .check { ["guest", "player", "moderator", "admin"].contains($0) }
            t.column("banned", .boolean).notNull().defaults(to: false)
            t.column("passwordHash", .text)
            t.column("consentAt", .datetime)
            t.column("createdAt", .datetime).notNull().defaults(sql: "CURRENT_TIMESTAMP")
        }
        try db.create(table: "follow") { t in
            t.column("followerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("followeeId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("createdAt", .datetime).notNull().defaults(sql: "CURRENT_TIMESTAMP")
            t.primaryKey(["followerId", "followeeId"])
            t.check(sql: "followerId <> followeeId")
        }
        try db.create(table: "badge") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("code", .text).notNull().unique()
            t.column("title", .text).notNull()
            t.column("description", .text).notNull().defaults(to: "")
        }
        try db.create(table: "award") { t in
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("badgeId", .integer).notNull().references("badge", onDelete: .cascade)
            t.column("awardedAt", .datetime).notNull()
            t.primaryKey(["playerId", "badgeId"])
        }
        try db.create(table: "powerUpInventory") { t in
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("kind", .text).notNull()
            t.column("count", .integer).notNull().defaults(to: 0).check { $0 >= 0 }
            t.primaryKey(["playerId", "kind"])
        }
        try db.create(table: "powerUpUse") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("kind", .text).notNull()
            t.column("questionId", .integer).references("question", onDelete: .setNull)
            t.column("usedAt", .datetime).notNull()
        }
        try db.create(table: "purchase") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("item", .text).notNull()
            t.column("quantity", .integer).notNull().check { $0 > 0 }
            t.column("priceCents", .integer).notNull().check { $0 >= 0 }
            t.column("provider", .text).notNull()  // freePlay, operator, coin
            t.column("purchasedAt", .datetime).notNull()
        }
        try db.create(index: "purchase_player", on: "purchase", columns: ["playerId", "purchasedAt"])
    }
}
