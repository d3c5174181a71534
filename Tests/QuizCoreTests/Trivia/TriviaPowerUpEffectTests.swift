import Testing

@testable import QuizCore

/// What each power-up does: Freeze Time, Jump It, Half Off, People's Choice.
@Suite struct TriviaPowerUpEffectTests {
    let question = TriviaFixtures.question(301, topicID: 3)

    func answering(seed: UInt64 = 7) -> TriviaGame {
        var game = TriviaFixtures.game(player: TriviaFixtures.seasonedPlayer(), seed: seed)
        game.reachAnswering(question)
        return game
    }

    @Test func freezeTimeStopsTheTimerForExactlyTenSeconds() {
        var game = answering()
        #expect(game.timeRemaining(at: 15) == 30)
        _ = game.reduce(.powerUpTapped(.freezeTime, at: at(15)))
        #expect(game.round?.timer?.stops == [TriviaTimer.Stop(start: 15, end: 25)])
        for time in [15.0, 20, 24.99, 25] {
            #expect(game.timeRemaining(at: time) == 30, "frozen at \(time)")
        }
        #expect(game.timeRemaining(at: 25.5) == 29.5)
        #expect(game.reduce(.tick(at: at(54.9))).allSatisfy { $0 == .playSound(.tick) })
        #expect(game.screen == .answering)
        #expect(game.reduce(.tick(at: at(55))).first == .screenChanged(.secondChanceOffer), "40 s of running time")
    }

    @Test func frozenAnswersStillScoreByTheTimeOnTheBar() {
        var game = answering()
        _ = game.reduce(.powerUpTapped(.freezeTime, at: at(30)))
        _ = game.reduce(.answerTapped(optionID: 3010, at: at(39)))
        #expect(game.round?.points == 300, "15 s left on the frozen bar")
    }

