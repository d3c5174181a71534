import Foundation
import Hummingbird
import QuizStore

/// The day a dashboard shows, `?day=YYYY-MM-DD` or else today in the event's time zone, and the instants it
/// starts and ends: the same on this device's dashboard and on the fleet's.
struct DashboardDay {
    /// YYYY-MM-DD.
    let day: String
    let today: String
    /// The day's first instant, and the next day's.
    let start: Date
    let end: Date

    /// The day `request` asks for; nil when its `day` is not a date.
    init?(_ request: Request, in timeZone: TimeZone) {
        today = LocalDate.string(for: Date(), in: timeZone)
        day = request.uri.queryParameters.get("day") ?? today
        guard let start = Days.start(of: day, in: timeZone) else { return nil }
        self.start = start
        end = Days.start(of: LocalDate.adding(days: 1, to: day) ?? day, in: timeZone) ?? start
    }

    /// The `days` template part's values: the day, whether it is today, and the days before and after it.
    var values: [String: Any] {
        [
            "day": day, "isToday": day == today, "previous": LocalDate.adding(days: -1, to: day) ?? day,
            "next": LocalDate.adding(days: 1, to: day) ?? day,
        ]
    }

    /// The page that refuses a `day` that is not a date.
    static func refusal(_ request: Request, _ pages: Pages, in context: AdminContext) -> Response {
        let asked = request.uri.queryParameters.get("day") ?? ""
        return pages.message(
            context.words["web.no_such_day"], context.words.text("web.bad_day", ["day": asked]), in: context,
            status: .badRequest)
    }
}
