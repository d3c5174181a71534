import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// One action's effects in one transaction, with the round kept for resuming.
@Suite struct TriviaSavedRoundStoreTests {
    let when = Date(timeIntervalSince1970: 1_700_000_000)

    func seeded() throws -> (QuizDatabase, TriviaRepository, TriviaQuestion) {
        let database = try QuizDatabase()
        try database.insertQuestions([
            QuestionRecord(
                kind: .multipleChoice, topic: "Space", text: "Question?", correct: "Right", wrong: ["A", "B", "C"])
        ])
        let repository = TriviaRepository(
            database: database, player: try PlayerDirectory(database: database).newGuest())
        let topic = try #require(try repository.topics().first)
        let question = try #require(try repository.nextQuestion(topicID: topic.id, randomKey: 0))
        return (database, repository, question)
    }

    /// A round as the game saves it: the options dealt in reverse, Freeze Time used, 25 s left.
    func savedRound(of question: TriviaQuestion) throws -> TriviaSavedRound {
        let options = question.options.map(\.id).reversed().map(String.init).joined(separator: ",")
        let json = """
            {"questionID": \(question.id), "topicID": \(question.topicID), "optionIDs": [\(options)],
             "removedOptionIDs": [], "powerUpsUsed": ["freezeTime"], "remainingSeconds": 25, "isSecondAttempt": false}
            """
        return try JSONDecoder().decode(TriviaSavedRound.self, from: Data(json.utf8))
    }

    @Test func aSavedRoundReadsBackAndItsQuestionStillFits() throws {
        let (_, repository, question) = try seeded()
        #expect(try repository.savedRound() == nil)
        try repository.persist([], round: .save(try savedRound(of: question)), at: when)
        #expect(try repository.savedRound() == (try savedRound(of: question)))
        #expect(try repository.question(id: question.id, topicID: question.topicID)?.options == question.options)
        try repository.clearSavedRound()
        #expect(try repository.savedRound() == nil)
    }

    @Test func anAnswerEndsTheSavedRoundInTheSameTransactionAndIsReported() throws {
        let (database, repository, question) = try seeded()
        try repository.persist([], round: .save(try savedRound(of: question)), at: when)
        let record = TriviaAnswerRecord(
            questionID: question.id, topicID: question.topicID, optionID: question.options[0].id, result: .right,
            points: 600, secondsTaken: 3)
        let committed = try repository.persist(
            [.playSound(.right), .recordAnswer(record), .recordCredits(cents: 100, from: .coin)], at: when)
        #expect(try repository.savedRound() == nil)
        let ids = try database.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM answer") }
        #expect(committed.rows["answer"] == ids)
        #expect(committed.rows["creditGrant"]?.count == 1)
        #expect(committed.json.hasPrefix("{\"answer\":["))
    }

    @Test func aFailingEffectWritesNothingOfItsAction() throws {
        let (database, repository, question) = try seeded()
        let bad = TriviaAnswerRecord(
            questionID: 9999, topicID: question.topicID, optionID: nil, result: .timeout, points: 0, secondsTaken: 40)
        #expect(throws: StoreError.self) {
            try repository.persist([.recordCredits(cents: 100, from: .coin), .recordAnswer(bad)], at: when)
        }
        let grants = try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM creditGrant") }
        #expect(grants == 0, "the credits went back with the answer that failed")
    }
}
