import Testing

@testable import QuizCore

/// The Daily Challenge's deal and points rule.
@Suite struct DailyDealTests {
    /// `topics` topics of `each` four-option questions.
    static func candidates(topics: Int, each: Int) -> [DailyCandidate] {
        (0..<topics).flatMap { topic in
            (0..<each).map { index in
                DailyCandidate(
                    uid: "q-\(topic)-\(index)", fingerprint: "fp-\(topic)-\(index)", topic: "Topic \(topic)",
                    optionCount: 4)
            }
        }
    }

    static let day = CalendarDay(year: 2026, month: 7, day: 20)!

    @Test func theSameCandidatesAndDateDealTheSameInAnyOrder() throws {
        let pool = Self.candidates(topics: 6, each: 20)
        let first = try #require(DailyDeal.deal(pool, on: Self.day))
        let shuffled = try #require(DailyDeal.deal(pool.reversed(), on: Self.day))
        #expect(first == shuffled, "the order the store returns them in does not matter")
        #expect(first.count == 10)
        #expect(Set(first.map(\.uid)).count == 10, "no question twice")
        #expect(first.allSatisfy { $0.optionOrder.sorted() == [0, 1, 2, 3] })
        #expect(first.contains { $0.optionOrder != [0, 1, 2, 3] }, "options are shuffled")
    }

    @Test func anotherDateDealsAnotherGame() throws {
        let pool = Self.candidates(topics: 6, each: 20)
        let today = try #require(DailyDeal.deal(pool, on: Self.day))
        let tomorrow = try #require(DailyDeal.deal(pool, on: Self.day.adding(days: 1)))
        #expect(today.map(\.uid) != tomorrow.map(\.uid))
    }

    @Test func otherContentDealsAnotherGame() throws {
        let pool = Self.candidates(topics: 6, each: 20)
        var changed = pool
        changed[0].fingerprint = "a corrected text"
        #expect(DailyDeal.seed(pool, on: Self.day) != DailyDeal.seed(changed, on: Self.day))
        #expect(DailyDeal.deal(pool, on: Self.day) != DailyDeal.deal(changed, on: Self.day))
    }

    @Test func topicsAreSpread() throws {
        // Twelve topics: ten questions, ten topics.
        let many = try #require(DailyDeal.deal(Self.candidates(topics: 12, each: 5), on: Self.day))
        #expect(Set(many.map { $0.uid.split(separator: "-")[1] }).count == 10)
        // Three topics: 4, 3 and 3, taken in turn.
        let few = try #require(DailyDeal.deal(Self.candidates(topics: 3, each: 30), on: Self.day))
        let counts = Dictionary(grouping: few.map { $0.uid.split(separator: "-")[1] }, by: { $0 }).values.map(\.count)
        #expect(counts.sorted() == [3, 3, 4])
        let topics = few.map { $0.uid.split(separator: "-")[1] }
        #expect(zip(topics, topics.dropFirst()).allSatisfy { $0 != $1 }, "never the same topic twice running")
    }

    @Test func fewerThanTenCandidatesDealNothing() {
        #expect(DailyDeal.deal(Self.candidates(topics: 3, each: 3), on: Self.day) == nil)
        // A question with one option cannot be asked.
        var pool = Self.candidates(topics: 1, each: 10)
        pool[0].optionCount = 1
        #expect(DailyDeal.deal(pool, on: Self.day) == nil)
    }

    /// A tester saw the reveal's bar read 17 s under points worth 16 s: the bar and the points now take the
    /// same whole seconds.
    @Test func anAnswerScoresTheSecondsTheBarShows() {
        for secondsLeft in [16.05, 16.5, 16.95, 17.0] {
            #expect(SpeedPoints.shownSeconds(secondsLeft) == 17, "\(secondsLeft)")
            #expect(DailyPoints.speed.points(right: true, secondsLeft: secondsLeft) == 185, "\(secondsLeft)")
        }
        #expect(SpeedPoints.shownSeconds(0) == 0)
        #expect(SpeedPoints.shownSeconds(-1) == 0)
        let question = DailyQuestion(uid: "q1", topic: "Space", text: "Which?", options: ["A", "B"], correct: 1)
        var game = DailyGame(day: Self.day, questions: [question])
        let answer = game.answer(1, secondsLeft: 16.05)
        #expect(answer == DailyAnswer(choice: 1, secondsLeft: 16.05, points: 185))
        #expect(game.score == 185)
        #expect(SpeedPoints.shownSeconds(answer?.secondsLeft ?? 0) == 17, "the reveal's bar: 17 s, scored as 17 s")
    }

