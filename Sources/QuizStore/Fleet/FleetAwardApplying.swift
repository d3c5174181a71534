import GRDB

extension FleetApplier {
    /// A badge earned on another device (docs/fleet.md, "Badges and medals"): added to the catalogue when this
    /// device does not know its code, and to the player once. A badge of a player not here is left out.
    func addBadge() throws -> Bool {
        guard let player = try playerHere(change.player) else { return false }
        try run(
            """
            INSERT OR IGNORE INTO badge (code, title)
            SELECT json_extract(:body, '$.code'), COALESCE(json_extract(:body, '$.title'), json_extract(:body, '$.code'))
            WHERE json_extract(:body, '$.code') IS NOT NULL
            """, ["body": change.body])
        try run(
            """
            INSERT OR IGNORE INTO award (playerId, badgeId, awardedAt)
            SELECT :player, id, COALESCE(\(Self.time("awardedAt")), strftime('%Y-%m-%d %H:%M:%f', 'now'))
            FROM badge WHERE code = json_extract(:body, '$.code')
            """, ["player": player, "body": change.body])
        return db.changesCount > 0
    }

    /// A topic medal earned on another device: kept when it is better than the one held here (a lesser one
    /// changes nothing). A medal of a player not here, or of a topic this device does not have, is left out.
    func addMedal() throws -> Bool {
        guard let player = try playerHere(change.player),
            let topic = try value(
                Int64.self, "SELECT id FROM topic WHERE name = json_extract(?, '$.topic')", [change.body])
        else { return false }
        try run(
            """
            INSERT INTO topicMedal (playerId, topicId, medal, awardedAt)
            SELECT :player, :topic, json_extract(:body, '$.medal'),
              COALESCE(\(Self.time("awardedAt")), strftime('%Y-%m-%d %H:%M:%f', 'now'))
            WHERE json_extract(:body, '$.medal') IN ('bronze', 'silver', 'gold')
            ON CONFLICT (playerId, topicId) DO UPDATE SET medal = excluded.medal, awardedAt = excluded.awardedAt
              WHERE \(Schema.medalRankSQL("excluded.medal")) > \(Schema.medalRankSQL("topicMedal.medal"))
            """, ["player": player, "topic": topic, "body": change.body])
        return db.changesCount > 0
    }
}
