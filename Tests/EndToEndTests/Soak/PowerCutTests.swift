import Foundation
import Testing

/// Power cuts: the game plays headless from a script and is SIGKILLed at a
/// random moment, again and again on the same store. After every kill the
/// store must pass SQLite's checks, hold every row the game's commit journal
/// promised (none lost) and nothing twice, keep the credits ledger balanced,
/// and put a trivia question cut off mid-answer back on screen as it was.
@Suite(.serialized) struct PowerCutTests {
    /// What one kill left, for the tally.
    struct Tally {
        var kills = 0
        var journaled = 0
        var unreported = 0
        var resumed = 0
        var failures: [String] = []
    }

    @Test func killsAtRandomMomentsLoseAndDoubleNothing() throws {
        let kills = Soak.count(short: 14, full: 200)
        var random = SoakRandom(seed: Soak.seed("power cut"))
        let folder = Tool.temporaryFolder()
        Tool.write(SoakScripts.text(SoakScripts.trivia(cycles: 40)), to: folder + "/trivia.jsonl")
        Tool.write(SoakScripts.text(SoakScripts.tilt(rounds: 30, seed: 5)), to: folder + "/tilt.jsonl")
        var tally = Tally()
        for run in 0..<kills {
            let trivia = run % 4 != 3
            // Ten kills a store: later ones would find every one of the 270 questions answered.
            let data = folder + "/data-\(run / 10)"
            try killOnce(run: run, trivia: trivia, folder: folder, data: data, random: &random, tally: &tally)
            if tally.failures.count > 5 { break }
        }
        Soak.report(
            "power cut: \(tally.kills) kills, \(tally.journaled) journaled transactions checked, "
                + "\(tally.unreported) committed just before a kill (not yet journaled), "
                + "\(tally.resumed) trivia rounds resumed, \(tally.failures.count) failures")
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
        #expect(tally.kills == kills)
    }

    private func killOnce(
        run: Int, trivia: Bool, folder: String, data: String, random: inout SoakRandom, tally: inout Tally
    ) throws {
        let database = data + "/tiltquiz.sqlite"
        let baseline = FileManager.default.fileExists(atPath: database) ? try StoreAudit(path: database).maxIDs() : [:]
        let runFolder = folder + "/run-\(run)"
        try FileManager.default.createDirectory(atPath: runFolder, withIntermediateDirectories: true)
        let journal = runFolder + "/journal.jsonl"
        let mode = trivia ? ["--mode", "trivia"] : []
        let script = folder + (trivia ? "/trivia.jsonl" : "/tilt.jsonl")
        let child = try Child(
            ["play", "--headless", "--data", data, "--seed", "\(run)", "--input", script, "--journal", journal] + mode,
            folder: runFolder)
        usleep(UInt32(random.uniform(0.3...2.5) * 1_000_000))
        let exitedEarly = !child.process.isRunning
        child.kill()
        tally.kills += 1
        func fail(_ message: String) {
            tally.failures.append("kill \(run) (\(trivia ? "trivia" : "tilt")): \(message)")
        }
        if exitedEarly, child.process.terminationStatus != 0 { fail("exited early: \(child.stderr)") }
        guard FileManager.default.fileExists(atPath: database) else { return }
        let audit = try StoreAudit(path: database)
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
        guard child.wait(timeout: 60) == 0 else {
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
