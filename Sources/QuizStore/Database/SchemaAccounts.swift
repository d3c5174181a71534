import GRDB

extension Schema {
    /// v13, accounts: what logging in needs besides v1's `username`, `passwordHash` (`SaltedHash`'s text),
    /// `email` (sealed, `LeadKey`) and `role`/`banned`: which key sealed the email, a keyed digest of it so a
    /// log-in by email finds its row without opening every email, and the wrong passwords in a row with the
    /// lock they led to.
    static func addAccounts(_ db: Database) throws {
        try db.alter(table: "player") { t in
            // Which key sealed `email` (`LeadKey.id`).
            t.add(column: "emailKeyId", .blob)
            // HMAC-SHA256 of the email in lower case, under a key derived from `LeadKey`: one account per email.
            t.add(column: "emailDigest", .blob)
            // Wrong passwords since the last right one (or the last lock).
            t.add(column: "failedLogins", .integer).notNull().defaults(to: 0)
            // No log-in before this time, even with the right password.
            t.add(column: "lockedUntil", .datetime)
        }
        try db.create(index: "player_emailDigest", on: "player", columns: ["emailDigest"], unique: true)
    }
}
