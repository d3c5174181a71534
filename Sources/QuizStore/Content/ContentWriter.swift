import Foundation
import GRDB
import QuizCore

/// Writes questions and events inside a caller's transaction: imports skip
/// duplicates, bundled packs update their own questions in place.
struct ContentWriter {
    let db: Database
    private var topicIDs: [String: Int64] = [:]
    /// The stored questions' fingerprints and uids, read at the first `insertIfNew`: one query per import, not
    /// one per row.
    private var storedQuestions: StoredQuestionKeys?
    /// Statements prepared once per writer (so once per import): the question insert, and one option insert per
    /// number of options, with feedback and without (the column's default).
    private var questionInsert: Statement?
    private var optionInserts: [OptionInsertKey: Statement] = [:]

    private struct OptionInsertKey: Hashable {
        let count: Int
        let withFeedback: Bool
    }
    /// The next free deal slot of each topic and kind written to (see `Schema.createDealSlots`), read once per
    /// writer: nothing else writes questions inside the writer's transaction.
    private var nextDealSlots: [DeckKey: Int64] = [:]

    private struct DeckKey: Hashable {
        let topicID: Int64
        let kind: QuestionRecord.Kind
    }

    init(db: Database) {
        self.db = db
    }

    /// What happened to one record.
    enum Outcome: Equatable {
        case inserted
        case updated
        case duplicate
    }

    /// Adds a question unless the same question is already stored: one with its fingerprint (the same text and
    /// right answer, normalised) or its uid. Imports come here, and most formats give no uid, so an imported
    /// question is known by its text and answer: importing a corrected text adds a new question beside the old
    /// one, which keeps its answers.
    mutating func insertIfNew(_ question: QuestionRecord, packID: String?) throws -> Outcome {
        let fingerprint = question.fingerprint
        if storedQuestions == nil { storedQuestions = try StoredQuestionKeys(db) }
        guard storedQuestions?.isNew(fingerprint: fingerprint, uid: question.uid) == true else { return .duplicate }
        try insert(question, fingerprint: fingerprint, packID: packID)
        storedQuestions?.add(fingerprint: fingerprint, uid: question.uid)
        return .inserted
    }

    /// Adds or replaces the question with this uid (bundled and downloaded packs). An update keeps the row, so
    /// its id, answers and People's Choice survive a corrected text; it keeps its deal slot unless it moved to
    /// another topic or kind. A question whose pack gives it a uid for the first time takes over the row that pack
    /// wrote for it without one (its `fingerprintUID`), so adding uids to a pack keeps its history. The question
    /// is in play afterwards unless `status` says otherwise (an admin's edit keeps a retired question retired).
    mutating func upsert(
        _ question: QuestionRecord, packID: String?, status: QuestionStatus = .active
    ) throws -> Outcome {
        // An update can change a stored fingerprint: read them again if `insertIfNew` is called next.
        storedQuestions = nil
        guard let stored = try storedRow(for: question, packID: packID) else {
            try insert(question, fingerprint: question.fingerprint, packID: packID)
            return .inserted
        }
        let id: Int64 = stored["id"]
        let topicID = try topicID(named: question.topic)
        let keptSlot: Int64? =
            stored["topicId"] == topicID && stored["kind"] == question.kind.rawValue ? stored["dealSlot"] : nil
        let slot = try keptSlot ?? takeDealSlot(topicID: topicID, kind: question.kind)
        try db.cachedStatement(
            sql: """
                UPDATE question SET uid = ?, packId = ?, topicId = ?, kind = ?, text = ?, correctAnswer = ?,
                  explanation = ?, badge = ?, source = ?, status = ?, fingerprint = ?, dealSlot = ?,
                  language = COALESCE(?, language), translates = COALESCE(?, translates) WHERE id = ?
                """
        ).execute(arguments: [
            question.uid, packID, topicID, question.kind.rawValue, question.text, question.correct,
            question.explanation, question.badge, question.source, status.rawValue, question.fingerprint, slot,
            question.language, question.translates, id,
        ])
        try writeOptions(question, questionID: id, replacing: true)
        return .updated
    }

