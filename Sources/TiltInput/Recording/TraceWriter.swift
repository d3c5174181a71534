/// Writes a JSON Lines tilt trace as it is recorded: a `{"device": {...}}` line, then one sample a line.
///
/// Each batch goes straight to the file (no buffering), so a recording cut
/// short by Ctrl-C, an unplug or a crash keeps every whole line written.
/// `ReplayAccelerometer` reads the file back.
public final class TraceWriter {
    private let file: LineFile
    /// Samples written so far.
    public private(set) var count = 0
    /// The time of the last sample written.
    public private(set) var lastTime: Double?

    /// Creates or truncates `path`; fails with the system's reason.
    public init(path: String) throws(LineFile.WriteError) {
        file = try LineFile(path: path)
    }

    /// The header line describing where the samples come from.
    public func writeHeader(_ header: TraceHeader) throws(LineFile.WriteError) {
        try file.write([header.jsonLine])
    }

    /// Appends samples as `{"t":0.0123,"x":0.0,"y":9.8066,"z":0.0}`, times from 0 (earlier ones clamp to 0).
    public func write(_ samples: [AccelSample]) throws(LineFile.WriteError) {
        guard !samples.isEmpty else { return }
        let lines = samples.map { sample in
            let time = max(0, sample.time)
            return "{\"t\":\(Self.rounded(time)),\"x\":\(Self.rounded(sample.x)),\"y\":\(Self.rounded(sample.y)),"
                + "\"z\":\(Self.rounded(sample.z))}"
        }
        try file.write(lines)
        count += samples.count
        lastTime = max(0, samples[samples.count - 1].time)
    }

    /// Closes the file; the trace is complete.
    public func close() {
        file.close()
    }

    /// To 4 decimals (0.1 ms, 0.0001 m/s^2), without "-0.0".
    static func rounded(_ value: Double) -> String {
        "\((value * 10_000).rounded() / 10_000 + 0.0)"
    }
}
