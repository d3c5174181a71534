import Testing

@testable import QuizCore

/// Play Now, the topic spinner, the day's five passes, and the question's
/// 2 s intro.
@Suite struct TriviaSpinnerTests {
    @Test func playNowSpinsForTwoToThreeSecondsOntoAnOpenTopic() {
        for seed in UInt64(1)...40 {
            var game = TriviaFixtures.game(seed: seed)
            let effects = game.reduce(.playNowTapped(at: at(10)))
            #expect(effects == [.screenChanged(.spinning)])
            var expected = TriviaFixtures.game(seed: seed)
            expected.screen = .spinning
            expected.topicID = game.topicID
            expected.screenEndsAt = game.screenEndsAt
            expected.random = game.random
            #expect(game == expected)
            #expect([1, 2, 3].contains(game.topicID))
            #expect((12...13).contains(game.screenEndsAt ?? 0))
        }
    }

    @Test func theSpinnerNeverLandsOnALockedTopic() {
        let topics = [
            TriviaTopic(id: 1, name: "Done", total: 4, answered: 4, answeredRight: 2),
            TriviaTopic(id: 2, name: "Open", total: 4, answered: 3, answeredRight: 3),
            TriviaTopic(id: 3, name: "Empty", total: 0),
        ]
        for seed in UInt64(1)...20 {
            var game = TriviaFixtures.game(topics: topics, seed: seed)
            _ = game.reduce(.playNowTapped(at: at(0)))
            #expect(game.topicID == 2)
        }
    }

    @Test func theSpinnerLandsThenPlayAsksTheStoreForAQuestion() {
        var game = TriviaFixtures.game()
        _ = game.reduce(.playNowTapped(at: at(0)))
        let ends = game.screenEndsAt!
        #expect(game.reduce(.tick(at: at(ends - 0.01))).isEmpty)
        #expect(game.reduce(.playTapped).isEmpty, "no Play while it spins")
        var expected = game
        #expect(game.reduce(.tick(at: at(ends))) == [.screenChanged(.topicChosen)])
        expected.screen = .topicChosen
        expected.screenEndsAt = nil
        #expect(game == expected)
        let topicID = game.topicID!
        #expect(game.reduce(.playTapped) == [.screenChanged(.loadingQuestion), .loadQuestion(topicID: topicID)])
        expected.screen = .loadingQuestion
        #expect(game == expected)
    }

    @Test func fivePassesADayThenTheTopicMustBePlayed() {
        var game = TriviaFixtures.game()
        _ = game.reduce(.playNowTapped(at: at(0)))
        var time = 0.0
        for used in 1...5 {
            time += 3
            _ = game.reduce(.tick(at: at(time)))
            #expect(game.passesLeft(on: TriviaFixtures.today) == 6 - used)
            let previous = game.topicID
            let effects = game.reduce(.passTapped(at: at(time)))
            #expect(effects == [.savePasses(date: TriviaFixtures.today, used: used), .screenChanged(.spinning)])
            #expect(game.topicID != previous, "a pass lands on another topic")
            #expect(game.player.passes == TriviaPasses(date: TriviaFixtures.today, used: used))
        }
        _ = game.reduce(.tick(at: at(time + 3)))
        let chosen = game
        #expect(game.passesLeft(on: TriviaFixtures.today) == 0)
        #expect(game.reduce(.passTapped(at: at(time + 3))) == [.passRefused])
        #expect(game == chosen)
    }

    @Test func passesComeBackAfterLocalMidnight() {
        let spent = TriviaPlayer(passes: TriviaPasses(date: TriviaFixtures.today, used: 5))
        var game = TriviaFixtures.game(player: spent)
        _ = game.reduce(.playNowTapped(at: at(0)))
        _ = game.reduce(.tick(at: at(3)))
        #expect(game.reduce(.passTapped(at: at(3))) == [.passRefused])
        #expect(game.passesLeft(on: TriviaFixtures.tomorrow) == 5)
        let effects = game.reduce(.passTapped(at: at(4, date: TriviaFixtures.tomorrow)))
        #expect(effects == [.savePasses(date: TriviaFixtures.tomorrow, used: 1), .screenChanged(.spinning)])
        #expect(game.player.passes == TriviaPasses(date: TriviaFixtures.tomorrow, used: 1))
        #expect(game.passesLeft(on: TriviaFixtures.tomorrow) == 4)
    }

