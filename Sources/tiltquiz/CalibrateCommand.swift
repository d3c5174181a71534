import ArgumentParser
import Foundation
import TiltInput

/// `tiltquiz calibrate`: measures the sensor's neutral pose and noise while the player holds it still, and stores them.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Measure the sensor's neutral pose and noise while you hold it still, and store them.",
        discussion: """
            Hold the device still, the way you play, for the whole measurement. The result goes to \
            calibration.json in the config folder (the config file of a later release will take it in). The game \
            still calibrates at the start of each question; it reports the stored noise when it starts.
            """)

    @Option(help: TiltSourceOption.help)
    var tilt: TiltSourceOption = .auto

    @Option(help: "How long to measure, in seconds.")
    var seconds: Double = 2

    @Flag(help: "Print the stored calibration as JSON.")
    var json = false

    @OptionGroup var config: ConfigDirOption

    @OptionGroup(visibility: .hidden) var roots: SensorRootOptions

    func validate() throws {
        guard seconds.isFinite, (0.2...60).contains(seconds) else {
            throw ValidationError("--seconds must be between 0.2 and 60")
        }
    }

    func run() throws {
        let epoch = SystemClock.monotonicSeconds()
        let source = try tilt.sampleReader(roots: roots, epochSeconds: epoch, command: "calibrate")
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
        try calibration.save(to: config.calibrationFile)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(calibration), as: UTF8.self))
        } else {
            print("Calibrated \(source.label): \(calibration.summary).")
            print("Saved to \(config.calibrationFile).")
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
}
