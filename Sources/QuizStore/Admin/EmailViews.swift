import Foundation
import GRDB
import QuizCore

/// What the web admin opened sealed emails for.
public enum EmailViewKind: String, Sendable, CaseIterable {
    /// One player's account email, shown on their page.
    case email
    /// The name and email CSV of every player.
    case export
    /// One player's GDPR export (their whole record, emails opened).
    case record
}

/// One logged opening of sealed emails: who opened them, whose (nil for an export of everyone, or a
/// player since erased), what for, how many, when.
public struct EmailView: Equatable, Sendable {
    public var id: Int64
    public var viewerID: Int64?
    /// The viewer's name now; nil once they were erased.
    public var viewer: String?
    public var playerID: Int64?
    public var player: String?
    public var kind: EmailViewKind
    public var emails: Int
    public var viewedAt: Date
}

/// The name and email CSV's rows, and how many emails were opened for them.
public struct NameEmailExport: Sendable {
    public static let header = ["id", "name", "username", "email", "lead_email"]
    public var rows: [[String]]
    public var emails: Int
}

extension AdminQueries {
    /// `playerID`'s account email opened for `viewer`, the view logged; nil when they gave none (logged too:
    /// the admin asked).
    public func showEmail(of playerID: Int64, to viewer: Int64, at date: Date = Date()) throws(StoreError) -> String? {
        let email = try LeadStore(database: database).accountEmail(of: playerID)
        try log(.email, viewer: viewer, player: playerID, emails: email == nil ? 0 : 1, at: date)
        return email
    }

    /// Every player's id, name, username, account email and latest lead's email (opened), by id; logged as
    /// one `export` view for `viewer`.
    public func nameEmailExport(for viewer: Int64, at date: Date = Date()) throws(StoreError) -> NameEmailExport {
        let leads = LeadStore(database: database)
        let accounts = try leads.accountEmails()
        let latest = Dictionary(try leads.allLeads().map { ($0.playerID, $0.email) }, uniquingKeysWith: { $1 })
        let players = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, name, username FROM player ORDER BY id")
        }
        var opened = 0
        let rows = players.map { row -> [String] in
            let id: Int64 = row["id"]
            let account = accounts[id]
            let lead = latest[id]
            opened += (account == nil ? 0 : 1) + (lead == nil ? 0 : 1)
            return [String(id), row["name"], row["username"] ?? "", account ?? "", lead ?? ""]
        }
        try log(.export, viewer: viewer, player: nil, emails: opened, at: date)
        return NameEmailExport(rows: rows, emails: opened)
    }

    /// `player`'s whole record as JSON (`PlayerRecord.json()`, the same as `tiltquiz players show --json`),
    /// logged as a `record` view for `viewer`.
    public func recordExport(
        of player: PlayerRef, for viewer: Int64, at date: Date = Date()
    ) throws(StoreError)
        -> Data
    {
        let leads = LeadStore(database: database)
        let record = try PlayerDirectory(database: database).record(of: player, leads: leads)
        let data = try record.json()
        let opened = record.leads.count + (record.accountEmail == nil ? 0 : 1)
        try log(.record, viewer: viewer, player: player.id, emails: opened, at: date)
        return data
    }

    /// The logged views of `playerID`'s emails (nil: every view, exports included), newest first.
    public func emailViews(of playerID: Int64?, limit: Int = 100) throws(StoreError) -> [EmailView] {
        try database.read { db in
            let filter = playerID == nil ? "" : "WHERE e.playerId = :player"
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT e.id, e.viewerId, v.name AS viewer, e.playerId, p.name AS player, e.kind, e.emails,
                      e.viewedAt
                    FROM emailView e LEFT JOIN player v ON v.id = e.viewerId LEFT JOIN player p ON p.id = e.playerId
                    \(filter) ORDER BY e.viewedAt DESC, e.id DESC LIMIT :limit
                    """, arguments: ["player": playerID, "limit": limit]
            ).map { row in
                EmailView(
                    id: row["id"], viewerID: row["viewerId"], viewer: row["viewer"], playerID: row["playerId"],
                    player: row["player"], kind: EmailViewKind(rawValue: row["kind"]) ?? .email, emails: row["emails"],
                    viewedAt: row.storedDate("viewedAt"))
            }
        }
    }

    func log(
        _ kind: EmailViewKind, viewer: Int64, player: Int64?, emails: Int, at date: Date
    ) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO emailView (viewerId, playerId, kind, emails, viewedAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [viewer, player, kind.rawValue, emails, StoredDate(date)])
        }
    }
}
