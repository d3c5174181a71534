import Testing

@testable import QuizCore

/// The points rule of the timed games, and the category quiz and timed challenge played by their rules.
@Suite struct TopicQuizTests {
    let topic = TriviaTopic(id: 4, name: "Space", total: 30, answered: 0)

    func quiz(_ kind: TopicQuizKind, count: Int = 10, topic: TriviaTopic? = nil) -> TopicQuiz {
        TopicQuiz(
            kind: kind, topic: topic ?? self.topic, questions: TriviaFixtures.questions(topicID: 4, count: count),
            seed: 3, at: 0)
    }

    func rightOption(_ quiz: TopicQuiz) -> Int64 { quiz.currentOptions.first(where: \.isCorrect)?.id ?? -1 }
    func wrongOption(_ quiz: TopicQuiz) -> Int64 { quiz.currentOptions.first { !$0.isCorrect }?.id ?? -1 }

    @Test func speedPointsAreOneHundredPlusUpToOneHundredLinearInTheTimeLeft() {
        let rule = SpeedPoints(limitSeconds: 20)
        #expect(rule.points(secondsLeft: 0) == 100)
        #expect(rule.points(secondsLeft: 10) == 150)
        #expect(rule.points(secondsLeft: 20) == 200)
        #expect(rule.points(secondsLeft: 5) == 125)
        #expect(rule.points(right: false, secondsLeft: 20) == 0)
        #expect(rule.rule == "100 points a right answer plus up to 100 for speed; too slow scores 0")
    }

    /// A report panel held the game still: the reveal ends as much later, and a question's countdown too.
    @Test func postponingMovesTheRevealsEndAndTheCountdown() throws {
        var game = quiz(.timed)
        game.answer(optionID: wrongOption(game), at: 1)
        let end = try #require(game.revealEndsAt)
        game.postpone(by: 30)
        #expect(game.revealEndsAt == end + 30)
        game.tick(at: end + 29.9)
        #expect(game.phase == .revealed && game.index == 0, "still the reveal 29.9 s after its first end")
        game.tick(at: end + 30)
        #expect(game.phase == .asking && game.index == 1)
        let asked = game.askedAt
        game.postpone(by: 5)
        #expect(game.askedAt == asked + 5)
        #expect(game.secondsLeft(at: asked + 5) == TopicQuizKind.timedSeconds, "no second of the countdown spent")
        game.postpone(by: 0)
        game.postpone(by: -3)
        #expect(game.askedAt == asked + 5, "nothing moves back")
    }

    @Test func aTimedChallengeScoresByTheTimeLeftWhenAnswered() {
        var game = quiz(.timed)
        // Answered the instant it appears: 20 s left, 200.
        let counted1 = game.answer(optionID: rightOption(game), at: 0)
        #expect(counted1)
        #expect(game.answers.last?.points == 200)
        #expect(game.phase == .revealed)
        game.tick(at: 2)
        #expect(game.phase == .asking)
        #expect(game.index == 1)
        #expect(game.askedAt == 2)
        // 10 s in: 10 s left, 150.
        let counted2 = game.answer(optionID: rightOption(game), at: 12)
        #expect(counted2)
        #expect(game.answers.last?.points == 150)
        game.next(at: 13)
        // Wrong scores nothing however fast.
        let counted3 = game.answer(optionID: wrongOption(game), at: 13.5)
        #expect(counted3)
        #expect(game.answers.last?.points == 0)
        #expect(game.answers.last?.isRight == false)
        #expect(game.points == 350)
        #expect(game.rightCount == 2)
    }

    /// `accessibility.time_scale` 2: a timed question runs 40 s, an answer 30 s in still counts and scores by the
    /// share of the 40 s left; the clock runs out at 40 s. A category quiz has no clock to lengthen.
    @Test func moreTimeLengthensATimedChallengeAndScoresByTheShareLeft() {
        var game = TopicQuiz(
            kind: .timed, topic: topic, questions: TriviaFixtures.questions(topicID: 4, count: 3), seed: 3, at: 0,
            timeScalePercent: 200)
        #expect(game.timedSeconds == 40 && game.timeScalePercent == 200)
        #expect(game.secondsLeft(at: 30) == 10)
        let counted = game.answer(optionID: rightOption(game), at: 30)
        #expect(counted)
        #expect(game.answers.last?.points == 125, "10 s of 40 left scores as 5 s of 20")
        game.next(at: 31)
        game.tick(at: 70.9)
        #expect(game.phase == .asking)
        game.tick(at: 71)
        #expect(game.phase == .revealed && game.answers.last?.secondsTaken == 40, "timed out at 40 s")
        let category = TopicQuiz(
            kind: .category, topic: topic, questions: TriviaFixtures.questions(topicID: 4, count: 3), seed: 3, at: 0,
            timeScalePercent: 200)
        #expect(category.timeScalePercent == 100, "no clock: kept at the game's own time")
    }

