#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A live sensor or a recorded trace, read for its samples as they come, until a time, a stop
/// request or an unplug: what `tiltquiz record` writes and `tiltquiz calibrate` measures.
///
/// Unlike `TiltFeed` it hands over the samples themselves (no pipeline, no
/// held readings, no keyboard while the sensor is away): an unplug ends the reading.
public enum SampleReader {
    /// A live accelerometer; its watch notices an unplug.
    case device(SensorWatch)
    /// A recorded trace, read without waiting.
    case trace(path: String, ReplayAccelerometer)

    /// How reading ended.
    public enum Ending: Sendable, Equatable {
        /// The time asked for was reached, or the trace was read to its end.
        case finished
        /// `stopRequested` said so (Ctrl-C).
        case interrupted
        /// The sensor went away; the samples read before it were handed over.
        case unplugged(AccelerometerInfo)
    }

    /// How often a live sensor is read, in seconds.
    public static let pollSeconds = 0.01

    /// Opens the sensor `opener` chooses and watches it.
    public static func open(_ opener: SensorOpener) throws(SensorOpenError) -> SampleReader {
        .device(SensorWatch(opener: opener, opened: try opener.open()))
    }

    /// True for a live sensor, read in real time; false for a trace.
    public var isLive: Bool {
        if case .device = self { return true }
        return false
    }

    /// How the source is named in messages: `evdev /dev/input/event4 "BMA250"` or `trace FILE`.
    public var label: String {
        switch self {
        case .device(let watch): SensorOpener.label(watch.lastInfo)
        case .trace(let path, _): "trace \(path)"
        }
    }

    /// Hands every sample up to `seconds` (all of them when nil) to `take`, in batches.
    ///
    /// A live sensor is read every `pollSeconds` on the sensors' clock
    /// (`epochSeconds` is time 0) until `seconds`, `stopRequested`, or an
    /// unplug; a trace is read at once. Tests pass the clock and the sleep.
    public func read<Failure: Error>(
        seconds: Double?, epochSeconds: Double, stopRequested: () -> Bool = { false },
        monotonicSeconds: () -> Double = SystemClock.monotonicSeconds,
        sleep: (Double) -> Void = { seconds in _ = usleep(UInt32(seconds * 1_000_000)) },
        take: ([AccelSample]) throws(Failure) -> Void
    ) throws(Failure) -> Ending {
        switch self {
        case .trace(_, let replay):
            try take(replay.samples(through: seconds ?? .infinity))
            return .finished
        case .device(let watch):
            while true {
                let now = monotonicSeconds() - epochSeconds
                let through = min(now, seconds ?? .infinity)
                let (samples, change) = watch.poll(through: through)
                try take(samples)
                if case .lost(let info) = change { return .unplugged(info) }
                if let seconds, now >= seconds { return .finished }
                if stopRequested() { return .interrupted }
                sleep(Self.pollSeconds)
            }
        }
    }
}
