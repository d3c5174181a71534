import Foundation
import TestSupport
import Testing

@testable import QuizStore

/// Saves that the storage refuses wait, in order, and are written when it takes them again.
@Suite struct PlaySavesTests {
    /// A storage that fails while `full` is set, and the order saves reached it.
    final class Disk {
        var full = false
        var written: [Int] = []

        func write(_ id: Int) throws(StoreError) -> CommittedRows {
            if full { throw StoreError.storage(path: "/data/tiltquiz.sqlite", problem: .full, detail: "disk full") }
            written.append(id)
            var rows = CommittedRows()
            rows.add("answer", Int64(id))
            return rows
        }
    }

    /// Saves over a fresh store, the disk they write to, and the messages they reported.
    final class Rig {
        let saves: PlaySaves
        let disk = Disk()
        var messages: [String] = []

        init() throws {
            saves = PlaySaves(database: try QuizDatabase())
            saves.report = { [unowned self] in self.messages.append($0) }
        }
    }

    @Test func savesWaitInOrderWhileTheDiskIsFullAndAreWrittenWhenSpaceComesBack() throws {
        let rig = try Rig()
        let saves = rig.saves, disk = rig.disk
        saves.save("an answer") { () throws(StoreError) in try disk.write(1) }
        #expect(saves.canSave)
        disk.full = true
        saves.save("an answer") { () throws(StoreError) in try disk.write(2) }
        saves.save("a purchase") { () throws(StoreError) in try disk.write(3) }
        #expect(!saves.canSave)
        #expect(saves.problem?.storageProblem == .full)
        #expect(saves.waiting == 2)
        #expect(saves.statusLine.hasPrefix("cannot save: the disk is full (2 waiting"))
        #expect(rig.messages.count == 1, "one message for the problem, not one per save: \(rig.messages)")
        saves.tick(at: 10)
        #expect(disk.written == [1])
        disk.full = false
        saves.tick(at: 11)
        #expect(disk.written == [1], "no retry before retrySeconds have passed")
        saves.tick(at: 10 + saves.retrySeconds)
        #expect(disk.written == [1, 2, 3])
        #expect(saves.canSave)
        #expect(saves.failedSaves == 1, "the save that failed is counted once; the one queued behind it never failed")
        #expect(saves.finish())
        #expect(rig.messages.last?.contains("takes saves again") == true)
    }

    @Test func savesStillWaitingAtExitAreReportedAsLost() throws {
        let rig = try Rig()
        let saves = rig.saves, disk = rig.disk
        disk.full = true
        saves.save("an answer") { () throws(StoreError) in try disk.write(1) }
        #expect(!saves.finish())
        #expect(rig.messages.last?.contains("1 save was lost at exit (1 × an answer)") == true)
    }

    @Test func aSaveRefusedForAnotherReasonIsDroppedAndTheRestGoOn() throws {
        let rig = try Rig()
        let saves = rig.saves, disk = rig.disk
        saves.save("a purchase") { () throws(StoreError) in throw StoreError.conflict("the balance changed") }
        saves.save("an answer") { () throws(StoreError) in try disk.write(2) }
        #expect(disk.written == [2])
        #expect(saves.lostSaves == 1)
        #expect(saves.canSave)
        #expect(!saves.finish())
        #expect(rig.messages.first?.contains("a purchase was not saved: not saved: the balance changed") == true)
    }

    @Test func theJournalHearsOfEachSaveOnlyOnceItIsWritten() throws {
        let folder = TemporaryFolder()
        let saves = PlaySaves(database: try QuizDatabase())
        saves.report = { _ in }
        saves.journal = try CommitJournal(path: folder.file("journal.jsonl"))
        let disk = Disk()
        disk.full = true
        saves.save("an answer") { () throws(StoreError) in try disk.write(7) }
        let before = (try? String(contentsOfFile: folder.file("journal.jsonl"), encoding: .utf8)) ?? ""
        #expect(before.isEmpty)
        disk.full = false
        saves.tick(at: 100)
        let after = try String(contentsOfFile: folder.file("journal.jsonl"), encoding: .utf8)
        #expect(after == "{\"answer\":[7]}\n")
    }

    @Test func aLowDiskIsAWarningInWordsAndRoomIsNone() {
        #expect(PlaySaves.lowSpaceWarning(freeBytes: 12_400_000) == "Low disk space: 12 MB free for the game's store")
        #expect(PlaySaves.lowSpaceWarning(freeBytes: 850_000) == "Low disk space: 850 KB free for the game's store")
        #expect(PlaySaves.lowSpaceWarning(freeBytes: PlaySaves.lowSpaceBytes) == nil)
        #expect(PlaySaves.lowSpaceWarning(freeBytes: nil) == nil)
        #expect(PlaySaves.size(3_100_000_000) == "3.1 GB")
    }

    @Test func playFoldsTheWALIntoTheDatabaseOnASchedule() throws {
        let folder = TemporaryFolder()
        let path = folder.file("tiltquiz.sqlite")
        let database = try QuizDatabase(path: path)
        let saves = PlaySaves(database: database)
        try BenchmarkData.populate(database, topics: 2, questions: 2_000, players: 1, answers: 0)
        func fileSize() -> Int { (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
        let before = fileSize()
        saves.tick(at: saves.checkpointSeconds - 1)
        #expect(fileSize() == before, "not yet: the WAL still holds the new pages")
        saves.tick(at: saves.checkpointSeconds)
        #expect(fileSize() > before, "the scheduled checkpoint copied the WAL's pages into the file")
    }
}
