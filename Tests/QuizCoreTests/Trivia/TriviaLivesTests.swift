import Testing

@testable import QuizCore

/// Lives: 3, one back every 60 min on the wall clock, a refill, and play
/// waiting with none left.
@Suite struct TriviaLivesTests {
    let start = TriviaFixtures.wallAtStart
    let hour = 3600.0

    @Test func livesComeBackOneAnHourAfterTheOther() {
        var lives = TriviaLives()
        #expect(lives.count(at: start, under: .defaults) == 3)
        lives.lose(at: start, under: .defaults)
        lives.lose(at: start, under: .defaults)
        #expect(lives == TriviaLives(fullAt: start + 2 * hour))
        #expect(lives.count(at: start, under: .defaults) == 1)
        #expect(lives.count(at: start + 59 * 60, under: .defaults) == 1)
        #expect(lives.count(at: start + 61 * 60, under: .defaults) == 2)
        #expect(lives.secondsUntilNextLife(at: start + 61 * 60, under: .defaults) == 59 * 60)
        #expect(lives.secondsUntilFull(at: start + 61 * 60, under: .defaults) == 59 * 60)
        #expect(lives.count(at: start + 130 * 60, under: .defaults) == 3)
        #expect(lives.secondsUntilFull(at: start + 130 * 60, under: .defaults) == 0)
        #expect(lives.secondsUntilNextLife(at: start, under: .defaults) == hour)
    }

    @Test func theClockRunsAcrossDaysAndNeverGoesBelowZero() {
        var lives = TriviaLives()
        for minute in 0..<5 { lives.lose(at: start + Double(minute) * 60, under: .defaults) }
        #expect(lives.count(at: start + 300, under: .defaults) == 0)
        #expect(lives.fullAt == start + 240 + 3 * hour, "capped at three hours from the last loss")
        #expect(lives.count(at: start + 240 + hour, under: .defaults) == 1)
        #expect(lives.count(at: start + 24 * hour, under: .defaults) == 3, "the next day everything is back")
        lives.lose(at: start + 24 * hour, under: .defaults)
        #expect(lives.fullAt == start + 25 * hour, "a loss after full counts from the loss")
        lives.refill()
        #expect(lives == TriviaLives())
    }

    @Test func lostLivesSurviveReopeningTheGame() {
        var game = TriviaFixtures.game()
        game.reachAnswering(TriviaFixtures.question(101))
        let first = game.reduce(.answerTapped(optionID: game.wrongOptionID, at: at(10)))
        #expect(first.contains(.saveLives(fullAt: start + 10 + hour)))
        _ = game.reduce(.secondChanceDeclined(at: at(11)))
        _ = game.reduce(.tick(at: at(16)))
        game.reachAnswering(TriviaFixtures.question(102), start: 20)
        let second = game.reduce(.answerTapped(optionID: game.wrongOptionID, at: at(30)))
        let saved = start + 10 + 2 * hour
        #expect(second.contains(.saveLives(fullAt: saved)))
        #expect(game.lives(at: start + 30) == 1)

        // The game closes; the store keeps `fullAt` only.
        let reopened = TriviaFixtures.game(player: TriviaPlayer(lives: TriviaLives(fullAt: saved)))
        #expect(reopened.lives(at: start + 30 + 61 * 60) == 2)
        #expect(reopened.lives(at: start + 30 + 130 * 60) == 3)
    }

    @Test func withNoLivesPlayWaitsForOne() {
        let empty = TriviaPlayer(lives: TriviaLives(fullAt: start + 3 * hour))
        var game = TriviaFixtures.game(player: empty)
        #expect(game.lives(at: start) == 0)
        #expect(game.reduce(.playNowTapped(at: at(0))) == [.screenChanged(.noLives)])
        var expected = TriviaFixtures.game(player: empty)
        expected.screen = .noLives
        #expect(game == expected)

        #expect(game.reduce(.tick(at: at(hour - 1))).isEmpty)
        #expect(game == expected)
        #expect(game.reduce(.tick(at: at(hour))) == [.screenChanged(.spinning)])
        #expect(game.screen == .spinning)
        #expect(game.lives(at: start + hour) == 1)
    }

    @Test func aRefillBuysAllThreeBackAndPlaysOn() {
        let empty = TriviaPlayer(lives: TriviaLives(fullAt: start + 3 * hour), creditsCents: 150)
        var game = TriviaFixtures.game(player: empty)
        _ = game.reduce(.playNowTapped(at: at(0)))
        let before = game
        let effects = game.reduce(.refillTapped(at: at(1)))
        #expect(
            effects == [
                .recordPurchase(PurchaseRecord(item: .lifeRefill, provider: .credits)), .changeCredits(by: -99),
                .saveLives(fullAt: nil), .screenChanged(.spinning),
            ])
        var expected = before
        expected.player.creditsCents = 51
        expected.player.lives = TriviaLives()
        expected.screen = .spinning
        expected.topicID = game.topicID
        expected.screenEndsAt = game.screenEndsAt
        expected.random = game.random
        #expect(game == expected)
        #expect(game.lives(at: start + 1) == 3)
    }

    @Test func aRefillNeedsCreditsAndMissingLives() {
        let empty = TriviaPlayer(lives: TriviaLives(fullAt: start + hour), creditsCents: 98)
        var game = TriviaFixtures.game(player: empty)
        _ = game.reduce(.playNowTapped(at: at(0)))
        let waiting = game
        #expect(game.reduce(.refillTapped(at: at(1))) == [.purchaseRefused(.lifeRefill, .notEnoughCredits)])
        #expect(game == waiting)

        var full = TriviaFixtures.game(player: TriviaPlayer(creditsCents: 500))
        let untouched = full
        #expect(
            full.reduce(.purchaseTapped(.lifeRefill, at: at(0))) == [.purchaseRefused(.lifeRefill, .livesAlreadyFull)])
        #expect(full == untouched)
    }

    @Test func theHeartOpensTheShopFromAnyScreen() {
        var game = TriviaFixtures.game()
        #expect(game.reduce(.heartTapped) == [.overlayChanged(.shop)])
        var expected = TriviaFixtures.game()
        expected.overlay = .shop
        #expect(game == expected)
        #expect(game.reduce(.heartTapped).isEmpty)
        #expect(game.reduce(.shopClosed) == [.overlayChanged(nil)])
        #expect(game == TriviaFixtures.game())
    }
}
