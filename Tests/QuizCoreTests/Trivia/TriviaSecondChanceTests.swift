import Testing

@testable import QuizCore

/// Second Chance: bought once after a wrong answer and used at once; the
/// life stays lost, a second wrong answer loses another, Cancel declines.
@Suite struct TriviaSecondChanceTests {
    let wall = TriviaFixtures.wallAtStart
    let question = TriviaFixtures.question(301, topicID: 3)

    /// Answered wrong at 15 s (30 s left), with `credits` cents.
    func offered(credits: Int = 200, freePlay: Bool = false) -> TriviaGame {
        var game = TriviaFixtures.game(
            player: TriviaPlayer(creditsCents: credits), settings: TriviaSettings(freePlay: freePlay))
        game.reachAnswering(question)
        _ = game.reduce(.answerTapped(optionID: game.wrongOptionID, at: at(15)))
        return game
    }

    @Test func acceptingBuysItAndTheTimerGoesOnWhereItStopped() {
        var game = offered()
        let before = game
        #expect(game.timeRemaining(at: 100) == 30, "the timer waits during the offer")
        let effects = game.reduce(.secondChanceAccepted(at: at(100)))
        let record = PurchaseRecord(item: .secondChance, provider: .credits, questionID: 301)
        #expect(effects == [.screenChanged(.answering), .recordPurchase(record), .changeCredits(by: -99)])
        var expected = before
        expected.screen = .answering
        expected.round?.secondChance = .accepted
        expected.round?.chosenOptionID = nil
        expected.round?.timer?.stops = [TriviaTimer.Stop(start: 15, end: 100)]
        expected.player.creditsCents = 101
        #expect(game == expected)
        #expect(game.timeRemaining(at: 100) == 30)
        #expect(game.timeRemaining(at: 110) == 20)
        #expect(game.lives(at: wall + 100) == 2, "the life stays lost")
        #expect(game.round?.answerableOptions.count == 3, "the wrong answer cannot be chosen again")
        let crossedOut = game.round!.wrongOptionID!
        #expect(game.reduce(.answerTapped(optionID: crossedOut, at: at(101))).isEmpty)
    }

