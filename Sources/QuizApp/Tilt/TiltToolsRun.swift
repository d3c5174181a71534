import Foundation
import QuizCore
import QuizText
import TiltInput

/// The tilt sensor's commands: `devices` (what discovery finds), `calibrate`
/// (the neutral pose and noise, stored), `record` (a trace) and `replay`
/// (a trace through the pipeline). Their lines for people are in `words`, the operator's catalog, which each
/// reads itself (`OperatorCatalog.ofFoundConfig()`: these commands take no `--config`).
public enum TiltToolsRun {
    /// The JSON form.
    struct Listing: Encodable {
        var devices: [DeviceReport]
    }

    public static func devices(
        discovery: AccelerometerDiscovery, sysfsRoot: String, calibrationFile: String, json: Bool
    ) throws {
        let words = try OperatorCatalog.ofFoundConfig()
        let devices = discovery.discover()
        let calibration = try? StoredCalibration.load(from: calibrationFile, words: words)
        let epoch = SystemClock.monotonicSeconds()
        let bestIndex = devices.firstIndex(where: \.isReadable)
        let reports = devices.enumerated().map { index, info in
            DeviceReport(info, best: index == bestIndex, calibration: calibration ?? nil, epochSeconds: epoch)
        }
        if json {
            print(try JSONText.encode(Listing(devices: reports), format: [.sortedKeys]))
        } else if !reports.isEmpty {
            print(words["cli.devices_head"])
            for (index, report) in reports.enumerated() {
                print("")
                print(
                    report.lines(index: index + 1, words: words, calibration: calibration ?? nil).joined(
                        separator: "\n"))
            }
        }
        guard !devices.isEmpty else {
            throw CommandFailure(
                words, "cli.devices_none", ["problem": SensorOpenError.noneFound(sysfsRoot: sysfsRoot).description])
        }
        guard bestIndex != nil else {
            let first = devices[0]
            throw CommandFailure(
                words, "cli.devices_unreadable",
                [
                    "node": first.nodePath, "problem": SensorOpener.problem(first.access),
                    "fix": first.access.fix ?? "",
                ])
        }
    }

    public static func calibrate(
        _ tilt: TiltSourceOption, seconds: Double, json: Bool, discovery: AccelerometerDiscovery,
        calibrationFile: String
    ) throws {
        let words = try OperatorCatalog.ofFoundConfig()
        let epoch = SystemClock.monotonicSeconds()
        let source = try tilt.sampleReader(
            discovery: discovery, epochSeconds: epoch, command: "calibrate", words: words)
        if source.isLive {
            FileHandle.standardError.write(
                Data((words.text("cli.calibrate_hold", ["seconds": "\(seconds)"]) + "\n").utf8))
        }
        var samples: [AccelSample] = []
        let ending = try source.readUntilInterrupted(seconds: seconds, epochSeconds: epoch) { batch in
            samples += batch
        }
        switch ending {
        case .finished: break
        case .interrupted: throw CommandFailure(words, "cli.calibrate_interrupted")
        case .unplugged(let info):
            throw CommandFailure(words, "cli.calibrate_unplugged", ["device": SensorOpener.label(info)])
        }
        let measurement: NeutralMeasurement
        do {
            measurement = try NeutralMeasurement(samples, seconds: seconds)
        } catch {
            throw CommandFailure(error)
        }
        let calibration = StoredCalibration(measurement, device: Self.device(source), seconds: seconds)
        try calibration.save(to: calibrationFile, words: words)
        if json {
            print(try JSONText.encode(calibration, format: [.sortedKeys]))
        } else {
            print(words.text("cli.calibrated", ["device": source.label, "summary": calibration.summary(words)]))
            print(words.text("cli.calibration_saved", ["file": calibrationFile]))
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
        let words = try OperatorCatalog.ofFoundConfig()
        let writer: TraceWriter
        do {
            writer = try TraceWriter(path: file)
        } catch {
            throw CommandFailure(error)
        }
        let epoch = SystemClock.monotonicSeconds()
        let source: SampleReader
        do {
            source = try tilt.sampleReader(
                discovery: discovery, epochSeconds: epoch, command: "record", words: words)
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
            let line =
                seconds.map {
                    words.text("cli.record_for", ["device": source.label, "file": file, "seconds": "\($0)"])
                } ?? words.text("cli.record_until_stopped", ["device": source.label, "file": file])
            FileHandle.standardError.write(Data((line + "\n").utf8))
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
                words, "cli.record_unplugged", count: writer.count,
                ["device": SensorOpener.label(info), "seconds": span, "file": file])
        }
        print(
            words.plural(
                "cli.recorded", count: writer.count, ["seconds": span, "device": source.label, "file": file]))
    }

    public static func replay(
        _ file: String, json: Bool, profile: GestureProfile?, mountMatrix: String?, rotation: DisplayRotation?
    ) throws {
        let words = try OperatorCatalog.ofFoundConfig()
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
                print(json ? event.jsonLine : Self.describe(event, words: words))
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

    /// One event as a line for people, in `words`: its time, then what the pipeline saw (`--json` keeps the
    /// pipeline's own names).
    static func describe(_ event: TimedTiltEvent, words: Catalog) -> String {
        let time = String(format: "%7.2f s  ", event.time)
        func side(_ side: TiltSide) -> String { words[side == .left ? "cli.replay_left" : "cli.replay_right"] }
        switch event.event {
        case .calibrated: return time + words["cli.replay_calibrated"]
        case .stage(let tilted, let stage):
            return time + words.text("cli.replay_stage", ["stage": "\(stage)", "side": side(tilted)])
        case .commit(let tilted):
            let answer = words[tilted == .left ? "truefalse.true" : "truefalse.false"]
            return time + words.text("cli.replay_commit", ["side": side(tilted), "answer": answer])
        case .neutral: return time + words["cli.replay_neutral"]
        }
    }
}
