import Foundation
import GRDB
import QuizCore

/// One stored value as SQLite holds it; JSON writes blobs as base64.
public enum StoredValue: Sendable, Equatable, Encodable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let number): self = .integer(number)
        case .double(let number): self = .real(number)
        case .string(let text): self = .text(text)
        case .blob(let data): self = .blob(data)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .integer(let number): try container.encode(number)
        case .real(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        case .blob(let data): try container.encode(data.base64EncodedString())
        }
    }
}

/// Everything the store keeps about one player, for `tiltquiz players show
/// --json` and the web admin's GDPR export (an access request): their
/// `player` row, their account's email and their leads with the emails
/// opened, and every row of every table in `PlayerTables.owned`, column by
/// column, as stored.
public struct PlayerRecord: Sendable, Encodable {
    public typealias StoredRow = [String: StoredValue]

    public var player: StoredRow
    /// The email their account was registered with, opened (`player.email` holds it sealed); nil for none.
    public var accountEmail: String?
    public var leads: [Lead]
    /// Rows by table name (the `lead` table's are in `leads`, opened); tables without any are left out.
    public var rows: [String: [StoredRow]]

    /// How many rows each table holds about the player, leads included.
    public var counts: [String: Int] {
        var counts = rows.mapValues(\.count)
        if !leads.isEmpty { counts["lead"] = leads.count }
        return counts
    }

    /// The record as the one JSON object both exports write: keys sorted, indented, dates in ISO 8601.
    public func json() throws(StoreError) -> Data {
        do {
            return Data(
                try JSONText.encode(self, format: [.prettyPrinted, .sortedKeys, .escapingSlashes, .iso8601Dates]).utf8)
        } catch {
            throw StoreError.query("cannot encode the player's record as JSON: \(error)")
        }
    }
}

extension PlayerDirectory {
    /// The whole record of `player`; their leads' emails are opened with `leads`' key.
    public func record(of player: PlayerRef, leads: LeadStore) throws(StoreError) -> PlayerRecord {
        let id = player.id
        let (row, rows) = try database.read { db -> (PlayerRecord.StoredRow?, [String: [PlayerRecord.StoredRow]]) in
            let row = try Row.fetchOne(db, sql: "SELECT * FROM player WHERE id = ?", arguments: [id])
            var rows: [String: [PlayerRecord.StoredRow]] = [:]
            for link in PlayerTables.owned where link.table != "lead" {
                let found = try Row.fetchAll(
                    db, sql: "SELECT * FROM \(link.table) WHERE \(link.column) = ? ORDER BY rowid", arguments: [id])
                if !found.isEmpty { rows[link.table, default: []] += found.map(Self.stored) }
            }
            return (row.map(Self.stored), rows)
        }
        guard var row else { throw StoreError.unknownPlayer("#\(player.id)") }
        // Secrets are not the player's data: the password's hash says only that one is set; the email's keyed
        // lookup digest (derived from the email) and its sealed bytes are left out, the email is there opened.
        if let hash = row["passwordHash"], hash != .null { row["passwordHash"] = .text("set (not shown)") }
        row["emailDigest"] = nil
        let accountEmail = try leads.accountEmail(of: player.id)
        if accountEmail != nil { row["email"] = nil }
        return PlayerRecord(
            player: row, accountEmail: accountEmail, leads: try leads.leads(of: player.id), rows: rows)
    }

    static func stored(_ row: Row) -> PlayerRecord.StoredRow {
        var values: PlayerRecord.StoredRow = [:]
        for (column, value) in row { values[column] = StoredValue(value) }
        return values
    }
}
