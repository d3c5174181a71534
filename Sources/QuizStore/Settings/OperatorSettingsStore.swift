import Foundation
import GRDB
import QuizCore

/// The operator's settings in the database's `setting` table, one typed key
/// each (`OperatorSettingKey`: trivia's settings, the credits mode, the pack
/// URL), where the game reads them at start and again at each spin (the web
/// admin's /settings, the kiosk's operator pages and `tiltquiz settings`
/// write them). What is in force follows `SettingInForce`'s one rule.
public struct OperatorSettingsStore: Sendable {
    public let database: QuizDatabase
    /// How the stored document is named in errors.
    static let storedName = "the stored trivia settings"

    public init(database: QuizDatabase) {
        self.database = database
    }

    /// The trivia settings in force: the stored ones, else the defaults (the config file has none).
    public func trivia() throws(StoreError) -> TriviaOperatorSettings {
        try inForce(.trivia, config: nil, default: .defaults).value
    }

    /// The trivia settings in force, read inside the caller's transaction.
    static func trivia(in db: Database) throws -> TriviaOperatorSettings {
        SettingInForce.resolve(stored: try stored(.trivia, in: db), config: nil, default: .defaults).value
    }

    /// Whether settings were saved (false: the defaults apply).
    public func hasStoredTrivia() throws(StoreError) -> Bool {
        try database.read { db in try Self.storedText(OperatorSettingKey.trivia.name, in: db) != nil }
    }

    /// The questions `settings` name that are not active multiple-choice questions in the store.
    public func missingQuestions(in settings: TriviaOperatorSettings) throws(StoreError) -> [String] {
        try database.read { db in try settings.questionsNamed.filter { try Self.questionID(named: $0, in: db) == nil } }
    }

    /// Saves `settings` after checking that every question they name is in the
    /// store; the badges' titles go into the badge catalogue. All or nothing.
    public func save(_ settings: TriviaOperatorSettings, file: String) throws(StoreError) {
        try database.write { db in try Self.save(settings, file: file, in: db) }
    }

    /// `save` inside the caller's transaction.
    static func save(_ settings: TriviaOperatorSettings, file: String, in db: Database) throws {
        let missing = try settings.questionsNamed.filter { try Self.questionID(named: $0, in: db) == nil }
        if let first = missing.first {
            throw StoreError.importFailed(
                "\(file): no active multiple-choice question has the uid or text \"\(first)\""
                    + (missing.count > 1 ? " (and \(missing.count - 1) more)" : "")
                    + "; `tiltquiz export questions FILE` lists them")
        }
        try Self.set(.trivia, to: settings, in: db)
        for badge in settings.badges {
            try db.execute(
                sql: """
                    INSERT INTO badge (code, title) VALUES (?, ?)
                    ON CONFLICT (code) DO UPDATE SET title = excluded.title
                    """, arguments: [badge.code, badge.title])
        }
    }

    /// Forgets the saved trivia settings: the defaults apply again.
    public func resetTrivia() throws(StoreError) {
        try set(.trivia, to: nil)
    }

    /// The rules' settings for a game, and the questions the settings name that are no longer in the store.
    public func triviaSettings(freePlay: Bool) throws(StoreError) -> (settings: TriviaSettings, missing: [String]) {
        let document = try trivia()
        let ids = try database.read { db in
            var ids: [String: Int64] = [:]
            for name in document.questionsNamed {
                ids[name] = try Self.questionID(named: name, in: db)
            }
            return ids
        }
        let missing = document.questionsNamed.filter { ids[$0] == nil }
        return (document.triviaSettings(freePlay: freePlay) { ids[$0] }, missing)
    }

    /// An active multiple-choice question by uid, else by exact text.
    static func questionID(named name: String, in db: Database) throws -> Int64? {
        try Int64.fetchOne(
            db,
            sql: """
                SELECT id FROM question
                WHERE kind = \(SQLWord.multipleChoice) AND status = \(SQLWord.active) AND (uid = ? OR text = ?)
                ORDER BY uid = ? DESC, id LIMIT 1
                """, arguments: [name, name, name])
    }
}
