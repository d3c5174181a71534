import Foundation
import GRDB
import QuizCore

/// What `tiltquiz check` finds, and what `--repair` brought back.
public struct StoreCheck: Sendable {
    /// The problems found; empty when the store is sound.
    public var problems: [String]
    /// Rows per table of a sound (or rebuilt) store, for the report.
    public var rows: [String: Int]
}

/// How a damaged store was rebuilt: the copy kept, and what came back.
public struct RepairReport: Sendable {
    /// The damaged file, kept as it was (with its WAL beside it, if any).
    public var damagedCopy: String
    /// Rows per table in the rebuilt store.
    public var rows: [String: Int]
    /// Stretches of a table that could not be read (each a damaged page or more), summed over tables.
    public var unreadableStretches: Int
    /// Rows read back but dropped because what they refer to was lost (an answer to a lost question).
    public var orphansDropped: Int
}

/// Checking a store file without changing it, and rebuilding a damaged one.
public enum StoreRepair {
    /// The tables a player's history lives in, reported after a check or a repair.
    public static let reportedTables = [
        "question", "option", "topic", "player", "answer", "gameResult", "purchase", "creditGrant", "powerUpUse",
        "award",
    ]

    /// Checks the file at `path` as it is: missing, not a database, empty (no
    /// tables: its contents were lost), or damaged (`PRAGMA integrity_check`).
    /// Opens it read-only and creates nothing.
    public static func check(path: String) throws(StoreError) -> StoreCheck {
        guard FileManager.default.fileExists(atPath: path) else {
            throw StoreError.cannotOpen(path: path, reason: "there is no database there (check --data)")
        }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                let tables = try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                guard tables.contains("grdb_migrations"), tables.contains("question") else {
                    let what = tables.isEmpty ? "no tables at all" : "tables that are not TiltQuiz's"
                    return StoreCheck(
                        problems: ["it holds \(what): its contents were lost, or it is not TiltQuiz's store"],
                        rows: [:])
                }
                let problems = try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
                let keys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { "foreign key: \($0)" }
                return StoreCheck(problems: problems + keys, rows: try counts(db, tables: reportedTables))
            }
        } catch let error as DatabaseError where StorageProblem(error) == .damaged {
            return StoreCheck(problems: [describe(error)], rows: [:])
        } catch {
            throw StoreError.cannotOpen(path: path, reason: describe(error))
        }
    }

    /// Rebuilds the store at `path` from what can be read of it: the damaged
    /// file (and its WAL) is kept beside it as `<name>.damaged-<time>`; a new
    /// store with the full schema is filled, table by table in rowid order,
    /// with every row that can still be read from the copy (a damaged page is
    /// stepped over, losing only its rows); rows that refer to lost ones are
    /// dropped; and the new file, once it passes the integrity check, takes
    /// the old one's place. The game must not run meanwhile (hold its `GameLock`).
    public static func repair(path: String, now: Date = Date()) throws(StoreError) -> RepairReport {
        let stamp = Int(now.timeIntervalSince1970)
        let copy = "\(path).damaged-\(stamp)"
        let rebuilt = "\(path).rebuilt-\(stamp)"
        let manager = FileManager.default
        do {
            try manager.copyItem(atPath: path, toPath: copy)
            if manager.fileExists(atPath: path + "-wal") {
                try manager.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
            }
        } catch {
            throw StoreError.cannotWrite(
                path: copy, reason: "cannot keep a copy of the damaged file: \(describe(error))")
        }
        var report = RepairReport(damagedCopy: copy, rows: [:], unreadableStretches: 0, orphansDropped: 0)
        do {
            // The copy is read, never the live file.
            let source = try DatabaseQueue(path: copy)
            let target = try QuizDatabase(path: rebuilt)
            try target.writer.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
                try db.inTransaction {
                    for table in try salvageableTables(db) where !stateTables.contains(table) {
                        report.unreadableStretches += try salvage(table, from: source, into: db)
                    }
                    report.orphansDropped = try dropOrphans(db)
                    try Schema.refillBoardTotals(db)
                    // A store of an earlier version has no deal slots to copy.
                    try Schema.assignMissingDealSlots(db)
                    // The device's fleet state comes last: until now the new store's default row (not joined)
                    // kept the fleet triggers quiet, so no copied row or dropped orphan was queued again or
                    // ticked the clock; the old row then replaces it whole, ids, cursor, clock and all. (Rather
                    // than holding `applying` at 1 and restoring it: there is no value to put back, and the
                    // row is only ever the default or the old store's own.)
                    for table in stateTables {
                        report.unreadableStretches += try salvage(table, from: source, into: db, replacing: true)
                    }
                    try carrySequences(from: source, into: db)
                    return .commit
                }
            }
            try source.close()
            let problems = try target.integrityProblems()
            guard problems.isEmpty else {
                throw StoreError.query(
                    "the rebuilt store fails its own check: \(problems.prefix(3).joined(separator: "; "))")
            }
            report.rows = try target.read { db in try counts(db, tables: reportedTables) }
            try target.close()
        } catch {
            for suffix in ["", "-wal", "-shm"] { try? manager.removeItem(atPath: rebuilt + suffix) }
            throw StoreError.cannotWrite(
                path: path,
                reason: "nothing could be rebuilt (\(describe(error))); the damaged file is unchanged, "
                    + "and a copy is at \(copy)")
        }
        for suffix in ["-wal", "-shm"] {
            try? manager.removeItem(atPath: path + suffix)
            try? manager.removeItem(atPath: rebuilt + suffix)
        }
        guard rename(rebuilt, path) == 0 else {
            throw StoreError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        return report
    }

    /// Tables counted from others (`boardTotal` from `gameResult`): filled again once those are copied, never
    /// copied themselves.
    static let derivedTables: Set<String> = ["boardTotal"]

    /// Tables of one row the new store already holds by default (the device's `fleetState`): the old row
    /// replaces it, after every other table is copied.
    static let stateTables = ["fleetState"]

    /// Carries each `AUTOINCREMENT` table's high-water mark over (never lowering it), so numbers given
    /// before the repair are not given again: a local id a fleet id once named, or an outbox number the
    /// fleet's server has already acknowledged. A mark that cannot be read leaves the copied rows' own.
    private static func carrySequences(from source: DatabaseQueue, into db: Database) throws {
        guard
            let marks = try? source.read({ old in
                try Row.fetchAll(old, sql: "SELECT name, seq FROM sqlite_sequence").map {
                    (name: $0[0] as String, seq: $0[1] as Int64)
                }
            })
        else { return }
        for mark in marks where try db.tableExists(mark.name) {
            try db.execute(
                sql: "UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = ?", arguments: [mark.seq, mark.name])
            if db.changesCount == 0 {
                try db.execute(
                    sql: "INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", arguments: [mark.name, mark.seq])
            }
        }
    }

    /// The new store's own tables, parents before the tables that refer to them.
    private static func salvageableTables(_ db: Database) throws -> [String] {
        let tables = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master WHERE type = 'table'
                AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations' ORDER BY name
                """
        ).filter { !derivedTables.contains($0) }
        var ordered: [String] = []
        var remaining = tables
        while !remaining.isEmpty {
            let before = ordered.count
            for table in remaining {
                let parents = try String.fetchAll(
                    db, sql: "SELECT \"table\" FROM pragma_foreign_key_list(?)", arguments: [table])
                if parents.allSatisfy({ $0 == table || ordered.contains($0) || !tables.contains($0) }) {
                    ordered.append(table)
                }
            }
            remaining.removeAll { ordered.contains($0) }
            if ordered.count == before { ordered += remaining; break }  // a cycle: any order will do
        }
        return ordered
    }

    /// Copies every readable row of `table` (the columns both files have),
    /// stepping over stretches that cannot be read; returns how many it stepped over. A row the new store
    /// already has is kept, or with `replacing` replaced by the old one.
    private static func salvage(
        _ table: String, from source: DatabaseQueue, into db: Database, replacing: Bool = false
    ) throws -> Int {
        let wanted = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table])
        let present: [String]
        do {
            present = try source.read { old in
                try String.fetchAll(old, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table])
            }
        } catch {
            return 1  // the table's schema cannot be read: it is lost whole
        }
        let columns = wanted.filter(present.contains).map { "\"\($0)\"" }
        guard !columns.isEmpty else { return 0 }
        let list = columns.joined(separator: ", ")
        let insert = try db.makeStatement(
            sql:
                "INSERT OR \(replacing ? "REPLACE" : "IGNORE") INTO \"\(table)\" (\(list)) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
        )
        var after = Int64.min
        var step: Int64 = 1
        var stretches = 0
        var inStretch = false
        while true {
            var progressed = false
            do {
                try source.read { old in
                    let rows = try Row.fetchCursor(
                        old, sql: "SELECT rowid, \(list) FROM \"\(table)\" WHERE rowid > ? ORDER BY rowid",
                        arguments: [after])
                    while let row = try rows.next() {
                        try insert.execute(arguments: StatementArguments(Array(row.databaseValues.dropFirst())))
                        after = row[0]
                        progressed = true
                    }
                }
                return stretches
            } catch {
                // A damaged page: step over it, further each time nothing more could be read.
                if progressed { inStretch = false }
                if !inStretch { stretches += 1 }
                inStretch = true
                step = progressed ? 1 : step * 4
                guard step < Int64(1) << 40, after < Int64.max - step else { return stretches }
                after = after == Int64.min ? step : after + step
            }
        }
    }

    /// Deletes rows whose foreign keys point at rows that were lost; returns how many.
    private static func dropOrphans(_ db: Database) throws -> Int {
        var dropped = 0
        while true {
            let orphans = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
            guard !orphans.isEmpty else { return dropped }
            for orphan in orphans {
                let table: String = orphan[0]
                let rowid: Int64? = orphan[1]
                guard let rowid else { continue }
                try db.execute(sql: "DELETE FROM \"\(table)\" WHERE rowid = ?", arguments: [rowid])
                dropped += db.changesCount
            }
        }
    }

    private static func counts(_ db: Database, tables: [String]) throws -> [String: Int] {
        let existing = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        var rows: [String: Int] = [:]
        for table in reportedTables where tables.contains(table) && existing.contains(table) {
            rows[table] = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \"\(table)\"") ?? 0
        }
        return rows
    }

    private static func describe(_ error: any Error) -> String {
        QuizDatabase.describe(error)
    }
}
