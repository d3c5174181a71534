import Foundation
import QuizCore
import QuizStore

/// `tiltquiz check`: SQLite's integrity check of the store as it is, and
/// with `repair` a damaged store rebuilt from what can be read.
public enum StoreCheckRun {
    public static func run(repair: Bool, location: StoreLocation) throws {
        let path = QuizDatabase.file(inDirectory: location.directory)
        let check: StoreCheck
        do {
            check = try StoreRepair.check(path: path)
        } catch {
            throw CommandFailure(error)
        }
        guard !check.problems.isEmpty else {
            print("The database \(path) is sound: \(Self.describe(check.rows)).")
            return
        }
        let shown = check.problems.prefix(5).joined(separator: "; ")
        let more = check.problems.count > 5 ? " (and \(check.problems.count - 5) more)" : ""
        guard repair else {
            throw CommandFailure(
                "the database \(path) is damaged: \(shown)\(more). Run `tiltquiz check --repair` (with the same "
                    + "--data) to keep a copy of it and rebuild a sound store from what can be read")
        }
        ProgramMessage.write("the database \(path) is damaged: \(shown)\(more)")
        let report: RepairReport
        do {
            // No game may write the store while it is rebuilt.
            let lock = try GameLock(directory: location.directory)
            report = try StoreRepair.repair(path: path)
            _ = lock
        } catch {
            throw CommandFailure(error)
        }
        var losses: [String] = []
        if report.unreadableStretches > 0 {
            losses.append(
                Counted.text(report.unreadableStretches, "damaged stretch", plural: "damaged stretches") + " skipped")
        }
        if report.orphansDropped > 0 {
            losses.append(Counted.text(report.orphansDropped, "row") + " dropped that referred to lost ones")
        }
        let lost = losses.isEmpty ? "" : " (" + losses.joined(separator: ", ") + ")"
        print("Rebuilt \(path) from what could be read: \(Self.describe(report.rows))\(lost).")
        print("The damaged file is kept at \(report.damagedCopy).")
    }

    /// "12 questions, 40 answers, ..." for the tables a player's history lives in.
    static func describe(_ rows: [String: Int]) -> String {
        StoreRepair.reportedTables.compactMap { table in rows[table].map { Counted.text($0, "\(table) row") } }
            .joined(separator: ", ")
    }
}
