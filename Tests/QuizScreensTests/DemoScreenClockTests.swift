import Testing

@testable import QuizScreens

/// An attract demo's clock: its own time starts when it is made, and a screen's time on view restarts when the
/// screen changes, whatever the game's clock reads.
@Suite struct DemoScreenClockTests {
    @Test func aScreenIsTimedFromWhenItWasFirstSeen() {
        var clock = DemoScreenClock(startedAt: 100)
        #expect(clock.startedAt == 100)
        #expect(clock.onScreen("home", at: 0.5) == 0)
        #expect(clock.onScreen("home", at: 1.7) == 1.2)
        #expect(clock.onScreen("question", at: 2) == 0)
        #expect(clock.onScreen("question", at: 3.5) == 1.5)
        #expect(clock.onScreen("home", at: 4) == 0)
    }

    @Test func theFirstScreenAskedAboutStartsAtZero() {
        var clock = DemoScreenClock(startedAt: 0)
        #expect(clock.onScreen("title", at: 3) == 0)
        var other = DemoScreenClock(startedAt: 0)
        _ = other.onScreen("title", at: 3)
        #expect(clock == other)
    }

    /// The three scene demos answer alike: right twice, then wrong once, over and over.
    @Test func aDemoAnswersWrongEveryThirdTime() {
        var answering = DemoAnswering()
        var rights: [Bool] = []
        for _ in 0..<7 {
            rights.append(answering.nextIsRight)
            answering.gaveOne()
        }
        #expect(rights == [true, true, false, true, true, false, true])
        #expect(answering.given == 7)
    }
}
