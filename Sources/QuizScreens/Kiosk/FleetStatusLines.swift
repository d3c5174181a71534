import Foundation
import QuizCore
import QuizFlows
import QuizText

/// The admin's fleet status page in words: the lines `tiltquiz fleet status` prints (device, kiosk, server, outbox,
/// last push and pull, last problem, the changes the server refused, reachable with the lag), from the status the
/// fleet's sync took after its last sync, in the catalog's language (the last problem and the refused changes worded
/// as the command words them: QuizFlows' `FleetProblem.screenText`, `FleetStatusWords`). Times are ISO 8601 in UTC
/// to the second, as the command prints them.
enum FleetStatusLines {
    static func lines(_ status: FleetStatus?, catalog: Catalog) -> [DeviceInfoView.Line] {
        guard let status else {
            return [DeviceInfoView.Line(label: catalog["admin.fleet.status"], value: catalog["admin.fleet.no_sync"])]
        }
        let reachable =
            status.reachable
            ? status.lag.map { catalog.plural("admin.fleet.reachable_lag", count: Int(clamping: $0)) }
                ?? catalog["admin.fleet.yes"]
            : catalog["admin.fleet.no"]
        // Asked of the server after each push (nil: not yet, or a server before fleet migration 11).
        let refused = status.refused.map { count in
            DeviceInfoView.Line(
                label: catalog["admin.fleet.refused"],
                value: FleetStatusWords.refused(count: count, last: status.lastRefusal).string(in: catalog))
        }
        return [
            DeviceInfoView.Line(
                label: catalog["admin.fleet.device"], value: status.deviceID ?? catalog["admin.fleet.no_device"]),
            DeviceInfoView.Line(label: catalog["admin.fleet.kiosk"], value: status.kioskID),
            DeviceInfoView.Line(label: catalog["admin.fleet.server"], value: status.server),
            DeviceInfoView.Line(
                label: catalog["admin.fleet.outbox"], value: catalog.plural("admin.fleet.waiting", count: status.outbox)
            ),
            DeviceInfoView.Line(label: catalog["admin.fleet.last_push"], value: time(status.lastPush, catalog)),
            DeviceInfoView.Line(label: catalog["admin.fleet.last_pull"], value: time(status.lastPull, catalog)),
            DeviceInfoView.Line(label: catalog["admin.fleet.reachable"], value: reachable),
            DeviceInfoView.Line(
                label: catalog["admin.fleet.last_problem"],
                value: status.lastProblem?.words(in: catalog) ?? catalog["admin.fleet.none"]),
        ] + (refused.map { [$0] } ?? [])
    }

    private static func time(_ date: Date?, _ catalog: Catalog) -> String {
        date.map { $0.formatted(.iso8601) } ?? catalog["admin.fleet.never"]
    }
}
