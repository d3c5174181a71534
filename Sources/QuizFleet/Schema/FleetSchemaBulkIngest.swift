extension FleetMigration {
    /// Migration 2: `fleet.push` takes a batch's results and answers in one statement each, not a function call
    /// per change. A result travels with its ten answers, and the call per change held the change log's lock
    /// about 0.1 ms per change, so 20 kiosks pushing at once got under 1,000 results a second through. The
    /// rules are migration 1's (docs/fleet.md, "Conflicts"): added once by id, an erased player's dropped, a
    /// ranked result adding to its player's board totals (summed per board first, as a batch may hold
    /// several), logged only when new. "New" is "not in the table yet", asked of the primary key before the
    /// insert: nothing adds results or answers but a push, and pushes take turns on the change log's lock, so
    /// the rows logged are the rows inserted (joining the insert's RETURNING back to the batch cost 60 ms a
    /// batch instead: the planner, blind to a JSON array's size, compared every pair). Each helper reads the
    /// batch's changes of its kind above the device's mark. The other kinds go through `fleet.take` one by
    /// one, in `seq` order and first, since their rules look at what came before (the first username and the
    /// first Daily Challenge of a date win); a batch's results then come in the log before its answers.
    static let bulkIngestFunctions: [String] = [
        """
        CREATE OR REPLACE FUNCTION fleet.push(device uuid, changes jsonb) RETURNS bigint LANGUAGE plpgsql
        SECURITY DEFINER SET search_path = fleet, pg_temp AS $$
        DECLARE
          high bigint;
          top bigint;
          unnumbered boolean;
          c jsonb;
        BEGIN
          -- First: pushes take turns, so the daily and username rules see every earlier push.
          PERFORM pg_advisory_xact_lock(\(changeLogLock));
          INSERT INTO fleet.device (id) VALUES (push.device) ON CONFLICT ON CONSTRAINT device_pkey DO NOTHING;
          SELECT d.pushed_seq INTO high FROM fleet.device d WHERE d.id = push.device;
          SELECT max((e.value->>'seq')::bigint), bool_or(e.value->>'seq' IS NULL) INTO top, unnumbered
          FROM jsonb_array_elements(push.changes) e;
          IF unnumbered THEN
            RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'a pushed change has no seq';
          END IF;
          FOR c IN
            SELECT e.value FROM jsonb_array_elements(push.changes) e
            WHERE (e.value->>'seq')::bigint > high AND e.value->>'kind' NOT IN ('result', 'answer')
            ORDER BY (e.value->>'seq')::bigint
          LOOP
            PERFORM fleet.take(push.device, c);
          END LOOP;
          PERFORM fleet.take_results(push.device, push.changes, high);
          PERFORM fleet.take_answers(push.device, push.changes, high);
          high := greatest(high, coalesce(top, high));
          UPDATE fleet.device d SET pushed_seq = high, last_push = now() WHERE d.id = push.device;
          RETURN high;
        END $$
        """,
        takeResults(create: "CREATE FUNCTION", timeScale: false),
        """
        CREATE FUNCTION fleet.take_answers(device uuid, changes jsonb, high bigint) RETURNS void LANGUAGE plpgsql
        SET search_path = fleet, pg_temp AS $$
        BEGIN
          WITH \(incoming(kind: "answer", table: "answer", function: "take_answers")),
          kept AS (
            INSERT INTO fleet.answer (id, player, device, question, option, result, points, seconds_taken, mode,
              answered_at)
            SELECT i.id, i.player, take_answers.device, i.body->>'question', (i.body->>'option')::integer,
              i.body->>'result', coalesce((i.body->>'points')::integer, 0),
              (i.body->>'secondsTaken')::double precision, i.body->>'mode', (i.body->>'answeredAt')::timestamptz
            FROM incoming i ORDER BY i.seq
            ON CONFLICT ON CONSTRAINT answer_pkey DO NOTHING)
          INSERT INTO fleet.change_log (id, change, kind, player, about, stamp, body, device)
          SELECT nextval('fleet.change_log_id'), i.id, 'answer', i.player, NULL, NULL, i.body, take_answers.device
          FROM incoming i ORDER BY i.seq;
        END $$
        """,
    ]

    /// `fleet.take_results`: the batch's new results inserted, logged, and added to their players' board totals.
    /// With `timeScale` (migration 3) a result keeps the time scale it was played at (`timeScalePercent` in its
    /// body, 100 when absent); migration 2's text is the one without it, as it ran.
    static func takeResults(create: String, timeScale: Bool) -> String {
        let column = timeScale ? ", time_scale_percent" : ""
        let value = timeScale ? ", coalesce((i.body->>'timeScalePercent')::integer, 100)" : ""
        return """
            \(create) fleet.take_results(device uuid, changes jsonb, high bigint) RETURNS void LANGUAGE plpgsql
            SET search_path = fleet, pg_temp AS $$
            BEGIN
              WITH \(incoming(kind: "result", table: "result", function: "take_results")),
              kept AS (
                INSERT INTO fleet.result (id, player, device, mode, score, total, points, completed_at, local_date,
                  topic, ranked\(column))
                SELECT i.id, i.player, take_results.device, i.body->>'mode', (i.body->>'score')::integer,
                  (i.body->>'total')::integer, (i.body->>'points')::integer, (i.body->>'completedAt')::timestamptz,
                  (i.body->>'localDate')::date, i.body->>'topic', coalesce((i.body->>'ranked')::boolean, true)\(value)
                FROM incoming i ORDER BY i.seq
                ON CONFLICT ON CONSTRAINT result_pkey DO NOTHING
                RETURNING *),
              logged AS (
                INSERT INTO fleet.change_log (id, change, kind, player, about, stamp, body, device)
                SELECT nextval('fleet.change_log_id'), i.id, 'result', i.player, NULL, NULL, i.body, take_results.device
                FROM incoming i ORDER BY i.seq)
              INSERT INTO fleet.board_total AS t (period, start, mode, topic, player, points, games, last_at)
              SELECT b.period, b.start, r.mode, tp.topic, r.player, sum(r.points), count(*), max(r.completed_at)
              FROM kept r
              CROSS JOIN LATERAL (VALUES ('all', '-infinity'::date),
                ('week', date_trunc('week', r.local_date::timestamp)::date), ('day', r.local_date)) b (period, start)
              CROSS JOIN LATERAL (SELECT '' UNION ALL SELECT r.topic WHERE r.topic IS NOT NULL) tp (topic)
              WHERE r.ranked AND r.player IS NOT NULL
              GROUP BY b.period, b.start, r.mode, tp.topic, r.player
              ON CONFLICT ON CONSTRAINT board_total_pkey DO UPDATE SET points = t.points + excluded.points,
                games = t.games + excluded.games, last_at = greatest(t.last_at, excluded.last_at);
            END $$
            """
    }

    /// The common table expressions `pushed` (the batch's changes of `kind` above the device's mark) and
    /// `incoming` (each new row once, by id, its lowest seq: none of an erased player, none already in
    /// `fleet.table`) that `function` (`take_results`, `take_answers`) inserts and logs.
    private static func incoming(kind: String, table: String, function: String) -> String {
        """
        pushed AS (
            SELECT (c.value->>'seq')::bigint AS seq, (c.value->>'id')::uuid AS id, (c.value->>'player')::uuid AS player,
              coalesce(c.value->'body', '{}'::jsonb) AS body
            FROM jsonb_array_elements(\(function).changes) c
            WHERE c.value->>'kind' = '\(kind)' AND (c.value->>'seq')::bigint > \(function).high),
          incoming AS (
            SELECT DISTINCT ON (p.id) p.seq, p.id, p.player, p.body FROM pushed p
            WHERE p.id IS NOT NULL AND p.id NOT IN (SELECT e.player FROM fleet.erased e)
              AND (p.player IS NULL OR p.player NOT IN (SELECT e.player FROM fleet.erased e))
              AND NOT EXISTS (SELECT 1 FROM fleet.\(table) x WHERE x.id = p.id)
            ORDER BY p.id, p.seq)
        """
    }
}
