import Testing

@testable import QuizLive

@Suite("Live round: answers counted or refused with the reason")
struct LiveAnswerTests {
    let ana = LiveFixtures.token(1)
    let bo = LiveFixtures.token(2)

    /// Ana and Bo in a round of 3 questions started at 100 (the first closes at 120).
    func started() -> LiveRound {
        var round = LiveFixtures.round(["Ana", "Bo"])
        #expect(round.reduce(.start(questions: LiveFixtures.questions(3), at: 100)) == [.questionOpened(0)])
        #expect(round.phase == .question(index: 0, openedAt: 100, closesAt: 120))
        return round
    }

    @Test func anAnswerIsCountedAndScoredWhenTheQuestionCloses() {
        var round = started()
        #expect(round.reduce(.answer(token: ana, question: 0, option: 0, at: 112.5)) == [.answerCounted(ana)])
        #expect(round.answers[ana] == LiveAnswer(option: 0, at: 112.5, isRight: true, speedPoints: 300))
        #expect(round.player(ana)?.points == 0)
        #expect(round.reduce(.tick(at: 119.9)) == [])
        #expect(round.reduce(.tick(at: 120)) == [.questionClosed(0)])
        #expect(round.phase == .results(index: 0))
        #expect(round.player(ana)?.points == 300)
        #expect(round.outcomes[ana] == LiveOutcome(option: 0, isRight: true, points: 300, streakBonus: 0, streak: 1))
        #expect(round.outcomes[bo] == LiveOutcome(option: nil, isRight: false, points: 0, streakBonus: 0, streak: 0))
    }

    @Test func anAnswerAsTheTimerEndsIsCountedOneAfterIsLate() {
        var round = started()
        #expect(round.reduce(.answer(token: ana, question: 0, option: 1, at: 120)) == [.answerCounted(ana)])
        #expect(round.reduce(.answer(token: bo, question: 0, option: 1, at: 120.01)) == [.answerRefused(.late)])
        #expect(round.answers[bo] == nil)
    }

    @Test func anAnswerAfterTheQuestionClosedIsLate() {
        var round = started()
        _ = round.reduce(.tick(at: 121))
        #expect(round.reduce(.answer(token: ana, question: 0, option: 0, at: 121)) == [.answerRefused(.late)])
        _ = round.reduce(.next(at: 130))
        // Still meant for the first question, now that the second is open.
        #expect(round.reduce(.answer(token: ana, question: 0, option: 0, at: 131)) == [.answerRefused(.late)])
    }

    @Test func aSecondAnswerIsRefusedAndTheFirstKept() {
        var round = started()
        _ = round.reduce(.answer(token: ana, question: 0, option: 2, at: 101))
        #expect(round.reduce(.answer(token: ana, question: 0, option: 0, at: 102)) == [.answerRefused(.twice)])
        #expect(round.answers[ana]?.option == 2)
        _ = round.reduce(.tick(at: 120))
        #expect(round.reduce(.answer(token: ana, question: 0, option: 0, at: 121)) == [.answerRefused(.twice)])
    }

    @Test func anAnswerThatIsNoOptionIsRefused() {
        var round = LiveFixtures.round(["Ana"])
        let truth = try! LiveQuestion(text: "The sky is blue", options: ["True", "False"], rightOption: 0)
        _ = round.reduce(.start(questions: [truth], at: 0))
        #expect(
            round.reduce(.answer(token: ana, question: 0, option: 2, at: 1)) == [
                .answerRefused(.unknownOption(2))
            ])
        #expect(round.answers.isEmpty)
    }

    @Test func noQuestionOpenBeforeTheStartOrForALaterQuestion() {
        var round = LiveFixtures.round(["Ana"])
        #expect(round.reduce(.answer(token: ana, question: 0, option: 0, at: 0)) == [.answerRefused(.noQuestionOpen)])
        _ = round.reduce(.start(questions: LiveFixtures.questions(2), at: 0))
        #expect(round.reduce(.answer(token: ana, question: 1, option: 0, at: 1)) == [.answerRefused(.noQuestionOpen)])
        _ = round.reduce(.end(at: 2))
        #expect(round.reduce(.answer(token: ana, question: 0, option: 0, at: 3)) == [.answerRefused(.roundOver)])
    }

    @Test func theQuestionClosesOnceEveryConnectedPlayerAnswered() {
        var round = LiveFixtures.round(["Ana", "Bo", "Cy"])
        _ = round.reduce(.start(questions: LiveFixtures.questions(1), at: 0))
        _ = round.reduce(.left(token: LiveFixtures.token(3), at: 1))
        #expect(round.reduce(.answer(token: ana, question: 0, option: 0, at: 2)) == [.answerCounted(ana)])
        #expect(
            round.reduce(.answer(token: bo, question: 0, option: 1, at: 3)) == [
                .answerCounted(bo), .questionClosed(0),
            ])
        #expect(round.phase == .results(index: 0))
    }

    @Test func endingDuringAQuestionCountsItsAnswers() {
        var round = started()
        _ = round.reduce(.answer(token: ana, question: 0, option: 0, at: 101))
        #expect(round.reduce(.end(at: 102)) == [.questionClosed(0), .podium])
        #expect(round.phase == .podium)
        #expect(round.player(ana)?.points == 600)
        #expect(round.reduce(.end(at: 103)) == [])
    }

    @Test func theOperatorsStepsAndTheirRefusals() {
        var round = LiveFixtures.round(["Ana"])
        #expect(round.reduce(.next(at: 0)) == [.operatorRefused(.nothingNext)])
        #expect(round.reduce(.start(questions: [], at: 0)) == [.operatorRefused(.noQuestions)])
        _ = round.reduce(.start(questions: LiveFixtures.questions(2), at: 0))
        #expect(
            round.reduce(.start(questions: LiveFixtures.questions(2), at: 1)) == [.operatorRefused(.alreadyStarted)])
        #expect(round.reduce(.next(at: 5)) == [.questionClosed(0)])
        #expect(round.reduce(.next(at: 6)) == [.questionOpened(1)])
        #expect(round.phase == .question(index: 1, openedAt: 6, closesAt: 26))
        #expect(round.answers.isEmpty)
        _ = round.reduce(.tick(at: 26))
        #expect(round.reduce(.next(at: 30)) == [.podium])
        #expect(round.reduce(.next(at: 31)) == [.operatorRefused(.nothingNext)])
    }
}
