import Testing

@testable import QuizCore

/// Topic progress: medals at 25/50/75 %, badges at 90/100 %, the lock when
/// every question is answered, and Retry topic.
@Suite struct TriviaProgressTests {
    let small = TriviaTopic(id: 1, name: "Swimming", total: 4)
    let large = TriviaTopic(id: 3, name: "History", total: 20)

    /// Plays `question` from the home or progress screen, starting at `start`,
    /// answering 1 s into the timer, and waits for the progress screen.
    func play(_ game: inout TriviaGame, _ id: Int64, topicID: Int64 = 1, right: Bool, start: Double) {
        game.reachAnswering(TriviaFixtures.question(id, topicID: topicID), start: start)
        game.answerAndWait(right: right, at: start + 6)
    }

    @Test func medalsComeAtTwentyFiveFiftyAndSeventyFivePercent() {
        var game = TriviaFixtures.game(topics: [small, large])
        game.reachAnswering(TriviaFixtures.question(101))
        let before = game
        let effects = game.reduce(.answerTapped(optionID: 1010, at: at(6)))
        let record = TriviaAnswerRecord(
            questionID: 101, topicID: 1, optionID: 1010, result: .right, points: 600, secondsTaken: 1)
        #expect(
            effects
                == .answeredRight(
                    record, then: [.awardMedal(topicID: 1, .bronze), .changeInventory(.freezeTime, by: 1)])
        )
        var expected = before.answeredRight(
            optionID: 1010, points: 600, screenEndsAt: 11, stops: [TriviaTimer.Stop(start: 6, end: nil)],
            earned: TriviaEarnings(powerUps: [PowerUpGrant(.freezeTime)], medals: [.bronze]), shown: game)
        expected.player = TriviaPlayer(inventory: [.freezeTime: 1], answeredCount: 1, correctCount: 1, points: 600)
        expected.topics[0] = TriviaTopic(id: 1, name: "Swimming", total: 4, answered: 1, answeredRight: 1)
        expected.random = game.random
        #expect(game == expected)
        _ = game.reduce(.tick(at: at(11)))

