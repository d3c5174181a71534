import Foundation
import TiltInput

/// What `tiltquiz calibrate` measured: the device's neutral pose and its noise, kept as JSON.
///
/// Stored at `<config dir>/calibration.json` until the config file (a later
/// issue) takes it in. Vectors are m/s^2 in the game's frame (after units and
/// the mount matrix, Android/SDL axes, no display rotation); roll is
/// asin(x/|a|) in degrees, + = left edge down, as the pipeline measures it.
struct StoredCalibration: Codable, Equatable {
    /// The device measured.
    struct Device: Codable, Equatable {
        var kind: String
        var node: String
        var name: String
    }

    /// Three axes in m/s^2.
    struct Vector: Codable, Equatable {
        var x: Double
        var y: Double
        var z: Double
    }

    var version = 1
    var device: Device
    /// The mean reading while held still.
    var neutral: Vector
    var neutralRollDegrees: Double
    /// The standard deviation of each axis while held still.
    var noise: Vector
    var noiseRollDegrees: Double
    var samples: Int
    var seconds: Double
    /// ISO 8601, UTC.
    var measuredAt: String

    /// Reads the file; nil when there is none.
    static func load(from path: String) throws(CommandFailure) -> StoredCalibration? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try JSONDecoder().decode(StoredCalibration.self, from: data)
        } catch {
            throw CommandFailure(
                "cannot read the calibration \(path): \(Self.reason(error)); run tiltquiz calibrate again")
        }
    }

    /// Writes the file atomically, creating its folder.
    func save(to path: String) throws(CommandFailure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure("cannot write the calibration to \(path): \(Self.reason(error))")
        }
    }

    /// One line for people: `neutral roll 1.2°, noise 0.05° (0.004 m/s^2)`.
    var summary: String {
        let axisNoise = max(noise.x, noise.y, noise.z)
        return String(
            format: "neutral roll %.1f°, noise %.2f° roll (%.3f m/s^2), from %d readings over %.1f s",
            neutralRollDegrees, noiseRollDegrees, axisNoise, samples, seconds)
    }

    private static func reason(_ error: Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
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

/// Measures a neutral pose and its noise from the readings of a device held still.
enum NeutralMeasurement {
    /// Readings further than this from 1 g are shakes, as the pipeline's gate says.
    static let gateMetersPerSecondSquared = GestureProfile.standard.magnitudeToleranceMetersPerSecondSquared
    /// The roll may wander this much between the two halves of the measurement.
    static let maxDriftDegrees = GestureProfile.standard.calibrationMaxSpreadDegrees

    /// The measurement, or why the device was not still enough.
    static func measure(
        _ samples: [AccelSample], device: StoredCalibration.Device, seconds: Double, at date: Date = Date()
    ) throws(CommandFailure) -> StoredCalibration {
        let still = samples.filter { sample in
            let magnitude = (sample.x * sample.x + sample.y * sample.y + sample.z * sample.z).squareRoot()
            return abs(magnitude - 9.80665) <= gateMetersPerSecondSquared
        }
        guard !still.isEmpty else {
            throw CommandFailure(
                samples.isEmpty
                    ? "the sensor sent no readings in \(seconds) s; check it with tiltquiz devices"
                    : "every reading was a shake (more than \(gateMetersPerSecondSquared) m/s^2 from 1 g); "
                        + "hold the device still and run tiltquiz calibrate again")
        }
        guard still.count * 10 >= samples.count * 9 else {
            throw CommandFailure(
                "the device was shaken (\(samples.count - still.count) of \(samples.count) readings); "
                    + "hold it still and run tiltquiz calibrate again")
        }
        let rolls = still.map(rollDegrees)
        let half = rolls.count / 2
        if half > 0 {
            let drift = abs(mean(rolls[..<half]) - mean(rolls[half...]))
            guard drift <= maxDriftDegrees else {
                throw CommandFailure(
                    String(format: "the device moved during calibration (its roll changed by %.1f°); ", drift)
                        + "hold it still and run tiltquiz calibrate again")
            }
        }
        let xs = still.map(\.x)
        let ys = still.map(\.y)
        let zs = still.map(\.z)
        let neutral = StoredCalibration.Vector(x: mean(xs[...]), y: mean(ys[...]), z: mean(zs[...]))
        let neutralRoll = rollDegrees(AccelSample(time: 0, x: neutral.x, y: neutral.y, z: neutral.z))
        let formatter = ISO8601DateFormatter()
        return StoredCalibration(
            device: device, neutral: neutral, neutralRollDegrees: neutralRoll,
            noise: StoredCalibration.Vector(x: deviation(xs), y: deviation(ys), z: deviation(zs)),
            noiseRollDegrees: deviation(rolls), samples: still.count, seconds: seconds,
            measuredAt: formatter.string(from: date))
    }

    static func rollDegrees(_ sample: AccelSample) -> Double {
        let magnitude = (sample.x * sample.x + sample.y * sample.y + sample.z * sample.z).squareRoot()
        guard magnitude > 1e-6 else { return 0 }
        return asin(max(-1, min(1, sample.x / magnitude))) * 180 / .pi
    }

    static func mean(_ values: ArraySlice<Double>) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// The population standard deviation.
    static func deviation(_ values: [Double]) -> Double {
        let average = mean(values[...])
        let variance = mean(values.map { ($0 - average) * ($0 - average) }[...])
        return variance.squareRoot()
    }
}
