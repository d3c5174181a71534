import QuizLive
import Testing

/// The big screen's timing (`LiveDirector`): which stage follows the round's phase, when the round moves on by
/// itself (an unattended start, the results' two screens, the next round after the podium) and what the
/// operator's Enter does at each stage. Time is given; nothing waits.
struct LiveDirectorTests {
    static let attended = LiveDirector.Timing(autoStartPlayers: 0, autoStartSeconds: 30)
    static let unattended = LiveDirector.Timing(
        autoStartPlayers: 2, autoStartSeconds: 10, distributionSeconds: 4, leaderboardSeconds: 6, podiumSeconds: 20)

    @Test func theTimingsDefaultsAndWhetherItRunsUnattended() {
        #expect(Self.attended.distributionSeconds == 5)
        #expect(Self.attended.leaderboardSeconds == 6)
        #expect(Self.attended.podiumSeconds == 20)
        #expect(!Self.attended.isUnattended)
        #expect(Self.unattended.isUnattended)
    }

    @Test func everyStageFollowsTheRoundsPhaseAndTheResultsMoveOnByThemselves() {
        var round = LiveFixtures.round(["Ana", "Ben"])
        var director = LiveDirector(timing: Self.unattended, at: 0)
        #expect(director.stage == .join && director.stageSince == 0)
        _ = round.reduce(.start(questions: LiveFixtures.questions(2), at: 100))
        #expect(director.step(round, at: 100) == nil)
        #expect(director.stage == .question(0) && director.stageSince == 100)
        // The question stays up however long it takes: the round closes it, not the director.
        #expect(director.step(round, at: 500) == nil)
        #expect(director.stage == .question(0))
        _ = round.reduce(.tick(at: 120))
        #expect(director.step(round, at: 120) == nil)
        #expect(director.stage == .distribution(0) && director.stageSince == 120)
        #expect(director.step(round, at: 123.9) == nil)
        #expect(director.stage == .distribution(0))
        #expect(director.step(round, at: 124) == nil)
        #expect(director.stage == .leaderboard(0) && director.stageSince == 124)
        #expect(director.step(round, at: 129.9) == nil)
        #expect(director.step(round, at: 130) == .next, "the top 5's 6 s are over")
        _ = round.reduce(.next(at: 130))
        #expect(director.step(round, at: 130) == nil)
        #expect(director.stage == .question(1))
        _ = round.reduce(.tick(at: 150))
        _ = director.step(round, at: 150)
        #expect(director.stage == .distribution(1))
        _ = director.step(round, at: 154)
        #expect(director.step(round, at: 160) == .next)
        _ = round.reduce(.next(at: 160))
        #expect(round.phase == .podium)
        #expect(director.step(round, at: 160) == nil)
        #expect(director.stage == .podium && director.stageSince == 160)
        #expect(director.step(round, at: 179.9) == nil)
        #expect(director.step(round, at: 180) == .newRound, "unattended: the next round after the podium's 20 s")
        // The host's new round is a new lobby: the join screen again.
        let next = LiveRound(pin: LivePIN("1234")!)
        #expect(director.step(next, at: 180) == nil)
        #expect(director.stage == .join && director.stageSince == 180)
        #expect(director.enoughSince == nil)
    }

    @Test func anUnattendedRoundStartsItsSecondsAfterEnoughPlayersJoined() {
        var round = LiveFixtures.round(["Ana"])
        var director = LiveDirector(timing: Self.unattended, at: 0)
        #expect(director.step(round, at: 5) == nil)
        #expect(director.enoughSince == nil && director.secondsToStart(at: 5) == nil, "one player of two")
        _ = round.reduce(.join(name: "Ben", token: LiveFixtures.token(2), at: 7))
        #expect(director.step(round, at: 7) == nil)
        #expect(director.enoughSince == 7)
        #expect(director.secondsToStart(at: 7) == 10)
        #expect(director.secondsToStart(at: 12.5) == 4.5)
        // More players do not restart the wait.
        _ = round.reduce(.join(name: "Cy", token: LiveFixtures.token(3), at: 9))
        #expect(director.step(round, at: 16.9) == nil)
        #expect(director.secondsToStart(at: 16.9)! < 0.11)
        #expect(director.step(round, at: 17) == .start)
        #expect(director.secondsToStart(at: 30) == 0, "never below 0 while the start waits")
    }