    @Test func rightOnTheSecondTryScoresAndCountsTheQuestionOnce() {
        var game = offered()
        _ = game.reduce(.secondChanceAccepted(at: at(100)))
        let before = game
        let effects = game.reduce(.answerTapped(optionID: 3010, at: at(110)))
        let record = TriviaAnswerRecord(
            questionID: 301, topicID: 3, optionID: 3010, result: .right, points: 400, secondsTaken: 20,
            isSecondChance: true)
        #expect(
            effects == [
                .screenChanged(.result(.right)), .playSound(.right), .recordAnswer(record),
                .changeInventory(.freezeTime, by: 1),
            ])
        var expected = before
        expected.screen = .result(.right)
        expected.screenEndsAt = 115
        expected.round?.result = .right
        expected.round?.chosenOptionID = 3010
        expected.round?.points = 400
        expected.round?.timer?.stops = [.init(start: 15, end: 100), .init(start: 110, end: nil)]
        expected.round?.message = game.round?.message
        expected.round?.earnings = TriviaEarnings(powerUps: [PowerUpGrant(.freezeTime)])
        expected.player.points = 400
        expected.player.correctCount = 1
        expected.player.inventory = [.freezeTime: 1]
        expected.topics[2].answeredRight = 1
        expected.random = game.random
        #expect(game == expected)
        #expect(game.player.answeredCount == 1 && game.topics[2].answered == 1)
        #expect(game.lives(at: wall + 110) == 2)
    }

    @Test func wrongAgainLosesAnotherLifeAndEndsTheQuestion() {
        var game = offered()
        _ = game.reduce(.secondChanceAccepted(at: at(100)))
        let before = game
        let secondWrong = game.wrongOptionID
        let effects = game.reduce(.answerTapped(optionID: secondWrong, at: at(104)))
        let record = TriviaAnswerRecord(
            questionID: 301, topicID: 3, optionID: secondWrong, result: .wrong, points: 0, secondsTaken: 14,
            isSecondChance: true)
        let fullAt = wall + 15 + 2 * 3600
        #expect(
            effects == [
                .screenChanged(.result(.wrong)), .playSound(.wrong), .recordAnswer(record), .saveLives(fullAt: fullAt),
            ])
        var expected = before
        expected.screen = .result(.wrong)
        expected.screenEndsAt = 109
        expected.round?.result = .wrong
        expected.round?.chosenOptionID = secondWrong
        expected.round?.timer?.stops = [.init(start: 15, end: 100), .init(start: 104, end: nil)]
        expected.player.lives = TriviaLives(fullAt: fullAt)
        #expect(game == expected, "the question was already counted as answered")
        #expect(game.lives(at: wall + 104) == 1)
        #expect(game.round?.revealedOptionID == 3010)
        #expect(game.reduce(.secondChanceAccepted(at: at(105))).isEmpty, "no Second Chance twice")
    }

    @Test func cancelShowsTheWrongResultThenProgress() {
        var game = offered()
        let before = game
        #expect(game.reduce(.secondChanceDeclined(at: at(20))) == [.screenChanged(.result(.wrong))])
        var expected = before
        expected.screen = .result(.wrong)
        expected.screenEndsAt = 25
        expected.round?.secondChance = .declined
        expected.round?.result = .wrong
        #expect(game == expected)
        #expect(game.round?.revealedOptionID == 3010)
        #expect(game.reduce(.tick(at: at(25))) == [.screenChanged(.progress)])
        #expect(game.player.creditsCents == 200, "nothing charged")
    }

    @Test func withoutCreditsTheOfferStandsUntilCreditsArrive() {
        var game = offered(credits: 50)
        let before = game
        #expect(game.reduce(.secondChanceAccepted(at: at(20))) == [.purchaseRefused(.secondChance, .notEnoughCredits)])
        #expect(game == before)
        #expect(
            game.reduce(.creditsAdded(cents: 100, from: .coin)) == [
                .recordCredits(cents: 100, from: .coin), .changeCredits(by: 100),
            ])
        #expect(game.reduce(.purchaseTapped(.secondChance, at: at(21))).first == .screenChanged(.answering))
        #expect(game.player.creditsCents == 51)
    }

    @Test func freePlayGivesItWithoutCharging() {
        var game = offered(credits: 0, freePlay: true)
        let effects = game.reduce(.secondChanceAccepted(at: at(20)))
        let record = PurchaseRecord(item: .secondChance, provider: .freePlay, questionID: 301)
        #expect(effects == [.screenChanged(.answering), .recordPurchase(record)])
        #expect(game.player.creditsCents == 0)
        #expect(game.round?.secondChance == .accepted)
    }

    @Test func timingOutOnTheSecondTryLosesAnotherLife() {
        var game = offered()
        _ = game.reduce(.secondChanceAccepted(at: at(100)))
        let effects = game.reduce(.tick(at: at(130)))
        let record = TriviaAnswerRecord(
            questionID: 301, topicID: 3, optionID: nil, result: .timeout, points: 0, secondsTaken: 40,
            isSecondChance: true)
        #expect(effects.contains(.recordAnswer(record)))
        #expect(game.screen == .result(.timeUp))
        #expect(game.lives(at: wall + 130) == 1)
        #expect(game.topics[2].answered == 1, "it stays answered wrong")
    }

    @Test func secondChanceIsOnlySoldAfterAWrongAnswer() {
        var game = TriviaFixtures.game(player: TriviaPlayer(creditsCents: 500))
        game.reachAnswering(question)
        let before = game
        #expect(
            game.reduce(.purchaseTapped(.secondChance, at: at(6))) == [
                .purchaseRefused(.secondChance, .notAvailableNow)
            ])
        #expect(game.reduce(.secondChanceAccepted(at: at(6))).isEmpty)
        #expect(game.reduce(.secondChanceDeclined(at: at(6))).isEmpty)
        #expect(game == before)
    }
}
