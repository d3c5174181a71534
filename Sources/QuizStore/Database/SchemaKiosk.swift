import GRDB

extension Schema {
    /// What a kiosk keeps of its own: games nobody finished, which it reset.
    static func createKiosk(_ db: Database) throws {
        try db.create(table: "abandonedGame") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("playerId", .integer).references("player", onDelete: .cascade)
            t.column("mode", .text).notNull()
            t.column("answered", .integer).notNull()
            t.column("score", .integer).notNull()
            t.column("roundLength", .integer)  // NULL for a mode without fixed rounds
            t.column("reason", .text).notNull().check { ["timeout", "admin"].contains($0) }
            t.column("abandonedAt", .datetime).notNull()
            t.column("localDate", .text).notNull()  // YYYY-MM-DD in the event's time zone
        }
        try db.create(index: "abandonedGame_date", on: "abandonedGame", columns: ["localDate"])
    }
}
