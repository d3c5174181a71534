import Foundation
import PostgresNIO
import QuizCore
import QuizFleet
import QuizStore

/// A fleet player's credits, power-ups, purchases, badges and medals, read as the admin's login user
/// (`tiltquiz_admin` has SELECT on the `fleet` tables and views). The credits and each power-up's count are
/// `fleet.wallet`'s `held`: the server's one sum of the player's `wallet` changes from every device (FleetMigration
/// 6), which is also what each device's count adds up to once it has pulled them; nothing here sums again. The uses
/// of each power-up and the purchases and credits given come from every device's history (FleetMigration 10).
extension FleetDirectory {
    /// The `item` of the credits' changes in `fleet.wallet_change` (the others are power-ups' kinds).
    static let creditsItem = "credits"

    func wallet(of player: DirectoryPlayer) async throws -> DirectoryWallet {
        guard let id = UUID(uuidString: player.key) else { return DirectoryWallet(creditsCents: 0, powerUps: []) }
        return try await pool.run { client in
            let rows = try await client.query(
                """
                SELECT w.item, w.held::bigint, (SELECT count(*) FROM fleet.power_up_use u
                  WHERE u.player = w.player AND u.kind = w.item)
                FROM fleet.wallet w WHERE w.player = \(id) ORDER BY w.item
                """)
            var wallet = DirectoryWallet(creditsCents: 0, powerUps: [])
            for try await (item, held, used) in rows.decode((String, Int, Int).self) {
                if item == Self.creditsItem {
                    wallet.creditsCents = held
                } else {
                    wallet.powerUps.append(AdminPowerUp(kind: item, owned: held, used: used))
                }
            }
            return wallet
        }
    }

    /// The player's purchases by item from every device, as a device's page counts its own (`AdminQueries
    /// .purchases`: free play's at no cost), and the credits given to them on every device.
    func purchases(of player: DirectoryPlayer) async throws -> AdminPurchases {
        guard let id = UUID(uuidString: player.key) else { return AdminPurchases(items: [], grantedCents: 0) }
        let free = PurchaseProvider.freePlay.rawValue
        return try await pool.run { client in
            let rows = try await client.query(
                """
                SELECT p.item, count(*), sum(p.quantity)::bigint,
                  sum(CASE WHEN p.provider = \(free) THEN 0 ELSE p.price_cents END)::bigint,
                  count(*) FILTER (WHERE p.provider = \(free))
                FROM fleet.purchase p WHERE p.player = \(id) GROUP BY p.item ORDER BY p.item
                """)
            var items: [AdminItemPurchases] = []
            for try await (item, count, quantity, spent, free) in rows.decode((String, Int, Int, Int, Int).self) {
                items.append(
                    AdminItemPurchases(item: item, purchases: count, quantity: quantity, spentCents: spent, free: free))
            }
            let granted = try await client.query(
                "SELECT coalesce(sum(g.cents), 0)::bigint FROM fleet.credit_grant g WHERE g.player = \(id)")
            var grantedCents = 0
            // One row; read to the end, as every query here is.
            for try await cents in granted.decode(Int.self) { grantedCents = cents }
            return AdminPurchases(items: items, grantedCents: grantedCents)
        }
    }

    func awards(of player: DirectoryPlayer) async throws -> DirectoryAwards {
        guard let id = UUID(uuidString: player.key) else { return DirectoryAwards(badges: [], medals: []) }
        return try await pool.run { client in
            var awards = DirectoryAwards(badges: [], medals: [])
            let badges = try await client.query(
                """
                SELECT b.code, b.title, b.awarded_at FROM fleet.badge_award b WHERE b.player = \(id)
                ORDER BY b.awarded_at, b.code
                """)
            for try await (code, title, at) in badges.decode((String, String, Date).self) {
                awards.badges.append(AdminBadge(code: code, title: title, awardedAt: at))
            }
            let medals = try await client.query(
                """
                SELECT m.topic, m.medal, m.awarded_at FROM fleet.medal m WHERE m.player = \(id)
                ORDER BY lower(m.topic), m.topic
                """)
            var found: [AdminMedal] = []
            for try await (topic, medal, at) in medals.decode((String, String, Date).self) {
                found.append(AdminMedal(topic: topic, medal: medal, awardedAt: at))
            }
            awards.medals = found
            return awards
        }
    }
}
