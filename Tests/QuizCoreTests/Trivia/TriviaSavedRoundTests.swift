import Foundation
import Testing

@testable import QuizCore

/// The round kept for resuming after a power cut: what is saved, and how it comes back.
@Suite struct TriviaSavedRoundTests {
    let question = TriviaFixtures.question(301, topicID: 3)

    func answering() -> TriviaGame {
        var game = TriviaFixtures.game(player: TriviaFixtures.seasonedPlayer())
        game.reachAnswering(question)
        return game
    }

    @Test func onlyARunningQuestionIsSaved() throws {
        var game = TriviaFixtures.game(player: TriviaFixtures.seasonedPlayer())
        #expect(game.savedRound(at: 0) == nil, "home")
        game.reachAnswering(question)
        let saved = try #require(game.savedRound(at: 15))
        #expect(saved.questionID == 301 && saved.topicID == 3)
        #expect(saved.optionIDs == game.round?.options.map(\.id))
        #expect(saved.remainingSeconds == 30)
        _ = game.reduce(.answerTapped(optionID: 3010, at: at(16)))
        #expect(game.savedRound(at: 17) == nil, "answered")
    }

    @Test func aResumedRoundHasItsOptionsPowerUpsAndTimeLeft() throws {
        var game = answering()
        _ = game.reduce(.powerUpTapped(.halfOff, at: at(12)))
        let saved = try #require(game.savedRound(at: 20))
        var resumed = TriviaFixtures.game(player: TriviaFixtures.seasonedPlayer(), seed: 99)
        let accepted = resumed.resume(saved, question: question, peoplesChoice: nil, at: 0)
        #expect(accepted)
        #expect(resumed.screen == .answering)
        #expect(resumed.round?.options.map(\.id) == game.round?.options.map(\.id))
        #expect(resumed.round?.removedOptionIDs == game.round?.removedOptionIDs)
        #expect(resumed.round?.powerUpsUsed == [.halfOff])
        #expect(resumed.timeRemaining(at: 0) == saved.remainingSeconds)
        #expect(resumed.timeRemaining(at: 5) == saved.remainingSeconds - 5)
        #expect(resumed.savedRound(at: 0).map { $0.sameRound(as: saved) } == true)
    }

    @Test func aRoundThatNoLongerFitsIsRefused() throws {
        let saved = try #require(answering().savedRound(at: 10))
        var game = TriviaFixtures.game()
        let other = game.resume(saved, question: TriviaFixtures.question(302, topicID: 3), peoplesChoice: nil, at: 0)
        #expect(!other, "another question")
        var changed = question
        changed.options = [changed.options[0]]
        let gone = game.resume(saved, question: changed, peoplesChoice: nil, at: 0)
        #expect(!gone, "options gone")
        var spent = saved
        spent.remainingSeconds = 0
        let spentAccepted = game.resume(spent, question: question, peoplesChoice: nil, at: 0)
        #expect(!spentAccepted, "no time left")
        #expect(game.screen == .home && game.round == nil, "a refusal changes nothing")
    }

    @Test func aFreezeRunningWhenSavedRunsOutItsRestAfterTheResume() throws {
        var game = answering()
        _ = game.reduce(.powerUpTapped(.freezeTime, at: at(12)))
        #expect(game.round?.powerUpsUsed == [.freezeTime])
        let saved = try #require(game.savedRound(at: 15))
        #expect(saved.frozenSeconds == 7, "10 s of freeze from 12 s: 7 s left at 15 s")
        var resumed = TriviaFixtures.game(player: TriviaFixtures.seasonedPlayer(), seed: 99)
        let accepted = resumed.resume(saved, question: question, peoplesChoice: nil, at: 100)
        #expect(accepted)
        #expect(resumed.timeRemaining(at: 100) == saved.remainingSeconds)
        #expect(resumed.timeRemaining(at: 107) == saved.remainingSeconds, "still frozen for its last 7 s")
        #expect(resumed.timeRemaining(at: 110) == saved.remainingSeconds - 3)
        #expect(game.savedRound(at: 30)?.frozenSeconds == 0, "after the freeze")
    }

    @Test func aRoundSavedBeforeFreezesWereKeptStillResumes() throws {
        let older = """
            {"questionID": 301, "topicID": 3, "optionIDs": [3010, 3011, 3012, 3013], "removedOptionIDs": [],
             "powerUpsUsed": [], "remainingSeconds": 25, "isSecondAttempt": false}
            """
        let saved = try JSONDecoder().decode(TriviaSavedRound.self, from: Data(older.utf8))
        #expect(saved.frozenSeconds == nil)
        var game = TriviaFixtures.game(player: TriviaFixtures.seasonedPlayer())
        let accepted = game.resume(saved, question: question, peoplesChoice: nil, at: 0)
        #expect(accepted)
        #expect(game.timeRemaining(at: 5) == 20)
    }

    @Test func aSecondChanceAfterATimeOutResumesAsOne() throws {
        var game = TriviaFixtures.game(player: TriviaPlayer(creditsCents: 200))
        game.reachAnswering(question)
        _ = game.reduce(.tick(at: at(45)))
        _ = game.reduce(.secondChanceAccepted(at: at(50)))
        let saved = try #require(game.savedRound(at: 53))
        #expect(saved.isSecondAttempt && saved.wrongOptionID == nil)
        #expect(saved.remainingSeconds == 7)
        var resumed = TriviaFixtures.game(seed: 99)
        let accepted = resumed.resume(saved, question: question, peoplesChoice: nil, at: 0)
        #expect(accepted)
        #expect(resumed.round?.firstTry == .timeUp && resumed.round?.isSecondAttempt == true)
        #expect(resumed.timeRemaining(at: 0) == 7)
        // Right on the resumed try counts the question, which the time-out had left in the pool.
        _ = resumed.reduce(.answerTapped(optionID: 3010, at: at(1)))
        #expect(resumed.topics[2].answered == 1 && resumed.player.answeredCount == 1)
    }
}
