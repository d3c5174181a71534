import Foundation
import PostgresNIO

/// What the fleet bench loaded, and how long the load took.
struct LoadFigures: Encodable {
    var players: Int64
    var results: Int64
    var answers: Int64
    var dailies: Int64
    var boardTotals: Int64
    var changeLog: Int64
    /// The INSERT ... SELECT statements, in seconds each, by table.
    var stepSeconds: [String: Double]
    var loadSeconds: Double
    /// `VACUUM ANALYZE` after it (what autovacuum would do later, done before anything is timed).
    var vacuumSeconds: Double
    var databaseMB: Double
}

/// A year of a hall loaded into the fleet's tables, set-based (`INSERT ... SELECT` over `generate_series`) as
/// the owner: players (1 in 100 banned), their results over the year's days in time order (tilt, trivia, daily
/// and timed at random; timed on one of 10 topics and half of trivia on one; 1 in 20 unranked), 10 answers per
/// result, each player's first Daily Challenge of a day, the board totals summed from the results as
/// `fleet.push` keeps them, and a change-log row for each player, result and answer with the body a device
/// pushes. Ids are md5 UUIDs of the row's number, so a run is the same every time.
enum FleetBenchLoad {
    /// The last day of the year loaded: the hall's "today".
    static let today = "2026-12-02"
    static let modes = ["tilt", "trivia", "daily", "timed"]

    static func run(_ server: FleetBenchServer, size: Size) async throws -> LoadFigures {
        try await server.owner.run { client in
            var steps: [String: Double] = [:]
            let started = Stopwatch.now()
            for (table, sql) in statements(size) {
                let start = Stopwatch.now()
                try await client.run(sql)
                steps[table] = Stopwatch.now() - start
            }
            let loaded = Stopwatch.now()
            try await client.run("VACUUM ANALYZE")
            let vacuumed = Stopwatch.now()
            func count(_ table: String) async throws -> Int64 {
                try await client.integer("SELECT count(*) FROM fleet.\(table)")
            }
            return LoadFigures(
                players: try await count("player"), results: try await count("result"),
                answers: try await count("answer"), dailies: try await count("daily"),
                boardTotals: try await count("board_total"), changeLog: try await count("change_log"),
                stepSeconds: steps, loadSeconds: loaded - started, vacuumSeconds: vacuumed - loaded,
                databaseMB: Double(try await client.integer("SELECT pg_database_size(current_database())")) / 1e6)
        }
    }

    typealias Size = FleetBench.Size

    /// The load's statements, by the table each fills.
    static func statements(_ size: Size) -> [(String, String)] {
        let players = size.players
        let results = size.results
        let days = size.days
        let modes = Self.modes.map { "'\($0)'" }.joined(separator: ", ")
        return [
            (
                "device",
                """
                INSERT INTO fleet.device (id, kiosk) SELECT md5('device-' || k)::uuid, 'year-' || k
                FROM generate_series(1, 20) k
                """
            ),
            (
                "player",
                """
                INSERT INTO fleet.player (id, name, username, avatar, password_hash, created_at, banned, device)
                SELECT md5('player-' || i)::uuid, 'Player ' || i, 'player' || i, 'fox', 'bench',
                  '\(today)'::date - \(days), i % 100 = 0, md5('device-' || (i % 20 + 1))::uuid
                FROM generate_series(1, \(players)) i
                """
            ),
            (
                "result",
                """
                INSERT INTO fleet.result (id, player, device, mode, score, total, points, completed_at, local_date,
                  topic, ranked)
                SELECT md5('result-' || r)::uuid, md5('player-' || (abs(hashint4(r)) % \(players) + 1))::uuid,
                  md5('device-' || (r % 20 + 1))::uuid, m.mode, x.points / 100, 10, x.points,
                  x.day + (abs(hashint4(r + 3)) % 86400) * interval '1 second', x.day,
                  CASE WHEN m.mode = 'timed' OR (m.mode = 'trivia' AND r % 2 = 0)
                    THEN 'Bench topic ' || (abs(hashint4(r + 2)) % 10 + 1) END,
                  abs(hashint4(r + 4)) % 20 <> 0
                FROM generate_series(1, \(results)) r
                CROSS JOIN LATERAL (SELECT (ARRAY[\(modes)])[abs(hashint4(r + 1)) % 4 + 1] AS mode) m
                CROSS JOIN LATERAL (SELECT abs(hashint4(r + 5)) % 1000 AS points,
                  '\(today)'::date - \(days - 1) + ((r - 1)::bigint * \(days) / \(results))::integer AS day) x
                """
            ),
            (
                "answer",
                """
                INSERT INTO fleet.answer (id, player, device, question, option, result, points, seconds_taken, mode,
                  answered_at)
                SELECT md5('answer-' || r.id || '-' || k)::uuid, r.player, r.device,
                  'bench-' || (abs(hashint4(k + hashint4(r.score * 1000 + r.points))) % \(size.questions) + 1),
                  o.option, CASE o.option WHEN 0 THEN 'right' ELSE 'wrong' END, CASE o.option WHEN 0 THEN 100 ELSE 0 END,
                  2.5, r.mode, r.completed_at - (10 - k) * interval '10 seconds'
                FROM fleet.result r CROSS JOIN generate_series(1, 10) k
                CROSS JOIN LATERAL (SELECT abs(hashint4(k * 31 + r.points)) % 6 AS option) o
                """
            ),
            (
                "daily",
                """
                INSERT INTO fleet.daily (id, player, date, score, completed_at, device)
                SELECT DISTINCT ON (player, local_date) id, player, local_date, score, completed_at, device
                FROM fleet.result WHERE mode = 'daily' AND player IS NOT NULL
                ORDER BY player, local_date, completed_at
                """
            ),
            (
                "board_total",
                """
                INSERT INTO fleet.board_total (period, start, mode, topic, player, points, games, last_at)
                SELECT k.period, k.start, r.mode, tp.topic, r.player, sum(r.points), count(*), max(r.completed_at)
                FROM fleet.result r
                CROSS JOIN LATERAL (VALUES ('all', '-infinity'::date),
                  ('week', date_trunc('week', r.local_date::timestamp)::date), ('day', r.local_date)) k (period, start)
                CROSS JOIN LATERAL (SELECT '' UNION ALL SELECT r.topic WHERE r.topic IS NOT NULL) tp (topic)
                WHERE r.ranked AND r.player IS NOT NULL
                GROUP BY 1, 2, 3, 4, 5
                """
            ),
            (
                "change_log",
                """
                INSERT INTO fleet.change_log (id, change, kind, player, body, device, logged_at)
                SELECT nextval('fleet.change_log_id'), c.* FROM (
                  SELECT id, 'player', id, jsonb_build_object('name', name, 'username', username, 'avatar', avatar,
                    'passwordHash', password_hash, 'createdAt', created_at), device, created_at FROM fleet.player
                  UNION ALL
                  SELECT id, 'result', player, jsonb_build_object('mode', mode, 'score', score, 'total', total,
                    'points', points, 'completedAt', completed_at, 'localDate', local_date, 'topic', topic,
                    'ranked', ranked), device, completed_at FROM fleet.result
                  UNION ALL
                  SELECT id, 'answer', player, jsonb_build_object('question', question, 'option', option,
                    'result', result, 'points', points, 'secondsTaken', seconds_taken, 'mode', mode,
                    'answeredAt', answered_at), device, answered_at FROM fleet.answer
                ) c (change, kind, player, body, device, logged_at)
                """
            ),
        ]
    }
}
