import Foundation
import PostgresNIO
import QuizCore
import QuizFleet

/// One device of the fleet as the dashboard lists it, from `fleet.device` and the day's results.
struct FleetKiosk: Equatable, Sendable {
    var device: UUID
    /// Its `fleet.kiosk_id`; nil when it never said one.
    var kiosk: String?
    var firstSeen: Date
    var lastPush: Date?
    var lastPull: Date?
    /// The highest outbox number the server has from it.
    var pushedSeq: Int64
    /// Change-log rows after the cursor it gave at its last pull (at most `FleetDirectory.behindCap`).
    var behind: Int
    /// Games finished on it on the day asked for, and by how many players.
    var games: Int
    var players: Int
    /// Its takings that day, in cents, as its own dashboard counts them: credits spent in the shop (free play's
    /// purchases left out) and credits given by a coin or the operator.
    var spentCents: Int = 0
    var grantedCents: Int = 0
    /// Its changes the server could not take, kept in `fleet.rejected` (all of them, whatever the day).
    var refused: Int = 0
}

/// A change a device sent that the server could not take, as `fleet.rejected` keeps it.
struct FleetRejection: Equatable, Sendable {
    var device: UUID
    var kiosk: String?
    var seq: Int64
    var kind: String?
    /// PostgreSQL's error message and SQLSTATE.
    var message: String
    var sqlState: String
    var at: Date
}

/// The fleet's figures of a day: every kiosk, and the hall's totals.
struct FleetDay: Sendable {
    var kiosks: [FleetKiosk]
    var players: Int
    var newPlayers: Int
    var games: Int
    /// The hall's takings that day, in cents: every device's.
    var spentCents: Int = 0
    var grantedCents: Int = 0
    /// The latest changes the server could not take (at most `FleetDirectory.rejectionsShown`), newest first.
    var rejections: [FleetRejection] = []
}

/// One row of a hall's board.
struct FleetBoardLine: Equatable, Sendable {
    var rank: Int
    var player: UUID
    var name: String
    var points: Int
    var games: Int
    var lastAt: Date
}

/// The boards and the dashboard from the fleet's PostgreSQL: the boards through `fleet.board` (the index of
/// `board_total`, banned players left out) and `fleet.daily`, the dashboard from `fleet.device`, `fleet.result`,
/// the takings and `fleet.rejected`.
extension FleetDirectory {
    /// Past this many, "behind" says "100,000 or more" (counting further only costs).
    static let behindCap = 100_000
    /// The dashboard lists this many of the latest changes the server could not take.
    static let rejectionsShown = 20

    /// The devices and the totals of `day` (YYYY-MM-DD), whose instants run from `start` to `end`.
    func day(_ day: CalendarDay, from start: Date, to end: Date) async throws -> FleetDay {
        try await pool.run { client in
            let rows = try await client.query(
                """
                SELECT d.id, d.kiosk, d.first_seen, d.last_push, d.last_pull, d.pushed_seq,
                  (SELECT count(*) FROM (SELECT 1 FROM fleet.change_log c WHERE c.id > d.pulled_log
                     LIMIT \(Self.behindCap)) b),
                  coalesce(g.games, 0), coalesce(g.players, 0), coalesce(s.cents, 0)::bigint,
                  coalesce(c.cents, 0)::bigint, coalesce(j.refused, 0)
                FROM fleet.device d
                LEFT JOIN (SELECT r.device, count(*) AS games, count(DISTINCT r.player) AS players FROM fleet.result r
                  WHERE r.local_date = \(day.description)::date GROUP BY r.device) g ON g.device = d.id
                LEFT JOIN (SELECT p.device, sum(p.price_cents) AS cents FROM fleet.purchase p
                  WHERE p.purchased_at >= \(start) AND p.purchased_at < \(end) AND p.provider <> \(PurchaseProvider.freePlay.rawValue)
                  GROUP BY p.device) s ON s.device = d.id
                LEFT JOIN (SELECT k.device, sum(k.cents) AS cents FROM fleet.credit_grant k
                  WHERE k.granted_at >= \(start) AND k.granted_at < \(end) GROUP BY k.device) c ON c.device = d.id
                LEFT JOIN (SELECT x.device, count(*) AS refused FROM fleet.rejected x GROUP BY x.device) j
                  ON j.device = d.id
                ORDER BY d.kiosk NULLS LAST, d.id
                """)
            var kiosks: [FleetKiosk] = []
            for try await (id, kiosk, first, push, pull, seq, behind, games, players, spent, granted, refused)
                in rows.decode((UUID, String?, Date, Date?, Date?, Int64, Int, Int, Int, Int, Int, Int).self)
            {
                kiosks.append(
                    FleetKiosk(
                        device: id, kiosk: kiosk, firstSeen: first, lastPush: push, lastPull: pull, pushedSeq: seq,
                        behind: behind, games: games, players: players, spentCents: spent, grantedCents: granted,
                        refused: refused))
            }
            var rejections: [FleetRejection] = []
            let rejected = try await client.query(
                """
                SELECT j.device, d.kiosk, j.seq, j.kind, j.message, j.sqlstate, j.rejected_at FROM fleet.rejected j
                LEFT JOIN fleet.device d ON d.id = j.device
                ORDER BY j.rejected_at DESC, j.device, j.seq DESC LIMIT \(Self.rejectionsShown)
                """)
            for try await (device, kiosk, seq, kind, message, state, at) in rejected.decode(
                (UUID, String?, Int64, String?, String, String, Date).self)
            {
                rejections.append(
                    FleetRejection(
                        device: device, kiosk: kiosk, seq: seq, kind: kind, message: message, sqlState: state, at: at))
            }
            let totals = try await client.query(
                """
                SELECT (SELECT count(*) FROM fleet.player),
                  (SELECT count(*) FROM fleet.player WHERE created_at >= \(start) AND created_at < \(end)),
                  (SELECT count(*) FROM fleet.result WHERE local_date = \(day.description)::date)
                """)
            for try await (players, newPlayers, games) in totals.decode((Int, Int, Int).self) {
                return FleetDay(
                    kiosks: kiosks, players: players, newPlayers: newPlayers, games: games,
                    spentCents: kiosks.reduce(0) { $0 + $1.spentCents },
                    grantedCents: kiosks.reduce(0) { $0 + $1.grantedCents }, rejections: rejections)
            }
            return FleetDay(kiosks: kiosks, players: 0, newPlayers: 0, games: 0, rejections: rejections)
        }
    }

