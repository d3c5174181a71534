import Testing

@testable import QuizCore

/// The operator's limits: lives, minutes per life, the answer timer and
/// passes a day come from the settings, and a change applies from the next round.
@Suite struct TriviaLimitsTests {
    let start = TriviaFixtures.wallAtStart
    static let five = TriviaLimits(lives: 5, secondsPerLife: 600, answerSeconds: 20, passesPerDay: 1)

    @Test func livesCountAndComeBackUnderTheOperatorsLimits() {
        var lives = TriviaLives()
        #expect(lives.count(at: start, under: Self.five) == 5)
        lives.lose(at: start, under: Self.five)
        lives.lose(at: start, under: Self.five)
        #expect(lives.fullAt == start + 1200)
        #expect(lives.count(at: start, under: Self.five) == 3)
        #expect(lives.count(at: start + 601, under: Self.five) == 4)
        #expect(lives.secondsUntilNextLife(at: start + 601, under: Self.five) == 599)
        for _ in 0..<10 { lives.lose(at: start, under: Self.five) }
        #expect(lives.count(at: start, under: Self.five) == 0)
        #expect(lives.fullAt == start + 3000, "five lives of ten minutes at most")
    }

    @Test func aShorterLifeTimeNeverMakesAnyoneWaitLonger() {
        // Three lives lost under the default hour each: full in three hours.
        let lives = TriviaLives(fullAt: start + 3 * 3600)
        let quick = TriviaLimits(lives: 3, secondsPerLife: 300, answerSeconds: 40, passesPerDay: 5)
        #expect(lives.secondsUntilFull(at: start, under: quick) == 900, "capped at three lives of 5 minutes")
        #expect(lives.count(at: start, under: quick) == 0)
        #expect(lives.count(at: start + 301, under: quick) == 0, "the cap moves with the clock until it meets fullAt")
        #expect(lives.count(at: start + 3 * 3600 - 299, under: quick) == 3 - 1)
        var losing = lives
        losing.lose(at: start, under: quick)
        #expect(losing.fullAt == start + 900, "a loss counts from the capped wait, never past the new maximum")
    }

    @Test func theGameUsesItsSettingsForLivesPassesAndTheShopsRefill() {
        var settings = TriviaSettings()
        settings.limits = Self.five
        let player = TriviaPlayer(lives: TriviaLives(fullAt: start + 600), creditsCents: 500)
        var game = TriviaFixtures.game(player: player, settings: settings)
        #expect(game.lives(at: start) == 4)
        #expect(game.secondsUntilLivesFull(at: start) == 600)
        #expect(game.passesLeft(on: TriviaFixtures.today) == 1)
        _ = game.reduce(.playNowTapped(at: at(0)))
        _ = game.reduce(.tick(at: at(3)))
        #expect(game.reduce(.passTapped(at: at(3))).first == .savePasses(date: TriviaFixtures.today, used: 1))
        _ = game.reduce(.tick(at: at(6)))
        #expect(game.reduce(.passTapped(at: at(6))) == [.passRefused], "one pass a day")
        // Four of five lives: a refill is on sale though three are left.
        #expect(game.reduce(.purchaseTapped(.lifeRefill, at: at(7))).contains(.saveLives(fullAt: nil)))
    }

    @Test func theTimerRunsForTheOperatorsSecondsAndScoresOnItsShare() {
        var settings = TriviaSettings()
        settings.limits = Self.five
        var game = TriviaFixtures.game(settings: settings)
        game.reachAnswering(TriviaFixtures.question(101))
        #expect(game.round?.timer?.durationSeconds == 20)
        #expect(game.timeRemaining(at: 15) == 10)
        // 10 s of 20 left: half the bar, the same points as 20 s of 40.
        let effects = game.reduce(.answerTapped(optionID: game.rightOptionID, at: at(15)))
        #expect(game.round?.points == 400)
        #expect(effects.contains { if case .recordAnswer(let record) = $0 { record.points == 400 } else { false } })
        _ = game.reduce(.tick(at: at(15 + TriviaTiming.resultSeconds)))
        #expect(game.screen == .progress)

        game.reachAnswering(TriviaFixtures.question(102), start: 30)
        _ = game.reduce(.tick(at: at(54.9)))
        #expect(game.screen == .answering)
        _ = game.reduce(.tick(at: at(55)))
        #expect(game.screen == .secondChanceOffer, "time is up after 20 s")
    }

    @Test func newLimitsApplyFromTheNextQuestionNotTheOneOnScreen() {
        var game = TriviaFixtures.game()
        game.reachAnswering(TriviaFixtures.question(101))
        var settings = TriviaSettings()
        settings.limits = Self.five
        game.useSettings(settings)
        #expect(game.round?.timer?.durationSeconds == 40, "the question on screen keeps its 40 s")
        game.answerAndWait(right: true, at: 6)
        game.reachAnswering(TriviaFixtures.question(102), start: 20)
        #expect(game.round?.timer?.durationSeconds == 20)
    }

    @Test func pointsKeepTheirShapeOnAnyTimer() {
        #expect(TriviaScoring.points(secondsRemaining: 20) == 400, "the default 40 s timer")
        #expect(TriviaScoring.points(secondsRemaining: 30) == 600)
        #expect(TriviaScoring.points(secondsRemaining: 15, answerSeconds: 20) == 600, "the first quarter scores full")
        #expect(TriviaScoring.points(secondsRemaining: 14.99, answerSeconds: 20) == 600)
        #expect(TriviaScoring.points(secondsRemaining: 7.5, answerSeconds: 20) == 300)
        #expect(TriviaScoring.points(secondsRemaining: 60, answerSeconds: 120) == 400)
        #expect(TriviaScoring.points(secondsRemaining: 0, answerSeconds: 20) == 0)
        #expect(TriviaScoring.fullPointsSecondsRemaining(answerSeconds: 40) == 30)
    }
}
