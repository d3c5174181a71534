extension FleetMigration {
    /// Migration 7: badges and topic medals, which the rules award as rows on the device where they were earned,
    /// travel to every device (issue 36; docs/fleet.md, "Badges and medals"). `fleet.badge_award` keeps a badge
    /// once per player and code (a second award of it, from any device, adds nothing and is not logged);
    /// `fleet.medal` keeps one medal per player and topic (a name), the best one winning whichever device pushes
    /// first, and logs a medal only when it is better than the one kept. Both go through `fleet.take` under the
    /// change log's lock, as dailies do; `fleet.erase` deletes them too.
    static let badgesAndMedals: [String] = [
        """
        CREATE TABLE fleet.badge_award (
          player uuid NOT NULL,
          code text NOT NULL,
          title text NOT NULL,
          awarded_at timestamptz NOT NULL,
          device uuid NOT NULL,
          PRIMARY KEY (player, code))
        """,
        """
        CREATE TABLE fleet.medal (
          player uuid NOT NULL,
          topic text NOT NULL,
          medal text NOT NULL CHECK (medal IN ('bronze', 'silver', 'gold')),
          awarded_at timestamptz NOT NULL,
          device uuid NOT NULL,
          PRIMARY KEY (player, topic))
        """,
        """
        CREATE FUNCTION fleet.take_badge(device uuid, rid uuid, pid uuid, b jsonb) RETURNS void LANGUAGE plpgsql
        SET search_path = fleet, pg_temp AS $$
        BEGIN
          IF pid IS NULL OR b->>'code' IS NULL THEN
            RETURN;
          END IF;
          INSERT INTO fleet.badge_award (player, code, title, awarded_at, device)
          VALUES (pid, b->>'code', coalesce(b->>'title', b->>'code'), coalesce((b->>'awardedAt')::timestamptz, now()),
            take_badge.device)
          ON CONFLICT ON CONSTRAINT badge_award_pkey DO NOTHING;
          IF FOUND THEN
            PERFORM fleet.log(rid, 'badge', pid, NULL, NULL, b, take_badge.device);
          END IF;
        END $$
        """,
        """
        CREATE FUNCTION fleet.take_medal(device uuid, rid uuid, pid uuid, b jsonb) RETURNS void LANGUAGE plpgsql
        SET search_path = fleet, pg_temp AS $$
        BEGIN
          IF pid IS NULL OR b->>'topic' IS NULL OR coalesce(b->>'medal', '') NOT IN ('bronze', 'silver', 'gold') THEN
            RETURN;
          END IF;
          INSERT INTO fleet.medal AS m (player, topic, medal, awarded_at, device)
          VALUES (pid, b->>'topic', b->>'medal', coalesce((b->>'awardedAt')::timestamptz, now()), take_medal.device)
          ON CONFLICT ON CONSTRAINT medal_pkey DO UPDATE SET medal = excluded.medal, awarded_at = excluded.awarded_at,
            device = excluded.device
            WHERE array_position(ARRAY['bronze', 'silver', 'gold'], excluded.medal)
              > array_position(ARRAY['bronze', 'silver', 'gold'], m.medal);
          IF FOUND THEN
            PERFORM fleet.log(rid, 'medal', pid, NULL, NULL, b, take_medal.device);
          END IF;
        END $$
        """,
        take(create: "CREATE OR REPLACE FUNCTION", resultsOneByOne: false, wallet: true, awards: true),
        // Migration 6's erase, and the player's badges and medals with the rest.
        erase(create: "CREATE OR REPLACE FUNCTION", wallet: true, awards: true),
    ]
}
