import GRDB

@testable import QuizStore

/// A store file as an older version of TiltQuiz left it, for a test of what the migrations since then do to it.
/// Here and not in TestSupportStore: it needs the store's internal migrator.
enum OldStore {
    /// Writes the store at `path` with the migrations up to `migration` applied and then `fill`, and closes it.
    static func write(at path: String, upTo migration: String, _ fill: (Database) throws -> Void) throws {
        let queue = try DatabaseQueue(path: path)
        try QuizDatabase.migrator.migrate(queue, upTo: migration)
        try queue.write(fill)
        try queue.close()
    }
}
