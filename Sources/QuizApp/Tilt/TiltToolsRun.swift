import Foundation
import QuizCore
import TiltInput

/// The tilt sensor's commands: `devices` (what discovery finds), `calibrate`
/// (the neutral pose and noise, stored), `record` (a trace) and `replay`
/// (a trace through the pipeline).
public enum TiltToolsRun {
    /// The JSON form.
    struct Listing: Encodable {
        var devices: [DeviceReport]
    }

    public static func devices(
        discovery: AccelerometerDiscovery, sysfsRoot: String, calibrationFile: String, json: Bool
    ) throws {
        let devices = discovery.discover()
        let calibration = try? StoredCalibration.load(from: calibrationFile)
        let epoch = SystemClock.monotonicSeconds()
        let bestIndex = devices.firstIndex(where: \.isReadable)
        let reports = devices.enumerated().map { index, info in
            DeviceReport(info, best: index == bestIndex, calibration: calibration ?? nil, epochSeconds: epoch)
        }
        if json {
            print(try JSONText.encode(Listing(devices: reports), format: [.sortedKeys]))
        } else if !reports.isEmpty {
            print("Accelerometers found, best first:")
            for (index, report) in reports.enumerated() {
                print("")
                print(report.lines(index: index + 1).joined(separator: "\n"))
            }
        }
        guard !devices.isEmpty else {
            throw CommandFailure(
                SensorOpenError.noneFound(sysfsRoot: sysfsRoot).description
                    + "; tiltquiz play will use the arrow keys and touch")
        }
        guard bestIndex != nil else {
            throw CommandFailure(
                "no accelerometer found can be read by this user (\(devices[0].nodePath): "
                    + "\(SensorOpener.problem(devices[0].access))) \(devices[0].access.fix ?? "")")
        }
    }

    public static func calibrate(
        _ tilt: TiltSourceOption, seconds: Double, json: Bool, discovery: AccelerometerDiscovery,
        calibrationFile: String
    ) throws {
        let epoch = SystemClock.monotonicSeconds()
        let source = try tilt.sampleReader(discovery: discovery, epochSeconds: epoch, command: "calibrate")
        if source.isLive {
            FileHandle.standardError.write(
                Data("Hold the device still, the way you play, for \(seconds) s...\n".utf8))
        }
        var samples: [AccelSample] = []
        let ending = try source.readUntilInterrupted(seconds: seconds, epochSeconds: epoch) { batch in
            samples += batch
        }
        switch ending {
        case .finished: break
        case .interrupted: throw CommandFailure("calibration interrupted; nothing was stored")
        case .unplugged(let info):
            throw CommandFailure("\(SensorOpener.label(info)) was unplugged during calibration; nothing was stored")
        }
        let measurement: NeutralMeasurement
        do {
            measurement = try NeutralMeasurement(samples, seconds: seconds)
        } catch {
            throw CommandFailure(error)
        }
        let calibration = StoredCalibration(measurement, device: Self.device(source), seconds: seconds)
        try calibration.save(to: calibrationFile)
        if json {
            print(try JSONText.encode(calibration, format: [.sortedKeys]))
        } else {
            print("Calibrated \(source.label): \(calibration.summary).")
            print("Saved to \(calibrationFile).")
        }
    }

    static func device(_ source: SampleReader) -> StoredCalibration.Device {
        switch source {
        case .device(let watch):
            let info = watch.lastInfo
            return StoredCalibration.Device(kind: info.kind.rawValue, node: info.nodePath, name: info.name)
        case .trace(let path, _):
            return StoredCalibration.Device(kind: "replay", node: path, name: "")
        }
    }

    public static func record(
        to file: String, tilt: TiltSourceOption, seconds: Double?, discovery: AccelerometerDiscovery
    ) throws {
        let writer: TraceWriter
        do {
            writer = try TraceWriter(path: file)
        } catch {
            throw CommandFailure(error)
        }
        let epoch = SystemClock.monotonicSeconds()
        let source: SampleReader
        do {
            source = try tilt.sampleReader(discovery: discovery, epochSeconds: epoch, command: "record")
        } catch {
            writer.close()
            try? FileManager.default.removeItem(atPath: file)
            throw error
        }
        do {
            try writer.writeHeader(TraceHeader(source, recorder: "tiltquiz \(AppVersion.current)"))
        } catch {
            throw CommandFailure(error)
        }
        if source.isLive {
            let until = seconds.map { "for \($0) s" } ?? "until Ctrl-C"
            FileHandle.standardError.write(Data("Recording \(source.label) to \(file) \(until)...\n".utf8))
        }
        let ending = try source.readUntilInterrupted(seconds: seconds, epochSeconds: epoch) {
            batch throws(CommandFailure) in
            do throws(LineFile.WriteError) {
                try writer.write(batch)
            } catch {
                throw CommandFailure(error)
            }
        }
        writer.close()
        let elapsed: Double
        if source.isLive {
            elapsed = min(SystemClock.monotonicSeconds() - epoch, seconds ?? .infinity)
        } else {
            elapsed = writer.lastTime ?? 0
        }
        let span = String(format: "%.1f", elapsed)
        if case .unplugged(let info) = ending {
            throw CommandFailure(
                "\(SensorOpener.label(info)) was unplugged after \(span) s; "
                    + "the \(writer.count) samples before it are in \(file)")
        }
        print("Recorded \(writer.count) samples (\(span) s) from \(source.label) to \(file).")
    }

    public static func replay(
        _ file: String, json: Bool, profile: GestureProfile?, mountMatrix: String?, rotation: DisplayRotation?
    ) throws {
        var matrix: MountMatrix?
        if let mountMatrix {
            do {
                matrix = try MountMatrix.parse(mountMatrix)
            } catch {
                throw CommandFailure("--mount-matrix: \(error)")
            }
        }
        let orientation = SensorOrientation(
            mountMatrix: matrix ?? .identity, displayRotation: rotation ?? .degrees0)
        let samples: [AccelSample]
        do {
            let replay = try ReplayAccelerometer.load(path: file, orientation: orientation)
            samples =
                Self.isEvemu(file) ? replay.allSamples : Self.orient(replay.allSamples, orientation, matrix != nil)
        } catch {
            throw CommandFailure(error)
        }
        var pipeline = TiltPipeline(profile: profile ?? .standard)
        for sample in samples {
            for event in pipeline.process(sample) {
                print(json ? event.jsonLine : Self.describe(event))
            }
        }
    }

    /// JSON Lines samples are in the game's axes already; as raw axes they go through the whole conversion.
    static func orient(_ samples: [AccelSample], _ orientation: SensorOrientation, _ raw: Bool) -> [AccelSample] {
        samples.map { sample in
            raw
                ? orientation.gameSample(time: sample.time, linux: (sample.x, sample.y, sample.z))
                : orientation.displayRotation.apply(to: sample)
        }
    }

    /// Whether the file is an evemu recording (`ReplayAccelerometer.load` converts those itself).
    static func isEvemu(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return EvemuRecording.looksLikeEvemu(String(decoding: data, as: UTF8.self)[...])
    }

    static func describe(_ event: TimedTiltEvent) -> String {
        let time = String(format: "%7.2f s  ", event.time)
        switch event.event {
        case .calibrated: return time + "calibrated"
        case .stage(let side, let stage): return time + "stage \(stage) \(side.rawValue)"
        case .commit(let side): return time + "commit \(side.rawValue) (\(side == .left ? "TRUE" : "FALSE"))"
        case .neutral: return time + "neutral"
        }
    }
}
