import Foundation
import GRDB
import QuizCore

/// The quizzes the game ships (`assets/quizzes/starter.json`, iQuiz JSON), so the packs mode plays out of the
/// box with no network. Installed at start like the bundled packs; an unchanged file writes nothing.
public struct StarterQuizzes: Sendable {
    public let database: QuizDatabase

    public init(database: QuizDatabase) {
        self.database = database
    }

    /// The starter file inside an assets folder.
    public static func file(inAssets assets: String) -> String {
        PathText.join(assets, "quizzes/starter.json")
    }

    /// Installs the starter quizzes from `path` (a missing file installs nothing): a quiz the store has as
    /// the file has it is left alone, so a start with an unchanged file writes nothing.
    @discardableResult
    public func install(from path: String, at now: Date = Date()) throws(StoreError) -> QuizPackChanges {
        guard FileManager.default.fileExists(atPath: path) else { return QuizPackChanges() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StoreError.badPack(file: path, field: "(file)", reason: "cannot be read")
        }
        let batch = try QuizDatabase.readQuizDocument(data, file: path)
        guard try needsWrite(batch) else { return QuizPackChanges() }
        return try database.importQuizPacks(batch, source: .bundled, at: now)
    }

    /// Whether a quiz of the file is missing from the list or differs from the store's version (a read only).
    private func needsWrite(_ batch: ImportBatch) throws(StoreError) -> Bool {
        let stored = try database.read { db in
            try Dictionary(
                Row.fetchAll(db, sql: "SELECT id, checksum, sourceURL, removedAt FROM pack WHERE isQuiz").map {
                    ($0["id"] as String, $0)
                }, uniquingKeysWith: { first, _ in first })
        }
        let ids = QuizPackIdentity.packIDs(titles: batch.quizzes.map(\.title))
        for (quiz, id) in zip(batch.quizzes, ids) {
            guard let row = stored[id], row["removedAt"] == nil else { return true }
            let source: String? = row["sourceURL"]
            if source != QuizPackSource.bundledKey { continue }  // a server's version is in force
            if (row["checksum"] as String)
                != QuizPackIdentity.checksum(quiz, questions: batch.questions[quiz.questions])
            {
                return true
            }
        }
        return false
    }
}
