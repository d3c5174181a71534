extension FleetMigration {
    /// Migration 10: the history behind a player's credits and power-ups (issue 36; docs/fleet.md, "Credits and
    /// power-ups"): each purchase (`fleet.purchase`), each credit given by a coin or the operator
    /// (`fleet.credit_grant`) and each power-up used (`fleet.power_up_use`), as the device that made it saved it, so
    /// the web admin shows what a player bought and used on any device, and the hall's takings per device. A row is
    /// added once by its fleet id (`ON CONFLICT DO NOTHING`) through `fleet.take`, under the change log's lock and in
    /// the push's transaction with the device's mark, so a retried push doubles nothing. The history is push-only: no
    /// device plays from another's history, so nothing is logged for devices to pull. A row of a player the fleet
    /// erased or does not have is dropped. `fleet.erase` deletes the player's history too.
    static let history: [String] = [
        """
        CREATE TABLE fleet.purchase (
          id uuid PRIMARY KEY,
          player uuid NOT NULL,
          device uuid NOT NULL,
          item text NOT NULL,
          quantity integer NOT NULL,
          price_cents integer NOT NULL,
          provider text NOT NULL,
          purchased_at timestamptz NOT NULL,
          question text,
          topic text)
        """,
        """
        CREATE TABLE fleet.credit_grant (
          id uuid PRIMARY KEY,
          player uuid NOT NULL,
          device uuid NOT NULL,
          cents integer NOT NULL,
          source text NOT NULL,
          granted_at timestamptz NOT NULL)
        """,
        """
        CREATE TABLE fleet.power_up_use (
          id uuid PRIMARY KEY,
          player uuid NOT NULL,
          device uuid NOT NULL,
          kind text NOT NULL,
          question text,
          used_at timestamptz NOT NULL)
        """,
        "CREATE INDEX purchase_player ON fleet.purchase (player, purchased_at)",
        // The takings of a day or a period, per device: a range of time.
        "CREATE INDEX purchase_time ON fleet.purchase (purchased_at) INCLUDE (device, price_cents, provider)",
        "CREATE INDEX credit_grant_player ON fleet.credit_grant (player)",
        "CREATE INDEX credit_grant_time ON fleet.credit_grant (granted_at) INCLUDE (device, cents)",
        "CREATE INDEX power_up_use_player ON fleet.power_up_use (player, kind)",
        """
        CREATE FUNCTION fleet.take_history(device uuid, k text, rid uuid, pid uuid, b jsonb) RETURNS void
        LANGUAGE plpgsql SET search_path = fleet, pg_temp AS $$
        BEGIN
          IF pid IS NULL OR NOT EXISTS (SELECT 1 FROM fleet.player p WHERE p.id = pid) THEN
            RETURN;
          END IF;
          CASE k
            WHEN 'purchase' THEN
              IF b->>'item' IS NULL OR coalesce((b->>'quantity')::integer, 0) <= 0
                OR coalesce((b->>'priceCents')::integer, -1) < 0 OR b->>'provider' IS NULL THEN
                RETURN;
              END IF;
              INSERT INTO fleet.purchase (id, player, device, item, quantity, price_cents, provider, purchased_at,
                question, topic)
              VALUES (rid, pid, take_history.device, b->>'item', (b->>'quantity')::integer,
                (b->>'priceCents')::integer, b->>'provider', coalesce((b->>'purchasedAt')::timestamptz, now()),
                b->>'question', b->>'topic')
              ON CONFLICT ON CONSTRAINT purchase_pkey DO NOTHING;
            WHEN 'creditGrant' THEN
              IF coalesce((b->>'cents')::integer, 0) <= 0 OR b->>'source' IS NULL THEN
                RETURN;
              END IF;
              INSERT INTO fleet.credit_grant (id, player, device, cents, source, granted_at)
              VALUES (rid, pid, take_history.device, (b->>'cents')::integer, b->>'source',
                coalesce((b->>'grantedAt')::timestamptz, now()))
              ON CONFLICT ON CONSTRAINT credit_grant_pkey DO NOTHING;
            WHEN 'powerUpUse' THEN
              IF b->>'kind' IS NULL THEN
                RETURN;
              END IF;
              INSERT INTO fleet.power_up_use (id, player, device, kind, question, used_at)
              VALUES (rid, pid, take_history.device, b->>'kind', b->>'question',
                coalesce((b->>'usedAt')::timestamptz, now()))
              ON CONFLICT ON CONSTRAINT power_up_use_pkey DO NOTHING;
            ELSE NULL;
          END CASE;
        END $$
        """,
        take(
            create: "CREATE OR REPLACE FUNCTION", resultsOneByOne: false, wallet: true, awards: true, questions: true,
            history: true),
        // Migration 7's erase, and the player's history with the rest.
        erase(create: "CREATE OR REPLACE FUNCTION", wallet: true, awards: true, history: true),
    ]
}
