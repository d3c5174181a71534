import Crypto
import Foundation
import GRDB
import QuizCore

/// The columns of `player` that accounts read and write.
struct AccountRow: Codable, FetchableRecord, StoredDateRecord, TableRecord {
    static let databaseTableName = "player"

    var id: Int64
    var name: String
    var role: String
    var banned: Bool
    var username: String?
    var passwordHash: String?
    var failedLogins: Int
    var lockedUntil: Date?

    var ref: PlayerRef { PlayerRef(id: id, name: name, isGuest: role == "guest") }

    static let selection = "id, name, role, banned, username, passwordHash, failedLogins, lockedUntil"

    static func find(id: Int64, _ db: Database) throws -> AccountRow? {
        try fetchOne(db, sql: "SELECT \(selection) FROM player WHERE id = ?", arguments: [id])
    }

    /// The account with `username`, whatever the case.
    static func find(username: String, _ db: Database) throws -> AccountRow? {
        try fetchOne(
            db, sql: "SELECT \(selection) FROM player WHERE username = ? COLLATE NOCASE", arguments: [username])
    }

    /// The accounts whose username a fleet gave to someone who registered it first (`fleetUsernameWanted`)
    /// and who registered as `former`: their name keeps it (registering and renaming set the name to the
    /// username; the fleet clears only the username) until they choose a new one.
    static func awaitingUsername(formerly former: String, _ db: Database) throws -> [AccountRow] {
        try fetchAll(
            db,
            sql: """
                SELECT \(selection) FROM player WHERE username IS NULL AND name = ? COLLATE NOCASE
                  AND id IN (SELECT playerId FROM fleetUsernameWanted) ORDER BY id
                """, arguments: [former])
    }

    /// Whether a fleet asks `id` for a new username (`fleetUsernameWanted`).
    static func awaitsUsername(id: Int64, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM fleetUsernameWanted WHERE playerId = ?)", arguments: [id]) ?? false
    }

    static func find(emailDigest: Data, _ db: Database) throws -> AccountRow? {
        try fetchOne(db, sql: "SELECT \(selection) FROM player WHERE emailDigest = ?", arguments: [emailDigest])
    }
}

extension LeadKey {
    /// The digest that finds an account by its email without opening any: HMAC-SHA256 of the email in
    /// lower case under a key derived from this one (so the digest is worth nothing without the key file).
    func accountDigest(of email: String) -> Data {
        let derived = SymmetricKey(
            data: HMAC<SHA256>.authenticationCode(for: Data("tiltquiz account email digest".utf8), using: key))
        return Data(HMAC<SHA256>.authenticationCode(for: Data(email.lowercased().utf8), using: derived))
    }
}
