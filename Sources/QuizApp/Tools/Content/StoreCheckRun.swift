import Foundation
import QuizCore
import QuizStore
import QuizText

/// `tiltquiz check`: SQLite's integrity check of the store as it is, and
/// with `repair` a damaged store rebuilt from what can be read. Its lines in the operator's catalog; SQLite's
/// problems as SQLite words them.
public enum StoreCheckRun {
    public static func run(repair: Bool, location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        let path = QuizDatabase.file(inDirectory: location.directory)
        let check: StoreCheck
        do {
            check = try StoreRepair.check(path: path)
        } catch {
            throw CommandFailure(error)
        }
        guard !check.problems.isEmpty else {
            print(words.text("cli.check_sound", ["path": path, "rows": Self.describe(check.rows, words)]))
            return
        }
        var shown = check.problems.prefix(5).joined(separator: "; ")
        if check.problems.count > 5 {
            shown = words.plural("cli.check_more", count: check.problems.count - 5, ["problems": shown])
        }
        guard repair else {
            throw CommandFailure(words, "cli.check_damaged_repair", ["path": path, "problems": shown])
        }
        ProgramMessage.write(words.text("cli.check_damaged", ["path": path, "problems": shown]))
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
            losses.append(words.plural("cli.check_stretches_skipped", count: report.unreadableStretches))
        }
        if report.orphansDropped > 0 {
            losses.append(words.plural("cli.check_orphans_dropped", count: report.orphansDropped))
        }
        let rows = ["path": path, "rows": Self.describe(report.rows, words)]
        print(
            losses.isEmpty
                ? words.text("cli.check_rebuilt", rows)
                : words.text("cli.check_rebuilt_losses", rows.merging(["losses": words.list(losses)]) { $1 }))
        print(words.text("cli.check_damaged_kept", ["path": report.damagedCopy]))
    }

    /// "12 question rows, 40 answer rows, ..." for the tables a player's history lives in (their names as the store
    /// has them).
    static func describe(_ rows: [String: Int], _ words: Catalog) -> String {
        StoreRepair.reportedTables.compactMap { table in
            rows[table].map { words.plural("cli.check_table_rows", count: $0, ["table": table]) }
        }
        .joined(separator: words["list.separator"])
    }
}
