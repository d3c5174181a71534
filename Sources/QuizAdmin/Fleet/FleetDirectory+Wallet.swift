import Foundation
import PostgresNIO
import QuizFleet

/// A fleet player's credits, power-ups, badges and medals, read as the admin's login user (`tiltquiz_admin` has
/// SELECT on the `fleet` tables and views). The credits and each power-up's count are `fleet.wallet`'s `held`:
/// the server's one sum of the player's `wallet` changes from every device (FleetMigration 6), which is also what
/// each device's count adds up to once it has pulled them; nothing here sums again.
extension FleetDirectory {
    /// The `item` of the credits' changes in `fleet.wallet_change` (the others are power-ups' kinds).
    static let creditsItem = "credits"

    func wallet(of player: DirectoryPlayer) async throws -> DirectoryWallet {
        guard let id = UUID(uuidString: player.key) else { return DirectoryWallet(creditsCents: 0, powerUps: []) }
        return try await pool.run { client in
            let rows = try await client.query(
                "SELECT w.item, w.held::bigint FROM fleet.wallet w WHERE w.player = \(id) ORDER BY w.item")
            var wallet = DirectoryWallet(creditsCents: 0, powerUps: [])
            for try await (item, held) in rows.decode((String, Int).self) {
                if item == Self.creditsItem {
                    wallet.creditsCents = held
                } else {
                    wallet.powerUps.append(DirectoryPowerUp(kind: item, owned: held, used: nil))
                }
            }
            return wallet
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
                awards.badges.append(DirectoryBadge(code: code, title: title, awardedAt: at))
            }
            let medals = try await client.query(
                """
                SELECT m.topic, m.medal, m.awarded_at FROM fleet.medal m WHERE m.player = \(id)
                ORDER BY lower(m.topic), m.topic
                """)
            var found: [DirectoryMedal] = []
            for try await (topic, medal, at) in medals.decode((String, String, Date).self) {
                found.append(DirectoryMedal(topic: topic, medal: medal, awardedAt: at))
            }
            awards.medals = found
            return awards
        }
    }
}
