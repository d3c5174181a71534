import Foundation
import GRDB
import QuizCore

/// The `lead` table as stored: the email sealed, with the id of the key that sealed it.
struct LeadRow: Codable, FetchableRecord, StoredDateRecord, MutablePersistableRecord {
    static let databaseTableName = "lead"

    var id: Int64?
    var playerId: Int64
    var name: String
    var email: Data
    var keyId: Data
    var consentText: String
    var consentAt: Date

    enum Columns {
        static let playerId = Column(CodingKeys.playerId)
        static let consentAt = Column(CodingKeys.consentAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// The names and emails players leave, with their consent: kept only with
/// consent, the email sealed with the data folder's `LeadKey` (made at the
/// first email kept), and opened again only for the operator's commands.
public struct LeadStore: Sendable {
    public let database: QuizDatabase
    /// The key file: `tiltquiz.key` beside the database unless given.
    public let keyPath: String

    /// The leads of `database`, sealed with the key at `keyPath` (default:
    /// `tiltquiz.key` in the database's folder; an in-memory database has
    /// none, so it needs one given).
    public init(database: QuizDatabase, keyPath: String? = nil) {
        self.database = database
        self.keyPath =
            keyPath ?? database.path.map { LeadKey.file(inDirectory: PathText.folder(of: $0)) } ?? ""
    }

    /// Keeps what `player` left on the form at `date`: refused (`.refused`,
    /// nothing written) without consent, or with a name or email that breaks
    /// the rule. The first email kept makes the key.
    @discardableResult
    public func save(_ form: LeadForm, for player: PlayerRef, at date: Date = Date()) throws(StoreError) -> Lead {
        let form = try form.checked()
        let key = try self.key(creating: true)
        return try database.write { db in
            guard try PlayerRow.exists(db, key: player.id) else { throw StoreError.unknownPlayer("#\(player.id)") }
            return try Self.insert(form, playerID: player.id, key: key, at: date, db)
        }
    }

    /// A new player named as on the form, with the lead, in one transaction
    /// (`tiltquiz players add NAME --email E --consent`).
    @discardableResult
    public func save(_ form: LeadForm, forNewPlayerAt date: Date = Date()) throws(StoreError) -> (PlayerRef, Lead) {
        let form = try form.checked()
        let key = try self.key(creating: true)
        return try database.write { db in
            var row = PlayerRow(name: form.name, role: "player", banned: false, createdAt: date, lastPlayedAt: nil)
            try PlayerDirectory.insert(&row, db)
            let player = row.ref!
            return (player, try Self.insert(form, playerID: player.id, key: key, at: date, db))
        }
    }

    /// The leads `playerID` left, oldest first, their emails opened.
    public func leads(of playerID: Int64) throws(StoreError) -> [Lead] {
        try open(
            database.read { db in
                try LeadRow.filter(LeadRow.Columns.playerId == playerID).order(Column("id")).fetchAll(db)
            })
    }

    /// Every lead, oldest first, their emails opened.
    public func allLeads() throws(StoreError) -> [Lead] {
        try open(database.read { db in try LeadRow.order(Column("id")).fetchAll(db) })
    }

    /// The rows of `tiltquiz players export` (and `export players`): one per
    /// player, with the name and email of their latest lead (the player's own
    /// name when they left none), when they agreed, and their points (the sum
    /// over their answers).
    public func exportRows() throws(StoreError) -> (header: [String], rows: [[String]]) {
        let latest = Dictionary(try allLeads().map { ($0.playerID, $0) }, uniquingKeysWith: { $1 })
        let players = try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT p.id, p.name, COALESCE((SELECT SUM(points) FROM answer WHERE playerId = p.id), 0) AS points
                    FROM player p ORDER BY p.id
                    """)
        }
        let rows = players.map { row -> [String] in
            let id: Int64 = row["id"]
            let lead = latest[id]
            return [
                String(id), lead?.name ?? row["name"], lead?.email ?? "",
                QuizDatabase.timestamp(lead?.consentAt), String(row["points"] as Int),
            ]
        }
        return (["id", "name", "email", "consentAt", "points"], rows)
    }

    static func insert(_ form: LeadForm, playerID: Int64, key: LeadKey, at date: Date, _ db: Database) throws -> Lead {
        var row = LeadRow(
            id: nil, playerId: playerID, name: form.name, email: try key.seal(form.email, playerID: playerID),
            keyId: key.id, consentText: form.consentText, consentAt: date)
        try row.insert(db)
        return Lead(
            id: row.id ?? 0, playerID: playerID, name: form.name, email: form.email, consentText: form.consentText,
            consentAt: date)
    }

    /// Opens the emails of `rows`; the first that cannot be opened stops it with the reason.
    private func open(_ rows: [LeadRow]) throws(StoreError) -> [Lead] {
        guard !rows.isEmpty else { return [] }
        let key = try self.key(creating: false)
        var leads: [Lead] = []
        for row in rows {
            let id = row.id ?? 0
            let email = try key.unseal(row.email, keyID: row.keyId, playerID: row.playerId, lead: id)
            leads.append(
                Lead(
                    id: id, playerID: row.playerId, name: row.name, email: email, consentText: row.consentText,
                    consentAt: row.consentAt))
        }
        return leads
    }

    /// The key: read from its file, or, when `creating` and there is none, made
    /// there; but never made while sealed emails wait for the key that was lost.
    func key(creating: Bool) throws(StoreError) -> LeadKey {
        guard !keyPath.isEmpty else {
            throw StoreError.keyFile(
                path: "(none)", reason: "an in-memory store has no data folder to keep a key in; give a key file")
        }
        if let key = try LeadKey.load(path: keyPath) { return key }
        // Leads' emails, and accounts' (`player.email`): either needs the key that sealed it.
        let sealed = try database.read { db in
            try LeadRow.fetchCount(db)
                + (Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player WHERE email IS NOT NULL") ?? 0)
        }
        guard creating, sealed == 0 else {
            throw StoreError.keyFile(
                path: keyPath,
                reason: "it is missing, and the store holds \(sealed) sealed email\(sealed == 1 ? "" : "s"); "
                    + "put back the key they were sealed with (from a backup of the data folder): "
                    + "no other key can open them")
        }
        return try LeadKey.create(path: keyPath)
    }
}
