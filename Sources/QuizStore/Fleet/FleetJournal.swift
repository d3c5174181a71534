import Foundation
import GRDB
import QuizCore

/// The device's side of a fleet (docs/fleet.md, "On the device"): joining (every synced row gets a fleet
/// id and is queued once), the outbox that the sync pushes (`pending`, `acknowledge`), the changes it pulls
/// (`apply`), and the state `tiltquiz fleet status` shows. The rows themselves are queued by triggers
/// (schema v21), so every writer of players, follows, results, answers and Daily Challenges is covered
/// without knowing about the fleet.
public struct FleetJournal: Sendable {
    public let database: QuizDatabase

    public init(database: QuizDatabase) {
        self.database = database
    }

    /// The synced tables whose rows have fleet ids: the kind each travels as, its table, and which rows count.
    static let rowKinds: [(kind: FleetKind, table: String, filter: String)] = [
        (.player, "player", "1"),
        (.result, "gameResult", "1"),
        (.answer, "answer", "1"),
        (.daily, "dailyAttempt", "number = 1 AND finishedAt IS NOT NULL"),
        (.wallet, "walletChange", "1"),
        (.purchase, "purchase", "1"),
        (.creditGrant, "creditGrant", "1"),
        (.powerUpUse, "powerUpUse", "1"),
    ]

    /// The history behind the wallet (v31): pushed for the server and its web admin, never pulled.
    static let historyKinds: [(kind: FleetKind, table: String)] = [
        (.purchase, "purchase"), (.creditGrant, "creditGrant"), (.powerUpUse, "powerUpUse"),
    ]

    /// Joins the fleet: makes the device's id when it has none, gives every synced row a fleet id and queues
    /// it once (its questions first, so a device pulling answers has their questions; then players, follows,
    /// results, answers, days, wallet events and their history (purchases, credits given, power-ups used), badges
    /// and medals), and from
    /// then on the triggers queue each new row and edit. Each player's credits and power-ups held before joining
    /// become one opening wallet event per item, so their counts are the sum of their events from the start
    /// (schema v28). Joining again changes nothing.
    @discardableResult
    public func join() throws(StoreError) -> FleetDeviceState {
        try database.write { db in
            let joined = try Bool.fetchOne(db, sql: "SELECT joined FROM fleetState WHERE id = 1") ?? false
            guard !joined else { return }
            try db.execute(
                sql: "UPDATE fleetState SET deviceID = COALESCE(deviceID, ?) WHERE id = 1",
                arguments: [UUID().uuidString.lowercased()])
            try db.execute(
                sql: """
                    INSERT INTO walletChange (playerId, item, delta, changedAt)
                    SELECT playerId, item, delta, strftime('%Y-%m-%d %H:%M:%f', 'now') FROM (
                      SELECT playerId, 'credits' AS item, creditsCents AS delta FROM playerState
                      UNION ALL SELECT playerId, kind, count FROM powerUpInventory) held
                    WHERE delta <> 0 AND NOT EXISTS (SELECT 1 FROM walletChange w WHERE w.playerId = held.playerId)
                    ORDER BY playerId, item
                    """)
            // A month of rows gets its ids in one pass; the same ids then go to the mapping and the outbox.
            try db.execute(
                sql:
                    "CREATE TEMP TABLE fleetJoining (ord INTEGER PRIMARY KEY, kind TEXT, localID INTEGER, fleetID TEXT)"
            )
            for (kind, table, filter) in Self.rowKinds {
                try db.execute(
                    sql: """
                        INSERT INTO fleetJoining (kind, localID, fleetID)
                        SELECT '\(kind.rawValue)', t.id, \(Schema.fleetUUIDSQL) FROM \(table) t
                        WHERE \(filter) AND NOT EXISTS (
                          SELECT 1 FROM fleetRow r WHERE r.kind = '\(kind.rawValue)' AND r.localID = t.id)
                        ORDER BY t.id
                        """)
            }
            try db.execute(
                sql: """
                    INSERT INTO fleetRow (kind, localID, fleetID) SELECT kind, localID, fleetID FROM fleetJoining;
                    \(Schema.fleetQueueQuestionsSQL());
                    INSERT INTO fleetOutbox (kind, localID, changeID)
                    SELECT kind, localID, fleetID FROM fleetJoining WHERE kind = 'player' ORDER BY ord;
                    \(Schema.fleetTickSQL)
                    INSERT INTO fleetFollowStamp (followerId, followeeId, stamp)
                    SELECT followerId, followeeId, \(Schema.fleetStampSQL) FROM follow WHERE 1
                    ON CONFLICT (followerId, followeeId) DO UPDATE SET stamp = excluded.stamp;
                    INSERT INTO fleetOutbox (kind, localID, otherID, changeID, stamp)
                    SELECT 'follow', followerId, followeeId, \(Schema.fleetUUIDSQL), \(Schema.fleetStampSQL)
                    FROM follow ORDER BY followerId, followeeId;
                    INSERT INTO fleetOutbox (kind, localID, changeID)
                    SELECT kind, localID, fleetID FROM fleetJoining WHERE kind <> 'player' ORDER BY ord;
                    INSERT INTO fleetOutbox (kind, localID, otherID, changeID)
                    SELECT 'badge', playerId, badgeId, \(Schema.fleetUUIDSQL) FROM award ORDER BY awardedAt, rowid;
                    INSERT INTO fleetOutbox (kind, localID, otherID, changeID)
                    SELECT 'medal', playerId, topicId, \(Schema.fleetUUIDSQL) FROM topicMedal ORDER BY awardedAt, rowid;
                    DROP TABLE fleetJoining;
                    UPDATE fleetState SET joined = 1 WHERE id = 1;
                    """)
        }
        return try state()
    }

