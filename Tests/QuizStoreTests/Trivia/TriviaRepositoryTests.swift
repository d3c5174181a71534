import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// The trivia repository on a real (in-memory) SQLite database.
@Suite struct TriviaRepositoryTests {
    let when = Date(timeIntervalSince1970: 1_700_000_000)

    /// A database with one trivia topic of `count` questions and one true/false question.
    func seeded(count: Int = 4) throws -> (QuizDatabase, TriviaRepository) {
        let database = try QuizDatabase()
        let space = (1...count).map { index in
            QuestionRecord(
                kind: .multipleChoice, topic: "Space", text: "Question \(index)?", correct: "Right \(index)",
                wrong: ["A", "B", "C", "D"])
        }
        try database.insertQuestions(
            space + [QuestionRecord(kind: .trueFalse, topic: "Facts", text: "The sky is blue.", correct: "true")])
        return (
            database, TriviaRepository(database: database, player: try PlayerDirectory(database: database).newGuest())
        )
    }

    func answer(
        _ repository: TriviaRepository, _ question: TriviaQuestion, _ result: TriviaAnswerResult, option: Int = 0
    ) throws {
        try repository.persist(
            .recordAnswer(
                TriviaAnswerRecord(
                    questionID: question.id, topicID: question.topicID,
                    optionID: result == .right || result == .wrong ? question.options[option].id : nil,
                    result: result, points: result == .right ? 600 : 0, secondsTaken: 3)), at: when)
    }

    @Test func eachPlayerHasTheirOwnLivesPassesAndProgress() throws {
        let (database, first) = try seeded()
        let second = TriviaRepository(database: database, player: try PlayerDirectory(database: database).newGuest())
        #expect(first.playerID != second.playerID)
        let question = try #require(try first.nextQuestion(topicID: try first.topics()[0].id, randomKey: 0))
        try answer(first, question, .right, option: 0)
        #expect(try first.topics()[0].answered == 1)
        #expect(try second.topics()[0].answered == 0)
        #expect(try second.player().answeredCount == 0)
    }

    @Test func onlyMultipleChoiceTopicsAreOfferedWithProgress() throws {
        let (_, repository) = try seeded(count: 4)
        let topics = try repository.topics()
        #expect(topics.map(\.name) == ["Space"])
        let question = try #require(try repository.nextQuestion(topicID: topics[0].id, randomKey: 0))
        #expect(question.options.count == 5)
        #expect(question.correctOption?.text.hasPrefix("Right") == true)
        try answer(repository, question, .right)
        #expect(
            try repository.topics()[0]
                == TriviaTopic(id: topics[0].id, name: "Space", total: 4, answered: 1, answeredRight: 1))
    }

    @Test func timeoutsAndJumpsStayInThePoolAndAnswersCountForPeoplesChoice() throws {
        let (_, repository) = try seeded(count: 1)
        let topic = try repository.topics()[0].id
        let question = try #require(try repository.nextQuestion(topicID: topic, randomKey: 42))
        try answer(repository, question, .timeout)
        try answer(repository, question, .skipped)
        #expect(try repository.nextQuestion(topicID: topic, randomKey: 42)?.id == question.id)
        try answer(repository, question, .wrong, option: 2)
        #expect(try repository.nextQuestion(topicID: topic, randomKey: 42) == nil, "answered: the topic is used up")
        let shares = try repository.peoplesChoice(questionID: question.id)
        #expect(shares[question.options[2].id] == 1.0, "time-outs and jumps chose nothing")
    }

    @Test func retryTopicBringsBackOnlyTheWrongAnswers() throws {
        let (database, repository) = try seeded(count: 2)
        let topic = try repository.topics()[0].id
        let first = try #require(try repository.nextQuestion(topicID: topic, randomKey: 0))
        try answer(repository, first, .right)
        let second = try #require(try repository.nextQuestion(topicID: topic, randomKey: 0))
        try answer(repository, second, .wrong, option: 1)
        #expect(try repository.topics()[0].isLocked)
        try repository.persist(.reenableWrongAnswers(topicID: topic), at: when)
        #expect(try repository.topics()[0].answered == 1)
        #expect(try repository.nextQuestion(topicID: topic, randomKey: 0)?.id == second.id)
        // The choice still counts in the statistics.
        let kept = try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer") }
        #expect(kept == 2)
    }

    @Test func thePlayerStateRoundTrips() throws {
        let (_, repository) = try seeded()
        let topic = try repository.topics()[0].id
        let effects: [TriviaEffect] = [
            .saveLives(fullAt: 1_700_003_600), .savePasses(date: "2026-11-22", used: 2), .changeCredits(by: 101),
            .savePowerUpExplained(.halfOff), .savePowerUpExplained(.halfOff), .changeInventory(.freezeTime, by: 5),
            .changeInventory(.freezeTime, by: -1), .awardBadge(code: "topic-\(topic)-90"),
            .awardBadge(code: "topic-\(topic)-90"),
            .awardMedal(topicID: topic, .silver), .awardMedal(topicID: topic, .bronze),
            .recordCredits(cents: 100, from: .coin),
            .recordPurchase(PurchaseRecord(item: .powerUp(.halfOff), provider: .credits)),
            .recordPowerUpUse(.freezeTime, questionID: 1),
        ]
        for effect in effects { try repository.persist(effect, at: when) }
        let player = try repository.player()
        #expect(player.lives.fullAt == 1_700_003_600)
        #expect(player.passes == TriviaPasses(date: "2026-11-22", used: 2))
        #expect(player.creditsCents == 101)
        #expect(player.explained == [.halfOff])
        #expect(player.inventory == [.freezeTime: 4])
        var state = PlayerStateRow(playerID: repository.playerID)
        (state.livesFullAt, state.passesDate, state.passesUsed) = (1_700_003_600, "2026-11-22", 2)
        (state.creditsCents, state.explained) = (101, "halfOff")
        #expect(
            try repository.database.read { db in try PlayerStateRow.fetchOne(db, key: repository.playerID) } == state)
        #expect(player.badges == ["topic-\(topic)-90"])
        #expect(try repository.medal(topicID: topic) == .silver, "a lesser medal never replaces a better one")
        let rows = try repository.database.read { db in
            try Row.fetchAll(db, sql: "SELECT item, quantity, priceCents, provider FROM purchase")
        }
        #expect(rows.map { $0["item"] as String } == ["halfOff"])
        #expect(rows.map { $0["provider"] as String } == ["credits"])
        #expect(rows.map { $0["quantity"] as Int } == [3])
    }
}
