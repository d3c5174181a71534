import Foundation
import Hummingbird
import QuizCore
import QuizStore
import QuizText

/// `GET /` with a fleet: a day of the fleet (today in the event's time zone, or `?day=YYYY-MM-DD`): its games,
/// new players and players in all, and each device with its games that day, last push and pull, how far behind
/// the change log it was at its last pull, the outbox number the server has from it, its takings that day (credits
/// spent and given, money as the device's dashboard writes it), with the hall's in all, and how many of its changes
/// the server refused (kept in `fleet.rejected`); then the latest refused changes, each with PostgreSQL's reason.
struct FleetDashboardRoutes {
    let fleet: FleetDirectory
    let pages: Pages
    let timeZone: TimeZone

    func add(to group: RouterGroup<AdminContext>) {
        group.get("/") { request, context in try await page(request, context) }
    }

    func page(_ request: Request, _ context: AdminContext) async throws -> Response {
        guard let shown = DashboardDay(request, in: timeZone), let calendarDay = CalendarDay(shown.day) else {
            return DashboardDay.refusal(request, pages, in: context)
        }
        let figures = try await fleet.day(calendarDay, from: shown.start, to: shown.end)
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
                "spent": Money.amount(kiosk.spentCents), "granted": Money.amount(kiosk.grantedCents),
                "refused": words.number(kiosk.refused),
            ]
        }
        let rejections: [[String: Any]] = figures.rejections.map { rejection in
            [
                "kiosk": rejection.kiosk
                    ?? words.text("web.no_kiosk_id", ["device": rejection.device.uuidString.lowercased()]),
                "seq": String(rejection.seq), "kind": rejection.kind ?? "",
                "reason": "\(rejection.message) (\(rejection.sqlState))",
                "when": Days.moment(rejection.at, in: timeZone, words),
            ]
        }
        return pages.html(
            "fleetDashboard", title: words["web.dashboard"], in: context,
            shown.values.merging([
                "figures": [
                    PageFigure.values(words, "web.figure_fleet_games", count: figures.games),
                    PageFigure.values(words, "web.figure_new_players", count: figures.newPlayers),
                    PageFigure.values(words, "web.figure_players_in_all", count: figures.players),
                    PageFigure.values(words, "web.figure_devices", count: kiosks.count),
                ],
                "kiosks": kiosks, "hasKiosks": !kiosks.isEmpty,
                "rejections": rejections, "hasRejections": !rejections.isEmpty,
                "creditsSpent": Money.amount(figures.spentCents),
                "creditsGranted": Money.amount(figures.grantedCents),
            ]) { $1 })
    }
}
