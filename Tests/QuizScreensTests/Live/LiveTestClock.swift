import Synchronization

/// The live round's clock in the tests: a time the test sets, read by the host and the scene.
final class LiveTestClock: Sendable {
    private let seconds = Mutex(0.0)
    func read() -> Double { seconds.withLock { $0 } }
    func set(_ time: Double) { seconds.withLock { $0 = time } }
}
