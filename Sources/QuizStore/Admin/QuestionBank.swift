import Foundation
import GRDB
import QuizCore

/// The question bank as the web admin's moderators edit it: list, read, add, edit, retire or delete questions,
/// and read what the game recorded for one. Questions the admin adds go into the pack `Web admin`
/// (`import-web-admin`, the pack the admin's imports use too) as active multiple-choice questions: the game's
/// trivia deals them at its next question, without a restart. Their free power-ups are the trivia settings'
/// question rewards, named by the question's uid.
public struct QuestionBank: Sendable {
    public let database: QuizDatabase
    /// The pack of the questions the admin adds and imports.
    public static let packName = "Web admin"
    public static let packID = "import-web-admin"

    public init(database: QuizDatabase) {
        self.database = database
    }

    /// The topics with questions, A to Z, counting active ones.
    public func topics() throws(StoreError) -> [BankTopic] {
        try database.rows(
            """
            SELECT t.id, t.name, COUNT(q.id) AS questions FROM topic t
            LEFT JOIN question q ON q.topicId = t.id AND q.status = \(SQLWord.active)
            GROUP BY t.id ORDER BY t.name COLLATE NOCASE
            """
        ) { BankTopic(id: $0["id"], name: $0["name"], questions: $0["questions"]) }
    }

    /// The languages the bank's questions are written in (codes, A to Z), each once. It steps through the index
    /// `question_language` from one language to the next, a seek each, not a read of every question.
    public func languages() throws(StoreError) -> [String] {
        try database.read { db in
            try String.fetchAll(
                db,
                sql: """
                    WITH RECURSIVE found(language) AS (
                      SELECT MIN(language) FROM question
                      UNION ALL
                      SELECT (SELECT MIN(q.language) FROM question q WHERE q.language > found.language) FROM found
                      WHERE found.language IS NOT NULL
                    )
                    SELECT language FROM found WHERE language IS NOT NULL
                    """)
        }
    }

