import Foundation

/// A fresh folder under the system's temporary folder, removed when the value goes away.
///
/// The test run's `TMPDIR` is a folder of its own (`scripts/with-scratch-folder.sh`), so a folder a test keeps
/// on purpose (`TemporaryFolder.make()`) is still removed when the run ends.
public final class TemporaryFolder: @unchecked Sendable {
    /// The folder's path.
    public let path: String

    /// Makes the folder; `prefix` names what made it, for a reader of the temporary folder.
    public init(prefix: String = "tiltquiz-test-") {
        path = Self.make(prefix: prefix)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    /// Writes `text` to `name` inside the folder; its path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String {
        let target = file(name)
        _ = FileManager.default.createFile(atPath: target, contents: Data(text.utf8))
        return target
    }

    /// Writes `text` to `name` inside the folder with `mode` (a password file: 0600, or a mode it is refused with);
    /// its path.
    @discardableResult
    public func write(_ name: String, _ text: String, mode: mode_t) -> String {
        let target = write(name, text)
        chmod(target, mode)
        return target
    }

    /// A new empty folder that stays until the test run's temporary folder goes: for a test that hands the path
    /// to a child process or keeps it past the scope of one value.
    public static func make(prefix: String = "tiltquiz-test-") -> String {
        let path = NSTemporaryDirectory() + prefix + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
