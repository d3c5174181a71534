import GRDB

extension Schema {
    /// v4, players at the kiosk: each visitor is a player of their own, a
    /// handheld picks its last player again, and Tilt True/False remembers
    /// per player which statements it dealt (so a restart does not repeat them).
    static func createVisitors(_ db: Database) throws {
        try db.alter(table: "player") { t in
            t.add(column: "lastPlayedAt", .datetime)
        }
        try db.create(index: "player_name", on: "player", columns: ["name"])
        try db.create(index: "player_lastPlayed", on: "player", columns: ["lastPlayedAt"])
        try db.create(table: "dealtStatement") { t in
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("questionId", .integer).notNull().references("question", onDelete: .cascade)
            t.column("dealtAt", .datetime).notNull()
            t.primaryKey(["playerId", "questionId"])
        }
    }
}
