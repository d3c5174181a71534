import Testing

@testable import QuizCore

/// The 40 s answer timer, read off its start and its stops.
@Suite struct TriviaTimerTests {
    @Test func runsFortySecondsFromItsStart() {
        let timer = TriviaTimer(startedAt: 5)
        #expect(timer.remaining(at: 0) == 40, "before the start it is full")
        #expect(timer.remaining(at: 5) == 40)
        #expect(timer.remaining(at: 25) == 20)
        #expect(timer.fraction(at: 25) == 0.5)
        #expect(timer.remaining(at: 45) == 0)
        #expect(timer.remaining(at: 100) == 0)
        #expect(!timer.isExpired(at: 44.9))
        #expect(timer.isExpired(at: 45))
        #expect(timer.elapsed(at: 45) == 40)
    }

    @Test func aFreezeStopsItForExactlyTenSeconds() {
        var timer = TriviaTimer(startedAt: 0)
        timer.freeze(at: 12, seconds: 10)
        #expect(timer.stops == [TriviaTimer.Stop(start: 12, end: 22)])
        #expect(timer.remaining(at: 12) == 28)
        #expect(timer.remaining(at: 17) == 28)
        #expect(timer.isStopped(at: 17))
        #expect(timer.remaining(at: 22) == 28)
        #expect(!timer.isStopped(at: 22))
        #expect(timer.remaining(at: 23) == 27)
        #expect(!timer.isExpired(at: 49.9))
        #expect(timer.isExpired(at: 50))
    }

    @Test func twoFreezesRunBackToBack() {
        var timer = TriviaTimer(startedAt: 0)
        timer.freeze(at: 10, seconds: 10)
        timer.freeze(at: 14, seconds: 10)
        #expect(timer.stops == [.init(start: 10, end: 20), .init(start: 20, end: 30)])
        #expect(timer.remaining(at: 30) == 30)
        #expect(timer.remaining(at: 40) == 20)
        #expect(timer.isExpired(at: 60))
    }

    @Test func aHoldStopsItUntilResumedAndOverlapsCountOnce() {
        var timer = TriviaTimer(startedAt: 0)
        timer.freeze(at: 10, seconds: 10)
        timer.hold(at: 15)
        #expect(timer.remaining(at: 15) == 30)
        #expect(timer.remaining(at: 500) == 30, "held: stands still however long")
        timer.resume(at: 600)
        #expect(timer.stops == [.init(start: 10, end: 20), .init(start: 15, end: 600)])
        #expect(timer.remaining(at: 600) == 30)
        #expect(timer.remaining(at: 610) == 20)
    }

    @Test func timeGivenBackLeavesAtLeastTheMinimumEvenAfterALateTick() {
        var timer = TriviaTimer(startedAt: 5)
        // The time-out is seen by a tick a little after the bar ran out.
        timer.hold(at: 45.007_812_5)
        #expect(timer.remaining(at: 45.007_812_5) == 0)
        timer.resume(at: 60)
        timer.ensureRemaining(atLeast: 10, at: 60)
        #expect(timer.remaining(at: 60) == 10)
        #expect(timer.fraction(at: 60) == 0.25, "the bar shows the 10 s as a quarter of 40")
        #expect(timer.remaining(at: 65) == 5)
        #expect(timer.isExpired(at: 70))
        #expect(timer.elapsed(at: 70) == 40)

        var plenty = TriviaTimer(startedAt: 0)
        plenty.hold(at: 15)
        plenty.ensureRemaining(atLeast: 10, at: 20)
        #expect(plenty.givenBackSeconds == 0, "25 s left: nothing given")
        #expect(plenty.remaining(at: 20) == 25)
    }
}
