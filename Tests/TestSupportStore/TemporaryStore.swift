import Foundation
import QuizStore
import TestSupport

/// A fresh SQLite store (`tiltquiz.sqlite`, every migration applied) in a temporary folder of its own, removed
/// with the folder when the value goes away (a test may close the store itself first; its connections close
/// when the last reference to it goes).
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
}
