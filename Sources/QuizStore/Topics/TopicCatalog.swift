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
            else { return .failure(TopicProblem("there is no topic \(id); it may have been renamed or removed")) }
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
            else { return .failure(TopicProblem("there is no topic \(id); it may have been renamed or removed")) }
            let holders = [
                ("question", "SELECT COUNT(*) FROM question WHERE topicId = ?", "questions (active or retired)"),
                ("gameResult", "SELECT COUNT(*) FROM gameResult WHERE topicId = ?", "games played"),
                ("topicMedal", "SELECT COUNT(*) FROM topicMedal WHERE topicId = ?", "medals"),
                ("purchase", "SELECT COUNT(*) FROM purchase WHERE topicId = ?", "purchases"),
                ("boardTotal", "SELECT COUNT(*) FROM boardTotal WHERE topicKey = ?", "board totals"),
            ]
            var held: [String] = []
            for (_, sql, what) in holders {
                let count = try Int.fetchOne(db, sql: sql, arguments: [id]) ?? 0
                if count > 0 { held.append("\(count) \(what)") }
            }
            guard held.isEmpty else {
                return .failure(
                    TopicProblem(
                        "\"\(name)\" has \(held.joined(separator: ", ")); only a topic with no questions and no "
                            + "history can be deleted (rename it instead)"))
            }
            try db.execute(sql: "DELETE FROM topic WHERE id = ?", arguments: [id])
            return .success(())
        }
    }

    /// Why `name` cannot name topic `id` (nil: a new topic), or nil when it can.
    static func problem(with name: String, for id: Int64?, in db: Database) throws -> TopicProblem? {
        guard !name.isEmpty else { return TopicProblem("the name is empty; type one") }
        guard name.count <= nameLimit else {
            return TopicProblem("\"\(name)\" has \(name.count) characters; use at most \(nameLimit)")
        }
        guard !name.contains(where: \.isNewline) else { return TopicProblem("the name must be one line") }
        if let other = try Row.fetchOne(
            db, sql: "SELECT id, name FROM topic WHERE name = ? AND id IS NOT ?", arguments: [name, id])
        {
            let existing: String = other["name"]
            return TopicProblem("there is already a topic \"\(existing)\" (names ignore case); choose another name")
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
            return TopicProblem(
                "\"\(former)\" is the former name of \"\(topic)\": packs that name it update \"\(topic)\"; "
                    + "choose another name")
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

/// Why a topic name was refused.
public struct TopicProblem: Error, Equatable, Sendable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}