    @Test func theUnattendedWaitStartsAgainWhenPlayersGoBelowTheNumber() {
        var round = LiveFixtures.round(["Ana", "Ben"])
        var director = LiveDirector(timing: Self.unattended, at: 0)
        _ = director.step(round, at: 1)
        #expect(director.enoughSince == 1)
        _ = round.reduce(.kick(token: LiveFixtures.token(2)))
        #expect(director.step(round, at: 8) == nil)
        #expect(director.enoughSince == nil && director.secondsToStart(at: 8) == nil)
        _ = round.reduce(.join(name: "Cy", token: LiveFixtures.token(3), at: 9))
        #expect(director.step(round, at: 9) == nil)
        #expect(director.step(round, at: 18.9) == nil, "10 s from the second player's join, not the first")
        #expect(director.step(round, at: 19) == .start)
    }

    @Test func noSecondsToWaitStartsAtOnce() {
        let round = LiveFixtures.round(["Ana", "Ben"])
        var director = LiveDirector(timing: .init(autoStartPlayers: 2, autoStartSeconds: 0), at: 0)
        #expect(director.step(round, at: 3) == .start)
    }

    @Test func anAttendedRoundNeverMovesOnByItselfExceptTheResultsScreens() {
        var round = LiveFixtures.round(["Ana", "Ben", "Cy"])
        var director = LiveDirector(timing: Self.attended, at: 0)
        #expect(director.step(round, at: 10_000) == nil)
        #expect(director.enoughSince == nil && director.secondsToStart(at: 10_000) == nil)
        _ = round.reduce(.start(questions: LiveFixtures.questions(1), at: 10_000))
        _ = round.reduce(.end(at: 10_005))
        _ = director.step(round, at: 10_005)
        #expect(director.stage == .podium)
        #expect(director.step(round, at: 20_000) == nil, "the podium stays until the operator moves on")
    }

    @Test func theOperatorsEnterAtEachStage() {
        var round = LiveRound(pin: LiveFixtures.pin)
        var director = LiveDirector(timing: Self.attended, at: 0)
        #expect(director.advance(round, at: 1) == nil, "no start without a player")
        _ = round.reduce(.join(name: "Ana", token: LiveFixtures.token(1), at: 2))
        _ = round.reduce(.join(name: "Ben", token: LiveFixtures.token(2), at: 2))
        #expect(director.advance(round, at: 3) == .start)
        _ = round.reduce(.start(questions: LiveFixtures.questions(2), at: 3))
        #expect(director.advance(round, at: 4) == .next, "Enter closes the question")
        #expect(director.stage == .question(0))
        _ = round.reduce(.next(at: 4))
        #expect(director.advance(round, at: 5) == nil, "Enter on the distribution shows the top 5")
        #expect(director.stage == .leaderboard(0) && director.stageSince == 5)
        #expect(director.advance(round, at: 6) == .next, "Enter on the top 5 opens the next question")
        _ = round.reduce(.next(at: 6))
        #expect(director.advance(round, at: 7) == .next)
        #expect(director.stage == .question(1) && director.stageSince == 7)
        _ = round.reduce(.next(at: 7))
        _ = director.advance(round, at: 8)
        #expect(director.stage == .leaderboard(1))
        #expect(director.advance(round, at: 9) == .next, "after the last question: the podium")
        _ = round.reduce(.next(at: 9))
        #expect(round.phase == .podium)
        #expect(director.advance(round, at: 10) == .newRound)
        #expect(director.stage == .podium)
    }

    @Test func aStageTheDirectorMissedIsFollowedToTheRoundsPhase() {
        // The big screen may see the round only every few changes: it shows where the round is now.
        var round = LiveFixtures.round(["Ana"])
        var director = LiveDirector(timing: Self.attended, at: 0)
        _ = round.reduce(.start(questions: LiveFixtures.questions(3), at: 1))
        _ = round.reduce(.next(at: 2))
        _ = round.reduce(.next(at: 3))
        #expect(director.step(round, at: 3) == nil)
        #expect(director.stage == .question(1) && director.stageSince == 3)
        _ = round.reduce(.answer(token: LiveFixtures.token(1), question: 1, option: 1, at: 4))
        #expect(round.phase == .results(index: 1), "the only player answered: the question closed")
        _ = director.step(round, at: 4)
        #expect(director.stage == .distribution(1))
    }
}
