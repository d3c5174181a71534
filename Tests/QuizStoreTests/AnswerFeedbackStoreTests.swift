import Foundation
import GRDB
import TestSupport
import Testing

@testable import QuizStore

/// Store v10: each option keeps what is said to whoever chose it, apart from the question's explanation, and the
/// games' queries read it.
@Suite struct AnswerFeedbackStoreTests {
    static let gift = """
        $CATEGORY: Geography

        Everest is in the Andes.{FALSE#Wrong - it is in the Himalayas.#Correct, it is in the Himalayas.}

        Largest ocean?{~Atlantic#No. =Pacific#Yes. ~Indian ~Arctic ####It covers a third of the Earth.}
        """

    func imported() throws -> (QuizDatabase, TemporaryFolder) {
        let folder = TemporaryFolder()
        let database = try QuizDatabase(path: folder.file("db/tiltquiz.sqlite"))
        _ = try database.importFiles(
            [folder.write("q.gift", Self.gift)], format: nil, packName: nil, dryRun: false)
        return (database, folder)
    }

    @Test func theTrueFalseStatementCarriesItsTwoFeedbacksAndNoExplanation() throws {
        let (database, _) = try imported()
        let statement = try #require(try database.trueFalseQuestions().first)
        #expect(statement.statement == "Everest is in the Andes.")
        #expect(statement.explanation == "")
        #expect(statement.rightFeedback == "Correct, it is in the Himalayas.")
        #expect(statement.wrongFeedback == "Wrong - it is in the Himalayas.")
        #expect(statement.trueOptionID != nil && statement.falseOptionID != nil)
    }

    @Test func aTriviaQuestionCarriesEachOptionsFeedback() throws {
        let (database, _) = try imported()
        let id = try #require(
            try database.read { db in
                try Int64.fetchOne(db, sql: "SELECT id FROM question WHERE kind = 'multipleChoice'")
            })
        let question = try #require(try database.question(id: id))
        #expect(question.explanation == "It covers a third of the Earth.")
        #expect(question.options.map(\.text) == ["Pacific", "Atlantic", "Indian", "Arctic"])
        #expect(question.options.map(\.feedback) == ["Yes.", "No.", "", ""])
        let topic = try #require(try database.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM topic") })
        let player = try PlayerDirectory(database: database).newPlayer(named: "Ada", at: Date())
        let repository = TriviaRepository(database: database, player: player)
        let dealt = try #require(try repository.nextQuestion(topicID: topic, randomKey: 1))
        #expect(dealt.options.map(\.feedback) == ["Yes.", "No.", "", ""])
    }

    /// A pack installed again rewrites its questions in place: feedback it no longer has goes, the option ids stay.
    @Test func aQuestionWrittenAgainWithoutFeedbackKeepsNone() throws {
        let database = try QuizDatabase()
        func write(_ feedback: [String]) throws {
            try database.write { db in
                var writer = ContentWriter(db: db)
                _ = try writer.upsert(
                    QuestionRecord(
                        uid: "tf-1", kind: .trueFalse, topic: "Geography", text: "Everest is in the Andes.",
                        correct: "false", feedback: feedback), packID: nil)
            }
        }
        try write(["Right, the Himalayas.", "No, the Himalayas."])
        let first = try #require(try database.trueFalseQuestions().first)
        #expect([first.rightFeedback, first.wrongFeedback] == ["Right, the Himalayas.", "No, the Himalayas."])
        try write([])
        let second = try #require(try database.trueFalseQuestions().first)
        #expect([second.rightFeedback, second.wrongFeedback] == ["", ""])
        #expect([second.trueOptionID, second.falseOptionID] == [first.trueOptionID, first.falseOptionID])
    }

    /// A store as v7 left it: options without feedback, an explanation on the question.
    @Test func aStoreOfV7KeepsItsExplanationsAndItsOptionsGainEmptyFeedback() throws {
        let folder = TemporaryFolder()
        let path = folder.file("tiltquiz.sqlite")
        try OldStore.write(at: path, upTo: "v7: quiz packs") { db in
            try db.execute(sql: "INSERT INTO topic (name) VALUES ('Geography')")
            try db.execute(
                sql: """
                    INSERT INTO question (uid, topicId, kind, text, correctAnswer, explanation, fingerprint, dealSlot)
                    VALUES ('tf-1', 1, 'trueFalse', 'Everest is in the Andes.', 'false', 'It is in the Himalayas.',
                      'f', 0)
                    """)
            try db.execute(
                sql: "INSERT INTO option (questionId, position, text) VALUES (1, 0, 'false'), (1, 1, 'true')")
        }
        let database = try QuizDatabase(path: path)
        let applied = try database.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied.contains("v10: answer feedback"))
        let statement = try #require(try database.trueFalseQuestions().first)
        #expect(statement.explanation == "It is in the Himalayas.")
        #expect(statement.rightFeedback == "" && statement.wrongFeedback == "")
        #expect(try database.integrityProblems().isEmpty)
    }
}
