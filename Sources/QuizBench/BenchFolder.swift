import Foundation
import QuizCore

/// A bench part's own temporary folder, `tiltquiz-<purpose>-<UUID>` in the temporary directory: new for the
/// part's stores and files, and removed with all it holds when the part ends, measured or failed.
enum BenchFolder {
    /// Runs `body` with a new, empty folder and removes the folder afterwards; `purpose` names it (`bench`,
    /// `layout`).
    static func with<Result>(purpose: String = "bench", _ body: (String) throws -> Result) throws -> Result {
        let folder = PathText.join(NSTemporaryDirectory(), "tiltquiz-\(purpose)-" + UUID().uuidString)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }
}
