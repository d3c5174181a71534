import Foundation
import GRDB
import TestSupport
import Testing

/// The disk fills up in the middle of a game and is freed again: the game
/// says so, keeps the answers it could not save, writes them once it can,
/// and ends with a non-zero exit. The disk is the power-cut shim's: while a
/// flag file exists, every write to the store fails with ENOSPC (or, asked
/// for, EIO: a disk that fails).
@Suite(.serialized) struct FullDiskTests {
    /// Waits (polling, at most `limit` seconds) until `condition` holds; false if it never did.
    func wait(_ limit: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// A folder with a one-round script, and the environment whose disk is full while `flag` exists.
    func disk() throws -> (folder: String, data: String, flag: String, environment: [String: String]) {
        let folder = Tool.temporaryFolder()
        Tool.write(SoakScripts.text(SoakScripts.tilt(rounds: 1, seed: 3)), to: folder + "/round.jsonl")
        var environment = try PowerLoss.environment(undoFolder: folder + "/undo")
        environment["POWERCUT_FAULT_FLAG"] = folder + "/disk-full"
        return (folder, folder + "/data", folder + "/disk-full", environment)
    }

    @Test func answersMadeWhileTheDiskIsFullAreKeptAndSavedWhenSpaceComesBack() throws {
        var (folder, data, flag, environment) = try disk()
        environment["SDL_VIDEODRIVER"] = "dummy"
        // A window on the dummy driver plays in real time, so the disk can fill between two answers.
        let child = try Child(
            [
                "play", "--mode", "tilt", "--data", data, "--seed", "1", "--input", folder + "/round.jsonl",
                "--journal",
                folder + "/journal.jsonl", "--exit-when-done", "--no-sound", "--screenshots", folder + "/shots",
            ], folder: folder, environment: environment)
        defer { child.kill() }
        let journal = folder + "/journal.jsonl"
        #expect(wait(60) { !StoreAudit.journal(journal).isEmpty }, "the first answer was saved")
        Tool.write("", to: flag)
        #expect(wait(60) { child.stderr.contains("could not be saved and will be tried again") }, "\(child.stderr)")
        #expect(child.stderr.contains("the disk is full"), "\(child.stderr)")
        #expect(child.stderr.contains(data + "/tiltquiz.sqlite"), "\(child.stderr)")
        let savedWhileFull = StoreAudit.journal(journal).count
        try FileManager.default.removeItem(atPath: flag)
        #expect(wait(60) { child.stderr.contains("the store takes saves again") }, "\(child.stderr)")
        let status = child.wait(timeout: 120)
        #expect(status == 1, "a game that had a failed save ends non-zero: \(child.stderr)")
        let summary = try GameSummary.parse(child.stdout)
        #expect(summary.answers.count == 5)
        #expect(savedWhileFull < 6, "saves waited while the disk was full")
        let stored = try DatabaseQueue(path: data + "/tiltquiz.sqlite").read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer") ?? 0,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM gameResult") ?? 0
            )
        }
        #expect(stored.0 == 5, "every answer reached the store")
        #expect(stored.1 == 1)
        #expect(StoreAudit.journal(journal).count == 6, "five answers and the game's result, each once")
    }

    /// The store made and sealed by a first game; a second game on the same data folder with the disk failing
    /// from its start (full, or with `errno`); what the second printed, and the data folder.
    func secondGameOnAFailingDisk(errno: String? = nil) throws -> (Tool.Result, String) {
        var (folder, data, flag, environment) = try disk()
        if let errno { environment["POWERCUT_FAULT_ERRNO"] = errno }
        let arguments = [
            "play", "--mode", "tilt", "--headless", "--data", data, "--seed", "1", "--input", folder + "/round.jsonl",
        ]
        #expect(try Tool.run(arguments).status == 0)
        Tool.write("", to: flag)
        return (try Tool.run(arguments, environment: environment), data)
    }

    @Test func aDiskFullAtStartIsOneClearLineAndANonZeroExit() throws {
        let (full, data) = try secondGameOnAFailingDisk()
        #expect(full.status == 1)
        #expect(full.stdout.isEmpty, "no game is played that could not be saved")
        let lines = full.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(full.stderr)")
        #expect(full.stderr.contains(data + "/tiltquiz.sqlite"), "\(full.stderr)")
        #expect(full.stderr.contains("the disk is full"), "\(full.stderr)")
        #expect(full.stderr.contains("free space"), "\(full.stderr)")
    }

    @Test func aDiskThatFailsWithIOErrorsIsNamedAsSuch() throws {
        let (failing, data) = try secondGameOnAFailingDisk(errno: "5")  // EIO
        #expect(failing.status == 1)
        #expect(failing.stderr.contains(data + "/tiltquiz.sqlite"), "\(failing.stderr)")
        #expect(failing.stderr.contains("the disk reported an input/output error"), "\(failing.stderr)")
        #expect(failing.stderr.contains("check the disk"), "\(failing.stderr)")
    }
}
