import Foundation
import GRDB

/// The web admin's sessions in the `adminSession` table: a value (JSON bytes)
/// by key, with an optional expiry; an expired one reads as absent and is
/// removed. Times are seconds since 1970.
public struct AdminSessionStore: Sendable {
    public let database: QuizDatabase

    public init(database: QuizDatabase) {
        self.database = database
    }

    /// Adds a session; false (nothing written) when the key is taken by one that has not expired.
    public func create(key: String, value: Data, expiresAt: Date?, now: Date = Date()) throws(StoreError) -> Bool {
        try database.write { db in
            try Self.removeExpired(db, now: now)
            guard try !exists(key, db) else { return false }
            try db.execute(
                sql: "INSERT INTO adminSession (key, value, expiresAt) VALUES (?, ?, ?)",
                arguments: [key, value, expiresAt?.timeIntervalSince1970])
            return true
        }
    }

    /// Writes a session; a nil `expiresAt` keeps the expiry it had.
    public func set(key: String, value: Data, expiresAt: Date?) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO adminSession (key, value, expiresAt) VALUES (?, ?, ?)
                    ON CONFLICT (key) DO UPDATE SET value = excluded.value,
                      expiresAt = COALESCE(excluded.expiresAt, adminSession.expiresAt)
                    """, arguments: [key, value, expiresAt?.timeIntervalSince1970])
        }
    }

    /// A session's value and expiry; nil when there is none or it has expired (then it is removed).
    public func get(key: String, now: Date = Date()) throws(StoreError) -> (value: Data, expiresAt: Date?)? {
        let row = try database.read { db in
            // Asked on every request: the statement is prepared once per connection, not parsed each time.
            try Row.fetchOne(
                try db.cachedStatement(sql: "SELECT value, expiresAt FROM adminSession WHERE key = ?"), arguments: [key]
            )
        }
        guard let row else { return nil }
        let expiresAt = (row["expiresAt"] as Double?).map { Date(timeIntervalSince1970: $0) }
        if let expiresAt, expiresAt <= now {
            try remove(key: key)
            return nil
        }
        return (row["value"], expiresAt)
    }

    public func remove(key: String) throws(StoreError) {
        try database.write { db in try db.execute(sql: "DELETE FROM adminSession WHERE key = ?", arguments: [key]) }
    }

    /// Removes every expired session; how many went.
    @discardableResult
    public func removeExpired(now: Date = Date()) throws(StoreError) -> Int {
        try database.write { db in try Self.removeExpired(db, now: now) }
    }

    /// How many sessions are kept (expired ones not yet removed included).
    public func count() throws(StoreError) -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM adminSession") ?? 0 }
    }

    private func exists(_ key: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM adminSession WHERE key = ?)", arguments: [key])
            ?? false
    }

    @discardableResult
    static func removeExpired(_ db: Database, now: Date) throws -> Int {
        try db.execute(
            sql: "DELETE FROM adminSession WHERE expiresAt IS NOT NULL AND expiresAt <= ?",
            arguments: [now.timeIntervalSince1970])
        return db.changesCount
    }
}
