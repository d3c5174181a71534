import Foundation
import Hummingbird
import QuizCore
import QuizFleet
import QuizStore
import QuizText

/// `GET /` with a fleet: a day of the fleet (today in the event's time zone, or `?day=YYYY-MM-DD`): its games,
/// new players and players in all, and each device with its games that day, last push and pull, how far behind
/// the change log it was at its last pull, the outbox number the server has from it, its takings that day (credits
/// spent and given, money as the device's dashboard writes it), with the hall's in all, and how many of its changes
/// the server refused (kept in `fleet.rejected`); then the latest refused changes, each with PostgreSQL's reason and,
/// for an admin, a "Take again" button (and one for all of them). `POST /fleet/refused/take-again` (admins, with the
/// CSRF token; `device` and `seq` for one change, either alone for those it names, neither for all) takes them
/// again through `fleet.take_again` and shows what went in and what was refused again with its new reason.
struct FleetDashboardRoutes {
    let fleet: FleetDirectory
    let pages: Pages
    let timeZone: TimeZone

    func add(to group: RouterGroup<AdminContext>, admins: RouterGroup<AdminContext>) {
        group.get("/") { request, context in try await page(request, context) }
        admins.post("/fleet/refused/take-again") { _, context in try await takeAgain(context) }
    }

    func takeAgain(_ context: AdminContext) async throws -> Response {
        let words = context.words
        let device = context.form["device"].flatMap { $0.isEmpty ? nil : $0 }
        let seq = context.form["seq"].flatMap { $0.isEmpty ? nil : $0 }
        var id: UUID?
        if let device {
            guard let read = UUID(uuidString: device) else {
                return pages.message(
                    words["web.not_taken_again"], words.text("web.no_such_device", ["device": device]), in: context,
                    status: .badRequest)
            }
            id = read
        }
        var number: Int64?
        if let seq {
            // Without a device, that outbox number of every device's, as `fleet refused --retry --seq N` takes it.
            guard let read = Int64(seq), read > 0 else {
                return pages.message(
                    words["web.not_taken_again"], words.text("web.not_an_outbox_number", ["seq": seq]), in: context,
                    status: .badRequest)
            }
            number = read
        }
        let outcomes: [FleetTakenAgain]
        do {
            outcomes = try await fleet.takeAgain(device: id, seq: number)
        } catch let failure as FleetFailure {
            guard case .server(_, _, let state) = failure, state == "TQ004" else { throw failure }
            return pages.message(
                words["web.not_taken_again"], words.text("web.no_such_device", ["device": device ?? "?"]),
                in: context, status: .notFound)
        }
        let kiosks = try await fleet.kioskIDs()
        let again: [[String: Any]] = outcomes.filter { !$0.taken }.map { outcome in
            [
                "kiosk": kiosks[outcome.device]
                    ?? words.text("web.no_kiosk_id", ["device": outcome.device.uuidString.lowercased()]),
                "seq": String(outcome.seq), "kind": outcome.kind ?? "", "reason": outcome.reason ?? "",
            ]
        }
        return pages.html(
            "fleetTakenAgain", title: words["web.taken_again"], in: context,
            [
                "summary": words.text(
                    "web.taken_again_summary",
                    ["taken": words.number(outcomes.count - again.count), "kept": words.number(again.count)]),
                "again": again, "hasAgain": !again.isEmpty,
            ])
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
                "device": rejection.device.uuidString.lowercased(),
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
                "canTakeAgain": context.user?.role == .admin,
                "creditsSpent": Money.amount(figures.spentCents),
                "creditsGranted": Money.amount(figures.grantedCents),
            ]) { $1 })
    }
}
