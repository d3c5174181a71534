import Foundation
import GRDB
import QuizCore

/// A player as `tiltquiz players list` shows them.
public struct PlayerSummary: Sendable, Equatable {
    public var player: PlayerRef
    /// The sum of the points of their answers, every mode.
    public var points: Int
    public var createdAt: Date
    public var lastPlayedAt: Date?
}

/// Finding players for the operator's commands.
extension PlayerDirectory {
    /// The player `reference` names: `#12` (an id), or a name (any case,
    /// spaces at the ends trimmed) that exactly one player has. Several
    /// players with the name are `.ambiguousPlayer`, listing their ids.
    public func find(_ reference: String) throws(StoreError) -> PlayerRef {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        if typed.hasPrefix("#"), let id = Int64(typed.dropFirst()) {
            let row = try database.read { db in try PlayerRow.fetchOne(db, key: id) }
            guard let player = row?.ref else { throw StoreError.unknownPlayer("#\(id)") }
            return player
        }
        let rows = try database.read { db in
            try PlayerRow.filter(sql: "name = ? COLLATE NOCASE", arguments: [typed]).order(Column("id")).fetchAll(db)
        }
        guard let first = rows.first?.ref else { throw StoreError.unknownPlayer(typed) }
        guard rows.count == 1 else {
            throw StoreError.ambiguousPlayer(name: first.name, ids: rows.compactMap(\.id))
        }
        return first
    }

    /// Every player, guests too, by name (then id), with their points.
    public func summaries() throws(StoreError) -> [PlayerSummary] {
        try database.read { db in
            let points = try Dictionary(
                Row.fetchAll(db, sql: "SELECT playerId, SUM(points) AS points FROM answer GROUP BY playerId")
                    .compactMap { row -> (Int64, Int)? in
                        guard let id = row["playerId"] as Int64? else { return nil }
                        return (id, row["points"])
                    },
                uniquingKeysWith: +)
            return try PlayerRow.order(sql: "name COLLATE NOCASE, id").fetchAll(db).compactMap { row in
                row.ref.map {
                    PlayerSummary(
                        player: $0, points: points[$0.id] ?? 0, createdAt: row.createdAt,
                        lastPlayedAt: row.lastPlayedAt)
                }
            }
        }
    }
}
