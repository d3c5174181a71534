import Foundation

/// A throwaway directory tree laid out like /sys, /dev and /run/udev/data, for tests.
///
/// Like umockdev's `add_device`, but plain files: tests write attributes,
/// change them between reads, and remove them to fake an unplug.
final class FakeSysfs {
    let root: URL
    var sysfsRoot: String { root.appendingPathComponent("sys").path }
    var devRoot: String { root.appendingPathComponent("dev").path }
    var udevDataRoot: String { root.appendingPathComponent("run/udev/data").path }

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("TiltInputTests-sysfs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in [sysfsRoot, devRoot, udevDataRoot] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
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

/// A clock tests move by hand.
final class ManualClock: @unchecked Sendable {
    var seconds: Double

    init(_ seconds: Double = 0) {
        self.seconds = seconds
    }
}
