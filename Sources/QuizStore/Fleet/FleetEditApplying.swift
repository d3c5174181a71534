import Foundation
import GRDB
import QuizCore

extension FleetApplier {
    /// Profile fields, each set when the change's stamp is later than the one that last set it here, or when
    /// the change is this device's own edit coming back with nothing newer of that field waiting to be pushed:
    /// the server may have capped its stamp (a clock running ahead), and the capped stamp is the one later
    /// edits from other devices must beat here too.
    func editProfile() throws -> Bool {
        guard let stamp = change.stamp, let player = try playerHere(change.player) else { return false }
        let keys = try String.fetchAll(db, sql: "SELECT key FROM json_each(?)", arguments: [change.body])
        let own = isOwnEdit(stamp)
        var changed = false
        for field in keys where Schema.fleetProfileFields.contains(field) {
            let last = try String.fetchOne(
                db, sql: "SELECT stamp FROM fleetProfileStamp WHERE playerId = ? AND field = ?",
                arguments: [player, field]
            ).flatMap(FleetStamp.init)
            let returning = try own && !profileEditWaits(player: player, field: field) && !isBeaten(last, stamp)
            guard returning || (last.map({ $0 < stamp }) ?? true) else { continue }
            let value = try DatabaseValue.fetchOne(
                db, sql: "SELECT json_extract(?, ?)", arguments: [change.body, "$.\(field)"])
            if field == "name", value?.isNull ?? true { continue }
            if field == "username", let username = value.flatMap(String.fromDatabaseValue) {
                try freeUsername(username, for: player)
            }
            let current = try DatabaseValue.fetchOne(
                db, sql: "SELECT \(field) FROM player WHERE id = ?", arguments: [player])
            if returning, current == value {
                try keepStamp(stamp, player: player, field: field)
                continue
            }
            try db.execute(sql: "UPDATE player SET \(field) = ? WHERE id = ?", arguments: [value, player])
            try keepStamp(stamp, player: player, field: field)
            changed = true
        }
        return changed
    }

    private func keepStamp(_ stamp: FleetStamp, player: Int64, field: String) throws {
        try db.execute(
            sql: """
                INSERT INTO fleetProfileStamp (playerId, field, stamp) VALUES (?, ?, ?)
                ON CONFLICT (playerId, field) DO UPDATE SET stamp = excluded.stamp
                """, arguments: [player, field, stamp.description])
    }

    /// Whether another device's later edit was taken here: then this device's own edit, coming back, lost to it.
    /// (The server logs edits in the order it judged them, so this happens only where a log carries a loser.)
    private func isBeaten(_ last: FleetStamp?, _ stamp: FleetStamp) -> Bool {
        guard let last, last.device.lowercased() != device else { return false }
        return stamp < last
    }

    /// Whether the stamp is this device's: the change is its own edit, back from the fleet's log.
    private func isOwnEdit(_ stamp: FleetStamp) -> Bool {
        device == stamp.device.lowercased()
    }

    /// Whether an edit of the player's field made here still waits in the outbox (the server has not judged it).
    private func profileEditWaits(player: Int64, field: String) throws -> Bool {
        try Bool.fetchOne(
            db,
            sql: """
                SELECT EXISTS (SELECT 1 FROM fleetOutbox WHERE kind = 'profile' AND localID = ?
                  AND (' ' || fields || ' ') LIKE ('% ' || ? || ' %'))
                """, arguments: [player, field]) ?? false
    }