    @Test func pointsAreAHundredPlusABonusLinearInTheTimeLeft() {
        #expect(DailyPoints.speed.points(right: true, secondsLeft: 20) == 200)
        #expect(DailyPoints.speed.points(right: true, secondsLeft: 10) == 150)
        #expect(DailyPoints.speed.points(right: true, secondsLeft: 5) == 125)
        #expect(DailyPoints.speed.points(right: true, secondsLeft: 0.1) == 105, "the bar shows 1 s: scored as 1 s")
        #expect(DailyPoints.speed.points(right: true, secondsLeft: 0) == 100)
        #expect(DailyPoints.speed.points(right: true, secondsLeft: 25) == 200, "never more than the question's 20 s")
        #expect(DailyPoints.speed.points(right: false, secondsLeft: 19) == 0)
    }

    @Test func aGameScoresItsAnswersAndResumesAtTheFirstNotAnswered() {
        let questions = (0..<10).map { index in
            DailyQuestion(uid: "q\(index)", topic: "T", text: "Q\(index)", options: ["a", "b", "c", "d"], correct: 2)
        }
        var game = DailyGame(day: Self.day, questions: questions)
        let right = game.answer(2, secondsLeft: 10)
        #expect(right?.points == 150)
        let twice = game.answer(2, secondsLeft: 10)
        #expect(twice == nil, "one answer a question")
        let ended = game.next()
        #expect(!ended)
        let wrong = game.answer(1, secondsLeft: 19)
        #expect(wrong?.points == 0)
        game.next()
        let timeUp = game.answer(nil, secondsLeft: 7)
        #expect(timeUp?.points == 0 && timeUp?.secondsLeft == 0, "time up")
        game.next()
        let resumed = DailyGame(day: Self.day, questions: questions, answers: game.answers)
        #expect(resumed.current == 3 && resumed.phase == .asking)
        #expect(resumed.score == 150 && resumed.rightCount == 1)
        var last = DailyGame(day: Self.day, questions: questions, answers: Array(repeating: game.answers[0], count: 9))
        last.answer(2, secondsLeft: 20)
        let finished = last.next()
        #expect(finished)
        #expect(last.isFinished && last.score == 9 * 150 + 200)
    }

    @Test func moreTimeLengthensTheClockAndScoresByTheShareOfItLeft() {
        let questions = (0..<2).map { index in
            DailyQuestion(uid: "q\(index)", topic: "T", text: "Q\(index)", options: ["a", "b"], correct: 0)
        }
        var game = DailyGame(day: Self.day, questions: questions, timeScalePercent: 150)
        #expect(game.secondsPerQuestion == 30)
        #expect(game.answer(0, secondsLeft: 15)?.points == 150, "half the longer clock left: half the bonus")
        game.next()
        #expect(game.answer(0, secondsLeft: 99)?.secondsLeft == 30, "no more than the clock")
        #expect(game.score == 150 + 200)
        #expect(DailyGame(day: Self.day, questions: questions, timeScalePercent: 900).secondsPerQuestion == 60)
        #expect(DailyGame(day: Self.day, questions: questions, timeScalePercent: 40).secondsPerQuestion == 20)
        let attempt = { (number: Int, percent: Int) in
            SavedDailyAttempt(
                day: Self.day, number: number, questions: questions, answers: [], secondsLeft: 30, finished: false,
                timeScalePercent: percent)
        }
        #expect(attempt(1, 100).ranked && !attempt(1, 150).ranked && !attempt(2, 100).ranked)
        #expect(attempt(1, 200).game.secondsPerQuestion == 40, "resumed at the scale it was dealt at")
    }
}
