import GRDB
import QuizCore

/// One key of the store's `setting` table with the type of its value: every
/// operator setting is one of these, read and written through
/// `OperatorSettingsStore`'s `stored`, `set` and `inForce` (which applies
/// `SettingInForce`'s rule). The value is kept as JSON text, as every build has kept it.
public struct OperatorSettingKey<Value: Sendable>: Sendable {
    /// The row's key: "credits", "packs.url", "trivia".
    public let name: String
    /// The stored text as a value; nil when it is not one (the config file's or the default applies then),
    /// or an error when a stored value must be fixed before anything can use it.
    let decode: @Sendable (String) throws(StoreError) -> Value?
    /// The value as the JSON text kept in the row.
    let encode: @Sendable (Value) -> String
}

extension OperatorSettingKey where Value == String {
    /// The credits mode an admin set over the config file's `credits.mode` (one of `creditModes`); a stored
    /// value that is not a mode is ignored.
    public static let credits = OperatorSettingKey(
        name: "credits",
        decode: { text in
            guard case .string(let mode)? = try? JSONValue.parse(text), OperatorSettingsStore.creditModes.contains(mode)
            else { return nil }
            return mode
        }, encode: { JSONText.string($0) })

    /// The pack URL set in the game or with `tiltquiz packs url`, over the config's `packs.url`.
    public static let packURL = OperatorSettingKey(
        name: "packs.url",
        decode: { text in
            guard case .string(let url)? = try? JSONValue.parse(text), !url.isEmpty else { return nil }
            return url
        }, encode: { JSONText.string($0) })
}

extension OperatorSettingKey where Value == TriviaOperatorSettings {
    /// Trivia's settings (messages, rewards, limits), one JSON document; it has no config file key, so the
    /// defaults apply when none is stored. A stored document that no longer reads is an error to fix.
    public static let trivia = OperatorSettingKey(
        name: "trivia",
        decode: { text throws(StoreError) in
            do {
                return try TriviaOperatorSettings.parse(text, file: OperatorSettingsStore.storedName)
            } catch {
                throw StoreError.importFailed("\(error); set them again with tiltquiz settings set FILE")
            }
        }, encode: { $0.json })
}

extension OperatorSettingsStore {
    /// The value an operator stored under `key`, nil when none is (or it is not a value of the key's).
    public func stored<Value>(_ key: OperatorSettingKey<Value>) throws(StoreError) -> Value? {
        let text = try database.read { db in try Self.storedText(key.name, in: db) }
        return try text.flatMap { text throws(StoreError) in try key.decode(text) }
    }

    /// `key`'s value in force: the stored one, else `config` (the config file's), else `fallback`.
    public func inForce<Value>(
        _ key: OperatorSettingKey<Value>, config: Value?, default fallback: Value
    )
        throws(StoreError) -> SettingInForce<Value>
    {
        SettingInForce.resolve(stored: try stored(key), config: config, default: fallback)
    }

    /// `key`'s value in force for a setting without a default: the stored one, else `config`, else nil.
    public func inForce<Value>(
        _ key: OperatorSettingKey<Value>, config: Value?
    ) throws(StoreError)
        -> SettingInForce<Value?>
    {
        SettingInForce.resolve(stored: try stored(key), config: config)
    }

    /// Stores `value` under `key`, over the config file's; nil forgets it (the config file's applies again).
    public func set<Value>(_ key: OperatorSettingKey<Value>, to value: Value?) throws(StoreError) {
        try database.write { db in try Self.set(key, to: value, in: db) }
    }

    /// `set` inside the caller's transaction.
    static func set<Value>(_ key: OperatorSettingKey<Value>, to value: Value?, in db: Database) throws {
        guard let value else {
            try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key.name])
            return
        }
        try db.execute(
            sql: """
                INSERT INTO setting (key, value, updatedAt) VALUES (?, ?, CURRENT_TIMESTAMP)
                ON CONFLICT (key) DO UPDATE SET value = excluded.value, updatedAt = excluded.updatedAt
                """, arguments: [key.name, key.encode(value)])
    }

    /// The stored value, read inside the caller's transaction.
    static func stored<Value>(_ key: OperatorSettingKey<Value>, in db: Database) throws -> Value? {
        try storedText(key.name, in: db).flatMap { text throws in try key.decode(text) }
    }

    /// The row's JSON text under `name`, nil when there is none.
    static func storedText(_ name: String, in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [name])
    }
}