    /// A follow or unfollow, when its stamp is later than the last one for the pair here, or when it is this
    /// device's own, back from the log with nothing newer for the pair waiting (as for profile fields).
    func setFollow() throws -> Bool {
        guard let stamp = change.stamp,
            let follower = try playerHere(fleetID("follower")), let followee = try playerHere(fleetID("followee")),
            follower != followee
        else { return false }
        let last = try String.fetchOne(
            db, sql: "SELECT stamp FROM fleetFollowStamp WHERE followerId = ? AND followeeId = ?",
            arguments: [follower, followee]
        ).flatMap(FleetStamp.init)
        let returning =
            try isOwnEdit(stamp) && !isBeaten(last, stamp)
            && !(Bool.fetchOne(
                db,
                sql: """
                    SELECT EXISTS (SELECT 1 FROM fleetOutbox WHERE kind IN ('follow', 'unfollow')
                      AND localID = ? AND otherID = ?)
                    """, arguments: [follower, followee]) ?? false)
        guard returning || (last.map({ $0 < stamp }) ?? true) else { return false }
        if change.kind == .follow {
            try db.execute(
                sql: "INSERT OR IGNORE INTO follow (followerId, followeeId) VALUES (?, ?)",
                arguments: [follower, followee])
        } else {
            try db.execute(
                sql: "DELETE FROM follow WHERE followerId = ? AND followeeId = ?", arguments: [follower, followee])
        }
        let moved = db.changesCount > 0
        try db.execute(
            sql: """
                INSERT INTO fleetFollowStamp (followerId, followeeId, stamp) VALUES (?, ?, ?)
                ON CONFLICT (followerId, followeeId) DO UPDATE SET stamp = excluded.stamp
                """, arguments: [follower, followee, stamp.description])
        return moved || !returning
    }

    /// A fleet id in the body.
    func fleetID(_ key: String) throws -> UUID? {
        try String.fetchOne(db, sql: "SELECT json_extract(?, ?)", arguments: [change.body, "$.\(key)"])
            .flatMap(UUID.init(uuidString:))
    }

    /// What the server decided: a ban, a role, an erase, a username given to someone else.
    func applyAdmin() throws -> Bool {
        guard let fleetPlayer = change.player else { return false }
        if change.kind == .erase {
            let here = try holder(fleetPlayer)
            try db.execute(
                sql: "INSERT OR IGNORE INTO fleetErased (fleetID) VALUES (?)", arguments: [Self.text(fleetPlayer)])
            guard case .here(let player) = here else { return db.changesCount > 0 }
            _ = try PlayerDirectory.eraseRows(of: player, db)
            try dropOrphanedOutbox()
            return true
        }
        guard let player = try playerHere(fleetPlayer) else { return false }
        switch change.kind {
        case .ban:
            try db.execute(
                sql: "UPDATE player SET banned = CASE WHEN json_extract(?, '$.banned') THEN 1 ELSE 0 END WHERE id = ?",
                arguments: [change.body, player])
        case .role:
            try db.execute(
                sql: """
                    UPDATE player SET role = json_extract(:body, '$.role')
                    WHERE id = :player AND json_extract(:body, '$.role') IN ('guest', 'player', 'moderator', 'admin')
                    """, arguments: ["body": change.body, "player": player])
        default:
            // usernameTaken: the username named (or any, when none is) goes; a new one chosen since stays.
            try db.execute(
                sql: """
                    UPDATE player SET username = NULL WHERE id = :player AND username IS NOT NULL
                      AND (json_extract(:body, '$.username') IS NULL OR username = json_extract(:body, '$.username'))
                    """, arguments: ["body": change.body, "player": player])
            guard db.changesCount > 0 else { return false }
            try db.execute(sql: "INSERT OR IGNORE INTO fleetUsernameWanted (playerId) VALUES (?)", arguments: [player])
        }
        return db.changesCount > 0
    }

    /// Outbox entries whose row or player was erased, dropped now rather than at the next push (so the
    /// outbox's length is true at once).
    func dropOrphanedOutbox() throws {
        try db.execute(
            sql: """
                DELETE FROM fleetOutbox WHERE
                  (kind IN ('player', 'profile', 'follow', 'unfollow')
                    AND (NOT EXISTS (SELECT 1 FROM player WHERE id = localID)
                      OR (otherID IS NOT NULL AND NOT EXISTS (SELECT 1 FROM player WHERE id = otherID))))
                  OR (kind = 'result' AND NOT EXISTS (SELECT 1 FROM gameResult WHERE id = localID))
                  OR (kind = 'answer' AND NOT EXISTS (SELECT 1 FROM answer WHERE id = localID))
                  OR (kind = 'daily' AND NOT EXISTS (SELECT 1 FROM dailyAttempt WHERE id = localID))
                  OR (kind = 'wallet' AND NOT EXISTS (SELECT 1 FROM walletChange WHERE id = localID))
                  OR (kind = 'badge' AND NOT EXISTS (SELECT 1 FROM award WHERE playerId = localID AND badgeId = otherID))
                  OR (kind = 'medal'
                    AND NOT EXISTS (SELECT 1 FROM topicMedal WHERE playerId = localID AND topicId = otherID))
                """)
    }
}
