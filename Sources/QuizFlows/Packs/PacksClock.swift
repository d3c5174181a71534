import Foundation
import QuizCore

/// When something happened in the packs mode (a check, an update, a game), on the kiosk's clock and calendar:
/// the day it fell on, its time of day, and the words the narration says for it ("today at 14:05", or the whole
/// date of another day).
public enum PacksClock {
    /// "14:05", in the kiosk's time zone.
    public static func clock(_ date: Date) -> String { clockFormat.string(from: date) }

    /// The day `date` falls on in the kiosk's time zone.
    public static func day(_ date: Date) -> CalendarDay {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDay(daysSinceEpoch: 0)
    }

    /// As said: never "5 minutes ago", which would change (and be said again) while the screen is on view.
    public static func said(_ date: Date, now: Date) -> ScreenText {
        Calendar.current.isDate(date, inSameDayAs: now)
            ? ScreenText("time.today_at", ["time": .verbatim(clock(date))])
            : ScreenText("time.on_date", ["date": .date(day(date))])
    }

    // Made once: a formatter is slow to make, and screens draw every frame. Only the main loop uses it.
    nonisolated(unsafe) private static let clockFormat: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm"
        return formatter
    }()
}