    @Test func jumpItSkipsWithoutPointsOrALifeAndHidesTheAnswer() {
        var game = answering()
        let before = game
        let effects = game.reduce(.powerUpTapped(.jumpIt, at: at(12)))
        let record = TriviaAnswerRecord(
            questionID: 301, topicID: 3, optionID: nil, result: .skipped, points: 0, secondsTaken: 7)
        #expect(
            effects == [
                .recordPowerUpUse(.jumpIt, questionID: 301), .changeInventory(.jumpIt, by: -1),
                .screenChanged(.result(.jumped)), .recordAnswer(record),
            ])
        var expected = before
        expected.screen = .result(.jumped)
        expected.screenEndsAt = 17
        expected.round?.result = .jumped
        expected.round?.powerUpsUsed = [.jumpIt]
        expected.round?.timer?.stops = [TriviaTimer.Stop(start: 12, end: nil)]
        expected.player.inventory[.jumpIt] = 2
        #expect(game == expected, "no points, no life, no progress: the question stays in the pool")
        #expect(game.round?.revealedOptionID == nil)
        #expect(game.lives(at: TriviaFixtures.wallAtStart + 12) == 3)
        #expect(game.reduce(.tick(at: at(17))) == [.screenChanged(.progress)])
    }

    @Test func halfOffRemovesExactlyTwoWrongAnswersNeverTheRightOne() {
        var removedSets = Set<Set<Int64>>()
        for seed in UInt64(1)...50 {
            var game = answering(seed: seed)
            let before = game
            let effects = game.reduce(.powerUpTapped(.halfOff, at: at(10)))
            #expect(effects == [.recordPowerUpUse(.halfOff, questionID: 301), .changeInventory(.halfOff, by: -1)])
            let removed = game.round!.removedOptionIDs
            #expect(removed.count == 2)
            #expect(before.round!.options.filter { removed.contains($0.id) }.allSatisfy { !$0.isCorrect })
            #expect(game.round!.visibleOptions.contains { $0.id == 3010 })
            #expect(game.round!.visibleOptions.count == 2)
            var expected = before
            expected.round?.removedOptionIDs = removed
            expected.round?.powerUpsUsed = [.halfOff]
            expected.player.inventory[.halfOff] = 2
            expected.random = game.random
            #expect(game == expected)
            removedSets.insert(removed)
        }
        #expect(removedSets.count == 10, "which two go is random: every pair of the five wrong answers")
    }

    @Test func aSecondHalfOffOnTheSameQuestionIsRefusedAsAlreadyUsed() {
        var twice = answering()
        _ = twice.reduce(.powerUpTapped(.halfOff, at: at(10)))
        let once = twice
        #expect(twice.nextTap(on: .halfOff) == .refused(.alreadyUsed))
        #expect(twice.reduce(.powerUpTapped(.halfOff, at: at(11))) == [.powerUpRefused(.halfOff, .alreadyUsed)])
        #expect(twice == once, "nothing spent, nothing taken away")
        #expect(twice.player.owned(.halfOff) == 2)
    }

    @Test func halfOffAfterAWrongAnswerTakesTheOtherTwo() {
        var game = TriviaFixtures.game(player: TriviaFixtures.seasonedPlayer(creditsCents: 99))
        game.reachAnswering(question)
        let firstWrong = game.wrongOptionID
        _ = game.reduce(.answerTapped(optionID: firstWrong, at: at(10)))
        _ = game.reduce(.secondChanceAccepted(at: at(11)))
        _ = game.reduce(.powerUpTapped(.halfOff, at: at(12)))
        #expect(!game.round!.removedOptionIDs.contains(firstWrong))
        #expect(game.round!.answerableOptions.map(\.id) == [3010])
    }

    @Test func peoplesChoiceAsksForTheRecordedAnswersAndIsSpentWhenItShowsShares() {
        var game = answering()
        let before = game
        let effects = game.reduce(.powerUpTapped(.peoplesChoice, at: at(10)))
        #expect(effects == [.loadPeoplesChoice(questionID: 301)], "nothing spent before the answers are known")
        var expected = before
        expected.round?.peoplesChoice = .loading
        #expect(game == expected)

        let ids = game.round!.options.map(\.id)
        // Counts of recorded answers, including an option not dealt this time.
        let notDealt = question.options.map(\.id).first { !ids.contains($0) }!
        let counts: [Int64: Double] = [ids[0]: 6, ids[1]: 3, ids[2]: 1, notDealt: 50]
        #expect(game.reduce(.peoplesChoiceLoaded(questionID: 999, answers: counts)).isEmpty)
        #expect(game == expected, "an answer for another question is dropped")
        #expect(
            game.reduce(.peoplesChoiceLoaded(questionID: 301, answers: counts)) == [
                .recordPowerUpUse(.peoplesChoice, questionID: 301), .changeInventory(.peoplesChoice, by: -1),
            ])
        expected.round?.peoplesChoice = .loaded(counts)
        expected.round?.powerUpsUsed = [.peoplesChoice]
        expected.player.inventory[.peoplesChoice] = 2
        #expect(game == expected)
        let shares = game.round!.peoplesChoice!.percentages(for: game.round!.visibleOptions)
        #expect(shares == [ids[0]: 60, ids[1]: 30, ids[2]: 10, ids[3]: 0])
        #expect(
            game.reduce(.powerUpTapped(.peoplesChoice, at: at(11))) == [
                .powerUpRefused(.peoplesChoice, .wouldHaveNoEffect)
            ])
    }

    @Test func peoplesChoiceOnAQuestionNobodyAnsweredIsRefusedAndKept() {
        var game = answering()
        let before = game
        _ = game.reduce(.powerUpTapped(.peoplesChoice, at: at(10)))
        let ids = game.round!.options.map(\.id)
        let notDealt = question.options.map(\.id).first { !ids.contains($0) }!
        // Answers recorded only for an option not on screen show nothing either.
        for answers in [[:], [notDealt: 4.0]] as [[Int64: Double]] {
            _ = game.reduce(.powerUpTapped(.peoplesChoice, at: at(10)))
            #expect(
                game.reduce(.peoplesChoiceLoaded(questionID: 301, answers: answers)) == [
                    .powerUpRefused(.peoplesChoice, .noVotesYet)
                ])
            #expect(game == before, "not spent, not counted against the two, and it may be tried again")
        }
        #expect(game.nextTap(on: .peoplesChoice) == .uses)
    }

    @Test func peoplesChoiceWithNoRecordedAnswersShowsZeros() {
        let options = TriviaFixtures.question(1).options
        #expect(PeoplesChoice.loaded([:]).percentages(for: options).values.allSatisfy { $0 == 0 })
        #expect(PeoplesChoice.loading.percentages(for: options).count == 6)
        let shares = PeoplesChoice.loaded([10: 0.5, 11: 0.25, 12: 0.25]).percentages(for: Array(options.prefix(3)))
        #expect(shares == [10: 50, 11: 25, 12: 25])
    }

    @Test func everyPowerUpHasAKeyAndWords() {
        #expect(PowerUp.allCases.map(\.keyLetter) == ["F", "J", "C", "H"])
        #expect(Set(PowerUp.allCases.map(\.titleKey)).count == 4)
        #expect(PowerUp.allCases.map(\.explanationKey) == PowerUp.allCases.map { $0.titleKey + "_about" })
    }
}
