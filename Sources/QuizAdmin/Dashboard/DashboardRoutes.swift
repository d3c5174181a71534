import Foundation
import Hummingbird
import QuizCore
import QuizStore
import QuizText

/// `GET /`: a day at a glance (today in the event's time zone, or `?day=YYYY-MM-DD`): games, players and
/// answers per mode, new players, credits spent and given.
struct DashboardRoutes {
    let queries: AdminQueries
    let pages: Pages
    let timeZone: TimeZone

    func add(to group: RouterGroup<AdminContext>) {
        group.get("/") { request, context in try page(request, context) }
    }

    func page(_ request: Request, _ context: AdminContext) throws -> Response {
        guard let shown = DashboardDay(request, in: timeZone) else {
            return DashboardDay.refusal(request, pages, in: context)
        }
        let figures = try queries.day(shown.day, from: shown.start, to: shown.end)
        let modes: [[String: Any]] = figures.modes.map { mode in
            [
                "mode": ModeNames.title(mode.mode, context.words), "games": mode.games, "players": mode.players,
                "answers": mode.answers,
                "right": mode.rightAnswers,
                "rightShare": mode.answers == 0 ? "–" : context.words.percent(mode.rightAnswers * 100 / mode.answers),
            ]
        }
        let games = figures.modes.reduce(0) { $0 + $1.games }
        let answers = figures.modes.reduce(0) { $0 + $1.answers }
        let words = context.words
        return pages.html(
            "dashboard", title: words["web.dashboard"], in: context,
            shown.values.merging([
                "figures": [
                    PageFigure.values(words, "web.figure_games", count: games),
                    PageFigure.values(words, "web.figure_players", count: figures.players),
                    PageFigure.values(words, "web.figure_answers", count: answers),
                    PageFigure.values(words, "web.figure_new_players", count: figures.newPlayers),
                ],
                "modes": modes, "hasModes": !modes.isEmpty,
                "players": figures.players, "newPlayers": figures.newPlayers,
                "games": games, "answers": answers,
                "creditsSpent": Money.amount(figures.creditsSpentCents),
                "creditsGranted": Money.amount(figures.creditsGrantedCents),
            ]) { $1 })
    }
}

/// Days as the pages write them.
enum Days {
    /// The first instant of `day` (YYYY-MM-DD) in `timeZone`; nil when it is not such a date.
    static func start(of day: String, in timeZone: TimeZone) -> Date? {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        guard day.count == 10, parts.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
        guard let date = calendar.date(from: components),
            LocalDate.string(for: date, in: timeZone) == day
        else { return nil }
        return date
    }

    /// The day of `date` in `timeZone` as YYYY-MM-DD, counted as `moment` counts (no Calendar per request).
    static func day(_ date: Date, in timeZone: TimeZone) -> String {
        local(date, in: timeZone)?.day.description ?? "never"
    }

    /// An instant in `timeZone` as the page's language writes a date and a time ("27 Nov 2026 14:05", German
    /// "27. Nov. 2026 14:05"), or `words`' "never" for nil or an instant past the dates a page can show.
    static func moment(_ date: Date?, in timeZone: TimeZone, _ words: Catalog) -> String {
        guard let date, let local = local(date, in: timeZone) else { return words["web.never"] }
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
        return CalendarText(words).short(local.day) + " \(two(local.minute / 60)):\(two(local.minute % 60))"
    }

    /// The day and the minute of that day of `date` in `timeZone`; nil past the dates a page can show. Counted
    /// from the zone's offset at that instant, without a DateFormatter: the leaderboard formats 100 of these per
    /// request, and a formatter each was a sixth of the page's time under load (perf, docs/performance.md).
    /// Rounded to the millisecond first, as a formatter rounds (14:05:59.9996 is 14:06).
    static func local(_ date: Date, in timeZone: TimeZone) -> (day: CalendarDay, minute: Int)? {
        let milliseconds = StoredDate.formatterMilliseconds(date)
        guard milliseconds.isFinite, abs(milliseconds) < 1e15 else { return nil }
        let local = Int64((milliseconds / 1000).rounded(.down)) + Int64(timeZone.secondsFromGMT(for: date))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return (CalendarDay(daysSinceEpoch: Int(days)), Int((local - days * 86_400) / 60))
    }
}
