import Foundation
import Synchronization

/// Sessions read from the store in the last `lifetime` seconds (one), by key, as decoded: under load every
/// request of a signed-in browser asked the store for its session (`docs/performance.md`, "the web admin
/// under load"). Whatever this server writes or removes (a log-in, a log-out) is forgotten here at once; a
/// session removed by another process is seen within the lifetime; an expired one is never given out. Who
/// the session's player is (role, ban) is not kept: `RequireRole` reads it on every request.
final class KeptSessions: Sendable {
    private struct Kept: Sendable {
        var value: any Sendable
        var expiresAt: Date?
        var at: Double
    }

    let lifetime: Double
    /// Sessions kept at most: when reached, those older than the lifetime go, and a new one is not kept
    /// while it is still full.
    static var capacity: Int { 4_096 }
    private let kept = Mutex<[String: Kept]>([:])
    /// How many times a session was forgotten: a read that began before a forget is not kept (it may be what
    /// the log-out just removed).
    private let forgets = Atomic<Int>(0)

    /// Seconds on a clock that only moves forward (`Uptime.clock`; a test's own clock).
    private let clock: @Sendable () -> Double

    init(lifetime: Double = 1, clock: @escaping @Sendable () -> Double = Uptime.clock) {
        self.lifetime = lifetime
        self.clock = clock
    }

    /// The session `key` as kept, nil when it is not kept, older than the lifetime, or expired.
    func value(_ key: String, now: Date = Date()) -> (any Sendable)? {
        let uptime = clock()
        return kept.withLock { kept in
            guard let found = kept[key] else { return nil }
            guard uptime - found.at < lifetime, found.expiresAt.map({ $0 > now }) ?? true else {
                kept[key] = nil
                return nil
            }
            return found.value
        }
    }

    /// A mark to take before reading the store, for `keep`.
    func mark() -> Int { forgets.load(ordering: .sequentiallyConsistent) }

    /// Keeps `value`, read from the store after `mark`, for the lifetime; not when a session was forgotten
    /// since `mark`.
    func keep(_ key: String, _ value: any Sendable, expiresAt: Date?, readAfter mark: Int) {
        let uptime = clock()
        kept.withLock { kept in
            guard forgets.load(ordering: .sequentiallyConsistent) == mark else { return }
            if kept.count >= Self.capacity { kept = kept.filter { uptime - $0.value.at < lifetime } }
            if kept.count < Self.capacity { kept[key] = Kept(value: value, expiresAt: expiresAt, at: uptime) }
        }
    }

    /// Forgets the session `key` (written or removed).
    func forget(_ key: String) {
        kept.withLock { kept in
            forgets.add(1, ordering: .sequentiallyConsistent)
            kept[key] = nil
        }
    }

    /// How many sessions are kept.
    var count: Int { kept.withLock { $0.count } }
}
