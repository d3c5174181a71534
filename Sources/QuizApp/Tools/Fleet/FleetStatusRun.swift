import Foundation
import QuizCore
import QuizFleet
import QuizFlows
import QuizStore
import QuizText

/// `tiltquiz fleet status [--json]`: where the data folder's device stands in its fleet (device id, kiosk id,
/// server, outbox, last push and pull, the last sync's problem) and a quick look at the server (reachable, lag in
/// change-log entries). An unreachable server is a line of the status, not a failure; the password is never shown.
/// Its lines are the kiosk's fleet status page's (`admin.fleet.*`) in the operator's catalog; `--json` is as it is.
public enum FleetStatusRun {
    /// What `--json` prints; a key without a value is left out. `lastProblem` and `serverProblem` are the English
    /// lines; `lastProblemKind` and `serverProblemKind` the problems as values (a kind and its values, as the
    /// journal keeps them) for scripts that word them.
    struct Report: Encodable {
        var deviceID: String?
        var joined: Bool
        var kioskID: String
        var server: String
        var sslMode: String
        var outbox: Int
        var cursor: Int64
        var lastPush: String?
        var lastPull: String?
        var lastProblem: String?
        var lastProblemKind: FleetProblem?
        var lastProblemAt: String?
        var reachable: Bool
        var serverProblem: String?
        var serverProblemKind: FleetProblem?
        var schemaVersion: Int?
        var lag: Int64?
        /// The device's changes the server refused and kept (fleet migration 11), and the last one's line.
        var refused: Int?
        var lastRefusal: String?
    }

    public static func run(json: Bool, location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        let (sync, setup) = try FleetRun.open(location, existing: true, words: words)
        let state = try storeCommand { () throws(StoreError) in try sync.journal.state() }
        let look = try BlockingRun.value { await sync.look() }
        let report = Report(
            deviceID: state.deviceID?.uuidString.lowercased(), joined: state.joined, kioskID: sync.kiosk,
            server: setup.place, sslMode: setup.connection.server.sslMode.rawValue, outbox: state.outboxLength,
            cursor: state.cursor, lastPush: state.lastPushAt.map(time), lastPull: state.lastPullAt.map(time),
            lastProblem: state.lastProblem, lastProblemKind: state.problem,
            lastProblemAt: state.lastProblemAt.map(time),
            reachable: look.reachable, serverProblem: look.problem?.english, serverProblemKind: look.problem,
            schemaVersion: look.schemaVersion, lag: look.lag,
            refused: look.refused?.count, lastRefusal: look.refused?.latest?.line)
        if json {
            print(try Self.json(report))
        } else {
            for line in lines(report, words) { print(line) }
        }
    }

    /// `--json`'s object: keys sorted and slashes escaped, the bytes `JSONEncoder` wrote before.
    static func json(_ report: Report) throws -> String {
        try JSONText.encode(report, format: [.sortedKeys, .escapingSlashes])
    }

    /// Each line a label and its value, the values lined up after the longest label.
    static func lines(_ report: Report, _ words: Catalog) -> [String] {
        var reach =
            report.reachable
            ? report.lag.map { words.plural("admin.fleet.reachable_lag", count: Int(clamping: $0)) }
                ?? words["admin.fleet.yes"]
            : words["admin.fleet.no"]
        if let version = report.schemaVersion {
            reach = words.text("cli.fleet_schema_version", ["reachable": reach, "version": String(version)])
        }
        if let problem = report.serverProblemKind {
            reach = words.text(
                "cli.fleet_reachable_problem", ["reachable": reach, "problem": problem.words(in: words)])
        }
        let shown: [(String, String)] = [
            ("admin.fleet.device", report.deviceID ?? words["admin.fleet.no_device"]),
            ("admin.fleet.kiosk", report.kioskID),
            ("admin.fleet.server", "\(report.server) (sslmode=\(report.sslMode))"),
            ("admin.fleet.outbox", words.plural("admin.fleet.waiting", count: report.outbox)),
            ("admin.fleet.last_push", report.lastPush ?? words["admin.fleet.never"]),
            ("admin.fleet.last_pull", report.lastPull ?? words["admin.fleet.never"]),
            (
                "admin.fleet.last_problem",
                report.lastProblemKind.map {
                    words.text(
                        "cli.fleet_problem_at", ["problem": $0.words(in: words), "time": report.lastProblemAt ?? "?"])
                } ?? words["admin.fleet.none"]
            ),
            ("admin.fleet.reachable", reach),
        ]
        // As the kiosk's fleet status page words it.
        let refused = report.refused.map {
            FleetStatusWords.refused(count: $0, last: report.lastRefusal).string(in: words)
        }
        let rows = shown + (refused.map { [("admin.fleet.refused", $0)] } ?? [])
        let labels = rows.map { words.text("cli.label", ["label": words[$0.0]]) }
        let width = (labels.map(\.count).max() ?? 0) + 1
        return zip(labels, rows).map { label, row in
            label + String(repeating: " ", count: width - label.count) + row.1
        }
    }

    /// ISO 8601 in UTC, to the second.
    static func time(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
