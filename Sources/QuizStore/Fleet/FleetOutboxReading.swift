import Foundation
import GRDB
import QuizCore

// The outbox holds which row or edit to send, never its body: the body is read from the row when it is
// pushed. So the save path pays for two small inserts (a fleet id, an outbox entry) and no JSON; a month
// joined at once queues ids, not a month of text; and a row erased before its push is simply gone, so
// nothing of an erased player leaves the device after the erase. A profile edit sends the field's value at
// push time under the edit's stamp: a later edit has a later stamp, so the last value wins either way.
extension FleetJournal {
    /// The next changes to push, at most `limit`, in outbox order. A change whose row is gone (erased before
    /// its push) leaves the outbox here and is not sent.
    public func pending(limit: Int = 1000) throws(StoreError) -> [FleetOutgoing] {
        try database.write { db in
            var outgoing: [FleetOutgoing] = []
            var after: Int64 = 0
            while outgoing.count < limit {
                let rows = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT seq, kind, localID, otherID, fields, changeID, stamp FROM fleetOutbox
                        WHERE seq > ? ORDER BY seq LIMIT ?
                        """, arguments: [after, limit - outgoing.count])
                guard let last = rows.last else { break }
                after = last["seq"]
                for row in rows {
                    if let change = try Self.change(for: row, db) {
                        outgoing.append(FleetOutgoing(seq: row["seq"], change: change))
                    } else {
                        try db.execute(sql: "DELETE FROM fleetOutbox WHERE seq = ?", arguments: [row["seq"] as Int64])
                    }
                }
            }
            return outgoing
        }
    }

    /// ISO 8601 in UTC with milliseconds, as the wire has times, from a stored time.
    static func wireTime(_ column: String) -> String { "strftime('%Y-%m-%dT%H:%M:%fZ', \(column))" }

    /// A player's fleet id, from their local id, while they exist.
    static let playerFleetIDSQL =
        "(SELECT r.fleetID FROM fleetRow r JOIN player p ON p.id = r.localID WHERE r.kind = 'player' AND r.localID = ?)"

    /// A player's row `x` (in `from`) with id `local`: its player's local and fleet ids and its `body`.
    static func playerRow(body: String, from: String, local: Int64, filter: String = "", _ db: Database) throws -> Row?
    {
        // Kept prepared: a push reads thousands of results and answers with the same few statements.
        try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT x.playerId AS local, p.fleetID AS player, \(body) AS body
                    FROM \(from) LEFT JOIN fleetRow p ON p.kind = 'player' AND p.localID = x.playerId
                    WHERE x.id = ? \(filter)
                    """), arguments: [local])
    }

