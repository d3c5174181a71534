import Foundation
import TestSupport
import TiltInput

/// A throwaway directory tree laid out like /sys, /dev and /run/udev/data, for tests.
///
/// Like umockdev's `add_device`, but plain files: tests write attributes,
/// change them between reads, and remove them to fake an unplug.
final class FakeSysfs {
    private let folder = TemporaryFolder(prefix: "TiltInputTests-sysfs-")
    var root: URL { URL(fileURLWithPath: folder.path) }
    var sysfsRoot: String { root.appendingPathComponent("sys").path }
    var devRoot: String { root.appendingPathComponent("dev").path }
    var udevDataRoot: String { root.appendingPathComponent("run/udev/data").path }

    init() throws {
        for folder in [sysfsRoot, devRoot, udevDataRoot] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }

    /// Opens the best accelerometer in this tree, an IIO device read by polling on `clock`, as the game does.
    func pollingOpener(clock: ManualClock) -> SensorOpener {
        let discovery = AccelerometerDiscovery(sysfsRoot: sysfsRoot, devRoot: devRoot, udevDataRoot: udevDataRoot)
        return SensorOpener(discovery: discovery, choice: .best, epochSeconds: 0) {
            info, epoch, rotation throws(SensorError) in
            try IIOPollAccelerometer(
                deviceFolder: info.sysfsPath,
                orientation: SensorOrientation(mountMatrix: info.mountMatrix, displayRotation: rotation),
                epochSeconds: epoch, monotonicSeconds: { clock.seconds })
        }
    }

    /// Writes `attributes` (relative path -> text) under `folder`, creating folders as needed.
    @discardableResult
    func write(_ attributes: [String: String], in folder: String) throws -> String {
        for (name, value) in attributes {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(value.utf8).write(to: URL(fileURLWithPath: path))
        }
        return folder
    }

    /// Text of a file, without its line end; nil when missing.
    func read(_ path: String) -> String? {
        (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(atPath: path)
    }

    /// An IIO device folder `<sys>/bus/iio/devices/iio:deviceN` with `attributes`.
    @discardableResult
    func addIIODevice(_ number: Int, _ attributes: [String: String]) throws -> String {
        try write(attributes, in: sysfsRoot + "/bus/iio/devices/iio:device\(number)")
    }

    /// `<sys>/class/input/eventN` with `dev` = 13:(64 + N) and a `device` folder holding `deviceAttributes`,
    /// plus an empty node file at `<dev>/input/eventN`.
    @discardableResult
    func addInputDevice(_ number: Int, _ deviceAttributes: [String: String]) throws -> String {
        let folder = sysfsRoot + "/class/input/event\(number)"
        try write(["dev": "13:\(64 + number)\n"], in: folder)
        try write(deviceAttributes, in: folder + "/device")
        try write(["input/event\(number)": ""], in: devRoot)
        return folder
    }

    /// A udev database file such as `c13:68` or `+iio:iio:device0` with `E:` properties.
    func addUdevData(_ file: String, properties: [String: String]) throws {
        let lines = ["I:123456"] + properties.sorted { $0.key < $1.key }.map { "E:\($0.key)=\($0.value)" }
        try write([file: lines.joined(separator: "\n") + "\n"], in: udevDataRoot)
    }
}
