extension FleetMigration {
    /// Migration 13: a Daily Challenge keeps the language it was dealt in (issue 37; docs/modes.md): each language
    /// deals its own ten questions, so each has its own board, on every device and in the web admin's hall. A
    /// device sends it in the day's body (`language`, left out when its store does not know it); `fleet.daily`
    /// keeps it, and the days already kept take it from their change log's body. NULL: a day from a device that
    /// did not say, which the admin's board of any one language leaves out.
    static let dailyLanguage: [String] = [
        "ALTER TABLE fleet.daily ADD COLUMN language text",
        """
        UPDATE fleet.daily d SET language = l.body->>'language'
        FROM fleet.change_log l WHERE l.change = d.id AND l.kind = 'daily' AND l.body ? 'language'
        """,
        // One per player and date across the fleet: the first stays, a later one (another id) is dropped.
        """
        CREATE OR REPLACE FUNCTION fleet.take_daily(device uuid, rid uuid, pid uuid, b jsonb) RETURNS void
        LANGUAGE plpgsql SET search_path = fleet, pg_temp AS $$
        BEGIN
          IF pid IS NULL THEN
            RETURN;
          END IF;
          INSERT INTO fleet.daily (id, player, date, score, completed_at, device, language)
          VALUES (rid, pid, (b->>'date')::date, (b->>'score')::integer, (b->>'completedAt')::timestamptz,
            take_daily.device, b->>'language')
          ON CONFLICT DO NOTHING;
          IF FOUND THEN
            PERFORM fleet.log(rid, 'daily', pid, NULL, NULL, b, take_daily.device);
          END IF;
        END $$
        """,
    ]
}
