import GRDB

extension Schema {
    /// Admin sessions: the web admin's signed-in browsers, kept in the game's
    /// store so they survive a restart of `tiltquiz admin serve`. `key` is the
    /// session cookie's secret id, `value` the session as JSON (who, CSRF
    /// token), `expiresAt` when it stops working (removed then). No player
    /// column: a session of an erased player is refused, then removed.
    static func createAdminSessions(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE adminSession (
                  key TEXT PRIMARY KEY NOT NULL,
                  value BLOB NOT NULL,
                  expiresAt DOUBLE);
                CREATE INDEX adminSession_expiry ON adminSession(expiresAt);
                """)
    }
}
