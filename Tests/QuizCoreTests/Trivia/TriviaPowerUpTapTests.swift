import Testing

@testable import QuizCore

/// Tapping power-ups: the first tap explains (the timer waits), later taps
/// use one, none left opens the shop, and at most two per question.
@Suite struct TriviaPowerUpTapTests {
    let question = TriviaFixtures.question(301, topicID: 3)

    func answering(_ player: TriviaPlayer) -> TriviaGame {
        var game = TriviaFixtures.game(player: player)
        game.reachAnswering(question)
        return game
    }

    @Test func theFirstTapExplainsWithTheTimerStoppedAndTheNextUses() {
        var game = answering(TriviaPlayer(inventory: [.freezeTime: 1]))
        let before = game
        let effects = game.reduce(.powerUpTapped(.freezeTime, at: at(10)))
        #expect(effects == [.overlayChanged(.explanation(.freezeTime)), .savePowerUpExplained(.freezeTime)])
        var expected = before
        expected.overlay = .explanation(.freezeTime)
        expected.player.explained = [.freezeTime]
        expected.round?.timer?.stops = [TriviaTimer.Stop(start: 10, end: nil)]
        #expect(game == expected, "nothing used, and the timer waits while the player reads")
        #expect(game.timeRemaining(at: 20) == 35)
        #expect(game.nextTap(on: .freezeTime) == .uses)

        #expect(game.reduce(.explanationDismissed(at: at(20))) == [.overlayChanged(nil)])
        expected.overlay = nil
        expected.round?.timer?.stops = [TriviaTimer.Stop(start: 10, end: 20)]
        #expect(game == expected)
        #expect(game.timeRemaining(at: 21) == 34, "it goes on from where it stood")
        let used = game.reduce(.powerUpTapped(.freezeTime, at: at(22)))
        #expect(used == [.recordPowerUpUse(.freezeTime, questionID: 301), .changeInventory(.freezeTime, by: -1)])
        expected.player.inventory = [.freezeTime: 0]
        expected.round?.powerUpsUsed = [.freezeTime]
        expected.round?.timer?.stops = [TriviaTimer.Stop(start: 10, end: 20), TriviaTimer.Stop(start: 22, end: 32)]
        #expect(game == expected)
    }

    /// A tester's question timed out under the explanation and cost a life: read it as long as you like.
    @Test func aQuestionThatWouldHaveTimedOutUnderTheExplanationDoesNot() {
        var game = answering(TriviaPlayer())
        _ = game.reduce(.powerUpTapped(.jumpIt, at: at(10)))
        for second in 11...120 {
            #expect(game.reduce(.tick(at: at(Double(second)))).isEmpty, "no tick, no time-out at \(second) s")
        }
        #expect(game.screen == .answering && game.overlay == .explanation(.jumpIt))
        #expect(game.lives(at: TriviaFixtures.wallAtStart + 120) == 3)
        // An answer key closes it and answers, with the 35 s that were left when it opened.
        let effects = game.reduce(.answerTapped(optionID: 3010, at: at(120)))
        #expect(effects.prefix(2) == [.overlayChanged(nil), .screenChanged(.result(.right))])
        #expect(game.round?.points == 600)
        #expect(game.round?.timer?.remaining(at: 120) == 35)
    }

    @Test func aPowerUpKeyUnderItsExplanationClosesItAndDoesWhatItSaid() {
        var game = answering(TriviaPlayer(inventory: [.halfOff: 1]))
        _ = game.reduce(.powerUpTapped(.halfOff, at: at(10)))
        let effects = game.reduce(.powerUpTapped(.halfOff, at: at(12)))
        #expect(
            effects == [
                .overlayChanged(nil), .recordPowerUpUse(.halfOff, questionID: 301), .changeInventory(.halfOff, by: -1),
            ])
        #expect(game.round?.removedOptionIDs.count == 2)
        #expect(game.timeRemaining(at: 12) == 35)
        // With none owned, the explanation says the next tap opens the shop, and it does.
        var none = answering(TriviaPlayer())
        _ = none.reduce(.powerUpTapped(.jumpIt, at: at(10)))
        #expect(none.nextTap(on: .jumpIt) == .opensShop)
        #expect(none.reduce(.powerUpTapped(.jumpIt, at: at(11))) == [.overlayChanged(nil), .overlayChanged(.shop)])
        #expect(none.overlay == .shop)
    }

    @Test func eachPowerUpIsExplainedOnceAndTheSavedSetIsRespected() {
        var game = answering(TriviaPlayer(inventory: [.halfOff: 1], explained: [.halfOff]))
        #expect(game.reduce(.powerUpTapped(.halfOff, at: at(6))).first == .recordPowerUpUse(.halfOff, questionID: 301))
        #expect(game.reduce(.powerUpTapped(.jumpIt, at: at(7))).first == .overlayChanged(.explanation(.jumpIt)))
        #expect(game.player.explained == [.halfOff, .jumpIt])
    }

    @Test func noneLeftOpensTheShopAndTheTimerRunsOn() {
        var game = answering(TriviaPlayer(explained: [.halfOff], creditsCents: 100))
        let before = game
        #expect(game.reduce(.powerUpTapped(.halfOff, at: at(10))) == [.overlayChanged(.shop)])
        var expected = before
        expected.overlay = .shop
        #expect(game == expected)
        #expect(game.timeRemaining(at: 15) == 30)

        let bought = game.reduce(.purchaseTapped(.powerUp(.halfOff), at: at(12)))
        let record = PurchaseRecord(item: .powerUp(.halfOff), provider: .credits)
        #expect(bought == [.recordPurchase(record), .changeCredits(by: -99), .changeInventory(.halfOff, by: 3)])
        #expect(game.reduce(.shopClosed) == [.overlayChanged(nil)])
        let used = game.reduce(.powerUpTapped(.halfOff, at: at(13)))
        #expect(used.first == .recordPowerUpUse(.halfOff, questionID: 301))
        #expect(game.player.owned(.halfOff) == 2)
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

    @Test func theLimitComesBeforeTheShop() {
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