    /// Where the device stands: its id, whether it joined, the outbox's length, the cursor, the last push,
    /// pull and problem.
    public func state() throws(StoreError) -> FleetDeviceState {
        try database.read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT deviceID, joined, cursor, lastPushAt, lastPullAt, lastProblem, lastProblemAt,
                      (SELECT COUNT(*) FROM fleetOutbox) AS outbox
                    FROM fleetState WHERE id = 1
                    """)
            guard let row else { throw StoreError.query("the fleet's state row is missing (schema v21)") }
            return FleetDeviceState(
                deviceID: (row["deviceID"] as String?).flatMap(UUID.init(uuidString:)), joined: row["joined"],
                outboxLength: row["outbox"], cursor: row["cursor"],
                lastPushAt: (row["lastPushAt"] as StoredDate?)?.date,
                lastPullAt: (row["lastPullAt"] as StoredDate?)?.date,
                problem: (row["lastProblem"] as String?).map(FleetProblem.init(stored:)),
                lastProblemAt: (row["lastProblemAt"] as StoredDate?)?.date)
        }
    }

    /// The server has every change up to `seq` (a push's answer, or `hello`'s high-water mark): they leave
    /// the outbox. The outbox's numbering never goes back below `seq`, so a store restored from an older
    /// copy does not number new changes with numbers the server would drop as already pushed.
    public func acknowledge(through seq: Int64, at now: Date = Date()) throws(StoreError) {
        try database.write { db in
            try db.execute(sql: "DELETE FROM fleetOutbox WHERE seq <= ?", arguments: [seq])
            try db.execute(
                sql: "UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = 'fleetOutbox'", arguments: [seq])
            if db.changesCount == 0 {
                try db.execute(
                    sql: "INSERT INTO sqlite_sequence (name, seq) VALUES ('fleetOutbox', ?)", arguments: [seq])
            }
            try db.execute(sql: "UPDATE fleetState SET lastPushAt = ? WHERE id = 1", arguments: [StoredDate(now)])
        }
    }

    /// Keeps the sync's last failure for `fleet status` and home, as JSON (`FleetProblem.stored`: a kind and its
    /// values, worded where it is shown); nil clears it.
    public func record(problem: FleetProblem?, at now: Date = Date()) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: "UPDATE fleetState SET lastProblem = ?, lastProblemAt = ? WHERE id = 1",
                arguments: [problem?.stored, problem == nil ? nil : StoredDate(now)])
        }
    }

    /// Whether the fleet gave `player`'s username to someone who registered it first, so they are asked for a
    /// new one at their next login (choosing one clears it).
    public func needsNewUsername(_ player: PlayerRef) throws(StoreError) -> Bool {
        try database.read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM fleetUsernameWanted WHERE playerId = ?)",
                arguments: [player.id]) ?? false
        }
    }

    /// `player`'s fleet id when the fleet has them: the device joined and their row left the outbox (pushed),
    /// or came from the fleet. Such a player is erased through the fleet (`fleet.erase`, the web admin), which
    /// reaches every device; erasing them here alone would leave them in PostgreSQL and on the other devices.
    /// Nil for a player the fleet has not seen yet (their queued rows go with a local erase).
    public func fleetHolds(_ player: PlayerRef) throws(StoreError) -> UUID? {
        try database.read { db in
            try String.fetchOne(
                db,
                sql: """
                    SELECT r.fleetID FROM fleetRow r, fleetState s
                    WHERE s.id = 1 AND s.joined AND r.kind = 'player' AND r.localID = ?
                      AND NOT EXISTS (SELECT 1 FROM fleetOutbox o WHERE o.kind = 'player' AND o.localID = r.localID)
                    """,
                arguments: [player.id]
            ).flatMap(UUID.init(uuidString:))
        }
    }

    /// `player`'s fleet id, once the device joined or pulled them.
    public func fleetID(of player: PlayerRef) throws(StoreError) -> UUID? {
        try database.read { db in
            try String.fetchOne(
                db, sql: "SELECT fleetID FROM fleetRow WHERE kind = 'player' AND localID = ?", arguments: [player.id]
            ).flatMap(UUID.init(uuidString:))
        }
    }
}
