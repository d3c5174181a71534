import Foundation
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

@Suite struct MaintenanceTests {
    @Test func aBackupIsACompleteCheckedCopy() throws {
        let folder = TemporaryFolder()
        let database = try QuizDatabase(path: folder.file("live.sqlite"))
        try PackInstaller(database: database).installPacks(inDirectory: Repository.root + "/assets/packs")
        try database.backup(to: folder.file("copy.sqlite"))
        let copy = try QuizDatabase(path: folder.file("copy.sqlite"))
        #expect(try copy.contentStats() == database.contentStats())
        #expect(try copy.integrityProblems().isEmpty)
        // A second backup replaces the first.
        try database.backup(to: folder.file("copy.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("copy.sqlite.partial")))
    }

    @Test func statsCountWhatTheBundledContentHolds() throws {
        let database = try QuizDatabase.withBundledPacks()
        let stats = try database.contentStats()
        #expect(stats.questions.trueFalse >= 60)
        #expect(stats.questions.total == stats.questions.trueFalse + stats.questions.multipleChoice)
        #expect(stats.questions.byTopic.values.reduce(0, +) == stats.questions.total)
        #expect(stats.packs >= 1)
        #expect(stats.players == 0)
    }
}
