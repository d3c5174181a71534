import Foundation
import QuizCore
import TestSupport
import Testing

/// Power cuts: the game plays headless from a script and is SIGKILLed a
/// random number of commits in, again and again on the same store. Every other kill is a
/// machine stop, not only a process death: the game runs under the power-cut
/// shim (`PowerLoss`), and after the kill every write not yet fsync'd is
/// undone, as a real power cut drops the page cache. After every kill the
/// store must pass SQLite's checks, hold every row the game's commit journal
/// promised (none lost) and nothing twice, keep the credits ledger balanced,
/// and put a trivia question cut off mid-answer back on screen as it was.
@Suite(.serialized) struct PowerCutTests {
    /// What one kill left, for the tally.
    struct Tally {
        var kills = 0
        /// Kills after which the unsynced writes were undone too.
        var machineStops = 0
        /// Writes the machine stops undid.
        var writesUndone = 0
        /// Games that had ended (their script played out) before the kill came.
        var exitedEarly = 0
        var journaled = 0
        var unreported = 0
        var resumed = 0
        var failures: [String] = []
    }

    @Test func killsAtRandomMomentsLoseAndDoubleNothing() throws {
        let kills = Soak.count(short: 14, full: 200)
        var random = SeededRandom(seed: Soak.seed("power cut"))
        let folder = Tool.temporaryFolder()
        Tool.write(SoakScripts.text(SoakScripts.trivia(cycles: 40)), to: folder + "/trivia.jsonl")
        Tool.write(SoakScripts.text(SoakScripts.tilt(rounds: 30, seed: 5)), to: folder + "/tilt.jsonl")
        var tally = Tally()
        for run in 0..<kills {
            let trivia = run % 4 != 3
            // Ten kills a store: later ones would find every one of the 270 questions answered.
            let data = folder + "/data-\(run / 10)"
            do {
                try killOnce(run: run, trivia: trivia, folder: folder, data: data, random: &random, tally: &tally)
            } catch {
                tally.failures.append("kill \(run): the store cannot be read after it: \(error)")
            }
            if tally.failures.count > 5 { break }
        }
        Soak.report(
            "power cut: \(tally.kills) kills (\(tally.machineStops) machine stops undoing \(tally.writesUndone) "
                + "unsynced writes; \(tally.exitedEarly) games had ended before), \(tally.journaled) journaled transactions checked, "
                + "\(tally.unreported) committed just before a kill (not yet journaled), "
                + "\(tally.resumed) trivia rounds resumed, \(tally.failures.count) failures")
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
        #expect(tally.kills == kills)
    }

    private func killOnce(
        run: Int, trivia: Bool, folder: String, data: String, random: inout SeededRandom, tally: inout Tally
    ) throws {
        let database = data + "/tiltquiz.sqlite"
        let baseline = try Self.baseline(database)
        let runFolder = folder + "/run-\(run)"
        try FileManager.default.createDirectory(atPath: runFolder, withIntermediateDirectories: true)
        let journal = runFolder + "/journal.jsonl"
        let mode = ["--mode", trivia ? "trivia" : "tilt"]
        let script = folder + (trivia ? "/trivia.jsonl" : "/tilt.jsonl")
        // Odd kills stop the machine: the writes the kernel had not yet put on the disk go too.
        let machineStop = run % 2 == 1
        let undo = runFolder + "/undo"
        let child = try Child(
            ["play", "--headless", "--data", data, "--seed", "\(run)", "--input", script, "--journal", journal] + mode,
            folder: runFolder, environment: machineStop ? try PowerLoss.environment(undoFolder: undo) : [:])
        // Headless play runs as fast as it can (a whole script in a second or two): a moment chosen on
        // the clock mostly finds the game over, so the cut comes a random number of commits in, and a
        // random few milliseconds later, wherever play is then.
        let commits = 1 + random.below(60)
        let deadline = Date().addingTimeInterval(120)
        while child.process.isRunning, StoreAudit.journal(journal).count < commits, Date() < deadline {
            usleep(500)
        }
        usleep(UInt32(random.below(4000)))
        let exitedEarly = !child.process.isRunning
        if exitedEarly { tally.exitedEarly += 1 }
        child.kill()
        tally.kills += 1
        if machineStop {
            tally.machineStops += 1
            tally.writesUndone += try PowerLoss.cut(undoFolder: undo, dataFolder: data)
        }
        func fail(_ message: String) {
            let kind = machineStop ? "machine stop" : "kill"
            tally.failures.append("\(kind) \(run) (\(trivia ? "trivia" : "tilt")): \(message)")
        }
        if exitedEarly, child.process.terminationStatus != 0 { fail("exited early: \(child.stderr)") }
        guard FileManager.default.fileExists(atPath: database) else { return }
        let audit = try StoreAudit(path: database)
        // A cut before the store's first commit reached the disk leaves it empty: then nothing may be promised.
        guard try audit.count("SELECT COUNT(*) FROM sqlite_master") > 0 else {
            if !StoreAudit.journal(journal).isEmpty { fail("the store lost its tables after commits were journaled") }
            return
        }
        let problems = try audit.problems()
        if !problems.isEmpty { fail("integrity: \(problems)") }
        let promised = StoreAudit.journal(journal)
        tally.journaled += promised.count
        let added = try audit.rowsAdded(since: baseline)
        tally.unreported += compare(promised: promised, added: added, fail: fail)
        if try audit.ledgerImbalance() != 0 { fail("the credits ledger does not balance") }
        let doubled = try audit.doubledAnswers()
        if !doubled.isEmpty { fail("questions answered twice: \(doubled)") }
        let short = try audit.inventoryShortfalls()
        if !short.isEmpty { fail("power-ups lost: \(short)") }
        if trivia, let saved = try audit.savedRound() {
            if try checkResume(saved, audit: audit, data: data, folder: runFolder, fail: fail) { tally.resumed += 1 }
        }
    }