    @Test func theQuestionShowsAloneForTwoSecondsThenTheTimerStarts() {
        var game = TriviaFixtures.game()
        _ = game.reduce(.playNowTapped(at: at(0)))
        _ = game.reduce(.tick(at: at(3)))
        _ = game.reduce(.playTapped)
        let loading = game
        let question = TriviaFixtures.question(7, topicID: 2)
        #expect(game.reduce(.questionLoaded(question, at: at(4))) == [.screenChanged(.questionIntro)])
        let options = game.round!.options
        var expected = loading
        expected.screen = .questionIntro
        expected.screenEndsAt = 6
        expected.topicID = 2
        expected.round = TriviaRound(question: question, options: options)
        expected.random = game.random
        #expect(game == expected)
        #expect(options.count == 4)
        #expect(options.filter(\.isCorrect) == [question.correctOption!])
        #expect(Set(options.map(\.id)).count == 4)
        #expect(options.allSatisfy { question.options.contains($0) })
        #expect(game.timeRemaining(at: 5) == 40)

        #expect(game.reduce(.answerTapped(optionID: 70, at: at(5))).isEmpty, "no answers during the intro")
        #expect(game.reduce(.tick(at: at(5.99))).isEmpty)
        #expect(game == expected)
        #expect(game.reduce(.tick(at: at(6.25))) == [.screenChanged(.answering)])
        expected.screen = .answering
        expected.screenEndsAt = nil
        expected.round?.timer = TriviaTimer(startedAt: 6)
        #expect(game == expected)
        #expect(game.timeRemaining(at: 26) == 20)
    }

    @Test func theDealIsShuffledAndUsesTheWrongAnswersAtRandom() {
        var orders = Set<[Int64]>()
        for seed in UInt64(1)...30 {
            var random = SeededRandom(seed: seed)
            let options = TriviaRound.deal(TriviaFixtures.question(1), using: &random)
            #expect(options.count == 4 && options.contains { $0.id == 10 })
            orders.insert(options.map(\.id))
        }
        #expect(orders.count > 20, "30 seeds deal many different sets and orders")
        var random = SeededRandom(seed: 1)
        let short = TriviaQuestion(
            id: 9, uid: "q-9", topicID: 1, text: "Two options?",
            options: [.init(id: 90, text: "Yes", isCorrect: true), .init(id: 91, text: "No", isCorrect: false)])
        #expect(Set(TriviaRound.deal(short, using: &random).map(\.id)) == [90, 91])
    }

    @Test func aTopicWithNothingLeftInTheStoreShowsAsComplete() {
        var game = TriviaFixtures.game()
        _ = game.reduce(.playNowTapped(at: at(0)))
        _ = game.reduce(.tick(at: at(3)))
        _ = game.reduce(.playTapped)
        let topicID = game.topicID!
        #expect(game.reduce(.questionLoaded(nil, at: at(4))) == [.screenChanged(.progress)])
        #expect(game.currentTopic?.isLocked == true)
        #expect(game.currentTopic?.id == topicID)
    }

    @Test func withEveryTopicLockedThereIsNothingToSpin() {
        let topics = [TriviaTopic(id: 1, name: "Done", total: 2, answered: 2, answeredRight: 1)]
        var game = TriviaFixtures.game(topics: topics)
        let before = game
        #expect(game.reduce(.playNowTapped(at: at(0))) == [.noTopicsAvailable])
        #expect(game == before)
    }

    @Test func quitLeavesTheSpinnerButNotAQuestion() {
        var game = TriviaFixtures.game()
        _ = game.reduce(.playNowTapped(at: at(0)))
        _ = game.reduce(.tick(at: at(3)))
        #expect(game.reduce(.quitTapped) == [.screenChanged(.home)])
        #expect(game == TriviaFixtures.game(seed: 7).withRandom(game.random))
        game.reachAnswering(TriviaFixtures.question(1))
        let playing = game
        #expect(game.reduce(.quitTapped).isEmpty)
        #expect(game == playing)
    }
}

extension TriviaGame {
    /// This state with another generator, for comparing after random draws.
    func withRandom(_ random: SeededRandom) -> TriviaGame {
        var copy = self
        copy.random = random
        return copy
    }
}
