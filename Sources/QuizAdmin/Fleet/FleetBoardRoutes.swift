import Foundation
import Hummingbird
import QuizCore
import QuizText

/// `GET /boards` with a fleet: the hall's boards from the fleet's PostgreSQL, as every device shows them: a
/// mode's ranked games over the day, its Monday-to-Sunday week or all time ending on a day, of one topic when
/// asked (a timed challenge's board is mode `timed` and its topic), the best 100, banned players left out; and
/// mode `daily`, the Daily Challenge of the day (one attempt per player across the fleet, by score), of one
/// language's deal when `language` names one (each language deals its own ten).
struct FleetBoardRoutes {
    static let top = 100
    static let dailyMode = GameMode.daily.rawValue

    let fleet: FleetDirectory
    let pages: Pages
    let timeZone: TimeZone

    func add(to group: RouterGroup<AdminContext>) {
        group.get("/boards") { request, context in try await show(request, context) }
    }

    func show(_ request: Request, _ context: AdminContext) async throws -> Response {
        let query = request.uri.queryParameters
        let day: CalendarDay
        let period: BoardPeriod
        do throws(BoardProblem) {
            day = try BoardProblem.day(request, in: timeZone)
            period = try BoardProblem.period(request)
        } catch {
            return error.page(pages, in: context)
        }
        let choices = try await fleet.boardChoices(mode: query.get("mode"), fallback: GameMode.trivia.rawValue)
        let mode = choices.mode
        let topic = query.get("topic").flatMap { $0.isEmpty ? nil : $0 }
        let daily = mode == Self.dailyMode
        let language = daily ? query.get("language").flatMap { $0.isEmpty ? nil : $0 } : nil
        let lines =
            daily
            ? try await fleet.daily(day, language: language, top: Self.top)
            : try await fleet.board(mode: mode, topic: topic, period: period, day: day, top: Self.top)
        // The language asked for stays chosen, also when no Daily Challenge of it is kept that day.
        var languages = daily ? try await fleet.dailyLanguages(day) : []
        if let language, !languages.contains(language) { languages.append(language) }
        var modes = choices.modes
        for extra in [Self.dailyMode, mode] where !modes.contains(extra) { modes.append(extra) }
        var topics = choices.topics
        if let topic, !topics.contains(topic) { topics.append(topic) }
        let admin = context.user?.role == .admin
        let words = context.words
        let rows: [[String: Any]] = lines.map { line in
            [
                "rank": line.rank, "id": line.player.uuidString.lowercased(), "name": line.name,
                "points": line.points, "games": line.games, "last": Days.moment(line.lastAt, in: timeZone, words),
                "admin": admin,
            ]
        }
        let heading =
            daily
            ? words.text("web.fleet_board_daily", ["day": day.description])
            : words.plural(
                topic == nil ? "web.fleet_board_heading" : "web.fleet_board_heading_topic", count: lines.count,
                [
                    "mode": ModeNames.title(mode, words), "topic": topic ?? "", "period": period.label(words),
                    "day": day.description,
                ])
        return pages.html(
            "fleetBoards", title: words["web.leaderboards"], in: context,
            [
                "modes": modes.map {
                    ["mode": $0, "label": ModeNames.title($0, words), "selected": $0 == mode] as [String: Any]
                },
                "periods": BoardPeriod.allCases.map {
                    ["period": $0.rawValue, "label": $0.label(words), "selected": $0 == period] as [String: Any]
                },
                "topics": topics.map { ["topic": $0, "selected": $0 == topic] as [String: Any] },
                "choosesLanguage": !languages.isEmpty,
                "boardLanguages": languages.map { ["code": $0, "selected": $0 == language] as [String: Any] },
                "day": day.description, "rows": rows, "hasRows": !rows.isEmpty, "heading": heading,
                "pointsLabel": words[daily ? "web.score" : "web.points"],
            ])
    }
}
