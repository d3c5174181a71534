import Foundation
import QuizCore
import QuizText
import TiltInput

/// What `tiltquiz calibrate` measured (a `NeutralMeasurement`, with the device and the time), kept as JSON.
///
/// Stored at `<config dir>/calibration.json` until the config file (a later
/// issue) takes it in. It stays out of TiltInput because it is Foundation's
/// JSON and file handling, which TiltInput does without. Vectors and roll
/// are as `NeutralMeasurement` measures them.
public struct StoredCalibration: Codable, Equatable {
    /// The device measured.
    public struct Device: Codable, Equatable {
        public var kind: String
        public var node: String
        public var name: String
    }

    /// Three axes in m/s^2.
    public typealias Vector = NeutralMeasurement.Vector

    public var version = 1
    public var device: Device
    /// The mean reading while held still.
    public var neutral: Vector
    public var neutralRollDegrees: Double
    /// The standard deviation of each axis while held still.
    public var noise: Vector
    public var noiseRollDegrees: Double
    public var samples: Int
    public var seconds: Double
    /// ISO 8601, UTC.
    public var measuredAt: String

    /// The measurement of `device` over `seconds`, stamped with `date`.
    public init(_ measurement: NeutralMeasurement, device: Device, seconds: Double, at date: Date = Date()) {
        self.device = device
        neutral = measurement.neutral
        neutralRollDegrees = measurement.neutralRollDegrees
        noise = measurement.noise
        noiseRollDegrees = measurement.noiseRollDegrees
        samples = measurement.samples
        self.seconds = seconds
        measuredAt = ISO8601DateFormatter().string(from: date)
    }

    /// `calibration.json` in `folder` (`--config-dir`), else in $XDG_CONFIG_HOME/tiltquiz, else ~/.config/tiltquiz.
    public static func file(
        inFolder folder: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let directory: String
        if let folder {
            directory = folder
        } else if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
            directory = PathText.join(base, "tiltquiz")
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            directory = PathText.join(home, ".config/tiltquiz")
        }
        return PathText.join(directory, "calibration.json")
    }

    /// Reads the file; nil when there is none. A file that cannot be read is named in `words` (the operator's catalog).
    public static func load(from path: String, words: Catalog) throws(CommandFailure) -> StoredCalibration? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try JSONValue.decode(StoredCalibration.self, fromUTF8: Array(data))
        } catch {
            throw CommandFailure(
                words, "cli.calibration_unreadable", ["file": path, "reason": Self.reason(error, words: words)])
        }
    }

    /// Writes the file atomically, creating its folder; a failure is named in `words`.
    public func save(to path: String, words: Catalog) throws(CommandFailure) {
        do {
            try FileManager.default.createDirectory(
                atPath: PathText.folder(of: path), withIntermediateDirectories: true)
            let text = try JSONText.encode(self, format: [.prettyPrinted, .sortedKeys, .escapingSlashes])
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(
                words, "cli.calibration_unwritable", ["file": path, "reason": Self.reason(error, words: words)])
        }
    }

    /// One line, in English: `neutral roll 1.2°, noise 0.05° roll (0.004 m/s^2), ...`, as `tiltquiz devices --json`
    /// gives it.
    public var summary: String {
        let axisNoise = max(noise.x, noise.y, noise.z)
        return String(
            format: "neutral roll %.1f°, noise %.2f° roll (%.3f m/s^2), from %d readings over %.1f s",
            neutralRollDegrees, noiseRollDegrees, axisNoise, samples, seconds)
    }

    /// `summary` in `words` (the operator's catalog), for the lines a person reads.
    public func summary(_ words: Catalog) -> String {
        words.plural(
            "cli.calibration_summary", count: samples,
            [
                "roll": String(format: "%.1f", neutralRollDegrees),
                "noise_roll": String(format: "%.2f", noiseRollDegrees),
                "noise": String(format: "%.3f", max(noise.x, noise.y, noise.z)),
                "seconds": String(format: "%.1f", seconds),
            ])
    }

    /// Why the file could not be read or written: a field it lacks in `words`; the decoder's or the system's reason
    /// as they give it.
    private static func reason(_ error: Error, words: Catalog) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .keyNotFound(let key, _):
                return words.text("cli.calibration_field_missing", ["field": key.stringValue])
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                return context.debugDescription
            @unknown default: return "\(decoding)"
            }
        }
        let nsError = error as NSError
        return (nsError.userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription
            ?? nsError.localizedDescription
    }
}