    /// The modes with games on the hall's boards, A to Z, the mode asked for (nil: the first, else `fallback`),
    /// and the topics of its games.
    func boardChoices(
        mode asked: String?, fallback: String
    ) async throws -> (modes: [String], mode: String, topics: [String]) {
        try await pool.run { client in
            var modes: [String] = []
            let modeRows = try await client.query(
                "SELECT DISTINCT mode FROM fleet.board_total WHERE period = 'all' ORDER BY mode")
            for try await mode in modeRows.decode(String.self) { modes.append(mode) }
            let mode = asked ?? modes.first ?? fallback
            var topics: [String] = []
            let topicRows = try await client.query(
                """
                SELECT DISTINCT topic FROM fleet.board_total WHERE period = 'all' AND mode = \(mode) AND topic <> ''
                ORDER BY topic
                """)
            for try await topic in topicRows.decode(String.self) { topics.append(topic) }
            return (modes, mode, topics)
        }
    }

    /// The best `top` of `mode`'s ranked games (of `topic` only, when given) over `period` ending on `day`.
    func board(
        mode: String, topic: String?, period: BoardPeriod, day: CalendarDay, top: Int
    ) async throws -> [FleetBoardLine] {
        try await pool.run { client in
            let rows = try await client.query(
                """
                SELECT rank, player, name, points, games, last_at FROM fleet.board(\(period.rawValue),
                  \(day.description)::date, \(mode), \(topic), \(Int32(clamping: top)))
                """)
            return try await Self.lines(rows)
        }
    }

    /// The Daily Challenge of `day`: each player's one attempt across the fleet, best score first, ties to the
    /// earlier finish; banned players left out. With `language`, only the attempts dealt in it (each language
    /// deals its own ten questions); without, every language's.
    func daily(_ day: CalendarDay, language: String? = nil, top: Int) async throws -> [FleetBoardLine] {
        try await pool.run { client in
            let rows = try await client.query(
                """
                SELECT row_number() OVER (ORDER BY d.score DESC, d.completed_at, d.player), d.player, p.name,
                  d.score, 1, d.completed_at
                FROM fleet.daily d JOIN fleet.player p ON p.id = d.player
                WHERE d.date = \(day.description)::date AND NOT p.banned
                  AND (\(language)::text IS NULL OR d.language = \(language))
                ORDER BY d.score DESC, d.completed_at, d.player LIMIT \(top)
                """)
            return try await Self.lines(rows)
        }
    }

    /// The languages the Daily Challenges of `day` were dealt in, each with a board of its own: "ar", "de", ....
    func dailyLanguages(_ day: CalendarDay) async throws -> [String] {
        try await pool.run { client in
            let rows = try await client.query(
                """
                SELECT DISTINCT language FROM fleet.daily
                WHERE date = \(day.description)::date AND language IS NOT NULL ORDER BY language
                """)
            var languages: [String] = []
            for try await language in rows.decode(String.self) { languages.append(language) }
            return languages
        }
    }

    private static func lines(_ rows: PostgresRowSequence) async throws -> [FleetBoardLine] {
        var lines: [FleetBoardLine] = []
        for try await (rank, player, name, points, games, last) in rows.decode(
            (Int, UUID, String, Int, Int, Date).self)
        {
            lines.append(
                FleetBoardLine(rank: rank, player: player, name: name, points: points, games: games, lastAt: last))
        }
        return lines
    }
}

extension FleetDirectory {
    /// The admin takes the kept changes again (`fleet.take_again`: one device's, one seq's, or all): each one's
    /// outcome. A device the fleet does not know fails with `FleetFailure.server` and TQ004.
    func takeAgain(device: UUID?, seq: Int64?) async throws -> [FleetTakenAgain] {
        try await pool.run { try await FleetServerCalls($0).takeAgain(device: device, seq: seq) }
    }

    /// Each device's kiosk id, by device id (those without one left out).
    func kioskIDs() async throws -> [UUID: String] {
        try await pool.run { client in
            var kiosks: [UUID: String] = [:]
            let rows = try await client.query("SELECT d.id, d.kiosk FROM fleet.device d WHERE d.kiosk IS NOT NULL")
            for try await (id, kiosk) in rows.decode((UUID, String).self) { kiosks[id] = kiosk }
            return kiosks
        }
    }
}