    /// Questions of `topicID` (nil: every topic) whose text or right answer holds `search` (any case; "" any),
    /// of `status`, `kind` and `language` (nil: any), by id, `limit` from `offset`. Only the filters given are in
    /// the statement (no `:x IS NULL OR` term), so SQLite can answer a language, kind or status from its indexes
    /// (`question_language`, `question_kind_status`) and, without a search, count from an index alone. The page's
    /// ids are chosen first and only its rows read and their answers counted: a filter SQLite answers from an
    /// index sorts ids, not every match's row with its answers (100,000 questions, 1M answers: 85 ms for the
    /// English multiple-choice questions in play that way, 21 ms this one; docs/web-admin.md, "Questions").
    public func questions(
        topicID: Int64?, search: String, status: QuestionStatus? = nil, kind: QuestionRecord.Kind? = nil,
        language: String? = nil, limit: Int, offset: Int
    ) throws(StoreError) -> BankQuestionPage {
        var terms: [String] = []
        var arguments: StatementArguments = ["limit": limit, "offset": offset]
        if let topicID {
            terms.append("q.topicId = :topic")
            arguments += ["topic": topicID]
        }
        // The enums' words are the statement's literals (`SQLWord`'s way): the plan is the one for that word.
        if let status { terms.append("q.status = \(status.sql)") }
        if let kind { terms.append("q.kind = \(kind.sql)") }
        if let language {
            terms.append("q.language = :language")
            arguments += ["language": language]
        }
        if !search.isEmpty {
            terms.append("(q.text LIKE :pattern ESCAPE '\\' OR q.correctAnswer LIKE :pattern ESCAPE '\\')")
            arguments += ["pattern": AdminQueries.likePattern(containing: search)]
        }
        let filter = terms.isEmpty ? "1" : terms.joined(separator: " AND ")
        return try database.read { db in
            let total = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM question q WHERE \(filter)", arguments: arguments)
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT q.id, t.name AS topic, q.text, q.correctAnswer, q.status,
                      (SELECT COUNT(*) FROM answer a WHERE a.questionId = q.id) AS answers
                    FROM (SELECT q.id FROM question q WHERE \(filter) ORDER BY q.id LIMIT :limit OFFSET :offset) page
                    JOIN question q ON q.id = page.id JOIN topic t ON t.id = q.topicId ORDER BY q.id
                    """, arguments: arguments)
            return BankQuestionPage(
                questions: try rows.map {
                    let id: Int64 = $0["id"]
                    return BankQuestionRow(
                        id: id, topic: $0["topic"], text: $0["text"], correct: $0["correctAnswer"],
                        status: try UnknownStoredWord.parse(
                            $0["status"], as: QuestionStatus.self, field: "status", question: String(id)),
                        answers: $0["answers"])
                }, total: total ?? 0)
        }
    }

    /// One question with its options, badge and free power-ups; nil when no question has `id`.
    public func question(_ id: Int64) throws(StoreError) -> BankQuestion? {
        let settings = try OperatorSettingsStore(database: database).trivia()
        return try database.read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT q.uid, q.kind, q.status, q.language, q.text, q.correctAnswer, q.explanation, q.badge,
                          t.name AS topic
                        FROM question q JOIN topic t ON t.id = q.topicId WHERE q.id = ?
                        """, arguments: [id])
            else { return nil }
            let options = try String.fetchAll(
                db, sql: "SELECT text FROM option WHERE questionId = ? ORDER BY position", arguments: [id])
            let uid: String = row["uid"]
            let text: String = row["text"]
            let kind = try UnknownStoredWord.parse(
                row["kind"], as: QuestionRecord.Kind.self, field: "kind", question: String(id))
            let powerUps = settings.questionRewards.filter { $0.question == uid || $0.question == text }
                .flatMap(\.powerUps)
            let draft = QuestionDraft(
                topic: row["topic"], text: text, correct: row["correctAnswer"],
                wrong: kind == .trueFalse ? [] : Array(options.dropFirst()), explanation: row["explanation"],
                badge: row["badge"] ?? "", powerUps: powerUps)
            return BankQuestion(
                id: id, uid: uid, kind: kind,
                status: try UnknownStoredWord.parse(
                    row["status"], as: QuestionStatus.self, field: "status", question: String(id)),
                language: row["language"], draft: draft)
        }
    }

    /// Adds `draft` as a new active question; its id. Refused with its problems, or when a question has the same
    /// text and right answer.
    public func add(_ draft: QuestionDraft) throws(BankRefusal) -> Int64 {
        let problems = draft.problems
        guard problems.isEmpty else { throw .problems(problems) }
        return try write { db in
            let id = try Self.insert(draft, in: db)
            try Self.saveRewards(draft.powerUps, uid: draft.record.uid, in: db)
            return id
        }
    }

    /// Inserts `draft` in the admin's pack inside the caller's transaction: its id.
    static func insert(_ draft: QuestionDraft, in db: Database) throws -> Int64 {
        let record = draft.record
        if let other = try duplicate(of: record, except: nil, in: db) { throw BankRefusal.duplicate(of: other) }
        try db.execute(
            sql: "INSERT INTO pack (id, title) VALUES (?, ?) ON CONFLICT(id) DO NOTHING", arguments: [packID, packName])
        var writer = ContentWriter(db: db)
        _ = try writer.upsert(record, packID: packID)
        guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM question WHERE uid = ?", arguments: [record.uid])
        else { throw BankRefusal.store("the new question was not stored") }
        return id
    }

    /// Rewrites question `id` with `draft`: its row, answers and People's Choice stay (an option keeps its id at
    /// its place; fewer wrong answers drop the last ones), and so does its status. The question and its free
    /// power-ups are saved together or not at all.
    public func edit(_ id: Int64, _ draft: QuestionDraft) throws(BankRefusal) {
        let problems = draft.problems
        guard problems.isEmpty else { throw .problems(problems) }
        try write { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT uid, packId, status FROM question WHERE id = ?", arguments: [id])
            else { throw BankRefusal.missing(id) }
            let status = QuestionStatus(rawValue: row["status"]) ?? .active
            if status == .retired, !draft.powerUps.isEmpty {
                throw BankRefusal.problems([
                    DraftProblem(field: "powerUps", reason: .powerUpsOutOfPlay)
                ])
            }
            let old = draft.record
            let record = QuestionRecord(
                uid: row["uid"], kind: .multipleChoice, topic: old.topic, text: old.text, correct: old.correct,
                wrong: old.wrong, explanation: old.explanation, badge: old.badge)
            if let other = try Self.duplicate(of: record, except: id, in: db) { throw BankRefusal.duplicate(of: other) }
            var writer = ContentWriter(db: db)
            _ = try writer.upsert(record, packID: row["packId"], status: status)
            try Self.saveRewards(draft.powerUps, uid: record.uid, in: db)
        }
    }

    /// What `remove` did.
    public enum Removal: Equatable, Sendable {
        /// Answered (or reported) once: kept for its history, out of play.
        case retired
        /// Never answered: gone.
        case deleted
    }

    /// Takes question `id` out of play: retired when anyone ever answered or reported it (answers keep their
    /// question), deleted when nobody did.
    public func remove(_ id: Int64) throws(BankRefusal) -> Removal {
        return try write { db -> Removal in
            guard let uid = try String.fetchOne(db, sql: "SELECT uid FROM question WHERE id = ?", arguments: [id])
            else { throw BankRefusal.missing(id) }
            let removal: Removal
            if try Self.hasHistory(id, in: db) {
                try db.execute(
                    sql: "UPDATE question SET status = ? WHERE id = ?",
                    arguments: [QuestionStatus.retired.rawValue, id])
                removal = .retired
            } else {
                try db.execute(sql: "DELETE FROM question WHERE id = ?", arguments: [id])
                removal = .deleted
            }
            try Self.saveRewards([], uid: uid, in: db)
            return removal
        }
    }

    /// Puts a retired question back in play.
    public func restore(_ id: Int64) throws(BankRefusal) {
        try write { db in
            try db.execute(
                sql: "UPDATE question SET status = ? WHERE id = ?", arguments: [QuestionStatus.active.rawValue, id])
            if db.changesCount == 0 { throw BankRefusal.missing(id) }
        }
    }

    /// Whether question `id` was ever answered or reported (then it is retired, never deleted).
    public func hasHistory(_ id: Int64) throws(StoreError) -> Bool {
        try database.read { db in try Self.hasHistory(id, in: db) }
    }

    static func hasHistory(_ id: Int64, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db,
            sql: """
                SELECT EXISTS (SELECT 1 FROM answer WHERE questionId = ?)
                  OR EXISTS (SELECT 1 FROM report WHERE questionId = ?)
                """, arguments: [id, id]) ?? false
    }

    /// Answers recorded for question `id` by result, and each option's picks, in position order (0: the right one).
    public func statistics(_ id: Int64) throws(StoreError) -> QuestionStatistics {
        try database.read { db in
            let counts = try Row.fetchOne(
                db,
                sql:
                    "SELECT COUNT(*) AS asked, COALESCE(SUM(result = \(SQLWord.right)), 0) AS right FROM answer "
                    + "WHERE questionId = ?",
                arguments: [id])
            let options = try Row.fetchAll(
                db,
                sql: """
                    SELECT o.position, o.text, COUNT(a.id) AS picks FROM option o
                    LEFT JOIN answer a ON a.optionId = o.id AND a.questionId = o.questionId
                    WHERE o.questionId = ? GROUP BY o.id ORDER BY o.position
                    """, arguments: [id]
            ).map { QuestionStatistics.OptionPicks(position: $0["position"], text: $0["text"], picks: $0["picks"]) }
            return QuestionStatistics(asked: counts?["asked"] ?? 0, right: counts?["right"] ?? 0, options: options)
        }
    }

    /// The badge codes known (the catalogue, and those questions name), A to Z, for the form's suggestions.
    public func badgeCodes() throws(StoreError) -> [String] {
        try database.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT code FROM badge UNION SELECT badge FROM question WHERE badge IS NOT NULL AND badge <> ''
                    ORDER BY 1
                    """)
        }
    }

    /// The question with the same text and right answer, other than `except`.
    static func duplicate(of record: QuestionRecord, except: Int64?, in db: Database) throws -> Int64? {
        try Int64.fetchOne(
            db, sql: "SELECT id FROM question WHERE fingerprint = ? AND id IS NOT ? ORDER BY id LIMIT 1",
            arguments: [record.fingerprint, except])
    }

    /// Sets the free power-ups of the question with `uid` in the trivia settings (none: its rule goes). The
    /// settings name questions by uid; a retired or deleted question's rule goes (settings only name playable ones).
    /// Inside the caller's transaction, which writes the question: when the rewards cannot be saved, neither is it.
    static func saveRewards(_ powerUps: [PowerUp], uid: String, in db: Database) throws {
        do {
            var settings = try OperatorSettingsStore.trivia(in: db)
            let had = settings.questionRewards.contains { $0.question == uid }
            guard had || !powerUps.isEmpty else { return }
            settings.questionRewards.removeAll { $0.question == uid }
            if !powerUps.isEmpty {
                settings.questionRewards.append(.init(question: uid, powerUps: powerUps))
            }
            try OperatorSettingsStore.save(settings, file: OperatorSettingsStore.storedName, in: db)
        } catch let error as StoreError {
            throw BankRefusal.store("nothing is saved: the free power-ups cannot be: \(error)")
        }
    }

    /// A write whose refusals come out as they are and whose store errors come out as `.store`.
    func write<T>(_ body: (Database) throws -> T) throws(BankRefusal) -> T {
        do {
            return try database.writer.write(body)
        } catch let error as BankRefusal {
            throw error
        } catch {
            throw .store(database.failure(error).description)
        }
    }
}
