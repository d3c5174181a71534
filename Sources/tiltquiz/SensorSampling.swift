import QuizScreens
import Synchronization
import TiltInput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A sensor or trace opened to record or calibrate from, read until a time, Ctrl-C or an unplug.
enum SampledSource {
    /// A live accelerometer; its watch notices an unplug.
    case device(SensorWatch)
    /// A recorded trace, read without waiting.
    case trace(path: String, ReplayAccelerometer)

    /// How reading ended.
    enum Ending: Equatable {
        case finished
        case interrupted
        case unplugged(AccelerometerInfo)
    }

    /// Opens what `--tilt` names; keys are refused because nothing would move them.
    static func open(
        _ option: TiltSourceOption, roots: SensorRootOptions, epochSeconds: Double, command: String
    ) throws(CommandFailure) -> SampledSource {
        if case .replay(let path) = option {
            return .trace(path: path, try TiltSourceOption.loadReplay(path))
        }
        guard let choice = option.sensorChoice else {
            throw CommandFailure(
                "\(command) needs a sensor (--tilt auto, evdev:NODE or iio:PATH) or a trace (--tilt replay:FILE)")
        }
        let opener = SensorOpener(discovery: roots.discovery, choice: choice, epochSeconds: epochSeconds)
        do {
            return .device(SensorWatch(opener: opener, opened: try opener.open()))
        } catch {
            throw CommandFailure(error)
        }
    }

    /// How the source is named in messages.
    var label: String {
        switch self {
        case .device(let watch): SensorOpener.label(watch.lastInfo)
        case .trace(let path, _): "trace \(path)"
        }
    }

    /// Hands every sample up to `seconds` (all of them when nil) to `take`, in batches.
    ///
    /// A live sensor is read about every 10 ms on the sensors' clock
    /// (`epochSeconds` is time 0) until `seconds`, Ctrl-C, or an unplug; a
    /// trace is read at once.
    func read(
        seconds: Double?, epochSeconds: Double, take: ([AccelSample]) throws(CommandFailure) -> Void
    ) throws(CommandFailure) -> Ending {
        switch self {
        case .trace(_, let replay):
            try take(replay.samples(through: seconds ?? .infinity))
            return .finished
        case .device(let watch):
            Interrupt.install()
            defer { Interrupt.uninstall() }
            while true {
                let now = SystemClock.monotonicSeconds() - epochSeconds
                let through = min(now, seconds ?? .infinity)
                let (samples, change) = watch.poll(through: through)
                try take(samples)
                if case .lost(let info) = change { return .unplugged(info) }
                if let seconds, now >= seconds { return .finished }
                if Interrupt.requested { return .interrupted }
                _ = usleep(10_000)
            }
        }
    }
}

/// Ctrl-C (SIGINT) and SIGTERM while recording or calibrating: finish cleanly instead of dying mid-line.
enum Interrupt {
    private static let flag = Atomic<Bool>(false)

    /// True once a signal arrived since `install()`.
    static var requested: Bool { flag.load(ordering: .relaxed) }

    static func install() {
        flag.store(false, ordering: .relaxed)
        signal(SIGINT) { _ in Interrupt.flag.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in Interrupt.flag.store(true, ordering: .relaxed) }
    }

    static func uninstall() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
