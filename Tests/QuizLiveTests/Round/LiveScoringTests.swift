import QuizCore
import Testing

@testable import QuizLive

@Suite("Live round: points, streaks, distribution, leaderboard and podium")
struct LiveScoringTests {
    @Test func speedPointsFollowTriviasCurve() {
        #expect(LiveScoring.speedPoints(secondsRemaining: 20, seconds: 20) == 600)
        #expect(LiveScoring.speedPoints(secondsRemaining: 15, seconds: 20) == 600)
        #expect(LiveScoring.speedPoints(secondsRemaining: 7.5, seconds: 20) == 300)
        #expect(LiveScoring.speedPoints(secondsRemaining: 0, seconds: 20) == 0)
        #expect(
            LiveScoring.speedPoints(secondsRemaining: 12, seconds: 40)
                == TriviaScoring.points(secondsRemaining: 12, answerSeconds: 40))
    }

    @Test func theStreakBonusGrowsToItsCap() {
        #expect((1...8).map { LiveScoring.streakBonus(streak: $0) } == [0, 100, 200, 300, 400, 500, 500, 500])
    }

    @Test func aStreakAddsItsBonusAndAWrongAnswerEndsIt() {
        var round = LiveFixtures.round(["Ana"])
        let ana = LiveFixtures.token(1)
        _ = round.reduce(.start(questions: LiveFixtures.questions(4), at: 0))
        var totals: [Int] = []
        // Right at once three times (600, 600 + 100, 600 + 200), then wrong.
        for (index, option) in [0, 1, 2, 0].enumerated() {
            let at = Double(index) * 100
            if index > 0 { _ = round.reduce(.next(at: at)) }
            _ = round.reduce(.answer(token: ana, question: index, option: option, at: at))
            totals.append(round.player(ana)!.points)
        }
        #expect(totals == [600, 1_300, 2_100, 2_100])
        #expect(round.player(ana)?.streak == 0)
        #expect(round.outcomes[ana] == LiveOutcome(option: 0, isRight: false, points: 0, streakBonus: 0, streak: 0))
    }

    @Test func theDistributionCountsEachAnswer() {
        var round = LiveFixtures.round(["Ana", "Bo", "Cy", "Di"])
        _ = round.reduce(.start(questions: LiveFixtures.questions(1), at: 0))
        for (number, option) in [(1, 0), (2, 2), (3, 2)] {
            _ = round.reduce(.answer(token: LiveFixtures.token(number), question: 0, option: option, at: 1))
        }
        #expect(round.distribution == [1, 0, 2, 0])
        _ = round.reduce(.tick(at: 20))
        #expect(round.distribution == [1, 0, 2, 0])
        #expect(round.currentQuestion?.question.rightOption == 0)
    }

    @Test func theTopFiveShowTheirMovementAndTiesShareARank() {
        let names = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]
        var round = LiveFixtures.round(names)
        _ = round.reduce(.start(questions: LiveFixtures.questions(2), at: 0))
        // Question 1 (right: option 0): Flo fast, Ed slower, the rest wrong.
        _ = round.reduce(.answer(token: LiveFixtures.token(6), question: 0, option: 0, at: 0))
        _ = round.reduce(.answer(token: LiveFixtures.token(5), question: 0, option: 0, at: 12.5))
        _ = round.reduce(.tick(at: 20))
        #expect(round.standings.map(\.name) == ["Flo", "Ed", "Ana", "Bo", "Cy", "Di"])
        #expect(round.standings.map(\.rank) == [1, 2, 3, 3, 3, 3])
        // Nobody had a place before the first question.
        #expect(round.standings.map(\.movement) == [nil, nil, nil, nil, nil, nil])
        // Question 2 (right: option 1): Ana and Bo fast, Flo wrong.
        _ = round.reduce(.next(at: 30))
        for number in [1, 2] {
            _ = round.reduce(.answer(token: LiveFixtures.token(number), question: 1, option: 1, at: 30))
        }
        _ = round.reduce(.answer(token: LiveFixtures.token(6), question: 1, option: 3, at: 30))
        _ = round.reduce(.tick(at: 50))
        let top = round.topFive
        // Equal points: the first to join first.
        #expect(top.map(\.name) == ["Ana", "Bo", "Flo", "Ed", "Cy"])
        #expect(top.map(\.points) == [600, 600, 600, 300, 0])
        #expect(top.map(\.rank) == [1, 1, 1, 4, 5])
        #expect(top.map(\.movement) == [2, 2, 0, -2, -2])
        #expect(round.podium.map(\.name) == ["Ana", "Bo", "Flo"])
        _ = round.reduce(.next(at: 60))
        #expect(round.phase == .podium)
        #expect(round.standing(of: LiveFixtures.token(4))?.rank == 5)
        // The leaderboard a broadcast sorts once finds every player's own standing, and no one else's.
        let board = round.leaderboard
        for standing in round.standings { #expect(board.standing(of: standing.token) == standing) }
        #expect(board.standing(of: LiveFixtures.token(7)) == nil)
    }

    @Test func questionsAreChecked() {
        #expect(throws: LiveQuestionError.optionCount(1)) {
            try LiveQuestion(text: "Q", options: ["A"], rightOption: 0)
        }
        #expect(throws: LiveQuestionError.rightOption(4, count: 4)) {
            try LiveQuestion(text: "Q", options: ["A", "B", "C", "D"], rightOption: 4)
        }
        #expect(throws: LiveQuestionError.noText) { try LiveQuestion(text: " ", options: ["A", "B"], rightOption: 0) }
        #expect(throws: LiveQuestionError.emptyOption) {
            try LiveQuestion(text: "Q", options: ["A", ""], rightOption: 0)
        }
        #expect(throws: LiveQuestionError.seconds(0)) {
            try LiveQuestion(text: "Q", options: ["A", "B"], rightOption: 0, seconds: 0)
        }
    }
}
