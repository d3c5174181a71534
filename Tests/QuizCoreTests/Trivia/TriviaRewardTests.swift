import Testing

@testable import QuizCore

/// The operator's rewards: power-ups after N right answers, per question and
/// per milestone, and badges for a question, N answered and N right.
@Suite struct TriviaRewardTests {
    /// Plays question `id` of the 20-question topic, answering 1 s in.
    func play(_ game: inout TriviaGame, _ id: Int64, right: Bool, start: Double, badge: String? = nil) {
        game.reachAnswering(TriviaFixtures.question(id, topicID: 3, badge: badge), start: start)
        game.answerAndWait(right: right, at: start + 6)
    }

    func game(_ rewards: RewardRules, seed: UInt64 = 7) -> TriviaGame {
        TriviaFixtures.game(settings: TriviaSettings(rewards: rewards), seed: seed)
    }

    @Test func byDefaultTheFirstRightAnswerGivesAFreezeTime() {
        #expect(
            RewardRules().correctAnswerRewards == [
                CorrectAnswerReward(correctAnswers: 1, grant: PowerUpGrant(.freezeTime))
            ])
        var game = TriviaFixtures.game()
        play(&game, 301, right: false, start: 0)
        #expect(game.round?.earnings == TriviaEarnings())
        play(&game, 302, right: true, start: 20)
        #expect(game.round?.earnings == TriviaEarnings(powerUps: [PowerUpGrant(.freezeTime)]))
        #expect(game.player.inventory == [.freezeTime: 1])
        play(&game, 303, right: true, start: 40)
        #expect(game.round?.earnings == TriviaEarnings())
        #expect(game.player.inventory == [.freezeTime: 1])
    }

    @Test func rewardsAfterNRightAnswersOnceOrAtEveryMultiple() {
        let rules = RewardRules(correctAnswerRewards: [
            CorrectAnswerReward(correctAnswers: 3, grant: PowerUpGrant(.halfOff, count: 2)),
            CorrectAnswerReward(correctAnswers: 2, grant: PowerUpGrant(.jumpIt), repeats: true),
        ])
        var game = game(rules)
        var earned: [[PowerUpGrant]] = []
        for index in 0..<6 {
            play(&game, 301 + Int64(index), right: true, start: 20 * Double(index))
            earned.append(game.round?.earnings.powerUps ?? [])
        }
        let jump = PowerUpGrant(.jumpIt)
        #expect(earned == [[], [jump], [PowerUpGrant(.halfOff, count: 2)], [jump], [], [jump]])
        #expect(game.player.inventory == [.halfOff: 2, .jumpIt: 3])
        #expect(!CorrectAnswerReward(correctAnswers: 5, grant: jump).isEarned(atCorrectCount: 10))
        #expect(CorrectAnswerReward(correctAnswers: 5, grant: jump, repeats: true).isEarned(atCorrectCount: 10))
        #expect(CorrectAnswerReward(correctAnswers: 0, grant: jump).correctAnswers == 1)
    }

    @Test func questionsCanCarryARandomPowerUp() {
        let rules = RewardRules(correctAnswerRewards: [], questionRewards: [301: [.peoplesChoice, .halfOff]])
        var drawn = Set<PowerUp>()
        for seed in UInt64(1)...20 {
            var game = game(rules, seed: seed)
            game.reachAnswering(TriviaFixtures.question(301, topicID: 3))
            let effects = game.reduce(.answerTapped(optionID: 3010, at: at(6)))
            let grant = game.round!.earnings.powerUps
            #expect(grant.count == 1)
            drawn.formUnion(grant.map(\.powerUp))
            #expect(effects.last == .changeInventory(grant[0].powerUp, by: 1))
        }
        #expect(drawn == [.peoplesChoice, .halfOff])
        var wrong = game(rules)
        play(&wrong, 301, right: false, start: 0)
        #expect(wrong.player.inventory.isEmpty, "only a right answer earns it")
        var other = game(rules)
        play(&other, 302, right: true, start: 0)
        #expect(other.player.inventory.isEmpty)
    }

    @Test func milestonesCanGivePowerUps() {
        let rules = RewardRules(
            correctAnswerRewards: [],
            milestoneRewards: [
                .bronze: [PowerUpGrant(.jumpIt, count: 2)], .ninety: [PowerUpGrant(.freezeTime, count: 5)],
            ])
        let topics = [TriviaTopic(id: 3, name: "History", total: 20, answered: 4, answeredRight: 4)]
        var game = TriviaFixtures.game(topics: topics, settings: TriviaSettings(rewards: rules))
        game.reachAnswering(TriviaFixtures.question(305, topicID: 3))
        let effects = game.reduce(.answerTapped(optionID: 3050, at: at(6)))
        #expect(effects.suffix(2) == [.awardMedal(topicID: 3, .bronze), .changeInventory(.jumpIt, by: 2)])
        #expect(game.round?.earnings == TriviaEarnings(powerUps: [PowerUpGrant(.jumpIt, count: 2)], medals: [.bronze]))
    }

    @Test func badgesForAQuestionForNAnsweredAndForNRight() {
        let rules = RewardRules(
            correctAnswerRewards: [],
            badgeRules: [
                BadgeRule(code: "first-dive", trigger: .questionCorrect(302)),
                BadgeRule(code: "two-answered", trigger: .answered(2)),
                BadgeRule(code: "two-right", trigger: .correct(2)),
            ])
        var game = game(rules)
        play(&game, 301, right: false, start: 0)
        #expect(game.round?.earnings.badges == [])
        play(&game, 302, right: true, start: 20)
        #expect(game.round?.earnings.badges == ["first-dive", "two-answered"])
        play(&game, 303, right: true, start: 40, badge: "historian")
        #expect(game.round?.earnings.badges == ["historian", "two-right"])
        #expect(game.player.badges == ["first-dive", "two-answered", "two-right", "historian"])
        play(&game, 304, right: true, start: 60, badge: "historian")
        #expect(game.round?.earnings.badges == [], "a badge is earned once")
    }

    @Test func aBadgeEarnedOnAWrongAnswerShowsOnItsResult() {
        let rules = RewardRules(correctAnswerRewards: [], badgeRules: [BadgeRule(code: "first", trigger: .answered(1))])
        var game = game(rules)
        game.reachAnswering(TriviaFixtures.question(301, topicID: 3))
        let effects = game.reduce(.answerTapped(optionID: game.wrongOptionID, at: at(6)))
        #expect(effects.last == .awardBadge(code: "first"))
        #expect(game.round?.earnings == TriviaEarnings(badges: ["first"]))
    }
}
