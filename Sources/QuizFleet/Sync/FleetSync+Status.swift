import Foundation
import QuizCore
import QuizStore

extension FleetSync {
    /// The server as `user@host:port/database` (never the password), as `fleet status` names it.
    public var place: String {
        let server = connection.server
        return "\(server.user)@\(server.address)/\(server.database)"
    }

    /// The device's fleet status right after a sync that ended with `outcome`: the journal's state (a read of the
    /// store, on the sync's own connection), whether the server answered, and the change-log entries still to pull.
    /// Nil when the store cannot be read.
    public func status(after outcome: Result<FleetSyncReport, FleetSyncFailure>) -> FleetStatus? {
        guard let state = try? journal.state() else { return nil }
        var status = FleetStatus(
            deviceID: state.deviceID?.uuidString.lowercased(), kioskID: kiosk, server: place,
            outbox: state.outboxLength, lastPush: state.lastPushAt, lastPull: state.lastPullAt,
            lastProblem: state.problem, reachable: false)
        switch outcome {
        case .success(let report):
            status.reachable = true
            status.lag = max(0, report.lastLog - state.cursor)
            status.refused = report.refused?.count
            status.lastRefusal = report.refused?.latest?.line
        case .failure(let failure):
            status.reachable = failure.serverAnswered
        }
        return status
    }
}
