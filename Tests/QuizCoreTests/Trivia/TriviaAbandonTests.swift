import Testing

@testable import QuizCore

/// A game left alone (a kiosk's reset) goes home at once from every screen:
/// a question on the clock ends unanswered, with no life lost and nothing
/// recorded, and is there to be saved for resuming; the reset never waits
/// for the 40 s timer or the result's 5 s.
@Suite struct TriviaAbandonTests {
    let wall = TriviaFixtures.wallAtStart
    let question = TriviaFixtures.question(301, topicID: 3)

    /// Home as `before` was, with no round or topic in play.
    func home(from before: TriviaGame) -> TriviaGame {
        var expected = before
        expected.screen = .home
        expected.screenEndsAt = nil
        expected.overlay = nil
        expected.round = nil
        expected.topicID = nil
        return expected
    }

    @Test func aQuestionOnTheClockEndsUnansweredAtOnceAndIsThereToBeSaved() {
        var game = TriviaFixtures.game()
        game.reachAnswering(question)
        // Walked away 2 s into the answers; the reset comes 20 s later, with 18 s still on the bar.
        let saved = game.savedRound(at: 27)
        #expect(saved?.questionID == 301 && saved?.remainingSeconds == 18)
        let before = game
        let effects = game.reduce(.gameAbandoned)
        #expect(effects == [.screenChanged(.home)], "no answer, no time-out, no life")
        #expect(game == home(from: before))
        #expect(game.lives(at: wall + 27) == TriviaLives.maximum)
        #expect(game.savedRound(at: 27) == nil, "the front end saves what it read before")
    }

    @Test func theQuestionsIntroGoesHomeToo() {
        var game = TriviaFixtures.game()
        _ = game.reduce(.playNowTapped(at: at(0)))
        _ = game.reduce(.tick(at: at(3)))
        _ = game.reduce(.playTapped)
        _ = game.reduce(.questionLoaded(question, at: at(3)))
        #expect(game.screen == .questionIntro)
        let before = game
        #expect(game.reduce(.gameAbandoned) == [.screenChanged(.home)])
        #expect(game == home(from: before))
    }

    @Test func aSecondChanceOnOfferIsLeftUnboughtAndTheWrongAnswerStands() {
        var game = TriviaFixtures.game(player: TriviaPlayer(creditsCents: 200))
        game.reachAnswering(question)
        _ = game.reduce(.answerTapped(optionID: game.wrongOptionID, at: at(7)))
        #expect(game.screen == .secondChanceOffer)
        let before = game
        #expect(game.reduce(.gameAbandoned) == [.screenChanged(.home)])
        #expect(game == home(from: before))
        #expect(game.player.creditsCents == 200 && game.lives(at: wall + 27) == TriviaLives.maximum - 1)
    }

    @Test func theResultDoesNotRunOutFirst() {
        var game = TriviaFixtures.game()
        game.reachAnswering(question)
        _ = game.reduce(.answerTapped(optionID: game.rightOptionID, at: at(7)))
        #expect(game.screen == .result(.right) && game.screenEndsAt == 12)
        let before = game
        #expect(game.reduce(.gameAbandoned) == [.screenChanged(.home)])
        #expect(game == home(from: before))
    }

    @Test func anOverlayOverAQuestionClosesWithIt() {
        var game = TriviaFixtures.game()
        game.reachAnswering(question)
        _ = game.reduce(.shopTapped)
        #expect(game.overlay == .shop)
        let before = game
        #expect(game.reduce(.gameAbandoned) == [.screenChanged(.home), .overlayChanged(nil)])
        #expect(game == home(from: before))
    }

    @Test func onTheHomeScreenOnlyAnOverlayCloses() {
        var game = TriviaFixtures.game()
        #expect(game.reduce(.gameAbandoned).isEmpty)
        _ = game.reduce(.shopTapped)
        let before = game
        #expect(game.reduce(.gameAbandoned) == [.overlayChanged(nil)])
        var expected = before
        expected.overlay = nil
        #expect(game == expected)
    }
}
