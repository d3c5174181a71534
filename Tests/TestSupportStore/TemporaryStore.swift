import Foundation
import QuizStore
import TestSupport

/// A fresh SQLite store (`tiltquiz.sqlite`, every migration applied) in a temporary folder of its own: closed
/// and removed, with the folder, when the value goes away.
public final class TemporaryStore: @unchecked Sendable {
    /// The folder the store's file is in (a test may put other files there).
    public let folder: TemporaryFolder
    /// The store.
    public let database: QuizDatabase

    /// Opens a new store; `prefix` names what made it, for a reader of the temporary folder.
    public init(prefix: String = "tiltquiz-store-") throws {
        folder = TemporaryFolder(prefix: prefix)
        database = try QuizDatabase(path: QuizDatabase.file(inDirectory: folder.path))
    }

    /// The store file's path.
    public var path: String { QuizDatabase.file(inDirectory: folder.path) }

    deinit {
        try? database.close()
    }
}
