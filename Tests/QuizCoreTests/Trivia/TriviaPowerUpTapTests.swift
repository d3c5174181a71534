import Testing

@testable import QuizCore

/// Tapping power-ups: the first tap explains (the timer runs on), later taps
/// use one, none left opens the store, and at most two per question.
@Suite struct TriviaPowerUpTapTests {
    let question = TriviaFixtures.question(301, topicID: 3)

    func answering(_ player: TriviaPlayer) -> TriviaGame {
        var game = TriviaFixtures.game(player: player)
        game.reachAnswering(question)
        return game
    }

    @Test func theFirstTapExplainsWithoutPausingAndTheNextUses() {
        var game = answering(TriviaPlayer(inventory: [.freezeTime: 1]))
        let before = game
        let effects = game.reduce(.powerUpTapped(.freezeTime, at: at(10)))
        #expect(effects == [.overlayChanged(.explanation(.freezeTime)), .savePowerUpExplained(.freezeTime)])
        var expected = before
        expected.overlay = .explanation(.freezeTime)
        expected.player.explained = [.freezeTime]
        #expect(game == expected, "nothing used, nothing frozen")
        #expect(game.timeRemaining(at: 20) == 25, "never a pause: the timer runs under the explanation")
        #expect(game.reduce(.answerTapped(optionID: 3010, at: at(11))).isEmpty, "the overlay covers the answers")
        #expect(game.reduce(.powerUpTapped(.freezeTime, at: at(11))).isEmpty)

        #expect(game.reduce(.explanationDismissed) == [.overlayChanged(nil)])
        expected.overlay = nil
        #expect(game == expected)
        let used = game.reduce(.powerUpTapped(.freezeTime, at: at(12)))
        #expect(used == [.recordPowerUpUse(.freezeTime, questionID: 301), .changeInventory(.freezeTime, by: -1)])
        expected.player.inventory = [.freezeTime: 0]
        expected.round?.powerUpsUsed = [.freezeTime]
        expected.round?.timer?.stops = [TriviaTimer.Stop(start: 12, end: 22)]
        #expect(game == expected)
    }

    @Test func eachPowerUpIsExplainedOnceAndTheSavedSetIsRespected() {
        var game = answering(TriviaPlayer(inventory: [.halfOff: 1], explained: [.halfOff]))
        #expect(game.reduce(.powerUpTapped(.halfOff, at: at(6))).first == .recordPowerUpUse(.halfOff, questionID: 301))
        #expect(game.reduce(.powerUpTapped(.jumpIt, at: at(7))).first == .overlayChanged(.explanation(.jumpIt)))
        #expect(game.player.explained == [.halfOff, .jumpIt])
    }

    @Test func noneLeftOpensTheStoreAndTheTimerRunsOn() {
        var game = answering(TriviaPlayer(explained: [.peoplesChoice], creditsCents: 100))
        let before = game
        #expect(game.reduce(.powerUpTapped(.peoplesChoice, at: at(10))) == [.overlayChanged(.store)])
        var expected = before
        expected.overlay = .store
        #expect(game == expected)
        #expect(game.timeRemaining(at: 15) == 30)

        let bought = game.reduce(.purchaseTapped(.powerUp(.peoplesChoice), at: at(12)))
        let record = PurchaseRecord(item: .powerUp(.peoplesChoice), provider: .credits)
        #expect(bought == [.recordPurchase(record), .changeCredits(by: -99), .changeInventory(.peoplesChoice, by: 3)])
        #expect(game.reduce(.storeClosed) == [.overlayChanged(nil)])
        let used = game.reduce(.powerUpTapped(.peoplesChoice, at: at(13)))
        #expect(used.first == .recordPowerUpUse(.peoplesChoice, questionID: 301))
        #expect(game.player.owned(.peoplesChoice) == 2)
    }

    @Test func atMostTwoPowerUpsPerQuestion() {
        var game = answering(TriviaFixtures.seasonedPlayer())
        _ = game.reduce(.powerUpTapped(.freezeTime, at: at(6)))
        _ = game.reduce(.powerUpTapped(.halfOff, at: at(7)))
        #expect(game.round?.powerUpsUsed == [.freezeTime, .halfOff])
        let twoUsed = game
        for powerUp in PowerUp.allCases {
            #expect(game.reduce(.powerUpTapped(powerUp, at: at(8))) == [.powerUpRefused(powerUp, .limitReached)])
        }
        #expect(game == twoUsed)
        #expect(game.player.owned(.peoplesChoice) == 3 && game.player.owned(.jumpIt) == 3)
    }

    @Test func theLimitComesBeforeTheStore() {
        var player = TriviaFixtures.seasonedPlayer()
        player.inventory[.jumpIt] = 0
        var game = answering(player)
        _ = game.reduce(.powerUpTapped(.freezeTime, at: at(6)))
        _ = game.reduce(.powerUpTapped(.freezeTime, at: at(7)))
        #expect(game.reduce(.powerUpTapped(.jumpIt, at: at(8))) == [.powerUpRefused(.jumpIt, .limitReached)])
        #expect(game.overlay == nil)
    }

    @Test func aNewQuestionStartsWithTwoPowerUpsAgain() {
        var game = answering(TriviaFixtures.seasonedPlayer())
        _ = game.reduce(.powerUpTapped(.freezeTime, at: at(6)))
        _ = game.reduce(.powerUpTapped(.freezeTime, at: at(7)))
        game.answerAndWait(right: true, at: 8)
        game.reachAnswering(TriviaFixtures.question(302, topicID: 3), start: 20)
        #expect(game.round?.powerUpsUsed == [])
        #expect(game.reduce(.powerUpTapped(.halfOff, at: at(26))).first == .recordPowerUpUse(.halfOff, questionID: 302))
    }

    @Test func powerUpsOnlyWorkWhileTheAnswersAreUp() {
        var game = TriviaFixtures.game(player: TriviaFixtures.seasonedPlayer())
        #expect(game.reduce(.powerUpTapped(.freezeTime, at: at(0))).isEmpty)
        _ = game.reduce(.playNowTapped(at: at(0)))
        _ = game.reduce(.tick(at: at(3)))
        _ = game.reduce(.playTapped)
        _ = game.reduce(.questionLoaded(question, at: at(3)))
        let intro = game
        #expect(game.reduce(.powerUpTapped(.halfOff, at: at(4))).isEmpty, "not during the 2 s intro")
        #expect(game == intro)
        _ = game.reduce(.tick(at: at(5)))
        let late = game.reduce(.powerUpTapped(.freezeTime, at: at(45)))
        #expect(late.first == .screenChanged(.secondChanceOffer), "too late to freeze")
        #expect(game.player.owned(.freezeTime) == 3)
    }
}