        var medals: [[Medal]] = []
        for (index, right) in [true, false, true].enumerated() {
            play(&game, 102 + Int64(index), right: right, start: 20 + 20 * Double(index))
            medals.append(game.round?.earnings.medals ?? [])
        }
        #expect(medals == [[.silver], [], [.gold]])
        #expect(game.screen == .progress)
        #expect(game.currentTopic == TriviaTopic(id: 1, name: "Swimming", total: 4, answered: 4, answeredRight: 3))
        #expect(game.currentTopic?.medal == .gold)
        #expect(game.currentTopic?.percentRight == 75)
    }

    @Test func ninetyAndOneHundredPercentEarnBadges() {
        let nearly = TriviaTopic(id: 2, name: "Oceans", total: 10, answered: 8, answeredRight: 8)
        var game = TriviaFixtures.game(topics: [nearly, large])
        play(&game, 209, topicID: 2, right: true, start: 0)
        #expect(game.round?.earnings == TriviaEarnings(powerUps: [PowerUpGrant(.freezeTime)], badges: ["topic-2-90"]))
        #expect(game.player.badges == ["topic-2-90"])
        game.reachAnswering(TriviaFixtures.question(210, topicID: 2), start: 20)
        let effects = game.reduce(.answerTapped(optionID: 2100, at: at(26)))
        #expect(effects.suffix(1) == [.awardBadge(code: "topic-2-100")])
        #expect(game.round?.earnings == TriviaEarnings(badges: ["topic-2-100"]))
        #expect(game.player.badges == ["topic-2-90", "topic-2-100"])
        _ = game.reduce(.tick(at: at(31)))
        #expect(game.currentTopic?.isLocked == true)
        #expect(!game.canRetryTopic, "all right: nothing to retry")
    }

    @Test func aTopicLocksWhenEveryQuestionIsAnswered() {
        var game = TriviaFixtures.game(topics: [small, large])
        for (index, right) in [true, false, true, false].enumerated() {
            play(&game, 101 + Int64(index), right: right, start: 20 * Double(index))
        }
        #expect(game.currentTopic == TriviaTopic(id: 1, name: "Swimming", total: 4, answered: 4, answeredRight: 2))
        #expect(game.currentTopic?.isLocked == true)
        #expect(game.canRetryTopic)
        for seed in UInt64(1)...20 {
            var spin = game.withRandom(SeededRandom(seed: seed))
            _ = spin.reduce(.playAgainTapped(at: at(100)))
            #expect(spin.topicID == 3, "the locked topic is never spun")
        }
    }

    @Test func retryTopicReEnablesTheWrongAnswers() {
        var game = TriviaFixtures.game(topics: [small, large], player: TriviaPlayer(creditsCents: 600))
        for (index, right) in [true, false, true, false].enumerated() {
            play(&game, 101 + Int64(index), right: right, start: 20 * Double(index))
        }
        let locked = game
        let effects = game.reduce(.retryTopicTapped(topicID: 1))
        let record = PurchaseRecord(item: .retryTopic, provider: .credits, topicID: 1)
        #expect(effects == [.recordPurchase(record), .changeCredits(by: -499), .reenableWrongAnswers(topicID: 1)])
        var expected = locked
        expected.player.creditsCents = 101
        expected.topics[0].answered = 2
        #expect(game == expected)
        #expect(!game.canRetryTopic)
        #expect(game.currentTopic?.hasQuestionsLeft == true)
        #expect(game.currentTopic?.medal == .silver, "the medal earned stays")

        play(&game, 102, right: true, start: 100)
        #expect(game.round?.earnings.medals == [.gold], "re-answering right climbs on; no medal twice")
        #expect(game.currentTopic == TriviaTopic(id: 1, name: "Swimming", total: 4, answered: 3, answeredRight: 3))
    }

    @Test func retryTopicIsRefusedWhenThereIsNothingToRetryOrNoCredits() {
        let open = TriviaTopic(id: 1, name: "Open", total: 4, answered: 2, answeredRight: 1)
        let perfect = TriviaTopic(id: 2, name: "Perfect", total: 4, answered: 4, answeredRight: 4)
        let locked = TriviaTopic(id: 3, name: "Locked", total: 4, answered: 4, answeredRight: 1)
        var game = TriviaFixtures.game(topics: [open, perfect, locked], player: TriviaPlayer(creditsCents: 498))
        let before = game
        // Each refusal says why: the screen turns it into one line.
        #expect(game.reduce(.retryTopicTapped(topicID: 1)) == [.purchaseRefused(.retryTopic, .topicNotFinished)])
        #expect(game.reduce(.retryTopicTapped(topicID: 2)) == [.purchaseRefused(.retryTopic, .nothingToRetry)])
        #expect(game.reduce(.retryTopicTapped(topicID: 9)) == [.purchaseRefused(.retryTopic, .notAvailableNow)])
        #expect(game.reduce(.retryTopicTapped(topicID: 3)) == [.purchaseRefused(.retryTopic, .notEnoughCredits)])
        #expect(
            game.reduce(.purchaseTapped(.retryTopic, at: at(0))) == [.purchaseRefused(.retryTopic, .notAvailableNow)])
        #expect(game == before)
    }

    @Test func timeOutsAndJumpsLeaveProgressAlone() {
        var game = TriviaFixtures.game(topics: [small, large], player: TriviaFixtures.seasonedPlayer())
        game.reachAnswering(TriviaFixtures.question(101))
        _ = game.reduce(.tick(at: at(45)))
        _ = game.reduce(.secondChanceDeclined(at: at(45)))
        _ = game.reduce(.tick(at: at(50)))
        game.reachAnswering(TriviaFixtures.question(101), start: 60)
        _ = game.reduce(.powerUpTapped(.jumpIt, at: at(66)))
        #expect(game.topics == [small, large])
        #expect(game.player.answeredCount == 0 && game.player.correctCount == 0)
    }
}
