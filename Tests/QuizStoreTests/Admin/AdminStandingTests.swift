import Foundation
import Testing

@testable import QuizStore

/// The web admin's per-request standing read (`AdminQueries.standing`, one statement outside a transaction): a
/// ban, a role or a name written by another process's connection is seen at the very next read.
@Suite struct AdminStandingTests {
    @Test func aBanOrARoleWrittenElsewhereIsSeenAtTheNextRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("standing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tiltquiz.sqlite").path
        let admin = try QuizDatabase(path: path)
        // Another QuizDatabase on the same file: its own connections, as the game's or the CLI's.
        let other = try QuizDatabase(path: path)
        let id = try other.write { db in
            try db.execute(sql: "INSERT INTO player (name, role) VALUES ('Ada', 'admin')")
            return db.lastInsertedRowID
        }
        let queries = AdminQueries(database: admin)
        #expect(try queries.standing(id) == AdminStanding(id: id, name: "Ada", role: "admin", banned: false))
        try other.write { db in try db.execute(sql: "UPDATE player SET banned = 1 WHERE id = ?", arguments: [id]) }
        #expect(try queries.standing(id)?.banned == true)
        try other.write { db in
            try db.execute(sql: "UPDATE player SET role = 'moderator', name = 'Ada L' WHERE id = ?", arguments: [id])
        }
        #expect(try queries.standing(id) == AdminStanding(id: id, name: "Ada L", role: "moderator", banned: true))
        #expect(try queries.standing(id + 1000) == nil)
    }
}
