import Testing

@testable import QuizCore

/// Right, wrong and time's up, the 5 s result, and the progress screen.
@Suite struct TriviaAnswerTests {
    let wall = TriviaFixtures.wallAtStart
    /// Topic 3 has 20 questions: one right answer reaches no milestone.
    let question = TriviaFixtures.question(301, topicID: 3)

    func answering() -> TriviaGame {
        var game = TriviaFixtures.game()
        game.reachAnswering(question)
        return game
    }

    @Test func aRightAnswerScoresByTimeLeftAndShowsAMessage() {
        var game = answering()
        let before = game
        let effects = game.reduce(.answerTapped(optionID: 3010, at: at(25)))
        let record = TriviaAnswerRecord(
            questionID: 301, topicID: 3, optionID: 3010, result: .right, points: 400, secondsTaken: 20)
        #expect(effects == .answeredRight(record, then: [.changeInventory(.freezeTime, by: 1)]))
        var expected = before.answeredRight(
            optionID: 3010, points: 400, screenEndsAt: 30, stops: [TriviaTimer.Stop(start: 25, end: nil)],
            earned: TriviaEarnings(powerUps: [PowerUpGrant(.freezeTime)]), shown: game)
        expected.player.points = 400
        expected.player.correctCount = 1
        expected.player.answeredCount = 1
        expected.player.inventory = [.freezeTime: 1]
        expected.topics[2].answered = 1
        expected.topics[2].answeredRight = 1
        expected.random = game.random
        #expect(game == expected)
        // No operator's messages: one of the game's own, by number (the screen words it in the player's language).
        #expect(game.round?.message == nil)
        #expect((0..<TriviaSettings.gameMessageCount).contains(game.round?.gameMessage ?? -1))
        #expect(game.round?.revealedOptionID == 3010)
        #expect(game.timeRemaining(at: 29) == 20, "the bar stops where the answer came")
    }

    @Test func messagesComeFromTheOperatorsListAtRandom() {
        var seen = Set<String>()
        for seed in UInt64(1)...30 {
            var game = TriviaFixtures.game(
                settings: TriviaSettings(rightMessages: ["Yes!", "Wow!", "Ace!"]), seed: seed)
            game.reachAnswering(question)
            _ = game.reduce(.answerTapped(optionID: 3010, at: at(6)))
            seen.insert(game.round?.message ?? "none")
        }
        #expect(seen == ["Yes!", "Wow!", "Ace!"])
    }

    @Test func withoutTheOperatorsMessagesTheGamesOwnAreDrawnAtRandom() {
        var seen = Set<Int>()
        for seed in UInt64(1)...40 {
            var game = TriviaFixtures.game(settings: TriviaSettings(rightMessages: []), seed: seed)
            game.reachAnswering(question)
            _ = game.reduce(.answerTapped(optionID: 3010, at: at(6)))
            #expect(game.round?.message == nil)
            seen.insert(game.round?.gameMessage ?? -1)
        }
        #expect(seen == Set(0..<TriviaSettings.gameMessageCount))
    }

    @Test func aWrongAnswerLosesALifeAndOffersASecondChance() {
        var game = answering()
        let before = game
        let wrongID = game.wrongOptionID
        let effects = game.reduce(.answerTapped(optionID: wrongID, at: at(15)))
        let record = TriviaAnswerRecord(
            questionID: 301, topicID: 3, optionID: wrongID, result: .wrong, points: 0, secondsTaken: 10)
        #expect(effects == .offeredSecondChance(.wrong, record, at: 15))
        var expected = before.offeredSecondChance(after: .wrong, at: 15)
        expected.round?.wrongOptionID = wrongID
        expected.round?.chosenOptionID = wrongID
        expected.player.answeredCount = 1
        expected.topics[2].answered = 1
        #expect(game == expected)
        #expect(game.lives(at: wall + 15) == 2)
        #expect(game.round?.revealedOptionID == nil, "the answer stays hidden while a Second Chance is on offer")
    }

    @Test func timeRunsOutWithFiveTicksThenTimesUpAndOffersSecondChance() {
        var game = answering()
        let before = game
        var sounds: [TriviaEffect] = []
        for step in 51...449 {
            sounds += game.reduce(.tick(at: at(Double(step) / 10)))
        }
        #expect(sounds == Array(repeating: .playSound(.tick), count: 5))
        #expect(game.screen == .answering)
        let effects = game.reduce(.tick(at: at(45)))
        let record = TriviaAnswerRecord(
            questionID: 301, topicID: 3, optionID: nil, result: .timeout, points: 0, secondsTaken: 40)
        #expect(effects == .offeredSecondChance(.timeUp, record, at: 45))
        var expected = before.offeredSecondChance(after: .timeUp, at: 45)
        expected.round?.lastTickSecond = 1
        #expect(game == expected, "no credit either way: the topic and the counts are untouched")
        #expect(game.round?.revealedOptionID == nil)
        #expect(game.reduce(.secondChanceDeclined(at: at(47))) == [.screenChanged(.result(.timeUp))])
        #expect(game.round?.result == .timeUp && game.screenEndsAt == 52)
        #expect(game.round?.revealedOptionID == nil, "the question goes back to the pool unseen")
    }

    @Test func aTapAfterTheBarRanOutIsATimeOut() {
        var game = answering()
        let effects = game.reduce(.answerTapped(optionID: 3010, at: at(46)))
        #expect(effects.first == .screenChanged(.secondChanceOffer))
        #expect(game.round?.firstTry == .timeUp)
        #expect(game.round?.points == 0)
        #expect(game.player.correctCount == 0)
    }

    @Test func tapsOnOptionsNotOnScreenAreIgnored() {
        var game = answering()
        let notDealt = TriviaFixtures.question(301).options.map(\.id).first { id in
            !game.round!.options.contains { $0.id == id }
        }!
        let before = game
        #expect(game.reduce(.answerTapped(optionID: notDealt, at: at(10))).isEmpty)
        #expect(game.reduce(.answerTapped(optionID: 999, at: at(10))).isEmpty)
        #expect(game == before)
    }

    @Test func theResultGivesWayToTheProgressScreenAfterFiveSeconds() {
        var game = answering()
        _ = game.reduce(.answerTapped(optionID: 3010, at: at(10)))
        let result = game
        #expect(game.reduce(.tick(at: at(14.99))).isEmpty)
        #expect(game.reduce(.answerTapped(optionID: 3010, at: at(14.99))).isEmpty)
        #expect(game == result)
        #expect(game.reduce(.tick(at: at(15))) == [.screenChanged(.progress)])
        var expected = result
        expected.screen = .progress
        expected.screenEndsAt = nil
        #expect(game == expected)
        #expect(game.currentTopic?.percentRight == 5)
    }

    @Test func progressOffersPlayAgainAndQuit() {
        var game = answering()
        game.answerAndWait(right: true, at: 10)
        #expect(game.screen == .progress)
        var again = game
        #expect(again.reduce(.playAgainTapped(at: at(20))) == [.screenChanged(.spinning)])
        #expect(again.round == nil)
        let progress = game
        #expect(game.reduce(.quitTapped) == [.screenChanged(.home)])
        var expected = progress
        expected.screen = .home
        expected.round = nil
        expected.topicID = nil
        #expect(game == expected)
        #expect(game.player.points == 600)
    }
}