    /// A player's award `x` (in `from`), named by the entry's player (`localID`) and the award's other id
    /// (`otherID`, the column `other`: a badge, a topic): its player's local and fleet ids and its `body`.
    private static func awardRow(
        body: String, from: String, other: String, _ entry: Row, _ db: Database
    ) throws
        -> Row?
    {
        let local: Int64 = entry["localID"]
        return try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT x.playerId AS local, \(playerFleetIDSQL) AS player, \(body) AS body
                    FROM \(from) WHERE x.playerId = ? AND \(other) = ?
                    """), arguments: [local, local, entry["otherID"]])
    }

    /// The change an outbox entry stands for, its body read now; nil when its row or player is gone.
    static func change(for entry: Row, _ db: Database) throws -> FleetChange? {
        guard let kind = FleetKind(rawValue: entry["kind"]), let id = UUID(uuidString: entry["changeID"]) else {
            return nil
        }
        let local: Int64 = entry["localID"]
        let stamp = (entry["stamp"] as String?).flatMap(FleetStamp.init)
        let found: Row?
        switch kind {
        case .player:
            found = try Row.fetchOne(
                db,
                sql: """
                    SELECT id AS local, ? AS player, json_patch('{}', json_object('name', name, 'username', username,
                      'avatar', avatar, 'passwordHash', passwordHash, 'consentAt', \(wireTime("consentAt")),
                      'createdAt', \(wireTime("createdAt")), 'guest', json(CASE WHEN role = 'guest' THEN 'true' END)))
                      AS body
                    FROM player WHERE id = ?
                    """, arguments: [entry["changeID"], local])
        case .result:
            found = try playerRow(
                body: """
                    json_patch('{}', json_object('mode', x.mode, 'score', x.score, 'total', x.total, 'points', x.points,
                      'completedAt', \(wireTime("x.completedAt")), 'localDate', x.localDate, 'topic', t.name,
                      'ranked', json(CASE WHEN x.ranked THEN 'true' ELSE 'false' END),
                      'timeScalePercent', NULLIF(x.timeScalePercent, 100), 'language', x.language))
                    """, from: "gameResult x LEFT JOIN topic t ON t.id = x.topicId", local: local, db)
        case .answer:
            found = try playerRow(
                body: """
                    json_patch('{}', json_object('question', q.uid, 'option', o.position, 'result', x.result,
                      'points', x.points, 'secondsTaken', x.secondsTaken, 'mode', x.mode,
                      'answeredAt', \(wireTime("x.answeredAt"))))
                    """,
                from: "answer x JOIN question q ON q.id = x.questionId LEFT JOIN option o ON o.id = x.optionId",
                local: local, db)
        case .daily:
            found = try playerRow(
                body: """
                    json_patch('{}', json_object('date', x.day, 'score', x.score,
                      'completedAt', \(wireTime("x.finishedAt")), 'language', x.language))
                    """,
                from: "dailyAttempt x", local: local, filter: "AND x.finishedAt IS NOT NULL", db)
        case .wallet:
            found = try playerRow(
                body: "json_object('item', x.item, 'delta', x.delta, 'changedAt', \(wireTime("x.changedAt")))",
                from: "walletChange x", local: local, db)
        case .purchase:
            found = try playerRow(
                body: """
                    json_object('item', x.item, 'quantity', x.quantity, 'priceCents', x.priceCents,
                      'provider', x.provider, 'purchasedAt', \(wireTime("x.purchasedAt")), 'question', q.uid,
                      'topic', t.name)
                    """,
                from: "purchase x LEFT JOIN question q ON q.id = x.questionId LEFT JOIN topic t ON t.id = x.topicId",
                local: local, db)
        case .creditGrant:
            found = try playerRow(
                body: "json_object('cents', x.cents, 'source', x.source, 'grantedAt', \(wireTime("x.grantedAt")))",
                from: "creditGrant x", local: local, db)
        case .powerUpUse:
            found = try playerRow(
                body: "json_object('kind', x.kind, 'question', q.uid, 'usedAt', \(wireTime("x.usedAt")))",
                from: "powerUpUse x LEFT JOIN question q ON q.id = x.questionId", local: local, db)
        case .badge:
            found = try awardRow(
                body: "json_object('code', b.code, 'title', b.title, 'awardedAt', \(wireTime("x.awardedAt")))",
                from: "award x JOIN badge b ON b.id = x.badgeId", other: "x.badgeId", entry, db)
        case .medal:
            found = try awardRow(
                body: "json_object('topic', t.name, 'medal', x.medal, 'awardedAt', \(wireTime("x.awardedAt")))",
                from: "topicMedal x JOIN topic t ON t.id = x.topicId", other: "x.topicId", entry, db)
        case .question:
            // No player: `local` is NULL, so the check below for a player gone does not apply.
            found = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT NULL AS local, NULL AS player, \(FleetQuestionBody.sql) AS body
                        FROM question q JOIN topic t ON t.id = q.topicId
                        WHERE q.id = ? AND \(Schema.fleetQuestionSyncedSQL("q"))
                        """), arguments: [local])
        case .profile:
            let fields = ((entry["fields"] as String?) ?? "").split(separator: " ").map(String.init)
                .filter(Schema.fleetProfileFields.contains)
            guard !fields.isEmpty else { return nil }
            let pairs = fields.map { "'\($0)', \($0)" }.joined(separator: ", ")
            found = try Row.fetchOne(
                db,
                sql: """
                    SELECT id AS local, \(playerFleetIDSQL) AS player, json_object(\(pairs)) AS body
                    FROM player WHERE id = ?
                    """, arguments: [local, local])
        case .follow, .unfollow:
            found = try Row.fetchOne(
                db,
                sql: """
                    SELECT f.localID AS local, f.fleetID AS player,
                      json_object('follower', f.fleetID, 'followee', e.fleetID) AS body
                    FROM fleetRow f JOIN player pf ON pf.id = f.localID, fleetRow e JOIN player pe ON pe.id = e.localID
                    WHERE f.kind = 'player' AND f.localID = ? AND e.kind = 'player' AND e.localID = ?
                    """, arguments: [local, entry["otherID"]])
        case .ban, .role, .erase, .usernameTaken:
            return nil
        }
        guard let found, let body: String = found["body"] else { return nil }
        let playerText: String? = found["player"]
        // A player's row that lost its player (erased meanwhile) is not sent.
        if (found["local"] as Int64?) != nil, playerText == nil { return nil }
        return FleetChange(
            id: id, kind: kind, player: playerText.flatMap(UUID.init(uuidString:)), stamp: stamp, body: body)
    }
}
