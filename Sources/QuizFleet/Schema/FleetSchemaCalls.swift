extension FleetMigration {
    /// Migration 1's functions for devices besides `push`: `hello` (binds a kiosk id to a data folder, gives the
    /// high-water mark) and `pull` (the change log after a cursor). Both SECURITY DEFINER: devices read nothing
    /// else.
    static let deviceFunctions: [String] = [
        """
        CREATE FUNCTION fleet.hello(device uuid, kiosk text)
        RETURNS TABLE (schema_version integer, pushed_seq bigint, last_log bigint)
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = fleet, pg_temp AS $$
        #variable_conflict use_column
        DECLARE
          holder uuid;
        BEGIN
          SELECT d.id INTO holder FROM fleet.device d WHERE d.kiosk = hello.kiosk;
          IF holder IS NULL OR holder = hello.device THEN
            BEGIN
              INSERT INTO fleet.device AS d (id, kiosk) VALUES (hello.device, hello.kiosk)
              ON CONFLICT ON CONSTRAINT device_pkey DO UPDATE SET kiosk = excluded.kiosk;
            EXCEPTION WHEN unique_violation THEN
              -- Another data folder took the id between the look and the insert.
              SELECT d.id INTO holder FROM fleet.device d WHERE d.kiosk = hello.kiosk;
            END;
          END IF;
          IF holder IS NOT NULL AND holder <> hello.device THEN
            RAISE EXCEPTION USING ERRCODE = 'TQ001',
              MESSAGE = format('the kiosk id %s is bound to another data folder (device %s)', hello.kiosk, holder);
          END IF;
          RETURN QUERY
            SELECT (SELECT max(v.version) FROM fleet.schema_version v), d.pushed_seq,
              coalesce((SELECT max(l.id) FROM fleet.change_log l), 0)
            FROM fleet.device d WHERE d.id = hello.device;
        END $$
        """,
        // `after` is what the device applied: recorded as its cursor.
        """
        CREATE FUNCTION fleet.pull(device uuid, after bigint, max integer)
        RETURNS TABLE (log_id bigint, id uuid, kind text, player uuid, stamp text, body jsonb)
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = fleet, pg_temp AS $$
        #variable_conflict use_column
        BEGIN
          INSERT INTO fleet.device AS d (id, pulled_log, last_pull) VALUES (pull.device, pull.after, now())
          ON CONFLICT ON CONSTRAINT device_pkey DO UPDATE SET pulled_log = excluded.pulled_log,
            last_pull = excluded.last_pull;
          RETURN QUERY
            SELECT l.id, l.change, l.kind, l.player, l.stamp, l.body FROM fleet.change_log l
            WHERE l.id > pull.after ORDER BY l.id LIMIT pull.max;
        END $$
        """,
    ]

    /// Migration 1's admin functions: a ban, a role and an erase win over anything a device did, and each
    /// writes its change under the change log's lock. `board` reads the kept totals.
    static let adminFunctions: [String] = [
        """
        CREATE FUNCTION fleet.set_ban(player uuid, banned boolean) RETURNS void LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = fleet, pg_temp AS $$
        BEGIN
          PERFORM pg_advisory_xact_lock(\(changeLogLock));
          UPDATE fleet.player p SET banned = set_ban.banned WHERE p.id = set_ban.player;
          IF NOT FOUND THEN
            RAISE EXCEPTION USING ERRCODE = 'TQ002', MESSAGE = format('the fleet has no player %s', set_ban.player);
          END IF;
          PERFORM fleet.log(gen_random_uuid(), 'ban', set_ban.player, NULL, NULL,
            jsonb_build_object('banned', set_ban.banned), NULL);
        END $$
        """,
        """
        CREATE FUNCTION fleet.set_role(player uuid, role text) RETURNS void LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = fleet, pg_temp AS $$
        BEGIN
          IF set_role.role IS NULL OR set_role.role NOT IN ('guest', 'player', 'moderator', 'admin') THEN
            RAISE EXCEPTION USING ERRCODE = '22023',
              MESSAGE = format('the role %s is not one of guest, player, moderator, admin', set_role.role);
          END IF;
          PERFORM pg_advisory_xact_lock(\(changeLogLock));
          UPDATE fleet.player p SET role = set_role.role WHERE p.id = set_role.player;
          IF NOT FOUND THEN
            RAISE EXCEPTION USING ERRCODE = 'TQ002', MESSAGE = format('the fleet has no player %s', set_role.player);
          END IF;
          PERFORM fleet.log(gen_random_uuid(), 'role', set_role.player, NULL, NULL,
            jsonb_build_object('role', set_role.role), NULL);
        END $$
        """,
        // Every row of the player, their changes and the follows naming them; `erased` keeps later pushes out.
        erase(create: "CREATE FUNCTION"),
        // The best `top` of a board: `period` all, week (of `day`) or day, a mode, a topic or NULL for all of
        // them; banned players left out; ties to the earlier last finish, then the lower id.
        """
        CREATE FUNCTION fleet.board(period text, day date, mode text, topic text, top integer)
        RETURNS TABLE (rank bigint, player uuid, name text, points bigint, games integer, last_at timestamptz)
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = fleet, pg_temp AS $$
          SELECT row_number() OVER (ORDER BY b.points DESC, b.last_at, b.player), b.player, b.name, b.points,
            b.games, b.last_at
          FROM (
            SELECT t.player, p.name, t.points, t.games, t.last_at FROM fleet.board_total t
            JOIN fleet.player p ON p.id = t.player
            WHERE t.period = $1 AND t.mode = $3 AND t.topic = coalesce($4, '') AND NOT p.banned
              AND t.start = CASE $1 WHEN 'all' THEN '-infinity'::date
                WHEN 'week' THEN date_trunc('week', $2::timestamp)::date ELSE $2 END
            ORDER BY t.points DESC, t.last_at, t.player LIMIT $5) b
          ORDER BY 1
        $$
        """,
    ]
}
