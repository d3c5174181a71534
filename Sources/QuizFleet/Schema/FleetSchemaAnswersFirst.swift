extension FleetMigration {
    /// Migration 5: a batch's answers go into `fleet.answer` before the push takes the change log's lock, and
    /// only their change-log rows are written under it (issue 36). Pushes take turns on that lock so that log ids
    /// follow commit order; inserting a batch's answers with their three indexes was more than half of the time
    /// a push held it, so 20 kiosks pushing at once waited on each other's answers. No rule looks at answers
    /// that came before (they only add up, by id), so they need not wait: other devices' answers go in while one
    /// push holds the lock. What stays under it, as in migration 2: players, profiles, follows and dailies one by
    /// one (their rules read earlier pushes), results with their board totals, and every change-log row.
    ///
    /// What keeps the rules true without the lock:
    /// - A device's own pushes take turns on its `fleet.device` row (`FOR UPDATE`), so its high-water mark is
    ///   read once and stays true: a batch sent again, even under new fleet ids, adds nothing.
    /// - "Logged only when new" is exact: the insert's `RETURNING` says which answers it added (a retry, or the
    ///   same id from another device at the same moment, returns nothing), and only those are logged.
    /// - An erase that commits after the answers went in and before the push has the lock (it could not see
    ///   them, uncommitted): once the push holds the lock it sees the erase, deletes the answers of that player it
    ///   added, and logs none of them.
    static let answersBeforeTheLock: [String] = [
        """
        CREATE FUNCTION fleet.add_answers(device uuid, changes jsonb, high bigint,
          OUT ids uuid[], OUT players uuid[], OUT bodies jsonb[]) LANGUAGE plpgsql
        SET search_path = fleet, pg_temp SET enable_nestloop = off AS $$
        BEGIN
          -- The join of what was added back to the batch: a hash join (the planner, blind to a JSON array's size,
          -- would otherwise compare every pair).
          WITH pushed AS (
              SELECT (c.value->>'seq')::bigint AS seq, (c.value->>'id')::uuid AS id,
                (c.value->>'player')::uuid AS player, coalesce(c.value->'body', '{}'::jsonb) AS body
              FROM jsonb_array_elements(add_answers.changes) c
              WHERE c.value->>'kind' = 'answer' AND (c.value->>'seq')::bigint > add_answers.high),
            incoming AS (
              SELECT DISTINCT ON (p.id) p.seq, p.id, p.player, p.body FROM pushed p
              WHERE p.id IS NOT NULL AND p.id NOT IN (SELECT e.player FROM fleet.erased e)
                AND (p.player IS NULL OR p.player NOT IN (SELECT e.player FROM fleet.erased e))
              ORDER BY p.id, p.seq),
            kept AS (
              INSERT INTO fleet.answer (id, player, device, question, option, result, points, seconds_taken, mode,
                answered_at)
              SELECT i.id, i.player, add_answers.device, i.body->>'question', (i.body->>'option')::integer,
                i.body->>'result', coalesce((i.body->>'points')::integer, 0),
                (i.body->>'secondsTaken')::double precision, i.body->>'mode', (i.body->>'answeredAt')::timestamptz
              FROM incoming i ORDER BY i.seq
              ON CONFLICT ON CONSTRAINT answer_pkey DO NOTHING
              RETURNING id)
          SELECT array_agg(i.id ORDER BY i.seq), array_agg(i.player ORDER BY i.seq), array_agg(i.body ORDER BY i.seq)
          INTO ids, players, bodies
          FROM incoming i JOIN kept k ON k.id = i.id;
        END $$
        """,
        // Under the change log's lock: the answers `add_answers` added, less those of a player erased meanwhile
        // (deleted here), logged in the batch's order.
        """
        CREATE FUNCTION fleet.log_answers(device uuid, ids uuid[], players uuid[], bodies jsonb[]) RETURNS void
        LANGUAGE plpgsql SET search_path = fleet, pg_temp AS $$
        BEGIN
          IF log_answers.ids IS NULL THEN
            RETURN;
          END IF;
          IF EXISTS (SELECT 1 FROM fleet.erased e WHERE e.player = ANY (log_answers.players)) THEN
            DELETE FROM fleet.answer a
            WHERE a.id = ANY (log_answers.ids) AND a.player IN (SELECT e.player FROM fleet.erased e);
          END IF;
          INSERT INTO fleet.change_log (id, change, kind, player, about, stamp, body, device)
          SELECT nextval('fleet.change_log_id'), u.id, 'answer', u.player, NULL, NULL, u.body, log_answers.device
          FROM unnest(log_answers.ids, log_answers.players, log_answers.bodies) WITH ORDINALITY u (id, player, body, n)
          WHERE u.player IS NULL OR u.player NOT IN (SELECT e.player FROM fleet.erased e)
          ORDER BY u.n;
        END $$
        """,
        push(
            taking: """
                  -- Answers first, while other devices' pushes hold the change log's lock.
                  SELECT * INTO added FROM fleet.add_answers(push.device, push.changes, high);
                  -- Then the lock: pushes take turns, so the daily and username rules see every earlier push, and log ids
                  -- follow commit order.
                  PERFORM pg_advisory_xact_lock(\(changeLogLock));
                  FOR c IN
                    SELECT e.value FROM jsonb_array_elements(push.changes) e
                    WHERE (e.value->>'seq')::bigint > high AND e.value->>'kind' NOT IN ('result', 'answer')
                    ORDER BY (e.value->>'seq')::bigint
                  LOOP
                    PERFORM fleet.take(push.device, c);
                  END LOOP;
                  PERFORM fleet.take_results(push.device, push.changes, high);
                  PERFORM fleet.log_answers(push.device, added.ids, added.players, added.bodies);
                """),
        // Migration 2's path for answers, which nothing calls now: one path for each kind.
        "DROP FUNCTION fleet.take_answers(uuid, jsonb, bigint)",
    ]

    /// `fleet.push` since migration 5, around `batch` (its SQL, indented as a statement of the function's body):
    /// a batch with a change without a seq refused; the device's pushes take turns on its row, whose mark is read
    /// once, and moves past the batch in the same transaction. `batch` takes the changes above the mark, with
    /// `added` for what `fleet.add_answers` added: migration 5's in one go, migration 11's in a subtransaction
    /// that falls back to `fleet.take_each`.
    static func push(taking batch: String) -> String {
        """
        CREATE OR REPLACE FUNCTION fleet.push(device uuid, changes jsonb) RETURNS bigint LANGUAGE plpgsql
        SECURITY DEFINER SET search_path = fleet, pg_temp AS $$
        DECLARE
          high bigint;
          top bigint;
          unnumbered boolean;
          c jsonb;
          added record;
        BEGIN
          SELECT max((e.value->>'seq')::bigint), bool_or(e.value->>'seq' IS NULL) INTO top, unnumbered
          FROM jsonb_array_elements(push.changes) e;
          IF unnumbered THEN
            RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'a pushed change has no seq';
          END IF;
          -- This device's pushes take turns on its row: its mark stays true until this one commits.
          INSERT INTO fleet.device (id) VALUES (push.device) ON CONFLICT ON CONSTRAINT device_pkey DO NOTHING;
          SELECT d.pushed_seq INTO high FROM fleet.device d WHERE d.id = push.device FOR UPDATE;
        \(batch)
          high := greatest(high, coalesce(top, high));
          UPDATE fleet.device d SET pushed_seq = high, last_push = now() WHERE d.id = push.device;
          RETURN high;
        END $$
        """
    }
}
