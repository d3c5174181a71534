import Foundation
import QuizCore
import QuizStore

/// One device's sync with the fleet's PostgreSQL (docs/fleet.md, "Sync"): `once` says hello, drops from the outbox
/// what the server already has, pushes the rest in batches, pulls the change log after the device's cursor in
/// batches and applies it, and keeps the outcome (success, or the failure's problem) in the device's journal.
///
/// A failure anywhere loses nothing: the outbox keeps every change the server has not acknowledged, the cursor
/// moves only with what was applied, and the server takes a change it already has as nothing (by the device's
/// high-water mark and the row's fleet id), so the next `once` carries on where this one stopped.
public struct FleetSync: Sendable {
    /// The most changes in one push or one pull.
    public static let batchSize = 1000

    /// The device's side: its store's outbox, cursor and state.
    public let journal: FleetJournal
    /// The fleet's PostgreSQL.
    public let connection: FleetConnection
    /// The kiosk id the server binds to this device (`fleet.kiosk_id`).
    public let kiosk: String
    /// How long one sync may hold its connection before it is cut off (a network gone silent): what was
    /// acknowledged stays acknowledged, the rest stays in the outbox for the next sync.
    public let limit: Duration

    /// A minute: a day's outbox of a busy kiosk (a few thousand changes) goes in a few seconds.
    public static let defaultLimit = Duration.seconds(60)

    public init(journal: FleetJournal, connection: FleetConnection, kiosk: String, limit: Duration = defaultLimit) {
        self.journal = journal
        self.connection = connection
        self.kiosk = kiosk
        self.limit = limit
    }

    /// Joins the fleet when the device has not yet (every row it has is queued once), then pushes and pulls
    /// until both are done; records success (no problem) or the failure's problem in the journal, and throws it.
    @discardableResult
    public func once() async throws(FleetSyncFailure) -> FleetSyncReport {
        do {
            let device = try journal.join()
            guard let deviceID = device.deviceID else {
                throw FleetSyncFailure(.noDeviceID)
            }
            let report = try await connection.session(limit: limit) { client in
                try await exchange(FleetServerCalls(client), device: deviceID, cursor: device.cursor)
            }
            try journal.record(problem: nil)
            return report
        } catch {
            let failure = FleetSyncFailure(error)
            // A stop (the game ending) is no problem of the fleet's.
            if !(error is CancellationError) { try? journal.record(problem: failure.problem) }
            throw failure
        }
    }

    /// Hello, push, pull over one client.
    private func exchange(_ calls: FleetServerCalls, device: UUID, cursor: Int64) async throws -> FleetSyncReport {
        let hello = try await calls.hello(device: device, kiosk: kiosk)
        try FleetSchema.check(serverVersion: hello.schemaVersion)
        // What an earlier push committed without this device hearing the answer leaves the outbox now.
        try journal.acknowledge(through: hello.pushedSeq)
        var report = FleetSyncReport(lastLog: hello.lastLog)
        while true {
            let batch = try journal.pending(limit: Self.batchSize)
            guard let last = batch.last?.seq else { break }
            let high = try await calls.push(device: device, changes: batch)
            guard high >= last else {
                throw FleetSyncFailure(.pushShort(high: high, last: last), serverAnswered: true)
            }
            try journal.acknowledge(through: high)
            report.pushed += batch.count
        }
        // What the server could not take of this device's changes: kept there, acknowledged here.
        report.refused = try await calls.refused(device: device)
        var after = cursor
        while true {
            let changes = try await calls.pull(device: device, after: after, max: Self.batchSize)
            // An empty pull is applied too: it says when the device last heard the server.
            report.applied += try journal.apply(changes)
            report.pulled += changes.count
            guard let last = changes.last?.logID, changes.count == Self.batchSize else { break }
            after = last
        }
        report.lastLog = max(report.lastLog, try journal.state().cursor)
        return report
    }
}

/// What one `FleetSync.once` did.
public struct FleetSyncReport: Equatable, Sendable {
    /// Changes pushed (the server may have had some: it counts them once).
    public var pushed = 0
    /// Changes pulled from the change log, and how many of them changed something here.
    public var pulled = 0
    public var applied = 0
    /// The change log's last id when the sync said hello (or the last pulled, when later).
    public var lastLog: Int64
    /// The changes of this device the server could not take, kept in its `fleet.rejected` (all of them, not only
    /// this sync's), and the latest; nil when the sync did not get that far.
    public var refused: FleetRefused?

    public init(pushed: Int = 0, pulled: Int = 0, applied: Int = 0, lastLog: Int64, refused: FleetRefused? = nil) {
        (self.pushed, self.pulled, self.applied, self.lastLog) = (pushed, pulled, applied, lastLog)
        self.refused = refused
    }
}

/// Why a sync did not complete: the problem (a value naming the thing and the reason, never a password), worded
/// where it is shown; `line` is its English.
public struct FleetSyncFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public var problem: FleetProblem
    /// Whether the server answered, with a refusal (a wrong password, another schema version, the kiosk id taken):
    /// reachable, as `fleet status` and the kiosk's admin page say, but not synced with.
    public var serverAnswered: Bool

    public init(_ problem: FleetProblem, serverAnswered: Bool = false) {
        self.problem = problem
        self.serverAnswered = serverAnswered
    }

    /// The failure met on the way: the fleet's (`FleetFailure`), the store's (`StoreError`, in its own words), or
    /// another error's own description.
    init(_ error: any Error) {
        serverAnswered = false
        switch error {
        case let failure as FleetSyncFailure: self = failure
        case let failure as FleetFailure:
            problem = failure
            switch failure {
            case .kioskTaken, .noSchema, .schemaVersion, .wrongPassword, .userRefused, .noDatabase, .server:
                serverAnswered = true
            default: break
            }
        case let failure as StoreError: problem = .store(detail: failure.description)
        case is CancellationError: problem = .stopped
        default: problem = .other(String(describing: error))
        }
    }

    /// The problem in English, for logs and the errors thrown.
    public var line: String { problem.english }

    public var description: String { line }
}
