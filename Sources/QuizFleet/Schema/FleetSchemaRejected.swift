extension FleetMigration {
    /// Migration 11: a change the server cannot take neither blocks its device's push nor is lost (issue 36;
    /// docs/fleet.md, "A change the server cannot take"). Before, one malformed change (a text where a number goes,
    /// a date that is none, an id that is not a UUID, a body that is not an object) failed the push's whole
    /// transaction, so the device pushed the same batch again every period and nothing after it ever arrived; and a
    /// kind this server does not know (a newer device's) was dropped without a word by `fleet.take`'s `ELSE NULL`.
    ///
    /// Now `fleet.push` tries the batch as before, in one subtransaction (a plpgsql block with an EXCEPTION clause:
    /// one per push, not per change, so the bulk path keeps its speed). When it fails with a data error (SQLSTATE
    /// class 22) or a broken constraint (class 23), everything of it is undone and `fleet.take_each` takes the batch
    /// again change by change, each in a subtransaction of its own: the good ones go in as the batch would have put
    /// them (the same order: the one-by-one kinds, then results, then answers), and each one that fails is kept whole
    /// in `fleet.rejected` with PostgreSQL's message and SQLSTATE, once (by device and seq, and by device and change
    /// id). The device's mark moves past both, in the same transaction, so the outbox moves on. Any other error (a
    /// deadlock, a cancelled statement, a full disk) is no fault of a change: it fails the push as before, which is
    /// pushed again. `fleet.take` now refuses, so keeps, a change of a kind it does not take and a body that is not
    /// a JSON object. A device asks `fleet.refused` how many of its changes the server kept so, and the latest's
    /// reason. `fleet.erase` deletes the kept changes naming the player.
    static let rejected: [String] = [
        """
        CREATE TABLE fleet.rejected (
          device uuid NOT NULL,
          seq bigint NOT NULL,
          change text,
          kind text,
          sent jsonb NOT NULL,
          message text NOT NULL,
          sqlstate text NOT NULL,
          rejected_at timestamptz NOT NULL DEFAULT now(),
          CONSTRAINT rejected_pkey PRIMARY KEY (device, seq))
        """,
        // The same change sent again under another seq is kept once.
        "CREATE UNIQUE INDEX rejected_change ON fleet.rejected (device, change)",
        "CREATE INDEX rejected_time ON fleet.rejected (rejected_at)",
        take(
            create: "CREATE OR REPLACE FUNCTION", resultsOneByOne: false, wallet: true, awards: true, questions: true,
            history: true, refuses: true),
        // Under the change log's lock, as the batch would have been: each change in a subtransaction of its own.
        """
        CREATE FUNCTION fleet.take_each(device uuid, changes jsonb, high bigint) RETURNS integer LANGUAGE plpgsql
        SET search_path = fleet, pg_temp AS $$
        DECLARE
          c jsonb;
          added record;
          message text;
          state text;
          kept integer := 0;
        BEGIN
          PERFORM pg_advisory_xact_lock(\(changeLogLock));
          FOR c IN
            SELECT e.value FROM jsonb_array_elements(take_each.changes) e
            WHERE (e.value->>'seq')::bigint > take_each.high
            ORDER BY CASE e.value->>'kind' WHEN 'result' THEN 1 WHEN 'answer' THEN 2 ELSE 0 END,
              (e.value->>'seq')::bigint
          LOOP
            -- Nothing of an erased player is taken, nor kept.
            CONTINUE WHEN EXISTS (
              SELECT 1 FROM fleet.erased e WHERE e.player::text IN (lower(c->>'player'), lower(c->>'id')));
            BEGIN
              IF jsonb_typeof(coalesce(c->'body', '{}'::jsonb)) <> 'object' THEN
                RAISE EXCEPTION USING ERRCODE = '22023',
                  MESSAGE = format('its body is a JSON %s, not an object', jsonb_typeof(c->'body'));
              END IF;
              CASE c->>'kind'
                WHEN 'result' THEN
                  PERFORM fleet.take_results(take_each.device, jsonb_build_array(c), take_each.high);
                WHEN 'answer' THEN
                  SELECT * INTO added FROM fleet.add_answers(take_each.device, jsonb_build_array(c), take_each.high);
                  PERFORM fleet.log_answers(take_each.device, added.ids, added.players, added.bodies);
                ELSE
                  PERFORM fleet.take(take_each.device, c);
              END CASE;
            EXCEPTION WHEN data_exception OR integrity_constraint_violation THEN
              GET STACKED DIAGNOSTICS message = MESSAGE_TEXT, state = RETURNED_SQLSTATE;
              INSERT INTO fleet.rejected (device, seq, change, kind, sent, message, sqlstate)
              VALUES (take_each.device, (c->>'seq')::bigint, c->>'id', c->>'kind', c, message, state)
              ON CONFLICT DO NOTHING;
              kept := kept + 1;
            END;
          END LOOP;
          RETURN kept;
        END $$
        """,
        push(
            taking: """
                  -- The whole batch at once, as migration 5 took it, in one subtransaction.
                  BEGIN
                    IF EXISTS (
                      SELECT 1 FROM jsonb_array_elements(push.changes) e
                      WHERE (e.value->>'seq')::bigint > high
                        AND jsonb_typeof(coalesce(e.value->'body', '{}'::jsonb)) <> 'object') THEN
                      RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'a pushed body is not a JSON object';
                    END IF;
                    -- Answers first, while other devices' pushes hold the change log's lock.
                    SELECT * INTO added FROM fleet.add_answers(push.device, push.changes, high);
                    -- Then the lock: pushes take turns, so the daily and username rules see every earlier push, and log
                    -- ids follow commit order.
                    PERFORM pg_advisory_xact_lock(\(changeLogLock));
                    FOR c IN
                      SELECT e.value FROM jsonb_array_elements(push.changes) e
                      WHERE (e.value->>'seq')::bigint > high AND coalesce(e.value->>'kind', '') NOT IN ('result', 'answer')
                      ORDER BY (e.value->>'seq')::bigint
                    LOOP
                      PERFORM fleet.take(push.device, c);
                    END LOOP;
                    PERFORM fleet.take_results(push.device, push.changes, high);
                    PERFORM fleet.log_answers(push.device, added.ids, added.players, added.bodies);
                  EXCEPTION WHEN data_exception OR integrity_constraint_violation THEN
                    -- A change the server cannot take: all of the above undone, and the batch taken change by change.
                    PERFORM fleet.take_each(push.device, push.changes, high);
                  END;
                """),
        // What a device hears of its changes the server kept in `fleet.rejected`: how many, and the latest.
        """
        CREATE FUNCTION fleet.refused(device uuid)
        RETURNS TABLE (refused bigint, seq bigint, kind text, message text, sqlstate text, rejected_at timestamptz)
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = fleet, pg_temp AS $$
          SELECT (SELECT count(*) FROM fleet.rejected r WHERE r.device = $1), l.seq, l.kind, l.message, l.sqlstate,
            l.rejected_at
          FROM (SELECT 1) one
          LEFT JOIN LATERAL (SELECT r.seq, r.kind, r.message, r.sqlstate, r.rejected_at FROM fleet.rejected r
            WHERE r.device = $1 ORDER BY r.seq DESC LIMIT 1) l ON true
        $$
        """,
        // Migration 10's erase, and the kept changes that name the player with the rest.
        erase(
            create: "CREATE OR REPLACE FUNCTION", wallet: true, awards: true, history: true, rejected: true),
    ]

    /// Migration 11's grant: devices ask what of theirs the server kept in `fleet.rejected`.
    static let rejectedGrants: [String] = [
        """
        GRANT EXECUTE ON FUNCTION fleet.refused(uuid) TO \(FleetSchema.kioskRole), \(FleetSchema.adminRole)
        """
    ]
}
