import Foundation
import QuizCore
import Testing

@testable import QuizApp

/// Which came first's clock: the minutes until the next game (the screen writes them in the player's language).
struct EventDayClockTests {
    @Test func minutesUntilMidnightInTheEventsZone() throws {
        let zone = try #require(TimeZone(identifier: "UTC"))
        let clock = EventDayClock(timeZone: zone, fixed: nil)
        // 2026-07-22 18:47:30 UTC: 5 h 12 min 30 s to midnight, written as 313 whole minutes.
        let now = Date(timeIntervalSince1970: 1_784_746_050)
        #expect(clock.minutesUntilMidnight(now: now) == 313)
        #expect(clock.minutesUntilMidnight(now: Date(timeIntervalSince1970: 1_784_764_799)) == 1)
        #expect(
            EventDayClock(timeZone: zone, fixed: CalendarDay(year: 2026, month: 7, day: 22)).minutesUntilMidnight()
                == nil)
    }
}
