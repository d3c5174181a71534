import Foundation
import QuizText
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
            readingError = Self.noReading
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

    /// `readingError` when a readable device gave nothing (English, as `--json` gives it).
    static let noReading = "the device gave no reading"

    /// The report as lines for a terminal, numbered `index` (1 is the best), in `words` (the operator's catalog):
    /// the labels lined up after the longest in the language; `calibration` is the stored one, worded anew.
    public func lines(index: Int, words: Catalog, calibration stored: StoredCalibration? = nil) -> [String] {
        let title = name.isEmpty ? "\(index). \(kind) \(node)" : "\(index). \(kind) \(node) \"\(name)\""
        var lines = [best ? words.text("cli.devices_best", ["device": title]) : title]
        let labels = [
            "cli.devices_units", "cli.devices_mount_matrix", "cli.devices_access", "cli.devices_reading_now",
            "cli.devices_location", "cli.devices_calibration", "cli.devices_note",
        ]
        // "sysfs" is the kernel's file system's name in every language.
        let width = (labels.map { words[$0].count } + ["sysfs".count]).max().map { $0 + 2 } ?? 14
        func add(_ label: String, _ value: String) {
            lines.append("   " + (label + ":").padding(toLength: width, withPad: " ", startingAt: 0) + value)
        }
        add("sysfs", sysfs)
        add(words["cli.devices_units"], units)
        add(words["cli.devices_mount_matrix"], "\(mountMatrix)  [\(mountMatrixOrigin)]")
        add(
            words["cli.devices_access"],
            fix.map { words.text("cli.devices_not_readable", ["access": access, "fix": $0]) }
                ?? words["cli.devices_readable"])
        if let reading {
            add(
                words["cli.devices_reading_now"],
                words.text(
                    "cli.devices_reading",
                    [
                        "x": String(format: "%.3f", reading.x), "y": String(format: "%.3f", reading.y),
                        "z": String(format: "%.3f", reading.z), "magnitude": String(format: "%.3f", reading.magnitude),
                    ]))
        } else if let readingError, readable {
            let reason = readingError == Self.noReading ? words["cli.devices_no_reading"] : readingError
            add(words["cli.devices_reading_now"], words.text("cli.devices_reading_none", ["reason": reason]))
        }
        if inBase { add(words["cli.devices_location"], words["cli.devices_in_base"]) }
        if let calibration {
            add(words["cli.devices_calibration"], stored.map { $0.summary(words) } ?? calibration)
        }
        for note in notes { add(words["cli.devices_note"], note) }
        return lines
    }
}
