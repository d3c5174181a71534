import Foundation
import GRDB
import QuizCore

/// The players this device knows: a new one for each kiosk visitor (a guest
/// named after its number, or the name they typed), the handheld owner's
/// profiles found again by name, and the one who played last. Each new
/// player starts with fresh state: full lives, every pass, nothing bought.
public struct PlayerDirectory: Sendable {
    public let database: QuizDatabase

    public init(database: QuizDatabase) {
        self.database = database
    }

    /// A new guest, named "Player N" after its row number.
    public func newGuest(at date: Date = Date()) throws(StoreError) -> PlayerRef {
        try database.write { db in
            var row = PlayerRow(name: "Player", role: "guest", banned: false, createdAt: date, lastPlayedAt: date)
            try Self.insert(&row, db)
            row.name = "Player \(row.id ?? 0)"
            try row.update(db, columns: [PlayerRow.Columns.name])
            return row.ref!
        }
    }

    /// A new player with `name` (already cleaned by `PlayerRef.cleanName`):
    /// a kiosk visitor who typed a name is someone new, whoever had it before.
    public func newPlayer(named name: String, at date: Date = Date()) throws(StoreError) -> PlayerRef {
        try database.write { db in
            var row = PlayerRow(name: name, role: "player", banned: false, createdAt: date, lastPlayedAt: date)
            try Self.insert(&row, db)
            return row.ref!
        }
    }

    /// The player named `name` (any case; guests and accounts excepted), created
    /// when there is none: `play --player NAME`, and a handheld's profiles.
    public func player(named name: String, at date: Date = Date()) throws(StoreError) -> PlayerRef {
        try database.write { db in
            if var row = try Self.named(name, db) {
                row.lastPlayedAt = date
                try row.update(db, columns: [PlayerRow.Columns.lastPlayedAt])
                return row.ref!
            }
            var row = PlayerRow(name: name, role: "player", banned: false, createdAt: date, lastPlayedAt: date)
            try Self.insert(&row, db)
            return row.ref!
        }
    }

    /// The named players of this device (guests left out), who played last first.
    public func named(limit: Int = 50) throws(StoreError) -> [PlayerRef] {
        try database.read { db in
            try PlayerRow.filter(PlayerRow.Columns.role != "guest" && PlayerRow.Columns.banned == false)
                .order(PlayerRow.Columns.lastPlayedAt.desc, Column("id").desc)
                .limit(limit).fetchAll(db).compactMap(\.ref)
        }
    }

    /// Who played last on this device, guest or not: a handheld starts as them.
    public func lastPlayer() throws(StoreError) -> PlayerRef? {
        try database.read { db in
            try PlayerRow.filter(PlayerRow.Columns.lastPlayedAt != nil && PlayerRow.Columns.banned == false)
                .order(PlayerRow.Columns.lastPlayedAt.desc, Column("id").desc)
                .fetchOne(db)?.ref
        }
    }

    /// Notes that `player` is playing now, so a handheld picks them next time.
    public func markPlayed(_ player: PlayerRef, at date: Date = Date()) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: "UPDATE player SET lastPlayedAt = ? WHERE id = ?", arguments: [StoredDate(date), player.id])
        }
    }

    /// The profile `name` picks again: never a guest, nor a player with an account (they log in with a password).
    static func named(_ name: String, _ db: Database) throws -> PlayerRow? {
        try PlayerRow.filter(
            sql: "name = ? COLLATE NOCASE AND role <> 'guest' AND passwordHash IS NULL", arguments: [name]
        )
        .order(Column("id")).fetchOne(db)
    }

    /// Inserts the player and its state row (full lives, no passes used, no credits).
    static func insert(_ row: inout PlayerRow, _ db: Database) throws {
        try row.insert(db)
        try PlayerStateRow(playerID: row.id ?? db.lastInsertedRowID).insert(db)
    }
}
