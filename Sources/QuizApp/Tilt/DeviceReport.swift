import Foundation
import TiltInput

/// What `tiltquiz devices` says about one accelerometer: how it is read, whether this user may, and its reading now.
public struct DeviceReport: Encodable {
    /// A reading in m/s^2 in the game's axes (after units and mount matrix, before display rotation).
    public struct Reading: Encodable {
        public var x: Double
        public var y: Double
        public var z: Double
        public var magnitude: Double
    }

    public var kind: String
    public var node: String
    public var sysfs: String
    public var name: String
    public var units: String
    public var mountMatrix: String
    public var mountMatrixOrigin: String
    public var readable: Bool
    /// readable, permission-denied, missing or failed.
    public var access: String
    /// What to do when it is not readable.
    public var fix: String?
    public var inBase: Bool
    /// True for the device `--tilt auto` picks.
    public var best: Bool
    public var notes: [String]
    public var reading: Reading?
    public var readingError: String?
    /// The stored calibration's summary, when `tiltquiz calibrate` measured this device.
    public var calibration: String?

    public init(_ info: AccelerometerInfo, best: Bool, calibration: StoredCalibration?, epochSeconds: Double) {
        kind = info.kind.rawValue
        node = info.nodePath
        sysfs = info.sysfsPath
        name = info.name
        mountMatrix = info.mountMatrix.description
        mountMatrixOrigin = info.mountMatrixOrigin.description
        readable = info.isReadable
        switch info.access {
        case .readable: access = "readable"
        case .permissionDenied: access = "permission-denied"
        case .missing: access = "missing"
        case .failed: access = "failed"
        }
        fix = info.access.fix
        inBase = info.isInBase
        self.best = best
        notes = info.notes
        self.calibration = calibration.flatMap { $0.device.node == info.nodePath ? $0.summary : nil }
        var source: (any MotionSource)?
        if info.isReadable {
            do {
                source = try Self.openForReading(info, epochSeconds: epochSeconds)
            } catch {
                readingError = error.description
            }
        } else {
            readingError = "not readable by this user"
        }
        units = info.units(readBy: source)
        if let sample = source?.samples(through: .infinity).last {
            let magnitude = (sample.x * sample.x + sample.y * sample.y + sample.z * sample.z).squareRoot()
            reading = Reading(
                x: Self.rounded(sample.x), y: Self.rounded(sample.y), z: Self.rounded(sample.z),
                magnitude: Self.rounded(magnitude))
        } else if source != nil {
            readingError = "the device gave no reading"
        }
    }

    /// The backend for a reading; an IIO buffer is read through sysfs instead (the buffer is single-open and needs setup).
    private static func openForReading(
        _ info: AccelerometerInfo, epochSeconds: Double
    ) throws(SensorError) -> any MotionSource {
        guard info.kind == .iioBuffer else { return try info.open(epochSeconds: epochSeconds) }
        return try IIOPollAccelerometer(
            deviceFolder: info.sysfsPath, orientation: SensorOrientation(mountMatrix: info.mountMatrix),
            epochSeconds: epochSeconds)
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000 + 0.0
    }

    /// The report as lines for a terminal, numbered `index` (1 is the best).
    public func lines(index: Int) -> [String] {
        let title = name.isEmpty ? "\(index). \(kind) \(node)" : "\(index). \(kind) \(node) \"\(name)\""
        var lines = [best ? title + "  <- --tilt auto uses this one" : title]
        func add(_ label: String, _ value: String) {
            lines.append("   " + (label + ":").padding(toLength: 14, withPad: " ", startingAt: 0) + value)
        }
        add("sysfs", sysfs)
        add("units", units)
        add("mount matrix", "\(mountMatrix)  [\(mountMatrixOrigin)]")
        add("access", fix.map { "NOT READABLE (\(access)): \($0)" } ?? "readable")
        if let reading {
            add(
                "reading now",
                String(
                    format: "x %.3f  y %.3f  z %.3f m/s^2  (|a| %.3f; +x right, +y top, +z out of the screen)",
                    reading.x, reading.y, reading.z, reading.magnitude))
        } else if let readingError, readable {
            add("reading now", "none: \(readingError)")
        }
        if inBase { add("location", "base of a 2-in-1 (does not turn with the screen)") }
        if let calibration { add("calibration", calibration) }
        for note in notes { add("note", note) }
        return lines
    }
}
