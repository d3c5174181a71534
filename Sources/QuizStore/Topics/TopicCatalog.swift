import Foundation
import GRDB

/// The topics as the web admin's moderators keep them: listed with their question counts, added, renamed. A
/// topic's id never changes, so history (answers, medals, progress, boards) follows a rename. Packs and imports
/// find topics by name: a renamed topic keeps its former names as aliases (`topicAlias`), so a later pack update
/// that still names it the old way updates its questions where they are instead of making the old topic again.
/// Topics are not merged: medals, progress and boards are kept per topic id. Only a topic with no question
/// (active or retired) and no history (results, medals, purchases, board totals) can be deleted: a mistake.
public struct TopicCatalog: Sendable {
    public let database: QuizDatabase
    /// The longest topic name: the spinner's slot and the boards' titles show it.
    public static let nameLimit = 60

    public init(database: QuizDatabase) {
        self.database = database
    }

    /// Every topic A to Z, with its active and retired questions and its former names.
    public func topics() throws(StoreError) -> [CatalogTopic] {
        try database.read { db in
            let aliases = Dictionary(
                grouping: try Row.fetchAll(
                    db, sql: "SELECT topicId, name FROM topicAlias ORDER BY name COLLATE NOCASE"),
                by: { (row: Row) -> Int64 in row["topicId"] }
            ).mapValues { rows in rows.map { (row: Row) -> String in row["name"] } }
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT t.id, t.name, COUNT(q.id) AS questions, SUM(q.status = \(SQLWord.active)) AS active
                    FROM topic t
                    LEFT JOIN question q ON q.topicId = t.id GROUP BY t.id ORDER BY t.name COLLATE NOCASE
                    """
            ).map { row in
                CatalogTopic(
                    id: row["id"], name: row["name"], active: row["active"] ?? 0,
                    retired: (row["questions"] as Int) - (row["active"] as Int? ?? 0),
                    formerNames: aliases[row["id"]] ?? [])
            }
        }
    }

    /// Adds an empty topic named `name`; the problem when it cannot be (nothing is saved then).
    public func add(_ name: String) throws(StoreError) -> Result<Int64, TopicProblem> {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return try database.write { db in
            if let problem = try Self.problem(with: name, for: nil, in: db) { return .failure(problem) }
            try db.execute(sql: "INSERT INTO topic (name) VALUES (?)", arguments: [name])
            return .success(db.lastInsertedRowID)
        }
    }

    /// Renames topic `id` to `name`; its former name becomes an alias that packs still find it by. Back to a
    /// former name of its own, that alias goes. A change of case only keeps no alias (names ignore case).
    public func rename(_ id: Int64, to name: String) throws(StoreError) -> Result<Void, TopicProblem> {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return try database.write { db in
            guard let old = try String.fetchOne(db, sql: "SELECT name FROM topic WHERE id = ?", arguments: [id])
            else { return .failure(.noSuchTopic(id: id)) }
            if let problem = try Self.problem(with: name, for: id, in: db) { return .failure(problem) }
            guard old != name else { return .success(()) }
            try db.execute(sql: "DELETE FROM topicAlias WHERE name = ? AND topicId = ?", arguments: [name, id])
            try db.execute(sql: "UPDATE topic SET name = ? WHERE id = ?", arguments: [name, id])
            if old.lowercased() != name.lowercased() {
                try db.execute(sql: "INSERT INTO topicAlias (name, topicId) VALUES (?, ?)", arguments: [old, id])
            }
            return .success(())
        }
    }

    /// Deletes topic `id` when nothing refers to it: no question, result, medal, purchase or board total.
    public func delete(_ id: Int64) throws(StoreError) -> Result<Void, TopicProblem> {
        try database.write { db in
            guard let name = try String.fetchOne(db, sql: "SELECT name FROM topic WHERE id = ?", arguments: [id])
            else { return .failure(.noSuchTopic(id: id)) }
            func count(_ sql: String) throws -> Int { try Int.fetchOne(db, sql: sql, arguments: [id]) ?? 0 }
            let held = TopicHoldings(
                questions: try count("SELECT COUNT(*) FROM question WHERE topicId = ?"),
                gamesPlayed: try count("SELECT COUNT(*) FROM gameResult WHERE topicId = ?"),
                medals: try count("SELECT COUNT(*) FROM topicMedal WHERE topicId = ?"),
                purchases: try count("SELECT COUNT(*) FROM purchase WHERE topicId = ?"),
                boardTotals: try count("SELECT COUNT(*) FROM boardTotal WHERE topicKey = ?"))
            guard held.isEmpty else { return .failure(.inUse(name: name, held: held)) }
            try db.execute(sql: "DELETE FROM topic WHERE id = ?", arguments: [id])
            return .success(())
        }
    }

    /// Why `name` cannot name topic `id` (nil: a new topic), or nil when it can.
    static func problem(with name: String, for id: Int64?, in db: Database) throws -> TopicProblem? {
        guard !name.isEmpty else { return .emptyName }
        guard name.count <= nameLimit else { return .tooLong(name: name, characters: name.count, limit: nameLimit) }
        guard !name.contains(where: \.isNewline) else { return .notOneLine }
        if let other = try Row.fetchOne(
            db, sql: "SELECT id, name FROM topic WHERE name = ? AND id IS NOT ?", arguments: [name, id])
        {
            let existing: String = other["name"]
            return .nameTaken(existing: existing)
        }
        if let alias = try Row.fetchOne(
            db,
            sql: """
                SELECT a.name, t.name AS topic FROM topicAlias a JOIN topic t ON t.id = a.topicId
                WHERE a.name = ? AND a.topicId IS NOT ?
                """, arguments: [name, id])
        {
            let former: String = alias["name"]
            let topic: String = alias["topic"]
            return .formerName(former, of: topic)
        }
        return nil
    }
}

/// A topic as the topics' page lists it.
public struct CatalogTopic: Equatable, Sendable {
    public var id: Int64
    public var name: String
    /// Questions the game deals.
    public var active: Int
    /// Questions retired (kept for their history, not dealt).
    public var retired: Int
    /// Names it had before a rename, which packs still find it by.
    public var formerNames: [String]
}

/// Why a topic change was refused, as values: the web admin words it in its reader's language
/// (`TopicProblemWords`).
public enum TopicProblem: Error, Equatable, Sendable {
    /// No topic has this id: it may have been renamed or removed meanwhile.
    case noSuchTopic(id: Int64)
    /// Only a topic with no questions and no history can be deleted; `held` is what it has.
    case inUse(name: String, held: TopicHoldings)
    case emptyName
    /// Longer than `TopicCatalog.nameLimit`.
    case tooLong(name: String, characters: Int, limit: Int)
    case notOneLine
    /// Another topic has this name (names ignore case).
    case nameTaken(existing: String)
    /// The name is a former name of `topic`: packs that name it update that topic.
    case formerName(String, of: String)
}

/// What keeps a topic from being deleted: its questions (active or retired) and its history.
public struct TopicHoldings: Equatable, Sendable {
    public var questions: Int
    public var gamesPlayed: Int
    public var medals: Int
    public var purchases: Int
    public var boardTotals: Int

    /// Nothing holds the topic.
    public var isEmpty: Bool { [questions, gamesPlayed, medals, purchases, boardTotals].allSatisfy { $0 == 0 } }
}
