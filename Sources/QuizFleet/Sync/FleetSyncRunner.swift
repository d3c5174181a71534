import Foundation
import QuizCore
import Synchronization

/// `FleetSync.once` every period while the game plays, on a task of its own (Swift's global executor, never the
/// game's frame loop), with the sync's own store connection and PostgreSQL connections: a slow or unreachable
/// server never holds a frame. The first sync starts at once; `stop` ends the runner and waits for it.
/// `lastFailed` publishes the latest outcome for the frame loop to read without waiting on the runner.
public final class FleetSyncRunner: Sendable {
    private let task: Task<Void, Never>
    private let latest: Latest
    private let sync: FleetSync

    /// The latest outcome, and the status after it, behind locks the runner holds only to set them.
    private final class Latest: Sendable {
        let failed = Mutex(false)
        let status = Mutex<FleetStatus?>(nil)

        func note(_ outcome: Result<FleetSyncReport, FleetSyncFailure>, of sync: FleetSync) {
            failed.withLock {
                if case .failure = outcome { $0 = true } else { $0 = false }
            }
            // Read from the store here, on the runner's task: the kiosk's admin page only takes the value.
            let now = sync.status(after: outcome)
            status.withLock { $0 = now }
        }
    }

    /// Whether the last sync failed (`failedBefore` until the first has ended): read on any thread, never blocks
    /// on a sync under way.
    public var lastFailed: Bool { latest.failed.withLock { $0 } }

    /// The device's fleet status after the last sync (nil until the first has ended), for the kiosk's admin page:
    /// read on any thread, never blocks on a sync under way.
    public var status: FleetStatus? { latest.status.withLock { $0 } }

    /// Starts syncing with `sync` every `seconds`; `done` hears each sync's outcome (on the runner's task), after
    /// `lastFailed` says it. `lastFailed` starts as `failedBefore` (the journal's word on the last sync, so a device
    /// that starts while the server is away says so from its first frame).
    public init(
        _ sync: FleetSync, every seconds: Int, failedBefore: Bool = false,
        done: @escaping @Sendable (Result<FleetSyncReport, FleetSyncFailure>) -> Void = { _ in }
    ) {
        let latest = Latest()
        latest.failed.withLock { $0 = failedBefore }
        self.latest = latest
        self.sync = sync
        task = Task.detached {
            while !Task.isCancelled {
                let outcome = await Self.outcome(of: sync)
                if Task.isCancelled { break }
                latest.note(outcome, of: sync)
                done(outcome)
                try? await Task.sleep(for: .seconds(seconds))
            }
        }
    }

    private static func outcome(of sync: FleetSync) async -> Result<FleetSyncReport, FleetSyncFailure> {
        do {
            return .success(try await sync.once())
        } catch {
            return .failure(error)
        }
    }

    /// Stops the runner: a sync under way is cancelled (what it had not acknowledged stays in the outbox) and
    /// this returns once the runner's task has ended.
    public func stop() async {
        task.cancel()
        await task.value
    }

    /// `stop` for a caller outside Swift concurrency (the game's end, on its own thread): blocks until the task
    /// has ended, or `limit` has passed (a connection attempt to a silent host ends only at its own timeout; the
    /// game does not wait for it: an unanswered push is pushed again, and counted once, by the next sync).
    public func stopAndWait(limit: Duration = .seconds(2)) {
        let task = self.task
        task.cancel()
        Self.wait(limit) { await task.value }
    }

    /// The game's end: `stopAndWait`, then one last sync, so the last game goes now rather than at the next
    /// start; waited for at most `limit` (an unanswered push is pushed again, once, by the next sync).
    public func finishAndWait(limit: Duration = .seconds(5)) {
        stopAndWait()
        let (sync, latest) = (self.sync, self.latest)
        Self.wait(limit) { latest.note(await Self.outcome(of: sync), of: sync) }
    }

    /// Runs `work` on a task of its own and blocks until it ends or `limit` has passed.
    private static func wait(_ limit: Duration, for work: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await work()
            done.signal()
        }
        let (seconds, attoseconds) = limit.components
        _ = done.wait(timeout: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
    }
}
