import Foundation

/// `FleetSync.once` every period while the game plays, on a task of its own (Swift's global executor, never the
/// game's frame loop), with the sync's own store connection and PostgreSQL connections: a slow or unreachable
/// server never holds a frame. The first sync starts at once; `stop` ends the runner and waits for it.
public final class FleetSyncRunner: Sendable {
    private let task: Task<Void, Never>

    /// Starts syncing with `sync` every `seconds`; `done` hears each sync's outcome (on the runner's task).
    public init(
        _ sync: FleetSync, every seconds: Int,
        done: @escaping @Sendable (Result<FleetSyncReport, FleetSyncFailure>) -> Void = { _ in }
    ) {
        task = Task.detached {
            while !Task.isCancelled {
                let outcome = await Self.outcome(of: sync)
                if Task.isCancelled { break }
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
        let done = DispatchSemaphore(value: 0)
        let task = self.task
        task.cancel()
        Task.detached {
            await task.value
            done.signal()
        }
        let (seconds, attoseconds) = limit.components
        _ = done.wait(timeout: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
    }
}
