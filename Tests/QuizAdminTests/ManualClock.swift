import Synchronization

/// A clock for the caches' tests that moves only when told: what is kept for a second is checked without
/// waiting for one (and without failing on a busy machine).
final class ManualClock: Sendable {
    private let seconds = Mutex<Double>(1_000)

    func advance(by interval: Double) {
        seconds.withLock { $0 += interval }
    }

    /// The clock to hand to a cache.
    var read: @Sendable () -> Double {
        { [self] in seconds.withLock { $0 } }
    }
}
