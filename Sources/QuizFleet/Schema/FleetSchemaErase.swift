extension FleetMigration {
    /// `fleet.erase(player)`: under the change log's lock, every row of the player, their changes and the follows
    /// naming them, then the player; `fleet.erased` keeps later pushes of theirs out, and the erase is logged for
    /// devices to pull. Migration 1 creates it; each migration that adds a table of players' rows writes it again
    /// with that table: migration 6 `wallet_change` (`wallet` true), migration 7 `badge_award` and `medal`
    /// (`awards` true), migration 10 `purchase`, `credit_grant` and `power_up_use` (`history` true), migration 11
    /// the kept changes in `fleet.rejected` that name the player (`rejected` true). Each migration's text is the
    /// one it ran (FleetMigrationTextTests).
    static func erase(
        create: String, wallet: Bool = false, awards: Bool = false, history: Bool = false, rejected: Bool = false
    ) -> String {
        let rows: [(table: String, alias: String)] =
            [("answer", "a"), ("result", "r"), ("board_total", "t"), ("daily", "d")]
            + (wallet ? [("wallet_change", "w")] : [])
            + (history ? [("purchase", "s"), ("credit_grant", "c"), ("power_up_use", "u")] : [])
            + (awards ? [("badge_award", "g"), ("medal", "m")] : [])
        let deletes =
            rows.map { "  DELETE FROM fleet.\($0.table) \($0.alias) WHERE \($0.alias).player = erase.player;" }
            + ["  DELETE FROM fleet.follow f WHERE f.follower = erase.player OR f.followee = erase.player;"]
            + (rejected
                ? ["  DELETE FROM fleet.rejected j WHERE strpos(lower(j.sent::text), erase.player::text) > 0;"] : [])
        return """
            \(create) fleet.erase(player uuid) RETURNS void LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = fleet, pg_temp AS $$
            BEGIN
              PERFORM pg_advisory_xact_lock(\(changeLogLock));
            \(deletes.joined(separator: "\n"))
              DELETE FROM fleet.change_log l WHERE l.player = erase.player OR l.about = erase.player;
              DELETE FROM fleet.player p WHERE p.id = erase.player;
              INSERT INTO fleet.erased (player) VALUES (erase.player) ON CONFLICT ON CONSTRAINT erased_pkey DO NOTHING;
              PERFORM fleet.log(gen_random_uuid(), 'erase', erase.player, NULL, NULL, '{}'::jsonb, NULL);
            END $$
            """
    }
}
