import Foundation

/// How the end of a background job is waited for (`LivePackLibrary`'s checks, `LiveEventFeed`'s rounds): the
/// job records its end under the lock and wakes every waiter; a waiter sleeps while its condition holds, at
/// most a number of seconds.
final class EndSignal: Sendable {
    private let condition = NSCondition()

    /// Runs `change` (the job's state marked ended) under the lock, then wakes every waiter.
    func broadcast(after change: () -> Void) {
        condition.lock()
        defer { condition.unlock() }
        change()
        condition.broadcast()
    }

    /// Waits while `pending()` holds, at most `seconds`, then reads `value()` under the same lock (so no job
    /// ends in between); nil when the time ran out first.
    func wait<Value>(seconds: Double, while pending: () -> Bool, then value: () -> Value?) -> Value? {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while pending() {
            guard condition.wait(until: deadline) else { return nil }
        }
        return value()
    }
}