    @Test func aTimeOutScoresNothingShowsTheAnswerAndMovesOn() {
        var game = quiz(.timed)
        game.tick(at: 19.9)
        #expect(game.phase == .asking)
        #expect(game.secondsLeft(at: 19.9).map { abs($0 - 0.1) < 1e-9 } == true)
        game.tick(at: 20)
        #expect(game.phase == .revealed)
        let answer = game.answers.first
        #expect(answer?.timedOut == true)
        #expect(answer?.points == 0)
        #expect(answer?.secondsTaken == 20)
        // Too late: an answer on a timed-out question does not count.
        let counted1 = game.answer(optionID: rightOption(game), at: 20.5)
        #expect(!counted1)
        #expect(game.answers.count == 1)
        // The right answer is shown.
        #expect(game.round?.revealedOptionID == game.questions[0].correctOption?.id)
        game.tick(at: 22)
        #expect(game.phase == .asking)
        #expect(game.index == 1)
    }

    @Test func anAnswerAfterTheClockRanOutIsATimeOut() {
        var game = quiz(.timed)
        let counted1 = game.answer(optionID: rightOption(game), at: 25)
        #expect(!counted1)
        #expect(game.answers.first?.timedOut == true)
    }

    @Test func tenQuestionsOfOneTopicThenTheEnd() {
        var game = quiz(.timed)
        #expect(game.questions.count == TopicQuizKind.questionCount)
        #expect(game.questions.allSatisfy { $0.topicID == 4 })
        var time = 0.0
        while !game.isFinished {
            game.tick(at: time)
            time += 0.5
            #expect(time < 1000)
        }
        // Nobody answered: ten time-outs, nothing scored.
        #expect(game.answers.count == 10)
        #expect(game.answers.allSatisfy { $0.timedOut })
        #expect(game.points == 0)
    }

    @Test func aCategoryQuizHasNoClockAndScoresOneHundredARightAnswer() {
        var game = quiz(.category, count: 3)
        #expect(game.secondsLeft(at: 500) == nil)
        game.tick(at: 500)
        #expect(game.phase == .asking)
        let counted1 = game.answer(optionID: rightOption(game), at: 500)
        #expect(counted1)
        #expect(game.answers.last?.points == 100)
        // The choice and the right answer are marked.
        #expect(game.round?.chosenOptionID == rightOption(game))
        #expect(game.round?.result == .right)
        game.next(at: 501)
        let counted2 = game.answer(optionID: wrongOption(game), at: 502)
        #expect(counted2)
        #expect(game.round?.revealedOptionID == game.questions[1].correctOption?.id)
        game.tick(at: 502 + TopicQuizKind.category.revealSeconds)
        #expect(game.index == 2)
        let counted3 = game.answer(optionID: rightOption(game), at: 510)
        #expect(counted3)
        game.next(at: 511)
        #expect(game.isFinished)
        #expect(game.points == 200)
        #expect(game.rightCount == 2)
        #expect(game.answerRecords.map(\.result) == [.right, .wrong, .right])
        #expect(game.answerRecords.allSatisfy { $0.topicID == 4 })
    }

    @Test func aCategoryQuizEarnsTheMedalsItsAnswersReach() {
        // 10 questions, 2 right before (20 %, no medal): eight more right reach every medal.
        let small = TriviaTopic(id: 4, name: "Space", total: 10, answered: 2, answeredRight: 2)
        var game = quiz(.category, count: 8, topic: small)
        while !game.isFinished {
            game.answer(optionID: rightOption(game), at: 0)
            game.next(at: 0)
        }
        let after = TriviaTopic(id: 4, name: "Space", total: 10, answered: 10, answeredRight: 10)
        let expected = after.milestones.compactMap(\.medal).filter {
            !small.milestones.compactMap(\.medal).contains($0)
        }
        #expect(expected == [.bronze, .silver, .gold])
        #expect(game.medalsEarned == expected)
        #expect(quiz(.timed).medalsEarned.isEmpty)
    }

    @Test func theDealIsTheSeedsAndAtMostTen() {
        let ids = Array(Int64(1)...30)
        let first = TopicQuiz.draw(ids, seed: 9)
        #expect(first.count == 10)
        #expect(Set(first).count == 10)
        #expect(first.allSatisfy(ids.contains))
        #expect(TopicQuiz.draw(ids.reversed(), seed: 9) == first)
        #expect(TopicQuiz.draw(ids, seed: 10) != first)
        #expect(TopicQuiz.draw([5, 6, 7], seed: 9).sorted() == [5, 6, 7])
    }

    @Test func theBoardsAreTriviasForAQuizAndTheTopicsForATimedChallenge() throws {
        let day = try #require(CalendarDay("2026-11-27"))
        #expect(
            TopicQuizKind.category.boardScope(topicID: 4, day: day)
                == BoardScope(mode: "trivia", period: .day, day: day))
        #expect(
            TopicQuizKind.timed.boardScope(topicID: 4, day: day)
                == BoardScope(mode: "timed", topicID: 4, period: .day, day: day))
    }
}
