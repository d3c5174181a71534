import QuizCore

/// A calendar day in the words of the language on view: weekday and month names and the order they go in come
/// from the catalog (`date.*`); years are written without grouping ("2026", never "2,026").
public struct CalendarText {
    public let catalog: Catalog

    public init(_ catalog: Catalog) {
        self.catalog = catalog
    }

    /// "Friday 20 July 2026".
    public func long(_ day: CalendarDay) -> String { long(day, weekday: weekday(day), month: month(day)) }

    /// The date as less and less room allows: "Wednesday 2 December 2026", "Wed 2 December 2026", "Wed 2 Dec 2026".
    public func dates(_ day: CalendarDay) -> [String] {
        [
            long(day), long(day, weekday: weekday(day, short: true), month: month(day)),
            long(day, weekday: weekday(day, short: true), month: month(day, short: true)),
        ]
    }

    /// "20 July".
    public func dayMonth(_ day: CalendarDay) -> String {
        catalog.text("date.day_month", ["day": String(day.day), "month": month(day)])
    }

    /// "Thu 19 Nov".
    public func row(_ day: CalendarDay) -> String {
        catalog.text(
            "date.weekday_day_month",
            ["weekday": weekday(day, short: true), "day": String(day.day), "month": month(day, short: true)])
    }

    /// "24 Nov 2026".
    public func short(_ day: CalendarDay) -> String {
        catalog.text(
            "date.day_month_year_short",
            ["day": String(day.day), "month": month(day, short: true), "year": String(day.year)])
    }

    /// "24 Nov 14:05": `time` is the clock time, written as is.
    public func short(_ day: CalendarDay, time: String) -> String {
        catalog.text(
            "date.day_month_time_short", ["day": String(day.day), "month": month(day, short: true), "time": time])
    }

    private func long(_ day: CalendarDay, weekday: String, month: String) -> String {
        catalog.text(
            "date.long", ["weekday": weekday, "day": String(day.day), "month": month, "year": String(day.year)])
    }

    private func weekday(_ day: CalendarDay, short: Bool = false) -> String {
        // 1970-01-01 was a Thursday.
        let index = ((day.daysSinceEpoch % 7) + 7) % 7
        return catalog[(short ? Self.shortWeekdays : Self.weekdays)[index]]
    }

    private func month(_ day: CalendarDay, short: Bool = false) -> String {
        catalog[(short ? Self.shortMonths : Self.months)[day.month - 1]]
    }

    /// From Thursday, the weekday of 1970-01-01.
    static let weekdays = [
        "date.thursday", "date.friday", "date.saturday", "date.sunday", "date.monday", "date.tuesday",
        "date.wednesday",
    ]
    static let shortWeekdays = [
        "date.thu", "date.fri", "date.sat", "date.sun", "date.mon", "date.tue", "date.wed",
    ]
    static let months = [
        "date.january", "date.february", "date.march", "date.april", "date.may", "date.june", "date.july",
        "date.august", "date.september", "date.october", "date.november", "date.december",
    ]
    static let shortMonths = [
        "date.jan", "date.feb", "date.mar", "date.apr", "date.may_short", "date.jun", "date.jul", "date.aug",
        "date.sep", "date.oct", "date.nov", "date.dec",
    ]
}
