import Foundation
import GRDB
import QuizCore

/// The validators of a downloaded document, kept for the next conditional request.
public struct PackValidators: Equatable, Sendable {
    public var etag: String?
    public var lastModified: String?

    public init(etag: String?, lastModified: String?) {
        self.etag = etag
        self.lastModified = lastModified
    }
}

extension QuizDatabase {
    /// Reads an iQuiz document (through `Importer`, the one iQuiz reader) and writes its quizzes as quiz packs
    /// in ONE transaction (see `importQuizPacks(_:source:at:validators:)`). A document that cannot be read, or
    /// holds no quiz, throws `.importFailed` naming `file` and the place, and changes nothing.
    public func importQuizPacks(
        _ data: Data, file: String, source: QuizPackSource, at now: Date, validators: PackValidators? = nil
    ) throws(StoreError) -> QuizPackChanges {
        try importQuizPacks(Self.readQuizDocument(data, file: file), source: source, at: now, validators: validators)
    }

    /// An iQuiz document's batch, or why it is not one.
    static func readQuizDocument(_ data: Data, file: String) throws(StoreError) -> ImportBatch {
        let batch: ImportBatch
        do {
            // `file` is a name for messages, not a path (and Foundation's path functions trap on some short names).
            batch = try Importer.parse(data, file: file, directory: "", format: .iquiz)
        } catch {
            throw StoreError.importFailed(error.description)
        }
        guard !batch.quizzes.isEmpty else {
            // An empty list would take every pack of the URL off the list: more likely a server's mistake.
            throw StoreError.importFailed("\(file): holds no quiz; an iQuiz document is a list of quizzes")
        }
        return batch
    }

    /// Writes each quiz of `batch` as a quiz pack, all in one transaction:
    /// - a new quiz is added; a quiz whose checksum changed replaces its pack's questions (those no longer in it
    ///   are retired, never deleted, so past answers and best scores stay); an unchanged quiz is not rewritten;
    /// - a pack of the same source gone from the document leaves the list (`removedAt`); from a URL, packs of
    ///   every other URL leave it too (the URL in force is the list); the bundled starter quizzes never do;
    /// - the bundled starter quizzes do not replace a server's version of the same pack.
    /// With `validators` (a download), the URL's `packFeed` row records the success in the same transaction.
    public func importQuizPacks(
        _ batch: ImportBatch, source: QuizPackSource, at now: Date, validators: PackValidators? = nil
    ) throws(StoreError) -> QuizPackChanges {
        try write { db in
            var changes = try QuizPackWriter(db: db, source: source, now: now).write(batch)
            changes.warnings = batch.warnings.map(\.description)
            if case .url(let url) = source, let validators {
                try PackFeedRows.recordSuccess(
                    db, url: url, validators: validators, change: changes.changedAnything ? changes : nil, at: now)
            }
            return changes
        }
    }
}

/// Writes one document's quizzes inside a transaction.
private struct QuizPackWriter {
    let db: Database
    let source: QuizPackSource
    let now: Date

    struct StoredPack {
        let title: String
        let checksum: String
        let source: String?
        let removed: Bool
    }

    func write(_ batch: ImportBatch) throws -> QuizPackChanges {
        var stored: [String: StoredPack] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, title, checksum, sourceURL, removedAt FROM pack WHERE isQuiz")
        {
            stored[row["id"]] = StoredPack(
                title: row["title"], checksum: row["checksum"], source: row["sourceURL"],
                removed: row["removedAt"] != nil)
        }
        var changes = QuizPackChanges()
        var contentWriter = ContentWriter(db: db)
        let ids = QuizPackIdentity.packIDs(titles: batch.quizzes.map(\.title))
        for (quiz, id) in zip(batch.quizzes, ids) {
            let questions = batch.questions[quiz.questions]
            let checksum = QuizPackIdentity.checksum(quiz, questions: questions)
            let old = stored[id]
            if source == .bundled, let old, old.source != QuizPackSource.bundledKey, !old.removed {
                continue  // a server's version of this pack is in force
            }
            if let old, !old.removed, old.checksum == checksum, old.source == source.key {
                changes.unchanged += 1
                continue
            }
            try writePack(id: id, quiz: quiz, questions: questions, checksum: checksum, writer: &contentWriter)
            if old == nil || old?.removed == true {
                changes.added.append(quiz.title)
            } else {
                changes.updated.append(quiz.title)
            }
        }
        let listed = Set(ids)
        for (id, old) in stored.sorted(by: { $0.key < $1.key }) where !old.removed && !listed.contains(id) {
            let sameSource = old.source == source.key
            let replacedURL = source != .bundled && old.source != QuizPackSource.bundledKey
            guard sameSource || replacedURL else { continue }
            try db.execute(sql: "UPDATE pack SET removedAt = ? WHERE id = ?", arguments: [StoredDate(now), id])
            changes.removed.append(old.title)
        }
        return changes
    }

    private func writePack(
        id: String, quiz: ImportedQuiz, questions: ArraySlice<ImportedQuestion>, checksum: String,
        writer: inout ContentWriter
    ) throws {
        try db.execute(
            sql: """
                INSERT INTO pack (id, title, description, icon, sourceURL, checksum, isQuiz, fetchedAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)
                ON CONFLICT(id) DO UPDATE SET title = excluded.title, description = excluded.description,
                  icon = excluded.icon, sourceURL = excluded.sourceURL, checksum = excluded.checksum, isQuiz = 1,
                  fetchedAt = excluded.fetchedAt, updatedAt = excluded.updatedAt, removedAt = NULL
                """,
            arguments: [
                id, quiz.title, quiz.description, quiz.icon, source.key, checksum, StoredDate(now), StoredDate(now),
            ])
        try db.execute(
            sql: "UPDATE question SET status = ?, packOrder = NULL WHERE packId = ?",
            arguments: [QuestionStatus.retired.rawValue, id])
        var written: Set<String> = []
        for question in questions {
            var question = question
            question.uid = QuizPackIdentity.questionUID(packID: id, question)
            guard let uid = question.uid, written.insert(uid).inserted else { continue }  // listed twice: once
            _ = try writer.upsert(QuestionRecord(question), packID: id)
            let order = question.answerOrder.map { $0.map(String.init).joined(separator: ",") }
            try db.execute(
                sql: "UPDATE question SET packOrder = ?, answerOrder = ? WHERE uid = ?",
                arguments: [written.count - 1, order, uid])
        }
    }
}
