import GRDB

extension Schema {
    /// v22, accessibility: each player's choices on the Accessibility screen (issue 38), one row per player,
    /// restored when they play again; erased with the player.
    static func createPlayerAccessibility(_ db: Database) throws {
        try db.create(table: "playerAccessibility") { t in
            t.primaryKey("playerId", .integer).references("player", onDelete: .cascade)
            t.column("speech", .boolean).notNull()
            t.column("voice", .boolean).notNull()
            t.column("textScalePercent", .integer).notNull()
            t.column("highContrast", .boolean).notNull()
            t.column("reduceMotion", .boolean).notNull()
            t.column("timeScale", .double).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
    }
}
