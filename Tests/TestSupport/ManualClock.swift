import Foundation
import Synchronization

/// A clock that moves only when a test says so: what waits or expires after a time is checked without waiting
/// for it (and without failing on a busy machine). Safe to read from any thread.
public final class ManualClock: Sendable {
    private let value: Mutex<Double>

    /// A clock at `seconds` (on whatever scale the code under test reads: monotonic seconds, or a cache's clock).
    public init(_ seconds: Double = 0) {
        value = Mutex(seconds)
    }

    /// A clock at the date `start`, for code that reads `Date`s.
    public convenience init(_ start: Date) {
        self.init(start.timeIntervalSinceReferenceDate)
    }

    /// The clock's time in seconds; a test may set it.
    public var seconds: Double {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }

    /// Moves the clock on by `interval` seconds.
    public func advance(by interval: Double) {
        value.withLock { $0 += interval }
    }

    /// The clock to hand to code that reads seconds.
    public var read: @Sendable () -> Double {
        { [self] in seconds }
    }

    /// The clock to hand to code that reads dates.
    public var now: @Sendable () -> Date {
        { [self] in Date(timeIntervalSinceReferenceDate: seconds) }
    }
}
