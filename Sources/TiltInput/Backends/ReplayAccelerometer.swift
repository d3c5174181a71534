/// Plays back a recorded trace.
///
/// Sample times are taken as they are: the caller asks for samples through a
/// time on the trace's clock (seconds from the start of the recording).
public final class ReplayAccelerometer: MotionSource {
    /// Every sample of the trace, in time order.
    public let allSamples: [AccelSample]
    private var nextIndex = 0

    /// `samples` should be in time order; if they are not, they are sorted (stably) first.
    public init(samples: [AccelSample]) {
        let inOrder = zip(samples, samples.dropFirst()).allSatisfy { $0.time <= $1.time }
        if inOrder {
            allSamples = samples
        } else {
            allSamples = samples.enumerated()
                .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
                .map(\.element)
        }
    }

    /// Reads and parses a JSON Lines trace file (see `parse(_:file:)`).
    public static func load(path: String) throws(TraceError) -> ReplayAccelerometer {
        let bytes = try TraceFileReader.readAll(path: path)
        return ReplayAccelerometer(samples: try TraceParser.parse(bytes, file: path))
    }

    /// Parses a JSON Lines trace: one `{"t": 0.01, "x": 0.0, "y": 0.0, "z": 9.81}` per line.
    ///
    /// `t` is seconds from the start and never decreases; x, y and z are
    /// finite m/s^2 in the Android/SDL device frame. Blank lines and header
    /// objects with a `"device"` key are skipped; other keys are ignored.
    /// `file` names the source in errors.
    public static func parse(_ text: String, file: String) throws(TraceError) -> [AccelSample] {
        try TraceParser.parse(Array(text.utf8), file: file)
    }

    public func samples(through time: Double) -> [AccelSample] {
        let start = nextIndex
        while nextIndex < allSamples.count, allSamples[nextIndex].time <= time {
            nextIndex += 1
        }
        return Array(allSamples[start..<nextIndex])
    }

    /// True once every sample has been returned.
    public var isFinished: Bool { nextIndex >= allSamples.count }
}
