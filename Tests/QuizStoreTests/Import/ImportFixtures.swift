import Foundation
import Testing

@testable import QuizStore

/// The import tests' fixture files (copies of the reference samples), found from this file's path.
enum ImportFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path

    static func path(_ name: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    static func data(_ name: String) throws -> Data {
        try #require(FileManager.default.contents(atPath: path(name)), "missing fixture \(name)")
    }

    /// Parses a fixture, detecting its format.
    static func batch(_ name: String) throws -> ImportBatch {
        try Importer.read(path: path(name), format: nil)
    }
}

/// The description of the error parsing `data` throws, or nil when it parses.
func importFailure(_ data: Data, file: String, format: ImportFormat?) -> String? {
    do {
        _ = try Importer.parse(data, file: file, format: format)
        return nil
    } catch {
        return error.description
    }
}

/// The description of the error parsing UTF-8 `text` throws, or nil when it parses.
func importFailure(_ text: String, file: String, format: ImportFormat?) -> String? {
    importFailure(Data(text.utf8), file: file, format: format)
}

/// Parses UTF-8 `text` as `format`.
func importText(_ text: String, file: String, format: ImportFormat?) throws -> ImportBatch {
    try Importer.parse(Data(text.utf8), file: file, format: format)
}

/// A fresh folder for import tests that need files on disk, removed when the value goes away.
final class ImportScratchFolder {
    let path = NSTemporaryDirectory() + "tiltquiz-import-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let target = (path as NSString).appendingPathComponent(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: target))
        return target
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
