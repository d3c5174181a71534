import Testing

@testable import QuizCore

/// Every transition of the true/false round, asserting whole states.
@Suite struct TrueFalseGameTests {
    static let pool = (1...8).map { index in
        TrueFalseQuestion(
            id: "q\(index)", topic: "Topic", statement: "Statement \(index).", answer: index % 2 == 0,
            explanation: "Because \(index).", source: "https://example.org/\(index)")
    }

    func newGame(roundLength: Int = 3, neutralHold: Bool = true, seed: UInt64 = 7) -> TrueFalseGame {
        TrueFalseGame(
            pool: Self.pool, rules: .init(roundLength: roundLength, neutralHoldAdvances: neutralHold), seed: seed)
    }

    @Test func startsOnTheTitleWithNothingDealt() {
        let game = newGame()
        #expect(game.screen == .title)
        #expect(game.round.isEmpty)
        #expect(game.answers.isEmpty)
        #expect(game.currentQuestion == nil)
        #expect(game.score == 0)
    }

    @Test func playDealsDistinctQuestionsAndAsksForCalibration() {
        var game = newGame()
        let effects = game.reduce(.playPressed(at: 1))
        #expect(
            effects == [
                .screenChanged(.question), .recalibrateTilt,
                .roundDealt(ids: game.round.map(\.id), startedOver: false),
            ])
        #expect(game.screen == .question)
        #expect(game.round.count == 3)
        #expect(Set(game.round.map(\.id)).count == 3)
        #expect(game.currentQuestion == game.round[0])
        #expect(game.neutralHold.shownAt == 1)
    }

    @Test func theSameSeedDealsTheSameRounds() {
        var first = newGame(seed: 42)
        var second = newGame(seed: 42)
        _ = first.reduce(.playPressed(at: 0))
        _ = second.reduce(.playPressed(at: 0))
        #expect(first == second)
        var third = newGame(seed: 43)
        _ = third.reduce(.playPressed(at: 0))
        #expect(third.round != first.round)
    }

    @Test func tiltLeftAnswersTrueAndShowsTheReveal() {
        var game = newGame()
        _ = game.reduce(.playPressed(at: 0))
        let question = game.round[0]
        let effects = game.reduce(.answerTilted(left: true, at: 2.5))
        let answer = TrueFalseAnswer(question: question, chosen: true, at: 2.5, via: .tilt)
        #expect(
            effects == [
                .screenChanged(.reveal), .playSound(answer.isRight ? .right : .wrong), .answerCommitted(answer),
            ])
        #expect(game.screen == .reveal)
        #expect(game.answers == [answer])
        #expect(game.currentQuestion == question)
        #expect(game.score == (question.answer ? 1 : 0))
    }

    @Test func tiltRightAnswersFalseAndTapsAnswerDirectly() {
        var game = newGame()
        _ = game.reduce(.playPressed(at: 0))
        _ = game.reduce(.answerTilted(left: false, at: 1))
        #expect(game.answers.last?.chosen == false)
        _ = game.reduce(.nextPressed(at: 2))
        _ = game.reduce(.answerTapped(true, at: 3))
        #expect(game.answers.last?.chosen == true)
        #expect(game.answers.last?.via == .tap)
    }

    @Test func answersOutsideTheQuestionScreenAreIgnored() {
        var game = newGame()
        let before = game
        #expect(game.reduce(.answerTilted(left: true, at: 1)).isEmpty)
        #expect(game == before)
        _ = game.reduce(.playPressed(at: 0))
        _ = game.reduce(.answerTapped(true, at: 1))
        let revealed = game
        #expect(game.reduce(.answerTilted(left: false, at: 1.2)).isEmpty)
        #expect(game == revealed)
    }

    @Test func nextMovesThroughTheRoundToGameOver() {
        var game = newGame(roundLength: 2)
        _ = game.reduce(.playPressed(at: 0))
        _ = game.reduce(.answerTapped(true, at: 1))
        #expect(game.reduce(.nextPressed(at: 2)) == [.screenChanged(.question), .recalibrateTilt])
        #expect(game.currentQuestion == game.round[1])
        #expect(game.reduce(.nextPressed(at: 2.5)).isEmpty, "Next does nothing while a question waits")
        _ = game.reduce(.answerTapped(false, at: 3))
        let effects = game.reduce(.nextPressed(at: 4))
        #expect(effects == [.screenChanged(.gameOver), .roundFinished(score: game.score, total: 2)])
        #expect(game.screen == .gameOver)
        #expect(game.answers.count == 2)
    }

    @Test func replayDealsANewRoundAvoidingTheLastOne() {
        var game = newGame(roundLength: 4)
        _ = game.reduce(.playPressed(at: 0))
        for index in 0..<4 {
            _ = game.reduce(.answerTapped(true, at: Double(index)))
            _ = game.reduce(.nextPressed(at: Double(index) + 0.5))
        }
        #expect(game.screen == .gameOver)
        let first = Set(game.round.map(\.id))
        let second = game.reduce(.playPressed(at: 10))
        #expect(second.prefix(2) == [.screenChanged(.question), .recalibrateTilt])
        #expect(second.last == .roundDealt(ids: game.round.map(\.id), startedOver: false))
        #expect(game.answers.isEmpty)
        #expect(Set(game.round.map(\.id)).isDisjoint(with: first), "8 questions, two rounds of 4: no repeats")
    }

    @Test func aRoundLongerThanThePoolUsesEveryQuestionOnce() {
        var game = newGame(roundLength: 20)
        _ = game.reduce(.playPressed(at: 0))
        #expect(game.round.count == Self.pool.count)
        #expect(Set(game.round.map(\.id)) == Set(Self.pool.map(\.id)))
    }

    @Test func anEmptyPoolSaysSoAndStaysOnTheTitle() {
        var game = TrueFalseGame(pool: [], seed: 1)
        #expect(game.reduce(.playPressed(at: 0)) == [.noQuestions])
        #expect(game.screen == .title)
    }

    @Test func escapeGoesToTheTitleAndFromThereAsksToQuit() {
        var game = newGame()
        _ = game.reduce(.playPressed(at: 0))
        #expect(game.reduce(.escapePressed(at: 1)) == [.screenChanged(.title)])
        #expect(game.screen == .title)
        #expect(game.reduce(.escapePressed(at: 2)) == [.quitRequested])
        #expect(game.screen == .title)
    }

    @Test func holdingNeutralPlaysFromTheTitleOnlyAfterTwoSecondsPlusOne() {
        var game = newGame()
        var time = 0.0
        var effects: [TrueFalseEffect] = []
        while effects.isEmpty && time < 10 {
            time += 1.0 / 120
            effects = game.reduce(.tick(at: time, isNeutral: true))
        }
        #expect(effects.prefix(2) == [.screenChanged(.question), .recalibrateTilt])
        #expect(abs(time - 3.0) < 0.02, "armed at 2 s, held 1 s")
    }

    @Test func movingResetsTheNeutralHold() {
        var game = newGame()
        _ = game.reduce(.tick(at: 2.0, isNeutral: true))
        _ = game.reduce(.tick(at: 2.9, isNeutral: true))
        #expect(game.neutralHold.progress(at: 2.9) > 0.8)
        _ = game.reduce(.tick(at: 2.95, isNeutral: false))
        #expect(game.neutralHold.progress(at: 2.95) == 0)
        #expect(game.reduce(.tick(at: 3.5, isNeutral: true)).isEmpty)
        #expect(
            game.reduce(.tick(at: 4.5, isNeutral: true)).prefix(2) == [.screenChanged(.question), .recalibrateTilt])
    }

    @Test func neutralHoldNeverAnswersAQuestion() {
        var game = newGame()
        _ = game.reduce(.playPressed(at: 0))
        for step in 1...1200 {
            #expect(game.reduce(.tick(at: Double(step) / 120, isNeutral: true)).isEmpty)
        }
        #expect(game.screen == .question)
    }

    @Test func neutralHoldAdvancesTheRevealAndWaitsLongerOnGameOver() {
        var game = newGame(roundLength: 1)
        _ = game.reduce(.playPressed(at: 0))
        _ = game.reduce(.answerTapped(true, at: 1))
        #expect(game.reduce(.tick(at: 3.0, isNeutral: true)).isEmpty)
        #expect(game.reduce(.tick(at: 4.0, isNeutral: true)).first == .screenChanged(.gameOver))
        #expect(game.reduce(.tick(at: 8.0, isNeutral: true)).isEmpty, "game over waits 5 s before a hold counts")
        #expect(game.reduce(.tick(at: 9.0, isNeutral: true)).isEmpty)
        #expect(game.reduce(.tick(at: 10.0, isNeutral: true)).first == .screenChanged(.question))
    }

    @Test func keyboardPlayersAreNeverAdvancedByStillness() {
        var game = newGame(neutralHold: false)
        for step in 1...1200 {
            #expect(game.reduce(.tick(at: Double(step) / 120, isNeutral: true)).isEmpty)
        }
        #expect(game.screen == .title)
    }

    @Test func statementsDealtEarlierAreAvoidedUntilThePoolRunsOut() {
        let pool = (1...6).map {
            TrueFalseQuestion(
                id: "q\($0)", topic: "T", statement: "Statement \($0).", answer: true, explanation: "", source: "")
        }
        var game = TrueFalseGame(
            pool: pool, rules: .init(roundLength: 3, neutralHoldAdvances: false), seed: 4, dealt: ["q1", "q2", "q3"])
        #expect(game.reduce(.playPressed(at: 0)).last == .roundDealt(ids: game.round.map(\.id), startedOver: false))
        #expect(Set(game.round.map(\.id)) == ["q4", "q5", "q6"], "a restart does not repeat what this player saw")
        for index in 0..<3 {
            _ = game.reduce(.answerTapped(true, at: Double(index)))
            _ = game.reduce(.nextPressed(at: Double(index) + 0.5))
        }
        let effects = game.reduce(.playPressed(at: 10))
        #expect(
            effects.last == .roundDealt(ids: game.round.map(\.id), startedOver: true), "every one was dealt: start over"
        )
        #expect(game.dealtIDs == Set(game.round.map(\.id)))
    }

    @Test func anAnswerNamesTheStoredOptionChosen() {
        let question = TrueFalseQuestion(
            id: "tf-1", topic: "T", statement: "S.", answer: false, explanation: "", source: "", rowID: 7,
            trueOptionID: 12, falseOptionID: 11)
        #expect(TrueFalseAnswer(question: question, chosen: true, at: 1, via: .tilt).optionID == 12)
        #expect(TrueFalseAnswer(question: question, chosen: false, at: 1, via: .tap).optionID == 11)
        #expect(TrueFalseAnswer(question: Self.pool[0], chosen: true, at: 1, via: .tap).optionID == nil)
    }
}
