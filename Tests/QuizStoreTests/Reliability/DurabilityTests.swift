import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// The store's settings that decide what a power cut keeps, and the checks a game runs on it.
@Suite struct DurabilityTests {
    @Test func everyConnectionSyncsEachCommit() throws {
        let store = try TemporaryStore()
        // 2 is FULL: the WAL is synced at every commit, not only at checkpoints.
        #expect(try store.database.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 2)
        #expect(try store.database.write { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 2)
        #expect(try store.database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test func closingLeavesOneCheckpointedFile() throws {
        let folder = TemporaryFolder()
        let path = folder.file("tiltquiz.sqlite")
        let database = try QuizDatabase(path: path)
        try database.probeWrite()
        try database.close()
        let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        #expect(wal == 0)
        #expect(try QuizDatabase(path: path).quickCheckProblems().isEmpty)
    }

    @Test func storageFailuresAreNamedForTheOperator() {
        let full = DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full")
        #expect(StorageProblem(full) == .full)
        #expect(StorageProblem(DatabaseError(resultCode: .SQLITE_READONLY)) == .readOnly)
        #expect(StorageProblem(DatabaseError(resultCode: .SQLITE_IOERR)) == .ioError)
        #expect(StorageProblem(DatabaseError(resultCode: .SQLITE_CORRUPT)) == .damaged)
        #expect(StorageProblem(DatabaseError(resultCode: .SQLITE_CONSTRAINT)) == nil)
        let error = StoreError.storage(
            path: "/data/tiltquiz.sqlite", problem: .full, detail: "database or disk is full")
        #expect(error.description.contains("/data/tiltquiz.sqlite"))
        #expect(error.description.contains("the disk is full"))
    }

    @Test func aDamagedFileIsRefusedWithItsPathAndTheRepairCommand() throws {
        let folder = TemporaryFolder()
        let path = folder.file("tiltquiz.sqlite")
        FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x5A, count: 64 * 1024))
        do {
            _ = try QuizDatabase(path: path)
            Issue.record("a file of garbage opened")
        } catch {
            guard case .damaged(let named, _) = error else {
                Issue.record("not reported as damaged: \(error)")
                return
            }
            #expect(named == path)
            #expect(error.description.contains("tiltquiz check --repair"))
        }
    }
}
