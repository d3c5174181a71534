import Foundation

/// The week a date falls in: Monday to Sunday in the event's time zone, and
/// the instants it starts and ends at (for timestamps such as `answer.answeredAt`).
public struct ProfileWeek: Equatable, Sendable {
    /// Seven YYYY-MM-DD dates, Monday first.
    public let dates: [String]
    /// Midnight at the start of Monday, in the zone.
    public let start: Date
    /// Midnight at the start of the next Monday, in the zone.
    public let end: Date

    /// The week holding `instant` in `timeZone`.
    public init(containing instant: Date, in timeZone: TimeZone) {
        let today = LocalDate.string(for: instant, in: timeZone)
        let monday = Self.monday(of: today) ?? today
        dates = (0..<7).map { LocalDate.adding(days: $0, to: monday) ?? monday }
        start = Self.midnight(of: monday, in: timeZone) ?? instant
        end = Self.midnight(of: LocalDate.adding(days: 7, to: monday) ?? monday, in: timeZone) ?? instant
    }

    /// The Monday on or before `date` (YYYY-MM-DD); nil if it is not a date.
    public static func monday(of date: String) -> String? {
        guard let instant = midnight(of: date, in: TimeZone(identifier: "UTC") ?? .current) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        // Gregorian weekdays: Sunday is 1, Monday 2.
        let weekday = calendar.component(.weekday, from: instant)
        return LocalDate.adding(days: -((weekday + 5) % 7), to: date)
    }

    /// The instant `date` begins in `timeZone`.
    public static func midnight(of date: String, in timeZone: TimeZone) -> Date? {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    }
}
