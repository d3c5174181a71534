import GRDB

extension Schema {
    /// v16, email views: each time the web admin opened sealed emails, who opened them and when. `kind` is
    /// `email` (one player's email shown on their page), `export` (the name and email CSV of every player; no
    /// `playerId`, `emails` says how many were opened) or `record` (one player's GDPR export). The player whose
    /// email it was owns the row (`PlayerTables.owned`: it goes with them); the viewer is a mention, cleared
    /// when they are erased.
    static func createEmailViews(_ db: Database) throws {
        try db.create(table: "emailView") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("viewerId", .integer).references("player", onDelete: .setNull)
            t.column("playerId", .integer).references("player", onDelete: .cascade)
            t.column("kind", .text).notNull().check { ["email", "export", "record"].contains($0) }
            t.column("emails", .integer).notNull().defaults(to: 0)
            t.column("viewedAt", .datetime).notNull()
        }
        try db.create(index: "emailView_player", on: "emailView", columns: ["playerId", "viewedAt"])
        try db.create(index: "emailView_time", on: "emailView", columns: ["viewedAt"])
    }
}
