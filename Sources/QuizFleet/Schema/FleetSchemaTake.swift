extension FleetMigration {
    /// `fleet.take`: one pushed change of a kind whose rule looks at what came before (a player, a profile edit,
    /// a follow, a Daily Challenge), taken by that kind's function; nothing of an erased player. Migration 1's
    /// took results and answers here too, one by one; since migration 2 `fleet.push` takes them in bulk and
    /// never hands them to it, and migration 4 leaves them out (`resultsOneByOne` false).
    /// Migration 6 adds the `wallet` kind (`wallet` true), migration 7 `badge` and `medal` (`awards` true),
    /// migration 8 `question` (`questions` true), migration 10 `purchase`, `creditGrant` and `powerUpUse`
    /// (`history` true). Before migration 11 a kind it does not take (the server's own, or a newer device's) was
    /// dropped without a word; since (`refuses` true) it raises, as a body that is not a JSON object does, so that
    /// `fleet.push` keeps the change in `fleet.rejected` (FleetSchemaRejected.swift).
    static func take(
        create: String, resultsOneByOne: Bool, wallet: Bool = false, awards: Bool = false, questions: Bool = false,
        history: Bool = false, refuses: Bool = false
    ) -> String {
        let branches = [
            "    WHEN 'player' THEN PERFORM fleet.take_player(take.device, rid, b);",
            "    WHEN 'profile' THEN PERFORM fleet.take_profile(take.device, rid, pid, st, b);",
            "    WHEN 'follow', 'unfollow' THEN PERFORM fleet.take_follow(take.device, rid, k, st, b);",
        ]
        let oneByOne = [
            "    WHEN 'result' THEN PERFORM fleet.take_result(take.device, rid, pid, b);",
            "    WHEN 'answer' THEN PERFORM fleet.take_answer(take.device, rid, pid, b);",
        ]
        let daily = ["    WHEN 'daily' THEN PERFORM fleet.take_daily(take.device, rid, pid, b);"]
        let walletBranch = ["    WHEN 'wallet' THEN PERFORM fleet.take_wallet(take.device, rid, pid, b);"]
        let awardBranches = [
            "    WHEN 'badge' THEN PERFORM fleet.take_badge(take.device, rid, pid, b);",
            "    WHEN 'medal' THEN PERFORM fleet.take_medal(take.device, rid, pid, b);",
        ]
        let questionBranch = ["    WHEN 'question' THEN PERFORM fleet.take_question(take.device, rid, b);"]
        let historyBranch = [
            "    WHEN 'purchase', 'creditGrant', 'powerUpUse' THEN PERFORM fleet.take_history(take.device, k, rid, pid, b);"
        ]
        let cases =
            (branches + (resultsOneByOne ? oneByOne : []) + daily + (wallet ? walletBranch : [])
            + (awards ? awardBranches : []) + (questions ? questionBranch : []) + (history ? historyBranch : []))
            .joined(separator: "\n")
        let bodyCheck =
            refuses
            ? """

                IF jsonb_typeof(b) <> 'object' THEN
                  RAISE EXCEPTION USING ERRCODE = '22023',
                    MESSAGE = format('its body is a JSON %s, not an object', jsonb_typeof(b));
                END IF;
            """ : ""
        let otherwise =
            refuses
            ? """
                ELSE
                  RAISE EXCEPTION USING ERRCODE = '22023',
                    MESSAGE = format('this server (fleet schema version %s) takes no change of the kind %s from a device',
                      (SELECT max(v.version) FROM fleet.schema_version v), coalesce(k, 'null'));
            """ : "    ELSE NULL;"
        return """
            \(create) fleet.take(device uuid, c jsonb) RETURNS void LANGUAGE plpgsql
            SET search_path = fleet, pg_temp AS $$
            DECLARE
              k text := c->>'kind';
              rid uuid := (c->>'id')::uuid;
              pid uuid := (c->>'player')::uuid;
              st text := c->>'stamp';
              b jsonb := coalesce(c->'body', '{}'::jsonb);
            BEGIN
              IF EXISTS (SELECT 1 FROM fleet.erased e WHERE e.player IN (pid, rid)) THEN
                RETURN;
              END IF;\(bodyCheck)
              CASE k
            \(cases)
            \(otherwise)
              END CASE;
            END $$
            """
    }

    /// Migration 4: migration 1's one-by-one path for results and answers, unreachable since migration 2 (the
    /// push takes them in bulk), is gone: `fleet.take` without their branches, and `fleet.take_result` and
    /// `fleet.take_answer` dropped, so a reader of the schema finds one path for each kind.
    static let oneByOneResultsDropped: [String] = [
        take(create: "CREATE OR REPLACE FUNCTION", resultsOneByOne: false),
        "DROP FUNCTION fleet.take_result(uuid, uuid, uuid, jsonb)",
        "DROP FUNCTION fleet.take_answer(uuid, uuid, uuid, jsonb)",
    ]
}
