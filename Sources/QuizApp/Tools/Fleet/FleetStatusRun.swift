import Foundation
import QuizFleet
import QuizStore

/// `tiltquiz fleet status [--json]`: where the data folder's device stands in its fleet (device id, kiosk id,
/// server, outbox, last push and pull, the last sync's problem) and a quick look at the server (reachable, lag in
/// change-log entries). An unreachable server is a line of the status, not a failure; the password is never shown.
public enum FleetStatusRun {
    /// What `--json` prints; a key without a value is left out.
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
        var lastProblemAt: String?
        var reachable: Bool
        var serverProblem: String?
        var schemaVersion: Int?
        var lag: Int64?
    }

    public static func run(json: Bool, location: StoreLocation) throws {
        let (sync, setup) = try FleetRun.open(location, existing: true)
        let state = try storeCommand { () throws(StoreError) in try sync.journal.state() }
        let look = try BlockingRun.value { await sync.look() }
        let report = Report(
            deviceID: state.deviceID?.uuidString.lowercased(), joined: state.joined, kioskID: sync.kiosk,
            server: setup.place, sslMode: setup.connection.server.sslMode.rawValue, outbox: state.outboxLength,
            cursor: state.cursor, lastPush: state.lastPushAt.map(time), lastPull: state.lastPullAt.map(time),
            lastProblem: state.lastProblem, lastProblemAt: state.lastProblemAt.map(time), reachable: look.reachable,
            serverProblem: look.problem, schemaVersion: look.schemaVersion, lag: look.lag)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            for line in lines(report) { print(line) }
        }
    }

    static func lines(_ report: Report) -> [String] {
        let reach =
            report.reachable
            ? "yes" + (report.schemaVersion.map { ", schema version \($0)" } ?? "")
                + (report.lag.map { ", \($0) change-log entr\($0 == 1 ? "y" : "ies") not pulled yet" } ?? "")
            : "no"
        return [
            "Device:       " + (report.deviceID ?? "none yet (made by the first sync)"),
            "Kiosk:        " + report.kioskID,
            "Server:       \(report.server) (sslmode=\(report.sslMode))",
            "Outbox:       \(report.outbox) change\(report.outbox == 1 ? "" : "s") waiting",
            "Last push:    " + (report.lastPush ?? "never"),
            "Last pull:    " + (report.lastPull ?? "never"),
            "Last problem: " + (report.lastProblem.map { "\($0) (\(report.lastProblemAt ?? "?"))" } ?? "none"),
            "Reachable:    " + reach + (report.serverProblem.map { ": \($0)" } ?? ""),
        ]
    }

    /// ISO 8601 in UTC, to the second.
    static func time(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
