import Foundation
import GRDB
import QuizCore

extension OperatorSettingsStore {
    /// The `setting` key of the pack URL set in the game or with `tiltquiz packs url`.
    static let packURLKey = "packs.url"

    /// The pack URL kept in the store, or nil when none is (the config's `packs.url` then applies).
    public func storedPackURL() throws(StoreError) -> String? {
        let stored = try database.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [Self.packURLKey])
        }
        guard let stored else { return nil }
        // Kept as a JSON value, like every setting.
        guard case .string(let url)? = try? JSONValue.parse(stored, file: "the stored pack URL"), !url.isEmpty else {
            return nil
        }
        return url
    }

    /// Keeps `url` as the pack URL (the caller checked it), or forgets the stored one with nil.
    public func setPackURL(_ url: String?) throws(StoreError) {
        try database.write { db in
            guard let url else {
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [Self.packURLKey])
                return
            }
            try db.execute(
                sql: """
                    INSERT INTO setting (key, value, updatedAt) VALUES (?, ?, CURRENT_TIMESTAMP)
                    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updatedAt = excluded.updatedAt
                    """, arguments: [Self.packURLKey, JSONText.string(url)])
        }
    }
}