    /// Adds a question whose uid the store does not have (one pulled from the fleet), in no pack, even beside a
    /// question with the same text and answer: the fleet knows questions by uid, and its answers name this one.
    mutating func add(_ question: QuestionRecord) throws {
        storedQuestions = nil
        try insert(question, fingerprint: question.fingerprint, packID: nil)
    }

    /// The stored question `upsert` updates: the one with its uid, else the one the same pack wrote for it when it
    /// had no uid.
    private func storedRow(for question: QuestionRecord, packID: String?) throws -> Row? {
        let columns = "SELECT id, topicId, kind, dealSlot FROM question"
        if let row = try Row.fetchOne(db.cachedStatement(sql: columns + " WHERE uid = ?"), arguments: [question.uid]) {
            return row
        }
        guard question.uid != question.fingerprintUID else { return nil }
        return try Row.fetchOne(
            db.cachedStatement(sql: columns + " WHERE uid = ? AND packId IS ?"),
            arguments: [question.fingerprintUID, packID])
    }

    private mutating func insert(_ question: QuestionRecord, fingerprint: String, packID: String?) throws {
        let topicID = try topicID(named: question.topic)
        let slot = try takeDealSlot(topicID: topicID, kind: question.kind)
        let statement = try questionInsert ?? prepareQuestionInsert()
        // Bound for the step only (GRDB binds text without copying it when arguments come with `execute`).
        try statement.execute(arguments: [
            question.uid, packID, topicID, question.kind.rawValue, question.text, question.correct,
            question.explanation, question.badge, question.source, fingerprint, slot, question.language,
            question.translates,
        ])
        try writeOptions(question, questionID: db.lastInsertedRowID, replacing: false)
    }

    /// The next free deal slot of a topic's deck of `kind`, taken: one index seek the first time per deck.
    private mutating func takeDealSlot(topicID: Int64, kind: QuestionRecord.Kind) throws -> Int64 {
        let key = DeckKey(topicID: topicID, kind: kind)
        let slot =
            try nextDealSlots[key]
            ?? Int64.fetchOne(
                db.cachedStatement(sql: "SELECT MAX(dealSlot) + 1 FROM question WHERE topicId = ? AND kind = ?"),
                arguments: [topicID, kind.rawValue]) ?? 0
        nextDealSlots[key] = slot + 1
        return slot
    }

    private mutating func prepareQuestionInsert() throws -> Statement {
        let statement = try db.makeStatement(
            sql: """
                INSERT INTO question (uid, packId, topicId, kind, text, correctAnswer, explanation, badge, source,
                  fingerprint, dealSlot, language, translates)
                  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE(?, 'en'), ?)
                """)
        questionInsert = statement
        return statement
    }

    /// Options keep their ids when their text is unchanged, so recorded answers stay meaningful.
    private mutating func writeOptions(_ question: QuestionRecord, questionID: Int64, replacing: Bool) throws {
        let texts = [question.correct] + question.wrong
        // Most questions have no feedback: their options leave it to the column's default ("").
        let key = OptionInsertKey(count: texts.count, withFeedback: !question.feedback.isEmpty)
        let statement = try optionInserts[key] ?? prepareOptionInsert(key)
        // All of a question's options in one statement: (questionId, text[, feedback]) for positions 0..<count.
        var arguments: [(any DatabaseValueConvertible)?] = []
        arguments.reserveCapacity(texts.count * 3)
        for (position, text) in texts.enumerated() {
            arguments.append(questionID)
            arguments.append(text)
            if key.withFeedback {
                arguments.append(position < question.feedback.count ? question.feedback[position] : "")
            }
        }
        try statement.execute(arguments: StatementArguments(arguments))
        if replacing {
            try db.cachedStatement(sql: "DELETE FROM option WHERE questionId = ? AND position >= ?")
                .execute(arguments: [questionID, texts.count])
        }
    }

