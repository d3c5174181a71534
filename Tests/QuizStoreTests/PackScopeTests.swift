import GRDB
import QuizCore
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// The config's `packs`: every mode's questions come from the listed packs only.
@Suite struct PackScopeTests {
    /// The bundled packs, plus one imported trivia question in no pack.
    func store() throws -> QuizDatabase {
        try QuizDatabase.withBundledPacksAndAnImportedQuestion()
    }

    @Test func onlyTheListedPacksStatementsAreDealt() throws {
        let database = try store()
        let english = try database.trueFalseQuestions(in: PackScope.all.only(in: "en"))
        #expect(english.count == 80)
        #expect(try database.trueFalseQuestions(in: PackScope(packIDs: ["tiltquiz-true-false"])) == english)
        let german = try database.trueFalseQuestions(in: PackScope(packIDs: ["tiltquiz-true-false-de"]))
        #expect(german.count == 80 && german.allSatisfy { $0.id.hasPrefix("tf-de-") })
        #expect(try database.trueFalseQuestions(in: PackScope(packIDs: ["tiltquiz-trivia"])).isEmpty)
        #expect(try database.installedPackIDs().contains("tiltquiz-trivia"))
    }

    @Test func triviaTopicsAndQuestionsComeFromTheListedPacksOnly() throws {
        let database = try store()
        let player = try PlayerDirectory(database: database).newGuest()
        let everything = TriviaRepository(database: database, player: player)
        #expect(try everything.topics().contains { $0.name == "Imported" })
        let bundled = TriviaRepository(
            database: database, player: player, packs: PackScope(packIDs: ["tiltquiz-trivia"]))
        let topics = try bundled.topics()
        #expect(!topics.isEmpty)
        #expect(!topics.contains { $0.name == "Imported" }, "a question in no pack is not in a listed pack")
        let imported = try #require(try everything.topics().first { $0.name == "Imported" })
        #expect(try bundled.nextQuestion(topicID: imported.id, randomKey: 1) == nil)
        #expect(try everything.nextQuestion(topicID: imported.id, randomKey: 1)?.text == "Which is a prime?")
        #expect(try TriviaRepository.hasQuestions(database, in: PackScope(packIDs: ["tiltquiz-true-false"])) == false)
        #expect(try TriviaRepository.hasQuestions(database, in: PackScope(packIDs: ["tiltquiz-trivia"])))
    }
}
