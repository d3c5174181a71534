import Synchronization
import TiltInput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension TiltSourceOption {
    /// Opens what `--tilt` names to record or calibrate from; keys are refused because nothing would move them.
    func sampleReader(
        roots: SensorRootOptions, epochSeconds: Double, command: String
    ) throws(CommandFailure) -> SampleReader {
        if case .replay(let path) = self {
            return .trace(path: path, try TiltSourceOption.loadReplay(path))
        }
        guard let choice = sensorChoice else {
            throw CommandFailure(
                "\(command) needs a sensor (--tilt auto, evdev:NODE or iio:PATH) or a trace (--tilt replay:FILE)")
        }
        do {
            return try SampleReader.open(
                SensorOpener(discovery: roots.discovery, choice: choice, epochSeconds: epochSeconds))
        } catch {
            throw CommandFailure(error)
        }
    }
}

extension SampleReader {
    /// Reads as `read(seconds:epochSeconds:take:)` does, ending cleanly at Ctrl-C or SIGTERM while a live sensor is read.
    func readUntilInterrupted(
        seconds: Double?, epochSeconds: Double, take: ([AccelSample]) throws(CommandFailure) -> Void
    ) throws(CommandFailure) -> Ending {
        guard isLive else { return try read(seconds: seconds, epochSeconds: epochSeconds, take: take) }
        Interrupt.install()
        defer { Interrupt.uninstall() }
        return try read(
            seconds: seconds, epochSeconds: epochSeconds, stopRequested: { Interrupt.requested }, take: take)
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
