import Foundation
import PostgresNIO
import QuizCore
import QuizFleet
import QuizStore
import QuizText

/// The fleet's players in its PostgreSQL (docs/fleet.md, "The server's schema"), for the web admin with a
/// `fleet` in its config. It reads the `fleet` tables with plain SELECTs, which the role `tiltquiz_admin` is
/// granted, and changes players only through the server's functions (`fleet.set_ban`, `fleet.set_role`,
/// `fleet.erase`, through `FleetServerCalls`), which also log the change every device applies at its next pull.
///
/// Each read runs on a connection lent by the admin's one `FleetPool` (at most `AdminServer.fleetConnections`
/// open, kept between pages), so a page costs PostgreSQL no new connection while one is idle. A connection is
/// opened only when none is, and fails at once with the reason, so a server that went away or a changed password
/// is named on the next page, never a pool's minute of silence; every failure a user can cause comes out as a
/// `FleetFailure` (`FleetTrouble` shows it).
struct FleetDirectory: AdminDirectory {
    let pool: FleetPool
    /// The device's own store: the signed-in admin's fleet id, when this device joined the fleet.
    let journal: FleetJournal

    var isDevice: Bool { false }

    var place: String? {
        let server = pool.server
        return "\(server.user)@\(server.address)/\(server.database)"
    }

    func players(search: String, sort: PlayerSort, limit: Int, offset: Int) async throws -> DirectoryPage {
        let pattern = AdminQueries.likePattern(containing: search)
        let order =
            switch sort {
            case .name: "lower(f.name), f.id"
            case .points: "points DESC, lower(f.name), f.id"
            case .lastPlayed: "t.last_at DESC NULLS LAST, f.id DESC"
            }
        return try await pool.run { client in
            var total = 0
            let counted = try await client.query(
                """
                SELECT count(*) FROM fleet.player p
                WHERE p.name ILIKE \(pattern) ESCAPE '\\' OR p.username ILIKE \(pattern) ESCAPE '\\'
                """)
            for try await count in counted.decode(Int.self) { total = count }
            let rows = try await client.query(
                """
                WITH found AS (
                  SELECT p.id, p.name, p.username, p.role, p.banned, p.created_at FROM fleet.player p
                  WHERE p.name ILIKE \(pattern) ESCAPE '\\' OR p.username ILIKE \(pattern) ESCAPE '\\'),
                totals AS (
                  SELECT r.player, sum(r.points) AS points, count(*) AS games, max(r.completed_at) AS last_at
                  FROM fleet.result r WHERE r.player IN (SELECT id FROM found) GROUP BY r.player)
                SELECT f.id, f.name, f.username, f.role, f.banned, f.created_at,
                  coalesce(t.points, 0)::bigint AS points, coalesce(t.games, 0)::bigint, t.last_at
                FROM found f LEFT JOIN totals t ON t.player = f.id
                ORDER BY \(unescaped: order) LIMIT \(limit) OFFSET \(offset)
                """)
            return DirectoryPage(players: try await Self.players(rows), total: total)
        }
    }

    func player(_ key: String) async throws -> DirectoryPlayer? {
        guard let id = UUID(uuidString: key) else { return nil }
        return try await pool.run { client in
            let rows = try await client.query(
                """
                SELECT p.id, p.name, p.username, p.role, p.banned, p.created_at,
                  coalesce(t.points, 0)::bigint, coalesce(t.games, 0)::bigint, t.last_at
                FROM fleet.player p
                LEFT JOIN LATERAL (
                  SELECT sum(r.points) AS points, count(*) AS games, max(r.completed_at) AS last_at
                  FROM fleet.result r WHERE r.player = p.id) t ON true
                WHERE p.id = \(id)
                """)
            return try await Self.players(rows).first
        }
    }

    func games(of player: DirectoryPlayer, limit: Int) async throws -> [DirectoryGame] {
        guard let id = UUID(uuidString: player.key) else { return [] }
        return try await pool.run { client in
            let rows = try await client.query(
                """
                SELECT r.completed_at, r.mode, r.topic, r.score, r.total, r.points, r.ranked, r.time_scale_percent,
                  coalesce(d.kiosk, r.device::text)
                FROM fleet.result r LEFT JOIN fleet.device d ON d.id = r.device
                WHERE r.player = \(id) ORDER BY r.completed_at DESC, r.id LIMIT \(limit)
                """)
            var games: [DirectoryGame] = []
            for try await (at, mode, topic, score, total, points, ranked, scale, device) in rows.decode(
                (Date, String, String?, Int, Int, Int, Bool, Int, String).self)
            {
                games.append(
                    DirectoryGame(
                        completedAt: at, mode: mode, topic: topic, score: score, total: total, points: points,
                        ranked: ranked, timeScalePercent: scale, device: device))
            }
            return games
        }
    }

    func setBanned(_ player: DirectoryPlayer, _ banned: Bool) async throws {
        let id = try Self.id(player)
        try await pool.run { try await FleetServerCalls($0).setBan(player: id, banned: banned) }
    }

    func setRole(_ player: DirectoryPlayer, to role: String) async throws {
        let id = try Self.id(player)
        try await pool.run { try await FleetServerCalls($0).setRole(player: id, role: role) }
    }

    func erase(_ player: DirectoryPlayer, _ words: Catalog) async throws -> String {
        let id = try Self.id(player)
        try await pool.run { try await FleetServerCalls($0).erase(player: id) }
        return words.text("web.erased_fleet", ["name": player.name])
    }

    /// The fleet's erase reaches every device: nothing stands in its way.
    func eraseRefusal(_ player: DirectoryPlayer, _ words: Catalog) throws -> String? { nil }

    func isSelf(_ player: DirectoryPlayer, user: AdminUser?) throws -> Bool {
        guard let user else { return false }
        let mine = try journal.fleetID(of: PlayerRef(id: user.id, name: user.name, isGuest: false))
        return mine?.uuidString.lowercased() == player.key.lowercased()
    }

    private static func id(_ player: DirectoryPlayer) throws(FleetFailure) -> UUID {
        guard let id = UUID(uuidString: player.key) else { throw .noPlayer(player.key) }
        return id
    }

    /// The rows of a query selecting id, name, username, role, banned, created_at, points, games, last_at.
    private static func players(_ rows: PostgresRowSequence) async throws -> [DirectoryPlayer] {
        var players: [DirectoryPlayer] = []
        for try await (id, name, username, role, banned, created, points, games, last) in rows.decode(
            (UUID, String, String?, String, Bool, Date, Int, Int, Date?).self)
        {
            players.append(
                DirectoryPlayer(
                    key: id.uuidString.lowercased(), localID: nil, name: name, username: username, role: role,
                    banned: banned, points: points, games: games, createdAt: created, lastPlayedAt: last))
        }
        return players
    }
}
