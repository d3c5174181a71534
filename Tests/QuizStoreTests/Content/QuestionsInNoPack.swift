import QuizCore
import TestSupportStore

@testable import QuizStore

extension QuizDatabase {
    /// Writes `questions` in one transaction and in no pack, as an import without `--pack` does; a question
    /// already in the store (same text and answer) is skipped.
    func insertQuestions(_ questions: [QuestionRecord]) throws {
        try write { db in
            var writer = ContentWriter(db: db)
            for question in questions {
                _ = try writer.insertIfNew(question, packID: nil)
            }
        }
    }

    /// The bundled packs, plus `QuestionRecord.importedPrime` in no pack: a question no listed pack deals.
    static func withBundledPacksAndAnImportedQuestion() throws -> QuizDatabase {
        let database = try QuizDatabase.withBundledPacks()
        try database.insertQuestions([.importedPrime])
        return database
    }
}

extension QuestionRecord {
    /// "Which is a prime?", topic "Imported": 7, and five wrong answers.
    static let importedPrime = QuestionRecord(
        kind: .multipleChoice, topic: "Imported", text: "Which is a prime?", correct: "7",
        wrong: ["4", "6", "8", "9", "10"])
}
