import Foundation
import GRDB
import QuizCore

/// The checks a game runs on its store: a quick look for damage before play,
/// a small write to learn whether saving works (again), the free space left,
/// and the checkpoints that fold the WAL back into the database file.
extension QuizDatabase {
    /// SQLite's `quick_check` (the integrity check without comparing indexes
    /// to their tables' content): the problems found, empty when sound.
    public func quickCheckProblems() throws(StoreError) -> [String] {
        try read { db in
            try String.fetchAll(db, sql: "PRAGMA quick_check").filter { $0 != "ok" }
        }
    }

    /// Fails as a real save would when the store cannot be written (full,
    /// read-only, I/O error): the header's user version is written back
    /// unchanged in a transaction of its own, which the disk must take.
    public func probeWrite() throws(StoreError) {
        try write { db in
            let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            try db.execute(sql: "PRAGMA user_version = \(version == Int(Int32.max) ? version : version + 1)")
            try db.execute(sql: "PRAGMA user_version = \(version)")
        }
    }

    /// Sets how the writer syncs a commit: FULL (the store's setting) or
    /// NORMAL (syncs only at checkpoints). Only the bench uses NORMAL, to
    /// weigh what FULL costs.
    public func setSynchronous(full: Bool) throws(StoreError) {
        do {
            try writer.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA synchronous = \(full ? "FULL" : "NORMAL")")
            }
        } catch {
            throw failure(error)
        }
    }

    /// Bytes free to this user on the file system that holds the database.
    public func freeBytes() -> Int64? {
        guard let path else { return nil }
        return Self.freeBytes(atPath: PathText.folder(of: path))
    }

    /// Bytes free to an unprivileged user on the file system holding `folder`.
    public static func freeBytes(atPath folder: String) -> Int64? {
        var stats = statvfs()
        guard statvfs(folder, &stats) == 0 else { return nil }
        return Int64(stats.f_bavail) * Int64(stats.f_frsize)
    }

    /// Copies the WAL's committed pages into the database file. `truncate`
    /// also empties the WAL (at exit); the scheduled passive one never waits
    /// for readers.
    public func checkpoint(truncate: Bool = false) throws(StoreError) {
        do {
            try writer.writeWithoutTransaction { db in
                _ = try db.checkpoint(truncate ? .truncate : .passive)
            }
        } catch {
            throw failure(error)
        }
    }

    /// Checkpoints and closes every connection: the store is left as one
    /// file. Nothing may use the database afterwards.
    public func close() throws(StoreError) {
        try? checkpoint(truncate: true)
        do {
            if let pool = writer as? DatabasePool {
                try pool.close()
            } else if let queue = writer as? DatabaseQueue {
                try queue.close()
            }
        } catch {
            throw failure(error)
        }
    }
}
