import ProcessLifecycle
import QuizText
import TiltInput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension TiltSourceOption {
    /// Opens what `--tilt` names to record or calibrate from; keys are refused because nothing would move them (in
    /// `words`, the operator's catalog).
    public func sampleReader(
        discovery: AccelerometerDiscovery, epochSeconds: Double, command: String, words: Catalog
    ) throws(CommandFailure) -> SampleReader {
        if case .replay(let path) = self {
            return .trace(path: path, try TiltSourceOption.loadReplay(path))
        }
        guard let choice = sensorChoice else {
            throw CommandFailure(words, "cli.tilt_needs_sensor", ["command": command])
        }
        do {
            return try SampleReader.open(
                SensorOpener(discovery: discovery, choice: choice, epochSeconds: epochSeconds))
        } catch {
            throw CommandFailure(error)
        }
    }
}

extension SampleReader {
    /// Reads as `read(seconds:epochSeconds:take:)` does, ending cleanly at Ctrl-C or SIGTERM while a live sensor is read.
    public func readUntilInterrupted(
        seconds: Double?, epochSeconds: Double, take: ([AccelSample]) throws(CommandFailure) -> Void
    ) throws(CommandFailure) -> Ending {
        guard isLive else { return try read(seconds: seconds, epochSeconds: epochSeconds, take: take) }
        StopSignals.catchThem()
        return try read(
            seconds: seconds, epochSeconds: epochSeconds, stopRequested: { StopSignals.requested }, take: take)
    }
}
