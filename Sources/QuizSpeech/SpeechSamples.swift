import Synchronization

/// The synthesised samples waiting to be played, in order: the speech thread appends, the audio device's
/// thread takes. Each sample run carries the utterance it belongs to, so a stop drops everything queued
/// before it at once and a late run of a stopped utterance is refused.
final class SpeechSamples: Sendable {
    private let queue = Mutex(SampleQueue())

    /// Appends `samples` of `utterance`; false (nothing kept) when that utterance was stopped.
    func append(_ samples: UnsafeBufferPointer<Int16>, of utterance: Int, isFirst: Bool) -> Bool {
        queue.withLock { queue in
            guard utterance >= queue.stoppedBelow else { return false }
            if isFirst { queue.pendingStarts.append((utterance, queue.samples.count)) }
            queue.samples.append(contentsOf: samples)
            return true
        }
    }

    /// Whether `utterance` was stopped (the speech thread asks between chunks, to abort early).
    func isStopped(_ utterance: Int) -> Bool {
        queue.withLock { utterance < $0.stoppedBelow }
    }

    /// Drops every queued sample and refuses those of utterances numbered below `utterance`.
    func stop(below utterance: Int) {
        queue.withLock { queue in
            queue.stoppedBelow = max(queue.stoppedBelow, utterance)
            queue.samples.removeAll(keepingCapacity: true)
            queue.readIndex = 0
            queue.pendingStarts.removeAll()
        }
    }

    /// Moves up to `buffer.count` samples into `buffer`; returns how many. `now` (monotonic seconds) is noted
    /// as the start of each utterance whose first sample is taken.
    func take(into buffer: UnsafeMutableBufferPointer<Int16>, now: Double) -> Int {
        queue.withLock { queue in
            let count = min(buffer.count, queue.samples.count - queue.readIndex)
            guard count > 0 else { return 0 }
            let end = queue.readIndex + count
            while let first = queue.pendingStarts.first, first.sampleIndex < end {
                queue.started.append((first.utterance, now))
                if queue.started.count > 64 { queue.started.removeFirst() }
                queue.pendingStarts.removeFirst()
            }
            queue.samples.withUnsafeBufferPointer { samples in
                _ = buffer.initialize(from: samples[queue.readIndex..<end])
            }
            queue.readIndex = end
            // Compacted once a second's worth was read, so appending stays cheap and memory stays small.
            if queue.readIndex >= 22_050 || queue.readIndex == queue.samples.count {
                queue.samples.removeFirst(queue.readIndex)
                queue.pendingStarts = queue.pendingStarts.map { ($0.utterance, $0.sampleIndex - queue.readIndex) }
                queue.readIndex = 0
            }
            return count
        }
    }

    /// Samples waiting to be taken.
    var waiting: Int { queue.withLock { $0.samples.count - $0.readIndex } }

    /// When `utterance`'s first sample was taken, if it was.
    func startTime(of utterance: Int) -> Double? {
        queue.withLock { queue in queue.started.last { $0.utterance == utterance }?.at }
    }
}

/// `SpeechSamples`' queue, reached only under its mutex.
struct SampleQueue {
    var samples: [Int16] = []
    var readIndex = 0
    /// Utterances numbered below this one were stopped: their samples are refused.
    var stoppedBelow = 0
    /// Utterances whose first sample was taken (by the device or a test), and when (monotonic seconds).
    var started: [(utterance: Int, at: Double)] = []
    /// Where each utterance's first sample waits in `samples`.
    var pendingStarts: [(utterance: Int, sampleIndex: Int)] = []
}
