import Foundation
import Hummingbird
import QuizCore
import QuizStore
import QuizText

/// `GET /` with a fleet: a day of the fleet (today in the event's time zone, or `?day=YYYY-MM-DD`): its games,
/// new players and players in all, and each device with its games that day, last push and pull, how far behind
/// the change log it was at its last pull, and the outbox number the server has from it.
struct FleetDashboardRoutes {
    let fleet: FleetDirectory
    let pages: Pages
    let timeZone: TimeZone

    func add(to group: RouterGroup<AdminContext>) {
        group.get("/") { request, context in try await page(request, context) }
    }

    func page(_ request: Request, _ context: AdminContext) async throws -> Response {
        let today = LocalDate.string(for: Date(), in: timeZone)
        let asked = request.uri.queryParameters.get("day")
        let day = asked ?? today
        guard let start = Days.start(of: day, in: timeZone), let calendarDay = CalendarDay(day) else {
            return pages.message(
                context.words["web.no_such_day"], context.words.text("web.bad_day", ["day": asked ?? ""]),
                in: context, status: .badRequest)
        }
        let end = Days.start(of: LocalDate.adding(days: 1, to: day) ?? day, in: timeZone) ?? start
        let figures = try await fleet.day(calendarDay, from: start, to: end)
        let words = context.words
        let kiosks: [[String: Any]] = figures.kiosks.map { kiosk in
            [
                "kiosk": kiosk.kiosk
                    ?? words.text("web.no_kiosk_id", ["device": kiosk.device.uuidString.lowercased()]),
                "games": kiosk.games, "players": kiosk.players,
                "lastPush": Days.moment(kiosk.lastPush, in: timeZone, words),
                "lastPull": Days.moment(kiosk.lastPull, in: timeZone, words),
                "behind": kiosk.behind >= FleetDirectory.behindCap
                    ? words.text("web.or_more", ["count": words.number(FleetDirectory.behindCap)])
                    : String(kiosk.behind),
                "pushedSeq": String(kiosk.pushedSeq), "firstSeen": Days.moment(kiosk.firstSeen, in: timeZone, words),
            ]
        }
        return pages.html(
            "fleetDashboard", title: words["web.dashboard"], in: context,
            [
                "day": day, "isToday": day == today, "previous": LocalDate.adding(days: -1, to: day) ?? day,
                "next": LocalDate.adding(days: 1, to: day) ?? day,
                "gamesFigure": PageFigure.values(words, "web.figure_fleet_games", count: figures.games),
                "newPlayersFigure": PageFigure.values(words, "web.figure_new_players", count: figures.newPlayers),
                "playersFigure": PageFigure.values(words, "web.figure_players_in_all", count: figures.players),
                "kiosksFigure": PageFigure.values(words, "web.figure_devices", count: kiosks.count),
                "kiosks": kiosks, "hasKiosks": !kiosks.isEmpty,
            ])
    }
}
