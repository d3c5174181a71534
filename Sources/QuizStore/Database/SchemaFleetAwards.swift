import GRDB

extension Schema {
    /// v29, fleet badges and medals (docs/fleet.md, "Badges and medals"): the rules award them as rows on the
    /// device where they were earned (`award`, `topicMedal`), so each award, and each better medal, is queued for
    /// the fleet (kinds `badge` and `medal`) by triggers, as follows are: the outbox names the player and the
    /// badge or topic, and the body is read at push time. A badge is kept once per player and code, a medal per
    /// player and topic, the best one winning, on the server and on every device alike.
    static func createFleetAwards(_ db: Database) throws {
        let queue = { (kind: String, other: String) in
            """
            INSERT INTO fleetOutbox (kind, localID, otherID, changeID)
            VALUES ('\(kind)', NEW.playerId, NEW.\(other), \(fleetUUIDSQL));
            """
        }
        try db.execute(
            sql: """
                CREATE TRIGGER fleet_award_insert AFTER INSERT ON award WHEN \(fleetRecordingSQL)
                BEGIN
                  \(queue("badge", "badgeId"))
                END;
                CREATE TRIGGER fleet_topicMedal_insert AFTER INSERT ON topicMedal WHEN \(fleetRecordingSQL)
                BEGIN
                  \(queue("medal", "topicId"))
                END;
                CREATE TRIGGER fleet_topicMedal_medal AFTER UPDATE OF medal ON topicMedal
                WHEN \(fleetRecordingSQL) AND NEW.medal IS NOT OLD.medal
                BEGIN
                  \(queue("medal", "topicId"))
                END;
                """)
    }

    /// A medal's rank, for "the best one wins": bronze 1, silver 2, gold 3.
    static func medalRankSQL(_ medal: String) -> String {
        "(CASE \(medal) WHEN 'bronze' THEN 1 WHEN 'silver' THEN 2 WHEN 'gold' THEN 3 ELSE 0 END)"
    }
}
