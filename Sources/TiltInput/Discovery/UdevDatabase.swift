import QuizCore

/// Reads properties from udev's database files (`/run/udev/data/c13:68`, `/run/udev/data/+iio:iio:device0`).
///
/// Each property is a line `E:KEY=VALUE`; other line kinds (S:, I:, G:, ...)
/// are skipped. This avoids linking libudev for the two properties we need.
struct UdevDatabase {
    /// Usually /run/udev/data.
    var root: String

    /// The file for a character device's major:minor (input event nodes use major 13).
    func characterDeviceFile(majorMinor: String) -> String {
        PathText.join(root, "c" + majorMinor)
    }

    /// The file for an IIO device such as iio:device0.
    func iioDeviceFile(_ deviceName: String) -> String {
        PathText.join(root, "+iio:" + deviceName)
    }

    /// The `E:` properties of a database file; empty when it is missing.
    static func properties(file: String) -> [String: String] {
        guard case .text(let text) = SysfsFiles.load(file) else { return [:] }
        var result: [String: String] = [:]
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) where line.hasPrefix("E:") {
            let body = line.dropFirst(2)
            guard let equals = body.firstIndex(of: "=") else { continue }
            result[String(body[..<equals])] = String(body[body.index(after: equals)...])
        }
        return result
    }
}
