extension FleetMigration {
    /// Migration 6: a player's credits and power-ups travel as add-only events (issue 36; docs/fleet.md,
    /// "Credits and power-ups"). `fleet.wallet_change` keeps each change a device made to a player's credits
    /// (`item` `credits`, in cents) or to their count of one power-up (`item` its kind): a purchase, a use, a coin,
    /// an operator's grant, a reward, or what they held when the device joined. A change is added once by its
    /// fleet id (`ON CONFLICT DO NOTHING`, under the change log's lock through `fleet.take`, as a daily is) and
    /// logged only when new, so a retried push doubles nothing. Nothing is ever a stored count: a balance or an
    /// inventory is the sum of its changes (`fleet.wallet`, a view), and may be below zero when two devices spent
    /// the same credit offline. `fleet.erase` also deletes the player's changes.
    static let walletChanges: [String] = [
        """
        CREATE TABLE fleet.wallet_change (
          id uuid PRIMARY KEY,
          player uuid NOT NULL,
          device uuid NOT NULL,
          item text NOT NULL,
          delta integer NOT NULL,
          changed_at timestamptz NOT NULL)
        """,
        "CREATE INDEX wallet_change_player ON fleet.wallet_change (player, item)",
        """
        CREATE VIEW fleet.wallet AS
          SELECT w.player, w.item, sum(w.delta) AS held, count(*) AS changes FROM fleet.wallet_change w
          GROUP BY w.player, w.item
        """,
        """
        CREATE FUNCTION fleet.take_wallet(device uuid, rid uuid, pid uuid, b jsonb) RETURNS void LANGUAGE plpgsql
        SET search_path = fleet, pg_temp AS $$
        BEGIN
          IF pid IS NULL OR b->>'item' IS NULL OR coalesce((b->>'delta')::integer, 0) = 0 THEN
            RETURN;
          END IF;
          INSERT INTO fleet.wallet_change (id, player, device, item, delta, changed_at)
          VALUES (rid, pid, take_wallet.device, b->>'item', (b->>'delta')::integer,
            coalesce((b->>'changedAt')::timestamptz, now()))
          ON CONFLICT ON CONSTRAINT wallet_change_pkey DO NOTHING;
          IF FOUND THEN
            PERFORM fleet.log(rid, 'wallet', pid, NULL, NULL, b, take_wallet.device);
          END IF;
        END $$
        """,
        take(create: "CREATE OR REPLACE FUNCTION", resultsOneByOne: false, wallet: true),
        // Migration 1's erase, and the player's wallet changes with the rest.
        erase(create: "CREATE OR REPLACE FUNCTION", wallet: true),
    ]
}
