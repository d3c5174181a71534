import GRDB

extension Schema {
    /// v5, leads: the name and email a player leaves, with the consent text
    /// they agreed to and when. The email is sealed (AES-GCM, `LeadKey`):
    /// it never reaches the database files in clear. `player.email` and
    /// `player.consentAt` (v1) stay unused: a player may leave several leads,
    /// each with its own consent, and each expires on its own.
    static func createLeads(_ db: Database) throws {
        try db.create(table: "lead") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("name", .text).notNull()
            // The nonce (12 bytes), the ciphertext and the tag (16 bytes); the player's id is authenticated with it.
            t.column("email", .blob).notNull()
            // Which key sealed it (`LeadKey.id`), so a wrong key is named as such.
            t.column("keyId", .blob).notNull()
            t.column("consentText", .text).notNull()
            t.column("consentAt", .datetime).notNull()
        }
        try db.create(index: "lead_player", on: "lead", columns: ["playerId"])
        try db.create(index: "lead_consentAt", on: "lead", columns: ["consentAt"])
    }
}
