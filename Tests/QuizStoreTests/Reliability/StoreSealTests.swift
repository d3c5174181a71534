import Foundation
import TestSupport
import Testing

@testable import QuizStore

/// The seal a clean exit leaves: the next start skips the damage check only
/// for a file exactly as it was left.
@Suite struct StoreSealTests {
    func closedStore(_ folder: TemporaryFolder) throws -> String {
        let path = folder.file("tiltquiz.sqlite")
        let database = try QuizDatabase(path: path)
        try database.probeWrite()
        try database.close()
        return path
    }

    @Test func aSealedUntouchedStoreIsIntact() throws {
        let folder = TemporaryFolder()
        let path = try closedStore(folder)
        #expect(!StoreSeal.isIntact(path), "never sealed")
        StoreSeal.seal(path)
        #expect(StoreSeal.isIntact(path))
        StoreSeal.breakSeal(path)
        #expect(!StoreSeal.isIntact(path))
    }

    @Test func anyWriteBreaksTheSeal() throws {
        let folder = TemporaryFolder()
        let path = try closedStore(folder)
        StoreSeal.seal(path)
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: 8192)
        handle.write(Data(repeating: 0xEE, count: 16))
        try handle.close()
        #expect(!StoreSeal.isIntact(path), "the same size, but written since")
    }

    @Test func aStoreLeftWithAWALIsNotIntact() throws {
        let folder = TemporaryFolder()
        let path = try closedStore(folder)
        StoreSeal.seal(path)
        let database = try QuizDatabase(path: path)
        try database.probeWrite()
        #expect(!StoreSeal.isIntact(path), "open, with commits in its WAL")
        try database.close()
    }
}
