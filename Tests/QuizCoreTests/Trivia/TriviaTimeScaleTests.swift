import Testing

@testable import QuizCore

/// `accessibility.time_scale` in the trivia rules: the answer timer lasts that many times as long, a right
/// answer scores by the share of that longer bar left (not paid more for the same share), and the answers and
/// the game they end in keep the scale.
@Suite struct TriviaTimeScaleTests {
    let question = TriviaFixtures.question(301, topicID: 3)

    func answering(scale: Double) -> TriviaGame {
        var game = TriviaFixtures.game()
        game.useTimeScale(scale)
        game.reachAnswering(question)
        return game
    }

    @Test func theTimerLastsTheScaleTimesAsLong() {
        let standard = answering(scale: 1)
        #expect(standard.round?.timer?.durationSeconds == 40)
        let doubled = answering(scale: 2)
        #expect(doubled.answerSeconds == 80)
        #expect(doubled.round?.timer?.durationSeconds == 80)
        #expect(doubled.timeRemaining(at: 45) == 40, "at the game's own 40 s, half the bar is left")
        #expect(doubled.round?.timer?.isExpired(at: 84.9) == false)
        #expect(doubled.round?.timer?.isExpired(at: 85) == true)
        let settings = TriviaSettings(
            limits: TriviaLimits(lives: 3, secondsPerLife: 60, answerSeconds: 30, passesPerDay: 5))
        var operatorTime = TriviaFixtures.game(settings: settings)
        operatorTime.useTimeScale(1.5)
        operatorTime.reachAnswering(question)
        #expect(operatorTime.round?.timer?.durationSeconds == 45, "the operator's seconds times the scale")
    }

    @Test func anAnswerAfterTheStandardTimeStillCountsWithMoreTime() {
        var standard = answering(scale: 1)
        _ = standard.reduce(.tick(at: at(50)))
        #expect(standard.screen != .answering, "at scale 1 the time is up after 40 s")
        var doubled = answering(scale: 2)
        _ = doubled.reduce(.tick(at: at(50)))
        #expect(doubled.screen == .answering)
        let effects = doubled.reduce(.answerTapped(optionID: doubled.rightOptionID, at: at(65)))
        let record = TriviaAnswerRecord(
            questionID: 301, topicID: 3, optionID: 3010, result: .right,
            points: TriviaScoring.points(secondsRemaining: 20, answerSeconds: 80), secondsTaken: 60,
            timeScalePercent: 200)
        #expect(effects.contains(.recordAnswer(record)))
        #expect(doubled.screen == .result(.right))
    }

    @Test func pointsGoByTheShareOfTheScaledTimeLeft() {
        // Half the bar left: the same points at either scale, though the doubled bar had twice the seconds.
        var standard = answering(scale: 1)
        var doubled = answering(scale: 2)
        _ = standard.reduce(.answerTapped(optionID: standard.rightOptionID, at: at(25)))
        _ = doubled.reduce(.answerTapped(optionID: doubled.rightOptionID, at: at(45)))
        #expect(standard.player.points == 400)
        #expect(doubled.player.points == 400)
        // The same seconds taken earn less with more time: a smaller share of the longer bar is left.
        var sameSeconds = answering(scale: 2)
        _ = sameSeconds.reduce(.answerTapped(optionID: sameSeconds.rightOptionID, at: at(35)))
        var standardLate = answering(scale: 1)
        _ = standardLate.reduce(.answerTapped(optionID: standardLate.rightOptionID, at: at(35)))
        #expect(sameSeconds.player.points == TriviaScoring.points(secondsRemaining: 50, answerSeconds: 80))
        #expect(standardLate.player.points == TriviaScoring.points(secondsRemaining: 10, answerSeconds: 40))
        #expect(sameSeconds.player.points > standardLate.player.points, "50 of 80 left beats 10 of 40")
    }

    @Test func theGameRecordedKeepsTheScale() {
        var game = TriviaFixtures.game()
        game.useTimeScale(1.5)
        var runs = TriviaRunTally()
        var recorded: [TriviaGameRecord] = []
        func send(_ action: TriviaAction) {
            let effects = runs.tally(game.reduce(action), at: action.moment)
            recorded += effects.compactMap { if case .recordGame(let game) = $0 { return game } else { return nil } }
        }
        send(.playNowTapped(at: at(0)))
        send(.tick(at: at(3)))
        send(.playTapped)
        send(.questionLoaded(question, at: at(3)))
        send(.tick(at: at(5)))
        send(.answerTapped(optionID: game.rightOptionID, at: at(10)))
        send(.tick(at: at(15)))
        send(.quitTapped)
        #expect(recorded.count == 1)
        #expect(recorded.first?.timeScalePercent == 150)
        #expect(TimeScale.percent(9) == 300, "a scale beyond the allowed 1...3 is held to it")
        #expect(TimeScale.percent(.nan) == 100)
    }

    /// A kept percent (a Daily attempt's, a timed challenge's) is held to the allowed range the same way.
    @Test func aKeptPercentIsHeldToTheRange() {
        #expect(TimeScale.clamped(percent: 150) == 150)
        #expect(TimeScale.clamped(percent: 500) == 300)
        #expect(TimeScale.clamped(percent: 0) == 100)
        #expect(TimeScale.clamped(percent: -40) == 100)
    }
}
