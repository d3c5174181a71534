import Foundation

/// A day of the year as "On this day" names it: a month and a day, 29 February included.
public struct EventDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let month: Int
    public let day: Int

    /// Nil unless `month` and `day` name a day of a leap year.
    public init?(month: Int, day: Int) {
        guard OnThisDayFormat.isValid(month: month, day: day) else { return nil }
        self.month = month
        self.day = day
    }

    /// Reads `MM-DD` (`07-20`; `7-20` too); nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
            let month = Int(parts[0]), let day = Int(parts[1])
        else { return nil }
        self.init(month: month, day: day)
    }

    /// `07-20`.
    public var description: String {
        String(format: "%02d-%02d", month, day)
    }

    /// The feed's path for the date: `07/20`.
    public var path: String {
        String(format: "%02d/%02d", month, day)
    }

    public static func < (lhs: EventDate, rhs: EventDate) -> Bool {
        (lhs.month, lhs.day) < (rhs.month, rhs.day)
    }

    /// Every day of a leap year, 01-01 to 12-31.
    public static let allDays: [EventDate] = (1...12).flatMap { month in
        (1...31).compactMap { EventDate(month: month, day: $0) }
    }

    /// The date `instant` falls on in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.month, .day], from: instant)
        // The calendar always gives a valid month and day.
        self.month = parts.month ?? 1
        self.day = parts.day ?? 1
    }

    /// `count` days from the day `instant` falls on in `timeZone`, that day first (29 February only in leap
    /// years, as the calendar has it).
    public static func days(from instant: Date, count: Int, in timeZone: TimeZone) -> [EventDate] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = calendar.startOfDay(for: instant)
        return (0..<max(0, count)).compactMap { offset in
            // Noon, so a daylight saving change never moves a day onto the one before.
            calendar.date(byAdding: DateComponents(day: offset, hour: 12), to: start).map {
                EventDate($0, in: timeZone)
            }
        }
    }
}
