import Foundation
import GRDB

extension QuizDatabase {
    /// Copies the live database to `path` with SQLite's online backup API:
    /// safe while the game runs; the copy is checked before it is kept.
    public func backup(to path: String) throws(StoreError) {
        let temporary = path + ".partial"
        try? FileManager.default.removeItem(atPath: temporary)
        do {
            let destination = try DatabaseQueue(path: temporary)
            try writer.backup(to: destination)
            let problems = try destination.read { db in
                try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
            }
            try destination.close()
            guard problems.isEmpty else {
                try? FileManager.default.removeItem(atPath: temporary)
                throw StoreError.query("the backup failed its integrity check: \(problems.joined(separator: "; "))")
            }
            // rename(2) replaces any old backup atomically.
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                throw StoreError.cannotWrite(path: path, reason: reason)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw StoreError.cannotWrite(path: path, reason: Self.describe(error))
        }
    }
}
