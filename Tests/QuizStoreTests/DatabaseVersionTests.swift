import Foundation
import GRDB
import TestSupport
import Testing

@testable import QuizStore

/// A database written by another version of TiltQuiz (a newer release, or a
/// development build with other migrations) is refused with a message that
/// says so, and left exactly as it was.
@Suite struct DatabaseVersionTests {
    @Test func aDatabaseFromAnotherVersionIsRefusedAndLeftAlone() throws {
        let folder = TemporaryFolder()
        let path = folder.file("tiltquiz.sqlite")
        do {
            let database = try QuizDatabase(path: path)
            try database.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9: from the future')")
            }
        }
        do {
            _ = try QuizDatabase(path: path)
            Issue.record("opened a database with an unknown migration")
        } catch {
            #expect(error.description.contains("it was written by another version of TiltQuiz"))
            #expect(error.description.contains("\"v9: from the future\""))
        }
        let queue = try DatabaseQueue(path: path)
        let identifiers = try queue.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(identifiers.contains("v9: from the future"))
        #expect(identifiers.count == QuizDatabase.migrator.migrations.count + 1, "no migration ran")
    }
}
