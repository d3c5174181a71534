extension FleetMigration {
    /// Migration 12: the changes kept in `fleet.rejected` (migration 11) can be taken again once their cause is gone,
    /// or dropped (docs/fleet.md, "Taking a kept change again"). Migration 11 kept every change the server could not
    /// take, but nothing took one again: a change of a kind a newer device sent stayed kept after the server learned
    /// the kind, and one refused by a constraint the admin since fixed stayed kept too, while a change that is truly
    /// garbage could not be cleared but by hand, as the database's owner.
    ///
    /// `fleet.take_again(device, seq)` (NULL for either: every device, every seq) takes the kept changes again under
    /// the change log's lock, each in a subtransaction of its own, by the same functions `fleet.take_each` takes a
    /// batch with (`fleet.take`, `fleet.take_results`, `fleet.add_answers` with `fleet.log_answers`): no second
    /// ingest path, and the log's rows are written under the lock, so ids still follow commit order and a device's
    /// cursor skips nothing. Players first, then the other one-by-one kinds, results and answers, each group by
    /// device and seq, so a player kept beside their results goes in before them. A change that goes in is deleted
    /// from `fleet.rejected`; one that fails again (a data error or a broken constraint, as at the push) stays with
    /// the new message, SQLSTATE and `rejected_at` (when the server last refused it); a change of an erased player is
    /// deleted, not taken. Each one's outcome is a row of the result. `fleet.drop_rejected(device, seq)` deletes a
    /// device's kept changes (one seq, or all of them with NULL). Both are the admin's only; a device named that the
    /// fleet does not know is refused with TQ004.
    static let takeAgain: [String] = [
        """
        CREATE FUNCTION fleet.take_again(of_device uuid, of_seq bigint)
        RETURNS TABLE (device uuid, seq bigint, kind text, taken boolean, message text, sqlstate text)
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = fleet, pg_temp AS $$
        DECLARE
          r record;
          c jsonb;
          added record;
          why text;
          state text;
        BEGIN
          IF take_again.of_device IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM fleet.device d WHERE d.id = take_again.of_device) THEN
            RAISE EXCEPTION USING ERRCODE = 'TQ004', MESSAGE = format('the fleet has no device %s', take_again.of_device);
          END IF;
          -- As `fleet.take_each`: under the change log's lock, so log ids follow commit order.
          PERFORM pg_advisory_xact_lock(\(changeLogLock));
          FOR r IN
            SELECT j.device, j.seq, j.kind, j.sent FROM fleet.rejected j
            WHERE (take_again.of_device IS NULL OR j.device = take_again.of_device)
              AND (take_again.of_seq IS NULL OR j.seq = take_again.of_seq)
            ORDER BY CASE j.kind WHEN 'player' THEN 0 WHEN 'result' THEN 2 WHEN 'answer' THEN 3 ELSE 1 END, j.device,
              j.seq
          LOOP
            c := r.sent;
            -- Nothing of an erased player is taken, nor kept.
            IF EXISTS (SELECT 1 FROM fleet.erased e WHERE e.player::text IN (lower(c->>'player'), lower(c->>'id'))) THEN
              DELETE FROM fleet.rejected j WHERE j.device = r.device AND j.seq = r.seq;
              CONTINUE;
            END IF;
            BEGIN
              IF jsonb_typeof(coalesce(c->'body', '{}'::jsonb)) <> 'object' THEN
                RAISE EXCEPTION USING ERRCODE = '22023',
                  MESSAGE = format('its body is a JSON %s, not an object', jsonb_typeof(c->'body'));
              END IF;
              CASE c->>'kind'
                WHEN 'result' THEN
                  PERFORM fleet.take_results(r.device, jsonb_build_array(c), r.seq - 1);
                WHEN 'answer' THEN
                  SELECT * INTO added FROM fleet.add_answers(r.device, jsonb_build_array(c), r.seq - 1);
                  PERFORM fleet.log_answers(r.device, added.ids, added.players, added.bodies);
                ELSE
                  PERFORM fleet.take(r.device, c);
              END CASE;
              DELETE FROM fleet.rejected j WHERE j.device = r.device AND j.seq = r.seq;
              taken := true;
              why := NULL;
              state := NULL;
            EXCEPTION WHEN data_exception OR integrity_constraint_violation THEN
              GET STACKED DIAGNOSTICS why = MESSAGE_TEXT, state = RETURNED_SQLSTATE;
              UPDATE fleet.rejected j SET message = why, sqlstate = state, rejected_at = now()
              WHERE j.device = r.device AND j.seq = r.seq;
              taken := false;
            END;
            device := r.device;
            seq := r.seq;
            kind := r.kind;
            message := why;
            sqlstate := state;
            RETURN NEXT;
          END LOOP;
        END $$
        """,
        """
        CREATE FUNCTION fleet.drop_rejected(of_device uuid, of_seq bigint) RETURNS integer LANGUAGE plpgsql
        SECURITY DEFINER SET search_path = fleet, pg_temp AS $$
        DECLARE
          dropped integer;
        BEGIN
          IF NOT EXISTS (SELECT 1 FROM fleet.device d WHERE d.id = drop_rejected.of_device) THEN
            RAISE EXCEPTION USING ERRCODE = 'TQ004',
              MESSAGE = format('the fleet has no device %s', coalesce(drop_rejected.of_device::text, 'null'));
          END IF;
          DELETE FROM fleet.rejected j WHERE j.device = drop_rejected.of_device
            AND (drop_rejected.of_seq IS NULL OR j.seq = drop_rejected.of_seq);
          GET DIAGNOSTICS dropped = ROW_COUNT;
          RETURN dropped;
        END $$
        """,
    ]

    /// Migration 12's grant: taking a kept change again and dropping one are the admin's; kiosks may do neither.
    static let takeAgainGrants: [String] = [
        """
        GRANT EXECUTE ON FUNCTION fleet.take_again(uuid, bigint), fleet.drop_rejected(uuid, bigint)
        TO \(FleetSchema.adminRole)
        """
    ]
}