    /// `INSERT INTO option` with one row per position from 0 to `count - 1`. An update takes the new feedback, or
    /// without it the default: a question rewritten without feedback keeps none.
    private mutating func prepareOptionInsert(_ key: OptionInsertKey) throws -> Statement {
        let columns = key.withFeedback ? "questionId, position, text, feedback" : "questionId, position, text"
        let values = key.withFeedback ? "?, ?" : "?"
        let rows = (0..<key.count).map { "(?, \($0), \(values))" }.joined(separator: ", ")
        let statement = try db.makeStatement(
            sql: """
                INSERT INTO option (\(columns)) VALUES \(rows)
                ON CONFLICT(questionId, position) DO UPDATE SET text = excluded.text, feedback = excluded.feedback
                """)
        optionInserts[key] = statement
        return statement
    }

    /// Adds an event unless the same event (text and year) is already stored.
    func insertIfNew(_ event: EventRecord, packID: String?) throws -> Outcome {
        let exists =
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS(SELECT 1 FROM event WHERE fingerprint = ? OR uid = ?)",
                arguments: [event.fingerprint, event.uid]) ?? false
        if exists { return .duplicate }
        try db.execute(
            sql: """
                INSERT INTO event (uid, packId, text, year, month, day, dayOfYear, imageURL, pages, source, sensitive,
                  fingerprint) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                event.uid, packID, event.text, event.year, event.month, event.day, event.dayOfYear, event.imageURL,
                JSONArray.encode(event.pages), event.source, event.sensitive, event.fingerprint,
            ])
        return .inserted
    }

    /// Adds or replaces the event with this uid.
    func upsert(_ event: EventRecord, packID: String?) throws -> Outcome {
        let existed =
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS(SELECT 1 FROM event WHERE uid = ?)"), arguments: [event.uid])
            ?? false
        try write(event, packID: packID)
        return existed ? .updated : .inserted
    }

    /// Adds or replaces the event with this uid, through one prepared statement (a bundled pack writes thousands).
    func write(_ event: EventRecord, packID: String?) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO event (uid, packId, text, year, month, day, dayOfYear, imageURL, pages, source, sensitive,
                  fingerprint) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(uid) DO UPDATE SET packId = excluded.packId, text = excluded.text, year = excluded.year,
                  month = excluded.month, day = excluded.day, dayOfYear = excluded.dayOfYear,
                  imageURL = excluded.imageURL, pages = excluded.pages, source = excluded.source,
                  sensitive = excluded.sensitive, fingerprint = excluded.fingerprint
                """
        ).execute(arguments: [
            event.uid, packID, event.text, event.year, event.month, event.day, event.dayOfYear, event.imageURL,
            JSONArray.encode(event.pages), event.source, event.sensitive, event.fingerprint,
        ])
    }

    /// The topic named `name` (any case), or the one renamed from it in the web admin (`topicAlias`), else a new one.
    mutating func topicID(named name: String) throws -> Int64 {
        if let known = topicIDs[name] { return known }
        if let renamed = try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT topicId FROM topicAlias WHERE name = ?"), arguments: [name])
        {
            topicIDs[name] = renamed
            return renamed
        }
        try db.execute(sql: "INSERT OR IGNORE INTO topic (name) VALUES (?)", arguments: [name])
        guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM topic WHERE name = ?", arguments: [name]) else {
            throw StoreError.query("topic \(name) could not be created")
        }
        topicIDs[name] = id
        return id
    }
}

/// A list of strings stored as a JSON array in one column.
enum JSONArray {
    static func encode(_ items: [String]) -> String {
        "[" + items.map(JSONText.string).joined(separator: ",") + "]"
    }
}
