import Testing

@testable import QuizCore

/// Second Chance: bought once after a wrong answer or a time-out and used at
/// once; the life stays lost, a second wrong answer loses another, Cancel
/// declines. The try goes on from the time left, with at least 10 s.
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
        #expect(effects == .boughtSecondChance(questionID: 301))
        var expected = before.acceptedSecondChance(stoppedAt: 15, at: 100)
        expected.round?.chosenOptionID = nil
        #expect(game.player.creditsCents == 101, "99 of the 200 credits spent")
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
        #expect(effects == .answeredRight(record, then: [.changeInventory(.freezeTime, by: 1)]))
        var expected = before.answeredRight(
            optionID: 3010, points: 400, screenEndsAt: 115,
            stops: [.init(start: 15, end: 100), .init(start: 110, end: nil)],
            earned: TriviaEarnings(powerUps: [PowerUpGrant(.freezeTime)]), shown: game)
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

    /// Declines the offer at `seconds`: the `result` shows for 5 s, the Second Chance declined, nothing charged.
    func decline(_ game: inout TriviaGame, at seconds: Double, showing result: TriviaResultKind) {
        let before = game
        #expect(game.reduce(.secondChanceDeclined(at: at(seconds))) == [.screenChanged(.result(result))])
        var expected = before
        expected.screen = .result(result)
        expected.screenEndsAt = seconds + 5
        expected.round?.secondChance = .declined
        expected.round?.result = result
        #expect(game == expected)
        #expect(game.player.creditsCents == 200, "nothing charged")
    }

    @Test func cancelShowsTheWrongResultThenProgress() {
        var game = offered()
        decline(&game, at: 20, showing: .wrong)
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
        #expect(game.screen == .result(.timeUp), "no second offer")
        #expect(game.lives(at: wall + 130) == 1)
        #expect(game.topics[2].answered == 1, "it stays answered wrong")
        #expect(game.round?.revealedOptionID == 3010, "answered wrong, so its answer is shown")
    }

    /// Out of time at 45 s (the answers came at 5 s), with `credits` cents.
    func timedOut(credits: Int = 200) -> TriviaGame {
        var game = TriviaFixtures.game(player: TriviaPlayer(creditsCents: credits))
        game.reachAnswering(question)
        _ = game.reduce(.tick(at: at(45)))
        return game
    }

    @Test func aTimeOutOffersSecondChanceAndTheTryHasTenSeconds() {
        var game = timedOut()
        #expect(game.screen == .secondChanceOffer)
        #expect(game.round?.firstTry == .timeUp && game.round?.secondChance == .offered)
        #expect(game.lives(at: wall + 45) == 2, "the life is lost at the time-out")
        let before = game
        let effects = game.reduce(.secondChanceAccepted(at: at(50)))
        #expect(effects == .boughtSecondChance(questionID: 301))
        var expected = before.acceptedSecondChance(stoppedAt: 45, at: 50)
        expected.round?.lastTickSecond = nil
        expected.round?.timer?.givenBackSeconds = 10
        #expect(game.player.creditsCents == 101, "99 of the 200 credits spent")
        #expect(game == expected)
        #expect(game.timeRemaining(at: 50) == 10)
        #expect(game.round?.answerableOptions.count == 4, "nothing to cross out after a time-out")
        var ticks = 0
        for step in 501...599 { ticks += game.reduce(.tick(at: at(Double(step) / 10))).count }
        #expect(ticks == 5, "the last five seconds tick again")
        #expect(game.lives(at: wall + 50) == 2, "the life stays lost")
    }

    @Test func rightAfterATimeOutScoresByTheBarAndCountsTheQuestionOnce() {
        var game = timedOut()
        _ = game.reduce(.secondChanceAccepted(at: at(50)))
        let effects = game.reduce(.answerTapped(optionID: 3010, at: at(52)))
        let record = TriviaAnswerRecord(
            questionID: 301, topicID: 3, optionID: 3010, result: .right, points: 160, secondsTaken: 32,
            isSecondChance: true)
        #expect(effects.contains(.recordAnswer(record)), "8 s left: 160 points, as any answer with 8 s left")
        #expect(game.screen == .result(.right))
        #expect(game.player.points == 160)
        #expect(game.player.answeredCount == 1 && game.player.correctCount == 1)
        #expect(game.topics[2] == TriviaTopic(id: 3, name: "History", total: 20, answered: 1, answeredRight: 1))
    }

    @Test func wrongAfterATimeOutLosesAnotherLifeAndCountsItAnsweredWrong() {
        var game = timedOut()
        _ = game.reduce(.secondChanceAccepted(at: at(50)))
        let wrong = game.wrongOptionID
        let effects = game.reduce(.answerTapped(optionID: wrong, at: at(51)))
        #expect(effects.first == .screenChanged(.result(.wrong)), "no second offer")
        #expect(game.lives(at: wall + 51) == 1)
        #expect(game.player.answeredCount == 1 && game.topics[2].answered == 1 && game.topics[2].answeredRight == 0)
        #expect(game.round?.revealedOptionID == 3010)
    }

    @Test func outOfTimeAgainEndsItAndTheQuestionStaysInThePool() {
        var game = timedOut()
        _ = game.reduce(.secondChanceAccepted(at: at(50)))
        let effects = game.reduce(.tick(at: at(60)))
        #expect(effects.first == .screenChanged(.result(.timeUp)))
        #expect(game.lives(at: wall + 60) == 1)
        #expect(game.topics[2].answered == 0 && game.player.answeredCount == 0)
        #expect(game.round?.revealedOptionID == nil)
        #expect(game.reduce(.secondChanceAccepted(at: at(61))).isEmpty, "bought once per question")
    }

    @Test func declinedAfterATimeOutTheTimeOutStands() {
        var game = timedOut()
        decline(&game, at: 47, showing: .timeUp)
    }

    @Test func aWrongAnswerInTheLastSecondsAlsoGetsTenSecondsToTryAgain() {
        var game = TriviaFixtures.game(player: TriviaPlayer(creditsCents: 200))
        game.reachAnswering(question)
        _ = game.reduce(.answerTapped(optionID: game.wrongOptionID, at: at(43)))
        #expect(game.timeRemaining(at: 43) == 2)
        _ = game.reduce(.secondChanceAccepted(at: at(44)))
        #expect(game.timeRemaining(at: 44) == 10, "one rule for both: the time left, and never under 10 s")
    }

    @Test func secondChanceCanBeBoughtFromTheShopOpenedOverTheOffer() {
        var game = timedOut()
        #expect(game.reduce(.heartTapped) == [.overlayChanged(.shop)])
        let effects = game.reduce(.purchaseTapped(.secondChance, at: at(48)))
        #expect(effects.prefix(2) == [.screenChanged(.answering), .overlayChanged(nil)])
        #expect(game.round?.isSecondAttempt == true && game.overlay == nil)
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
