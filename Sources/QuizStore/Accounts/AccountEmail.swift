import Foundation
import GRDB

extension LeadStore {
    /// The email `playerID`'s account was registered with, opened (`player.email`, sealed for the account);
    /// nil when they gave none. Only the operator's tools call this, and the web admin logs each call it makes.
    public func accountEmail(of playerID: Int64) throws(StoreError) -> String? {
        let row = try database.read { db in
            try Row.fetchOne(db, sql: "SELECT email, emailKeyId FROM player WHERE id = ?", arguments: [playerID])
        }
        guard let row else { throw StoreError.unknownPlayer("#\(playerID)") }
        guard let sealed = row["email"] as Data? else { return nil }
        let key = try self.key(creating: false)
        return try key.openSealed(
            sealed, keyID: row["emailKeyId"] ?? Data(), playerID: playerID, purpose: .account
        ) { reason in
            StoreError.query("cannot read the account email of player #\(playerID): \(reason)")
        }
    }
}

extension LeadStore {
    /// Every account's email, opened, by player id (players without one are left out).
    public func accountEmails() throws(StoreError) -> [Int64: String] {
        let rows = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, email, emailKeyId FROM player WHERE email IS NOT NULL ORDER BY id")
        }
        guard !rows.isEmpty else { return [:] }
        let key = try self.key(creating: false)
        var emails: [Int64: String] = [:]
        for row in rows {
            let id: Int64 = row["id"]
            emails[id] = try key.openSealed(
                row["email"], keyID: row["emailKeyId"] ?? Data(), playerID: id, purpose: .account
            ) { reason in
                StoreError.query("cannot read the account email of player #\(id): \(reason)")
            }
        }
        return emails
    }
}
