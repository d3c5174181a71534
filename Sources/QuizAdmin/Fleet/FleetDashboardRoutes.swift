import Foundation
import Hummingbird
import QuizCore
import QuizStore

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
                "No such day", "The day \(asked ?? "") is not a date written YYYY-MM-DD.", user: context.user,
                status: .badRequest)
        }
        let end = Days.start(of: LocalDate.adding(days: 1, to: day) ?? day, in: timeZone) ?? start
        let figures = try await fleet.day(calendarDay, from: start, to: end)
        let kiosks: [[String: Any]] = figures.kiosks.map { kiosk in
            [
                "kiosk": kiosk.kiosk ?? "(no kiosk id) \(kiosk.device.uuidString.lowercased())",
                "games": kiosk.games, "players": kiosk.players,
                "lastPush": Days.moment(kiosk.lastPush, in: timeZone),
                "lastPull": Days.moment(kiosk.lastPull, in: timeZone),
                "behind": kiosk.behind >= FleetDirectory.behindCap
                    ? "\(FleetDirectory.behindCap) or more" : String(kiosk.behind),
                "pushedSeq": String(kiosk.pushedSeq), "firstSeen": Days.moment(kiosk.firstSeen, in: timeZone),
            ]
        }
        return pages.html(
            "fleetDashboard", title: "Dashboard", user: context.user,
            [
                "day": day, "isToday": day == today, "previous": LocalDate.adding(days: -1, to: day) ?? day,
                "next": LocalDate.adding(days: 1, to: day) ?? day,
                "games": figures.games, "gamesNoun": Counted.noun(figures.games, "game"),
                "newPlayers": figures.newPlayers, "newPlayersNoun": Counted.noun(figures.newPlayers, "new player"),
                "players": figures.players, "playersNoun": Counted.noun(figures.players, "player"),
                "kioskCount": kiosks.count, "kiosksNoun": Counted.noun(kiosks.count, "device"),
                "kiosks": kiosks, "hasKiosks": !kiosks.isEmpty,
            ])
    }
}
