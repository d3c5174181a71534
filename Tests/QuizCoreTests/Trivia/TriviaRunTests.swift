import Testing

@testable import QuizCore

/// A trivia game for the boards: from Play Now to trivia's home (Quit) or the no-lives screen, with every
/// answer's points; recorded once, and only when a question was answered.
@Suite struct TriviaRunTests {
    /// The rules and the tally, as the front end runs them.
    struct Played {
        var game = TriviaFixtures.game()
        var runs = TriviaRunTally()
        var recorded: [TriviaGameRecord] = []

        @discardableResult
        mutating func send(_ action: TriviaAction) -> [TriviaEffect] {
            let effects = runs.tally(game.reduce(action), at: action.moment)
            recorded += effects.compactMap { if case .recordGame(let game) = $0 { return game } else { return nil } }
            return effects
        }

        /// Play Now (or Play again) at `start`, the topic at `start + 3`, the answers at `start + 5`.
        mutating func reachAnswering(_ question: TriviaQuestion, start: Double) {
            send(game.screen == .progress ? .playAgainTapped(at: at(start)) : .playNowTapped(at: at(start)))
            send(.tick(at: at(start + 3)))
            send(.playTapped)
            send(.questionLoaded(question, at: at(start + 3)))
            send(.tick(at: at(start + 5)))
        }

        mutating func answer(right: Bool, at seconds: Double) {
            send(.answerTapped(optionID: right ? game.rightOptionID : game.wrongOptionID, at: at(seconds)))
            if game.screen == .secondChanceOffer { send(.secondChanceDeclined(at: at(seconds))) }
            send(.tick(at: at(seconds + TriviaTiming.resultSeconds)))
        }
    }

    @Test func aRunEndsAtHomeWithItsPoints() {
        var played = Played()
        played.reachAnswering(TriviaFixtures.question(1), start: 0)
        played.answer(right: true, at: 10)
        let first = played.runs.run?.points ?? 0
        #expect(first > 0)
        #expect(played.game.screen == .progress)
        played.reachAnswering(TriviaFixtures.question(2), start: 20)
        played.answer(right: false, at: 30)
        #expect(played.runs.run?.questions == 2)
        #expect(played.recorded.isEmpty)
        played.send(.quitTapped)
        #expect(played.game.screen == .home)
        #expect(
            played.recorded == [TriviaGameRecord(score: 1, total: 2, points: first, localDate: TriviaFixtures.today)])
        #expect(played.runs.run == nil)
        // The next Play Now is a new game.
        played.reachAnswering(TriviaFixtures.question(3), start: 40)
        #expect(played.runs.run?.questions == 0)
    }

    @Test func aRunWithNoAnswerIsNotAGameAndAnAbandonedOneIsNotRecorded() {
        var played = Played()
        played.send(.playNowTapped(at: at(0)))
        played.send(.tick(at: at(3)))
        #expect(played.game.screen == .topicChosen)
        played.send(.quitTapped)
        #expect(played.recorded.isEmpty)
        played.reachAnswering(TriviaFixtures.question(1), start: 10)
        played.answer(right: true, at: 12)
        played.runs.abandon()
        played.send(.quitTapped)
        #expect(played.recorded.isEmpty, "a game the kiosk resets is kept as abandoned, not finished")
    }

    @Test func losingTheLastLifeEndsTheGame() {
        var played = Played()
        var start = 0.0
        var id: Int64 = 0
        while played.game.lives(at: at(start).wallSeconds) > 0, id < 10 {
            id += 1
            played.reachAnswering(TriviaFixtures.question(id), start: start)
            played.answer(right: false, at: start + 6)
            start += 20
        }
        #expect(played.recorded.isEmpty)
        // Play again with no life left: the no-lives screen ends the game.
        played.send(.playAgainTapped(at: at(start)))
        #expect(played.game.screen == .noLives)
        #expect(played.recorded.count == 1)
        #expect(played.recorded.first?.score == 0)
        #expect(played.recorded.first?.total == Int(id))
    }
}
