import Testing

@testable import QuizCore

/// A trivia game for the boards: from Play Now to trivia's home (Quit) or the no-lives screen, with every
/// answer's points; recorded once, and only when a question was answered.
@Suite struct TriviaRunTests {
    func recorded(_ effects: [TriviaEffect]) -> [TriviaGameRecord] {
        effects.compactMap { if case .recordGame(let game) = $0 { return game } else { return nil } }
    }

    @Test func aRunEndsAtHomeWithItsPoints() {
        var game = TriviaFixtures.game()
        game.reachAnswering(TriviaFixtures.question(1))
        game.answerAndWait(right: true, at: 10)
        let first = game.run?.points ?? 0
        #expect(first > 0)
        #expect(game.screen == .progress)
        game.reachAnswering(TriviaFixtures.question(2), start: 20)
        game.answerAndWait(right: false, at: 30)
        #expect(game.run?.questions == 2)
        let quit = game.reduce(.quitTapped)
        #expect(game.screen == .home)
        #expect(
            recorded(quit) == [
                TriviaGameRecord(score: 1, total: 2, points: first, localDate: TriviaFixtures.today)
            ])
        #expect(game.run == nil)
        // The next Play Now is a new game.
        game.reachAnswering(TriviaFixtures.question(3), start: 40)
        #expect(game.run?.questions == 0)
    }

    @Test func aRunWithNoAnswerIsNotAGame() {
        var game = TriviaFixtures.game()
        _ = game.reduce(.playNowTapped(at: at(0)))
        _ = game.reduce(.tick(at: at(3)))
        #expect(game.screen == .topicChosen)
        #expect(recorded(game.reduce(.quitTapped)) == [])
        #expect(game.run == nil)
    }

    @Test func losingTheLastLifeEndsTheGame() {
        var game = TriviaFixtures.game()
        var start = 0.0
        var records: [TriviaGameRecord] = []
        var id: Int64 = 0
        while game.lives(at: at(start).wallSeconds) > 0, id < 10 {
            id += 1
            game.reachAnswering(TriviaFixtures.question(id), start: start)
            _ = game.reduce(.answerTapped(optionID: game.wrongOptionID, at: at(start + 6)))
            if game.screen == .secondChanceOffer {
                records += recorded(game.reduce(.secondChanceDeclined(at: at(start + 6))))
            }
            records += recorded(game.reduce(.tick(at: at(start + 6 + TriviaTiming.resultSeconds))))
            start += 20
        }
        // Play again with no life left: the no-lives screen ends the game.
        records += recorded(game.reduce(.playAgainTapped(at: at(start))))
        #expect(game.screen == .noLives)
        #expect(records.count == 1)
        #expect(records.first?.score == 0)
        #expect(records.first?.total == TriviaPlayer().lives.count(at: 0))
    }
}
