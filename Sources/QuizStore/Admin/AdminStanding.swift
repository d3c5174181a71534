import Foundation
import GRDB

/// What the web admin checks on every request about the signed-in player: their name, role and ban; read by
/// the player's id alone (no sums over their games or answers, as `AdminQueries.player` makes for their page).
public struct AdminStanding: Equatable, Sendable {
    public var id: Int64
    public var name: String
    public var role: String
    public var banned: Bool
}

extension AdminQueries {
    /// The standing of the player `id`; nil when there is no such player.
    public func standing(_ id: Int64) throws(StoreError) -> AdminStanding? {
        // Asked on every request: one statement, so no transaction around it (`readOneStatement`), prepared once
        // per connection, not parsed each time.
        try database.readOneStatement { db in
            let statement = try db.cachedStatement(sql: "SELECT id, name, role, banned FROM player WHERE id = ?")
            return try Row.fetchOne(statement, arguments: [id])
                .map { AdminStanding(id: $0["id"], name: $0["name"], role: $0["role"], banned: $0["banned"]) }
        }
    }
}
