import ArgumentParser
import Foundation
import TiltInput

/// `tiltquiz replay FILE`: runs a recorded trace through the tilt pipeline
/// and prints what it detects.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Print the tilt pipeline's events for a recorded trace.",
        discussion: """
            FILE is a JSON Lines trace (one {"t": seconds, "x", "y", "z": m/s^2} a line in the game's axes; a \
            {"device": ...} line, as tiltquiz record writes, is skipped) or an evemu recording of an evdev \
            accelerometer (raw axes, converted as a Linux device's are: units, mount matrix, sign).
            """)

    @Argument(help: "A JSON Lines trace or an evemu recording.")
    var file: String

    @Flag(help: "One JSON object per event.")
    var json = false

    @Option(help: "Gesture profile: default or lenient.")
    var profile: ProfileOption?

    // Most hwdb matrices start with a minus sign: the next argument is the value whatever it looks like.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Treat the samples as raw sensor axes, as a Linux device reports them: apply this mount matrix "
                + "(hwdb form \"x1, y1, z1; x2, y2, z2; x3, y3, z3\"), then negate all three axes.",
            valueName: "matrix"))
    var mountMatrix: String?

    @Option(help: "Display rotation in degrees clockwise (0, 90, 180 or 270); the tilt turns with the picture.")
    var rotation: RotationOption?

    func run() throws {
        var matrix: MountMatrix?
        if let mountMatrix {
            do {
                matrix = try MountMatrix.parse(mountMatrix)
            } catch {
                throw CommandFailure("--mount-matrix: \(error)")
            }
        }
        let orientation = SensorOrientation(
            mountMatrix: matrix ?? .identity, displayRotation: rotation?.rotation ?? .degrees0)
        let samples: [AccelSample]
        do {
            let replay = try ReplayAccelerometer.load(path: file, orientation: orientation)
            samples =
                Self.isEvemu(file) ? replay.allSamples : Self.orient(replay.allSamples, orientation, matrix != nil)
        } catch {
            throw CommandFailure(error)
        }
        var pipeline = TiltPipeline(profile: profile?.profile ?? .standard)
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
