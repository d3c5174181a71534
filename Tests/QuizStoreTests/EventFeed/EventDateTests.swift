import Foundation
import Testing

@testable import QuizStore

/// Days of the year as the feed names them, and the days a round fetches.
@Suite struct EventDateTests {
    @Test func datesReadAsMonthDashDay() {
        #expect(EventDate("07-20") == EventDate(month: 7, day: 20))
        #expect(EventDate("7-20") == EventDate(month: 7, day: 20))
        #expect(EventDate("02-29")?.description == "02-29")
        #expect(EventDate("01-05")?.path == "01/05")
        for wrong in ["02-30", "13-01", "00-10", "04-31", "0720", "07-20-1", "", "-", "07-2O", "007-20", "٠٧-٢٠"] {
            #expect(EventDate(wrong) == nil, "\(wrong)")
        }
    }

    @Test func allDaysIsALeapYear() {
        #expect(EventDate.allDays.count == 366)
        #expect(EventDate.allDays.first?.description == "01-01" && EventDate.allDays.last?.description == "12-31")
        #expect(EventDate.allDays == EventDate.allDays.sorted())
    }

    static func instant(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text) ?? .distantPast
    }

    static func zone(_ name: String) -> TimeZone {
        TimeZone(identifier: name) ?? .current
    }

    @Test func todayIsTheEventZonesDay() {
        let instant = Self.instant("2026-07-19T23:30:00Z")
        #expect(
            EventDate.days(from: instant, count: 2, in: Self.zone("Europe/Berlin")).map(\.description) == [
                "07-20", "07-21",
            ])
        #expect(
            EventDate.days(from: instant, count: 1, in: Self.zone("America/New_York")).map(\.description) == [
                "07-19"
            ])
        #expect(EventDate.days(from: instant, count: 0, in: Self.zone("UTC")).isEmpty)
    }

    /// Three days from an instant in a zone: across leap days and year ends, and across Berlin's clocks going
    /// forward on 29 March 2026 and back on 25 October.
    @Test(arguments: [
        ("2027-02-27T10:00:00Z", "UTC", ["02-27", "02-28", "03-01"]),
        ("2028-02-28T10:00:00Z", "UTC", ["02-28", "02-29", "03-01"]),
        ("2026-12-30T10:00:00Z", "UTC", ["12-30", "12-31", "01-01"]),
        ("2026-03-28T23:30:00Z", "Europe/Berlin", ["03-29", "03-30", "03-31"]),
        ("2026-10-24T22:30:00Z", "Europe/Berlin", ["10-25", "10-26", "10-27"]),
    ])
    func theDaysFollowTheCalendarAcrossLeapDaysYearEndsAndClockChanges(instant: String, zone: String, days: [String]) {
        #expect(EventDate.days(from: Self.instant(instant), count: 3, in: Self.zone(zone)).map(\.description) == days)
    }
}
