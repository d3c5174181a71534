extension FleetMigration {
    /// Migration 1's ingest: `fleet.push`, the one path by which devices add rows, and the rule of each kind
    /// (docs/fleet.md, "Conflicts"). Every row is added by its fleet id with ON CONFLICT DO NOTHING and logged
    /// only when it was new; the device's high-water mark moves in the same transaction.
    static let ingestFunctions: [String] = [
        """
        CREATE FUNCTION fleet.push(device uuid, changes jsonb) RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = fleet, pg_temp AS $$
        DECLARE
          high bigint;
          c jsonb;
          n bigint;
        BEGIN
          -- First: pushes take turns, so the daily and username rules see every earlier push.
          PERFORM pg_advisory_xact_lock(\(changeLogLock));
          INSERT INTO fleet.device (id) VALUES (push.device) ON CONFLICT ON CONSTRAINT device_pkey DO NOTHING;
          SELECT d.pushed_seq INTO high FROM fleet.device d WHERE d.id = push.device;
          FOR c IN SELECT e.value FROM jsonb_array_elements(push.changes) e ORDER BY (e.value->>'seq')::bigint LOOP
            n := (c->>'seq')::bigint;
            IF n IS NULL THEN
              RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'a pushed change has no seq';
            END IF;
            CONTINUE WHEN n <= high;
            PERFORM fleet.take(push.device, c);
            high := n;
          END LOOP;
          UPDATE fleet.device d SET pushed_seq = high, last_push = now() WHERE d.id = push.device;
          RETURN high;
        END $$
        """,
        // The server's own kinds (ban, role, erase, usernameTaken) are not taken from devices.
        take(create: "CREATE FUNCTION", resultsOneByOne: true),
        // A username another player holds (case-insensitive): the player is kept without it, and told.
        """
        CREATE FUNCTION fleet.take_player(device uuid, pid uuid, b jsonb) RETURNS void LANGUAGE plpgsql
        SET search_path = fleet, pg_temp AS $$
        DECLARE
          wanted text := b->>'username';
          kept jsonb := b;
        BEGIN
          IF EXISTS (SELECT 1 FROM fleet.player p WHERE p.id = pid) THEN
            RETURN;
          END IF;
          IF wanted IS NOT NULL AND EXISTS (
            SELECT 1 FROM fleet.player p WHERE p.username IS NOT NULL AND lower(p.username) = lower(wanted)) THEN
            kept := b - 'username';
          END IF;
          -- A kiosk's guest stays a guest; any other role comes from the admin only.
          INSERT INTO fleet.player (id, name, username, avatar, password_hash, consent_at, created_at, role, device)
          VALUES (pid, coalesce(b->>'name', ''), kept->>'username', b->>'avatar', b->>'passwordHash',
            (b->>'consentAt')::timestamptz, coalesce((b->>'createdAt')::timestamptz, now()),
            CASE WHEN (b->>'guest')::boolean THEN 'guest' ELSE 'player' END, take_player.device);
          PERFORM fleet.log(pid, 'player', pid, NULL, NULL, kept, take_player.device);
          IF kept IS DISTINCT FROM b THEN
            PERFORM fleet.log(gen_random_uuid(), 'usernameTaken', pid, NULL, NULL,
              jsonb_build_object('username', wanted), NULL);
          END IF;
        END $$
        """,
        // Field by field, the latest capped stamp wins; the log carries the fields that won, with that stamp.
        """
        CREATE FUNCTION fleet.take_profile(device uuid, cid uuid, pid uuid, stamp text, b jsonb) RETURNS void
        LANGUAGE plpgsql SET search_path = fleet, pg_temp AS $$
        DECLARE
          s text := fleet.capped(stamp);
          p fleet.player%ROWTYPE;
          won jsonb := '{}'::jsonb;
          wanted text;
        BEGIN
          SELECT * INTO p FROM fleet.player x WHERE x.id = pid FOR UPDATE;
          IF NOT FOUND THEN
            RETURN;
          END IF;
          IF b ? 'name' AND fleet.newer(s, p.name_stamp) THEN
            UPDATE fleet.player x SET name = coalesce(b->>'name', x.name), name_stamp = s WHERE x.id = pid;
            won := won || jsonb_build_object('name', b->'name');
          END IF;
          IF b ? 'avatar' AND fleet.newer(s, p.avatar_stamp) THEN
            UPDATE fleet.player x SET avatar = b->>'avatar', avatar_stamp = s WHERE x.id = pid;
            won := won || jsonb_build_object('avatar', b->'avatar');
          END IF;
          IF b ? 'passwordHash' AND fleet.newer(s, p.password_hash_stamp) THEN
            UPDATE fleet.player x SET password_hash = b->>'passwordHash', password_hash_stamp = s WHERE x.id = pid;
            won := won || jsonb_build_object('passwordHash', b->'passwordHash');
          END IF;
          IF b ? 'username' AND fleet.newer(s, p.username_stamp) THEN
            wanted := b->>'username';
            IF wanted IS NOT NULL AND EXISTS (
              SELECT 1 FROM fleet.player o
              WHERE o.username IS NOT NULL AND lower(o.username) = lower(wanted) AND o.id <> pid) THEN
              PERFORM fleet.log(gen_random_uuid(), 'usernameTaken', pid, NULL, NULL,
                jsonb_build_object('username', wanted), NULL);
            ELSE
              UPDATE fleet.player x SET username = wanted, username_stamp = s WHERE x.id = pid;
              won := won || jsonb_build_object('username', b->'username');
            END IF;
          END IF;
          IF won <> '{}'::jsonb THEN
            PERFORM fleet.log(cid, 'profile', pid, NULL, s, won, take_profile.device);
          END IF;
        END $$
        """,
        // Per (follower, followee) the latest capped stamp wins; a change that lost is not logged.
        """
        CREATE FUNCTION fleet.take_follow(device uuid, cid uuid, kind text, stamp text, b jsonb) RETURNS void
        LANGUAGE plpgsql SET search_path = fleet, pg_temp AS $$
        DECLARE
          s text := fleet.capped(stamp);
          fr uuid := (b->>'follower')::uuid;
          fe uuid := (b->>'followee')::uuid;
        BEGIN
          IF fr IS NULL OR fe IS NULL OR fr = fe
            OR EXISTS (SELECT 1 FROM fleet.erased e WHERE e.player IN (fr, fe)) THEN
            RETURN;
          END IF;
          INSERT INTO fleet.follow AS f (follower, followee, following, stamp)
          VALUES (fr, fe, take_follow.kind = 'follow', s)
          ON CONFLICT ON CONSTRAINT follow_pkey DO UPDATE SET following = excluded.following, stamp = excluded.stamp
            WHERE fleet.newer(excluded.stamp, f.stamp);
          IF FOUND THEN
            PERFORM fleet.log(cid, take_follow.kind, fr, fe, s, b, take_follow.device);
          END IF;
        END $$
        """,
        // Added once by id; a ranked result of a player adds to their board totals (all time, week, day; the
        // mode's, and its topic's when it has one).
        """
        CREATE FUNCTION fleet.take_result(device uuid, rid uuid, pid uuid, b jsonb) RETURNS void LANGUAGE plpgsql
        SET search_path = fleet, pg_temp AS $$
        DECLARE
          r fleet.result%ROWTYPE;
        BEGIN
          INSERT INTO fleet.result (id, player, device, mode, score, total, points, completed_at, local_date, topic,
            ranked)
          VALUES (rid, pid, take_result.device, b->>'mode', (b->>'score')::integer, (b->>'total')::integer,
            (b->>'points')::integer, (b->>'completedAt')::timestamptz, (b->>'localDate')::date, b->>'topic',
            coalesce((b->>'ranked')::boolean, true))
          ON CONFLICT ON CONSTRAINT result_pkey DO NOTHING
          RETURNING * INTO r;
          IF NOT FOUND THEN
            RETURN;
          END IF;
          PERFORM fleet.log(rid, 'result', pid, NULL, NULL, b, take_result.device);
          IF r.ranked AND r.player IS NOT NULL THEN
            INSERT INTO fleet.board_total AS t (period, start, mode, topic, player, points, games, last_at)
            SELECT k.period, k.start, r.mode, tp.topic, r.player, r.points, 1, r.completed_at
            FROM (VALUES ('all', '-infinity'::date), ('week', date_trunc('week', r.local_date::timestamp)::date),
              ('day', r.local_date)) k (period, start)
            CROSS JOIN (SELECT '' UNION ALL SELECT r.topic WHERE r.topic IS NOT NULL) tp (topic)
            ON CONFLICT ON CONSTRAINT board_total_pkey DO UPDATE SET points = t.points + excluded.points,
              games = t.games + 1, last_at = greatest(t.last_at, excluded.last_at);
          END IF;
        END $$
        """,
        """
        CREATE FUNCTION fleet.take_answer(device uuid, rid uuid, pid uuid, b jsonb) RETURNS void LANGUAGE plpgsql
        SET search_path = fleet, pg_temp AS $$
        BEGIN
          INSERT INTO fleet.answer (id, player, device, question, option, result, points, seconds_taken, mode,
            answered_at)
          VALUES (rid, pid, take_answer.device, b->>'question', (b->>'option')::integer, b->>'result',
            coalesce((b->>'points')::integer, 0), (b->>'secondsTaken')::double precision, b->>'mode',
            (b->>'answeredAt')::timestamptz)
          ON CONFLICT ON CONSTRAINT answer_pkey DO NOTHING;
          IF FOUND THEN
            PERFORM fleet.log(rid, 'answer', pid, NULL, NULL, b, take_answer.device);
          END IF;
        END $$
        """,
        // One per player and date across the fleet: the first stays, a later one (another id) is dropped.
        """
        CREATE FUNCTION fleet.take_daily(device uuid, rid uuid, pid uuid, b jsonb) RETURNS void LANGUAGE plpgsql
        SET search_path = fleet, pg_temp AS $$
        BEGIN
          IF pid IS NULL THEN
            RETURN;
          END IF;
          INSERT INTO fleet.daily (id, player, date, score, completed_at, device)
          VALUES (rid, pid, (b->>'date')::date, (b->>'score')::integer, (b->>'completedAt')::timestamptz,
            take_daily.device)
          ON CONFLICT DO NOTHING;
          IF FOUND THEN
            PERFORM fleet.log(rid, 'daily', pid, NULL, NULL, b, take_daily.device);
          END IF;
        END $$
        """,
    ]
}
