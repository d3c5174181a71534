import Foundation

/// A fresh temporary folder per test, removed when the value goes away.
final class TemporaryFolder {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "tiltquiz-test-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    func write(_ name: String, _ text: String) -> String {
        let target = file(name)
        _ = FileManager.default.createFile(atPath: target, contents: Data(text.utf8))
        return target
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
