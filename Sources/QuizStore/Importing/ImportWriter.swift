import Foundation
import GRDB
import QuizCore

/// The counts an import reports.
public struct ImportSummary: Equatable, Sendable {
    public var files: Int = 0
    public var questions: Int = 0
    public var events: Int = 0
    public var duplicates: Int = 0
    /// Questions and events the files hold but the game cannot play (each has its warning).
    public var skipped: Int = 0
    public var warnings: [String] = []
    public var dryRun = false

    public init() {}

    init(files: Int, dryRun: Bool) {
        self.files = files
        self.dryRun = dryRun
    }
}

extension QuizDatabase {
    /// Reads every file first (any problem stops before anything is written; `.importFailed` then names every
    /// problem of every file, as `ImportPreview.refusal` lists them), then writes them all in ONE transaction
    /// (a `translates` that does not fit the question it names undoes it: `.importRowsRefused`, `translationProblems`),
    /// skipping duplicates: on any failure, or with `dryRun`, the store is left exactly as it was.
    /// `progress` is told (done, total) while rows are written. `topic` (`import --topic`) is the topic of the
    /// questions a file puts in none (see `Importer.read`); `language` (`import --language`) the language of the
    /// questions a file names none for (English without it).
    public func importFiles(
        _ paths: [String], format: ImportFormat?, topic: String? = nil, language: String? = nil, packName: String?,
        dryRun: Bool, progress: (Int, Int) -> Void = { _, _ in }
    ) throws(StoreError) -> ImportSummary {
        if let language, !ContentLanguage.isCode(language) {
            throw StoreError.importFailed("--language \(language): not a language code such as \"de\"")
        }
        var batches: [ImportBatch] = []
        var refusals: [String] = []
        for path in paths {
            let checked = Importer.check(path: path, format: format, topic: topic)
            if let refusal = checked.refusal(file: PathText.name(of: path)) {
                refusals.append(refusal)
            } else if let batch = checked.batch {
                batches.append(batch)
            }
        }
        if !refusals.isEmpty { throw StoreError.importFailed(refusals.joined(separator: "\n")) }
        var summary = ImportSummary(files: paths.count, dryRun: dryRun)
        summary.warnings = batches.flatMap { $0.warnings.map(\.description) }
        summary.skipped = batches.reduce(0) { $0 + $1.warnings.count(where: \.skipsItem) }
        let total = batches.reduce(0) { $0 + $1.questions.count + $1.events.count }
        do {
            try writer.writeWithoutTransaction { db in
                // A page cache that holds what a large import touches: with SQLite's default 2 MB, random inserts
                // into the uid and fingerprint indexes spill pages to the WAL and read them back. Durability is
                // unchanged (same journal, same synchronous setting, one transaction).
                let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
                try db.execute(sql: "PRAGMA cache_size = \(Self.importCacheSize)")
                defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
                try db.inTransaction {
                    try Self.write(
                        batches, packName: packName, language: language, into: db, summary: &summary, total: total,
                        progress: progress)
                    return dryRun ? .rollback : .commit
                }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.query(Self.describe(error))
        }
        return summary
    }

    /// The page cache while an import writes, as SQLite's `cache_size` (negative: KiB), 64 MiB: enough for
    /// 100,000 questions and their options; memory is only taken as pages are used.
    static let importCacheSize = -65_536

    private static func write(
        _ batches: [ImportBatch], packName: String?, language: String?, into db: Database,
        summary: inout ImportSummary, total: Int, progress: (Int, Int) -> Void
    ) throws {
        let packID = packName.map { "import-" + Fingerprint.normalize($0).replacingOccurrences(of: " ", with: "-") }
        if let packID, let packName {
            try db.execute(
                sql: "INSERT INTO pack (id, title) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET title = excluded.title",
                arguments: [packID, packName])
        }
        var writer = ContentWriter(db: db)
        var done = 0
        let step = max(1, total / 100)
        for batch in batches {
            for question in batch.questions {
                var record = QuestionRecord(question)
                record.language = record.language ?? language ?? ContentLanguage.english
                switch try writer.insertIfNew(record, packID: packID) {
                case .inserted, .updated: summary.questions += 1
                case .duplicate: summary.duplicates += 1
                }
                done += 1
                if done % step == 0 { progress(done, total) }
            }
            for event in batch.events {
                switch try writer.insertIfNew(event.event, packID: packID) {
                case .inserted, .updated: summary.events += 1
                case .duplicate: summary.duplicates += 1
                }
                done += 1
                if done % step == 0 { progress(done, total) }
            }
        }
        let problems = try translationProblems(batches, in: db)
        guard problems.isEmpty else { throw StoreError.importRowsRefused(problems) }
        progress(total, total)
    }
}

extension QuestionRecord {
    /// A question read by an importer.
    init(_ imported: ImportedQuestion) {
        self.init(
            uid: imported.uid, kind: imported.kind == .trueFalse ? .trueFalse : .multipleChoice, topic: imported.topic,
            text: imported.text, correct: imported.correct, wrong: imported.wrong, explanation: imported.explanation,
            feedback: imported.feedback, badge: imported.badge, source: imported.source, language: imported.language,
            translates: imported.translates)
    }
}

/// Our question CSV files, for the bundled trivia packs.
enum QuestionCSV {
    static func records(from data: Data, file: String) throws(StoreError) -> [QuestionRecord] {
        do {
            let batch = try Importer.parse(data, file: file, format: .csv)
            return batch.questions.map(QuestionRecord.init)
        } catch {
            throw StoreError.importFailed(error.description)
        }
    }
}
