/// Holds samples a backend has produced until the caller asks for a time at or after them.
///
/// Keeps the `MotionSource` promise: each sample once, times never decreasing
/// (a sample stamped earlier than its predecessor is moved up to the
/// predecessor's time), nothing later than the time asked for.
struct SampleQueue {
    private var pending: [AccelSample] = []
    private var latestTime = -Double.infinity

    /// Queues a sample (its time raised to the previous one's if it would go backwards).
    mutating func append(_ sample: AccelSample) {
        var sample = sample
        if sample.time < latestTime {
            sample.time = latestTime
        }
        latestTime = sample.time
        pending.append(sample)
    }

    /// Removes and returns the queued samples with time <= `time`.
    mutating func take(through time: Double) -> [AccelSample] {
        guard let firstLater = pending.firstIndex(where: { !($0.time <= time) }) else {
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
        let due = Array(pending[..<firstLater])
        pending.removeFirst(firstLater)
        return due
    }

    /// True when nothing is waiting.
    var isEmpty: Bool { pending.isEmpty }
}
