import Foundation
import GRDB
import QuizCore

extension PlayerDirectory {
    /// Erases `player` (a GDPR erasure): their `player` row and every row in
    /// `PlayerTables.owned`, and their id in `PlayerTables.mentions`, in one
    /// transaction. The deleted bytes are zeroed (`secure_delete`), and the
    /// WAL, which still holds the pages as they were, is then folded into
    /// the file and emptied (a TRUNCATE checkpoint): no copy of their name or
    /// sealed email stays in the database files. A running game keeps the WAL
    /// in use: hold its `GameLock` first. Returns the rows erased by table.
    @discardableResult
    public func erase(_ player: PlayerRef) throws(StoreError) -> [String: Int] {
        let id = player.id
        let erased = try database.write { db -> [String: Int] in try Self.eraseRows(of: id, db) }
        do {
            try database.checkpoint(truncate: true)
        } catch {
            throw StoreError.cannotWrite(
                path: database.path ?? ":memory:",
                reason: "\(player.name) (#\(id)) was erased, but the WAL beside it, which may still hold copies of "
                    + "their rows, could not be emptied (\(error)); a game empties it when it closes cleanly")
        }
        return erased
    }

    /// Deletes player `id`'s row and every row in `PlayerTables.owned`, and clears their id in
    /// `PlayerTables.mentions`, inside the caller's transaction (`erase`, and a fleet's erase pulled by
    /// `FleetJournal.apply`): one way to erase a player. Returns the rows erased by table.
    static func eraseRows(of id: Int64, _ db: Database) throws -> [String: Int] {
        // Set here too, so erasing never depends on how the connection was opened.
        try db.execute(sql: "PRAGMA secure_delete = ON")
        var erased: [String: Int] = [:]
        for link in PlayerTables.owned {
            try db.execute(sql: "DELETE FROM \(link.table) WHERE \(link.column) = ?", arguments: [id])
            if db.changesCount > 0 { erased[link.table, default: 0] += db.changesCount }
        }
        for link in PlayerTables.mentions {
            try db.execute(
                sql: "UPDATE \(link.table) SET \(link.column) = NULL WHERE \(link.column) = ?", arguments: [id])
        }
        try db.execute(sql: "DELETE FROM player WHERE id = ?", arguments: [id])
        guard db.changesCount == 1 else { throw StoreError.unknownPlayer("#\(id)") }
        erased["player"] = 1
        return erased
    }
}