    /// The highest rowid of each table before a run (none for a store a cut left empty). The
    /// connection is closed on return: none may be open in this process while a cut deletes the
    /// `-shm` file, or this process and the next game would use two different wal-indexes.
    private static func baseline(_ database: String) throws -> [String: Int64] {
        guard FileManager.default.fileExists(atPath: database) else { return [:] }
        let audit = try StoreAudit(path: database)
        return try audit.count("SELECT COUNT(*) FROM sqlite_master") > 0 ? audit.maxIDs() : [:]
    }

    /// Every journaled row is in the store; rows the journal does not name may
    /// only be the last transaction's, committed as the kill came. Returns their count.
    private func compare(
        promised: [[String: [Int64]]], added: [String: [(id: Int64, line: String)]], fail: (String) -> Void
    ) -> Int {
        var unreported = 0
        for table in StoreAudit.tables {
            let stored = Set((added[table] ?? []).map(\.id))
            let named = promised.flatMap { $0[table] ?? [] }
            if Set(named).count != named.count { fail("\(table): the journal names a row twice") }
            let lost = Set(named).subtracting(stored)
            if !lost.isEmpty { fail("\(table): journaled rows \(lost.sorted()) are not in the store") }
            let extra = stored.subtracting(named)
            if let newest = named.max(), extra.contains(where: { $0 < newest }) {
                fail("\(table): rows \(extra.sorted()) are in the store but were never journaled")
            }
            unreported += extra.count
        }
        if unreported > 8 { fail("\(unreported) rows committed without a journal line: more than one transaction") }
        return unreported
    }

    /// Starts the game again on the killed store and answers at once: the
    /// question must be the one cut off, its options in the same order, the
    /// timer going on from what was saved. Returns whether it was answered.
    private func checkResume(
        _ saved: SavedRound, audit: StoreAudit, data: String, folder: String, fail: (String) -> Void
    ) throws -> Bool {
        let expected = try audit.texts(question: saved.questionID, options: saved.optionIDs)
        let keys = ["1", "2", "3", "4"].enumerated().map {
            SoakScripts.Line(time: 1.0 + 0.1 * Double($0.offset), key: $0.element)
        }
        let resume = folder + "/resume"
        try FileManager.default.createDirectory(atPath: resume, withIntermediateDirectories: true)
        Tool.write(SoakScripts.text(keys), to: resume + "/script.jsonl")
        let child = try Child(
            [
                "play", "--mode", "trivia", "--headless", "--data", data, "--seed", "1", "--input",
                resume + "/script.jsonl", "--journal", resume + "/journal.jsonl",
            ], folder: resume)
        guard child.wait(timeout: 120) == 0 else {
            fail("the resumed game failed: \(child.stderr)")
            return false
        }
        let summary = try TriviaSummary.parse(child.stdout)
        guard let first = summary.answers.first else {
            fail("the resumed game ended no question")
            return false
        }
        if first.question != expected.uid { fail("resumed \(first.question), not the saved \(expected.uid)") }
        if first.options.map(\.text) != expected.options { fail("the resumed options are in another order") }
        // The first key comes 1 s in: the timer has run since, unless a saved freeze still stops it.
        let frozen = saved.frozenSeconds ?? 0
        if first.result != "timeout", first.remaining > saved.remainingSeconds - max(0, 0.9 - frozen) + 1e-6 {
            fail(
                "the timer came back with \(first.remaining) s, more than the \(saved.remainingSeconds) s saved"
                    + " (with \(frozen) s of Freeze Time left)")
        }
        if first.result == "right", try audit.savedRound() != nil { fail("the round stayed saved after its answer") }
        return true
    }
}
