import Testing

@testable import QuizScreens

/// The order and rate of sd_notify messages, on a test clock.
@Suite struct WatchdogScheduleTests {
    @Test func readyComesFirstWithTheStatusThenPingsEveryHalfTimeout() {
        // WatchdogSec=10: ping at most every 5 s.
        var schedule = WatchdogSchedule(watchdogMicroseconds: 10_000_000)
        #expect(schedule.pingInterval == 5)
        #expect(schedule.turn(at: 100, status: "Showing title") == "READY=1\nSTATUS=Showing title")
        #expect(schedule.turn(at: 100.016, status: "Showing title") == nil)
        #expect(schedule.turn(at: 104.99, status: "Showing title") == nil)
        #expect(schedule.turn(at: 105, status: "Showing title") == "WATCHDOG=1")
        #expect(schedule.turn(at: 106, status: "Showing title") == nil)
        #expect(schedule.turn(at: 107, status: "Showing question") == "STATUS=Showing question")
        // A slow frame: the next turn pings at once, and the interval runs from there.
        #expect(schedule.turn(at: 113, status: "Showing question") == "WATCHDOG=1")
        #expect(schedule.turn(at: 117.5, status: "Showing reveal") == "STATUS=Showing reveal")
        #expect(schedule.turn(at: 118, status: "Showing reveal") == "WATCHDOG=1")
    }

    @Test func withoutAWatchdogOnlyReadinessAndStatusAreSent() {
        var schedule = WatchdogSchedule(watchdogMicroseconds: nil)
        #expect(schedule.pingInterval == nil)
        #expect(schedule.turn(at: 0, status: "Showing title") == "READY=1\nSTATUS=Showing title")
        #expect(schedule.turn(at: 3600, status: "Showing title") == nil)
        #expect(schedule.turn(at: 7200, status: "Showing attract") == "STATUS=Showing attract")
    }
}
