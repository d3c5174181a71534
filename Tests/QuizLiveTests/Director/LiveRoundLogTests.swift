import QuizLive
import Testing

/// `LiveRoundLog`: every question's answers as the round closed them (the round keeps only the last), and the
/// round's result at its podium: each player still in it, most points first, with their answers' points
/// (streak bonus included) and seconds.
struct LiveRoundLogTests {
    static let ana = LiveFixtures.token(1)
    static let ben = LiveFixtures.token(2)
    static let cy = LiveFixtures.token(3)

    /// Applies `action` to `round` and lets `log` see the round after it.
    static func play(_ round: inout LiveRound, _ log: inout LiveRoundLog, _ action: LiveAction) {
        _ = round.reduce(action)
        log.observe(round)
    }

    @Test func aWholeRoundGivesEachPlayersAnswersPointsAndSeconds() {
        var round = LiveFixtures.round(["Ana", "Ben", "Cy"])
        var log = LiveRoundLog()
        log.observe(round)
        #expect(log.closed.isEmpty)
        // Question 0's right answer is option 0, question 1's option 1 (20 s each).
        Self.play(&round, &log, .start(questions: LiveFixtures.questions(2), at: 10))
        Self.play(&round, &log, .answer(token: Self.ana, question: 0, option: 0, at: 12))
        Self.play(&round, &log, .answer(token: Self.ben, question: 0, option: 3, at: 15))
        Self.play(&round, &log, .tick(at: 30))
        #expect(log.closed[0]?.openedAt == 10)
        #expect(log.closed[0]?.answers.count == 2)
        Self.play(&round, &log, .next(at: 40))
        Self.play(&round, &log, .answer(token: Self.ana, question: 1, option: 1, at: 41))
        Self.play(&round, &log, .answer(token: Self.ben, question: 1, option: 1, at: 45))
        Self.play(&round, &log, .answer(token: Self.cy, question: 1, option: 2, at: 50))
        #expect(round.phase == .results(index: 1), "everyone answered")
        Self.play(&round, &log, .next(at: 60))
        #expect(round.phase == .podium)
        #expect(log.closed.keys.sorted() == [0, 1])

        let result = log.result(of: round)
        #expect(result.questionsAsked == 2)
        #expect(result.players.map(\.name) == ["Ana", "Ben", "Cy"])
        #expect(result.players.map(\.rank) == [1, 2, 3])
        let ana = result.players[0]
        // 600 with 18 s of 20 left; then 600 again plus the streak's 100.
        #expect(ana.answers.map(\.points) == [600, 700])
        #expect(ana.points == 1_300 && ana.points == round.player(Self.ana)?.points)
        #expect(ana.answers.map(\.seconds) == [2, 1])
        #expect(ana.right == 2)
        let ben = result.players[1]
        #expect(ben.answers.map(\.isRight) == [false, true])
        #expect(ben.answers.map(\.option) == [3, 1])
        #expect(ben.answers.map(\.question) == [0, 1])
        #expect(ben.answers[0].points == 0)
        #expect(ben.answers[1].points == LiveScoring.speedPoints(secondsRemaining: 15, seconds: 20))
        #expect(ben.right == 1)
        let cy = result.players[2]
        #expect(cy.answers.count == 1, "no answer to question 0")
        #expect(cy.answers[0].question == 1 && !cy.answers[0].isRight && cy.answers[0].points == 0)
        #expect(cy.points == 0 && cy.right == 0)
    }

    @Test func aRoundEndedDuringAQuestionKeepsThatQuestionsAnswers() {
        var round = LiveFixtures.round(["Ana", "Ben"])
        var log = LiveRoundLog()
        Self.play(&round, &log, .start(questions: LiveFixtures.questions(5), at: 0))
        Self.play(&round, &log, .next(at: 5))
        Self.play(&round, &log, .next(at: 6))
        Self.play(&round, &log, .answer(token: Self.ana, question: 1, option: 1, at: 7))
        // The operator ends the round while question 1 is open: the log sees only the podium.
        _ = round.reduce(.end(at: 8))
        log.observe(round)
        let result = log.result(of: round)
        #expect(result.questionsAsked == 2, "2 of the 5 dealt were asked")
        #expect(result.players.first?.name == "Ana")
        #expect(result.players.first?.answers.map(\.question) == [1])
        #expect(result.players.first?.answers.first?.seconds == 1)
    }

    @Test func aQuestionSeenOnlyClosedHasNoSecondsAndIsKeptOnce() {
        var round = LiveFixtures.round(["Ana"])
        _ = round.reduce(.start(questions: LiveFixtures.questions(2), at: 0))
        _ = round.reduce(.answer(token: Self.ana, question: 0, option: 0, at: 4))
        var log = LiveRoundLog()
        log.observe(round)
        #expect(log.closed[0]?.openedAt == nil)
        let kept = log.closed[0]
        log.observe(round)
        #expect(log.closed[0] == kept)
        let answer = log.result(of: round).players.first?.answers.first
        #expect(answer?.seconds == nil)
        #expect(answer?.points == 600)
    }

    @Test func aKickedPlayerIsNotInTheResult() {
        var round = LiveFixtures.round(["Ana", "Ben"])
        var log = LiveRoundLog()
        Self.play(&round, &log, .start(questions: LiveFixtures.questions(1), at: 0))
        Self.play(&round, &log, .answer(token: Self.ben, question: 0, option: 0, at: 1))
        Self.play(&round, &log, .kick(token: Self.ben))
        Self.play(&round, &log, .next(at: 2))
        Self.play(&round, &log, .next(at: 3))
        let result = log.result(of: round)
        #expect(result.players.map(\.name) == ["Ana"])
        #expect(result.players[0].answers.isEmpty)
    }

    @Test func equalPointsShareARank() {
        var round = LiveFixtures.round(["Ana", "Ben", "Cy"])
        var log = LiveRoundLog()
        Self.play(&round, &log, .start(questions: LiveFixtures.questions(1), at: 0))
        Self.play(&round, &log, .answer(token: Self.ben, question: 0, option: 0, at: 1))
        Self.play(&round, &log, .answer(token: Self.cy, question: 0, option: 0, at: 1))
        Self.play(&round, &log, .next(at: 2))
        Self.play(&round, &log, .next(at: 3))
        let result = log.result(of: round)
        #expect(result.players.map(\.name) == ["Ben", "Cy", "Ana"])
        #expect(result.players.map(\.rank) == [1, 1, 3])
    }
}
