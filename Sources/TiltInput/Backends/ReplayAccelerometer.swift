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

    /// Reads and parses a trace file: an evemu recording (see `EvemuRecording`) when it starts
    /// with `# EVEMU` or an `N:`/`I:` line, else JSON Lines (see `parse(_:file:)`).
    ///
    /// An evemu recording is converted with `orientation` (identity mount
    /// matrix by default) and `unitsPerGWhenUnknown` for a resolution of 0.
    public static func load(
        path: String,
        orientation: SensorOrientation = SensorOrientation(),
        unitsPerGWhenUnknown: Double = 256
    ) throws(TraceError) -> ReplayAccelerometer {
        let bytes: [UInt8]
        do {
            bytes = try PlainFile.contents(of: path)
        } catch {
            throw TraceError(file: path, line: nil, message: "cannot read file: \(error.reason)")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard EvemuRecording.looksLikeEvemu(text[...]) else {
            return ReplayAccelerometer(samples: try TraceParser.parse(bytes, file: path))
        }
        let recording = try EvemuRecording.parse(text, file: path)
        let samples = recording.samples(orientation: orientation, unitsPerGWhenUnknown: unitsPerGWhenUnknown)
        guard !samples.isEmpty else {
            throw TraceError(
                file: path, line: nil,
                message: "no accelerometer frames: expected EV_ABS lines such as \"E: 0.010000 0003 0000 -45\" "
                    + "each frame closed by a SYN_REPORT \"E: 0.010000 0000 0000 0\"")
        }
        return ReplayAccelerometer(samples: samples)
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
