import Foundation
import GRDB
import QuizCore

extension FleetJournal {
    /// Applies changes pulled from the fleet's change log, in one transaction: rows this device does not
    /// have are added (by fleet id; a result feeds the boards through `boardTotal`'s trigger, so every board
    /// read here is the hall's), profile fields and follows by the latest stamp, bans and roles as the admin
    /// set them, an erase as `PlayerDirectory.erase` does it, a username taken by the fleet cleared and marked
    /// (`needsNewUsername`). The outbox's triggers are off meanwhile (nothing applied goes back out); the cursor
    /// moves to the last log id and the hybrid clock past every stamp seen. Changes at or below the cursor, and
    /// rows already here, change nothing. A row whose player this device never had is left out (the log
    /// gives a player before their rows), as is an answer to a question this device does not have.
    /// Returns how many changes changed something.
    @discardableResult
    public func apply(_ changes: [FleetIncoming], at now: Date = Date()) throws(StoreError) -> Int {
        let (applied, erased) = try database.write { db -> (Int, Bool) in
            try db.execute(sql: "UPDATE fleetState SET applying = 1 WHERE id = 1")
            let cursor = try Int64.fetchOne(db, sql: "SELECT cursor FROM fleetState WHERE id = 1") ?? 0
            let device = try String.fetchOne(db, sql: "SELECT lower(deviceID) FROM fleetState WHERE id = 1")
            var applied = 0
            var erased = false
            var latest: FleetStamp?
            for incoming in changes.sorted(by: { $0.logID < $1.logID }) where incoming.logID > cursor {
                let change = incoming.change
                if let stamp = change.stamp, latest.map({ $0 < stamp }) ?? true { latest = stamp }
                do {
                    if try FleetApplier(db: db, change: change, device: device).apply() { applied += 1 }
                } catch {
                    throw StoreError.query(
                        "the fleet's change \(incoming.logID) (\(change.kind.rawValue) \(change.id)) cannot be "
                            + "applied: \(QuizDatabase.describe(error))")
                }
                erased = erased || change.kind == .erase
            }
            if let latest {
                try db.execute(
                    sql: """
                        UPDATE fleetState SET clockMs = :ms, clockCounter = :counter
                        WHERE id = 1 AND (clockMs < :ms OR (clockMs = :ms AND clockCounter < :counter))
                        """, arguments: ["ms": latest.milliseconds, "counter": latest.counter])
            }
            let last = changes.map(\.logID).max() ?? 0
            try db.execute(
                sql: "UPDATE fleetState SET applying = 0, cursor = MAX(cursor, ?), lastPullAt = ? WHERE id = 1",
                arguments: [last, StoredDate(now)])
            return (applied, erased)
        }
        // As `PlayerDirectory.erase` does: the WAL's old pages may hold the erased rows. A game reading at this
        // moment keeps it; the next checkpoint of the game empties it then.
        if erased { try? database.checkpoint(truncate: true) }
        return applied
    }
}

/// One pulled change applied inside `FleetJournal.apply`'s transaction.
struct FleetApplier {
    let db: Database
    let change: FleetChange
    /// This device's id in lower case (nil before it joined): a change stamped with it is its own edit.
    let device: String?

    /// Where a fleet player is on this device.
    enum Holder: Equatable {
        case here(Int64)
        /// Erased by the fleet, or from this device: nothing of theirs comes back.
        case erased
        case absent
    }

    static func text(_ id: UUID) -> String { id.uuidString.lowercased() }

    func holder(_ player: UUID) throws -> Holder {
        let id = Self.text(player)
        if try value(Bool.self, "SELECT EXISTS (SELECT 1 FROM fleetErased WHERE fleetID = ?)", [id]) == true {
            return .erased
        }
        guard
            let local = try value(
                Int64.self, "SELECT localID FROM fleetRow WHERE kind = 'player' AND fleetID = ?", [id])
        else { return .absent }
        let exists = try value(Bool.self, "SELECT EXISTS (SELECT 1 FROM player WHERE id = ?)", [local]) ?? false
        return exists ? .here(local) : .erased
    }

    /// One value read by a statement kept prepared: `apply` runs the same few statements for each change.
    func value<T: DatabaseValueConvertible & StatementColumnConvertible>(
        _ type: T.Type, _ sql: String, _ arguments: StatementArguments
    ) throws -> T? {
        try T.fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
    }

    /// Runs a statement kept prepared.
    func run(_ sql: String, _ arguments: StatementArguments) throws {
        try db.cachedStatement(sql: sql).execute(arguments: arguments)
    }

    /// The local id of the change's player, when they are here.
    func playerHere(_ player: UUID?) throws -> Int64? {
        guard let player, case .here(let id) = try holder(player) else { return nil }
        return id
    }

    /// Whether a row with the change's fleet id is already here (or was, and was erased).
    func rowKnown() throws -> Bool {
        try value(Bool.self, "SELECT EXISTS (SELECT 1 FROM fleetRow WHERE fleetID = ?)", [Self.text(change.id)])
            ?? false
    }

    func mapRow(_ kind: FleetKind, localID: Int64) throws {
        try run(
            "INSERT OR REPLACE INTO fleetRow (kind, localID, fleetID) VALUES (?, ?, ?)",
            [kind.rawValue, localID, Self.text(change.id)])
    }

    /// A stored time from the body's `key` (ISO 8601).
    static func time(_ key: String) -> String { "strftime('%Y-%m-%d %H:%M:%f', json_extract(:body, '$.\(key)'))" }

    /// Applies the change; false when it changed nothing.
    func apply() throws -> Bool {
        switch change.kind {
        case .player: return try addPlayer()
        case .result: return try addResult()
        case .answer: return try addAnswer()
        case .daily: return try addDaily()
        case .wallet: return try addWalletChange()
        case .badge: return try addBadge()
        case .medal: return try addMedal()
        case .question: return try addQuestion()
        case .profile: return try editProfile()
        case .follow, .unfollow: return try setFollow()
        case .ban, .role, .erase, .usernameTaken: return try applyAdmin()
        // Push-only (the server logs none): one pulled anyway changes nothing here.
        case .purchase, .creditGrant, .powerUpUse: return false
        }
    }

    func addPlayer() throws -> Bool {
        guard try !rowKnown(), try holder(change.player ?? change.id) == .absent else { return false }
        if let username = try String.fetchOne(
            db, sql: "SELECT json_extract(?, '$.username')", arguments: [change.body])
        {
            try freeUsername(username, for: nil)
        }
        try db.execute(
            sql: """
                INSERT INTO player (name, username, avatar, passwordHash, consentAt, createdAt, role)
                SELECT json_extract(:body, '$.name'), json_extract(:body, '$.username'), json_extract(:body, '$.avatar'),
                  json_extract(:body, '$.passwordHash'), \(Self.time("consentAt")),
                  COALESCE(\(Self.time("createdAt")), strftime('%Y-%m-%d %H:%M:%f', 'now')),
                  CASE WHEN json_extract(:body, '$.guest') THEN 'guest' ELSE 'player' END
                """, arguments: ["body": change.body])
        let local = db.lastInsertedRowID
        try mapRow(.player, localID: local)
        // As registering here gives it: the row the trivia rules keep (credits among them) for the player.
        try run("INSERT INTO playerState (playerId) VALUES (?)", [local])
        return true
    }

    /// The fleet gave `username` to another player: whoever holds it here (but `keeper`) lets it go and is
    /// asked for a new one at their next login.
    func freeUsername(_ username: String, for keeper: Int64?) throws {
        guard
            let holder = try Int64.fetchOne(
                db, sql: "SELECT id FROM player WHERE username = ? AND id IS NOT ?", arguments: [username, keeper])
        else { return }
        try db.execute(sql: "UPDATE player SET username = NULL WHERE id = ?", arguments: [holder])
        try db.execute(sql: "INSERT OR IGNORE INTO fleetUsernameWanted (playerId) VALUES (?)", arguments: [holder])
    }

    /// The local player of a row's change: nil when the row is for a player not here (skip it); `.some(nil)`
    /// for an anonymous row.
    func rowPlayer() throws -> Int64?? {
        guard let player = change.player else { return .some(nil) }
        guard let id = try playerHere(player) else { return nil }
        return .some(id)
    }

    func addResult() throws -> Bool {
        guard try !rowKnown(), let player = try rowPlayer() else { return false }
        try run(
            """
            INSERT INTO gameResult (playerId, mode, score, total, points, completedAt, localDate, topicId, ranked,
              timeScalePercent, language)
            SELECT :player, json_extract(:body, '$.mode'), json_extract(:body, '$.score'),
              json_extract(:body, '$.total'), COALESCE(json_extract(:body, '$.points'), 0), \(Self.time("completedAt")),
              json_extract(:body, '$.localDate'), (SELECT id FROM topic WHERE name = json_extract(:body, '$.topic')),
              COALESCE(json_extract(:body, '$.ranked'), 1), COALESCE(json_extract(:body, '$.timeScalePercent'), 100),
              json_extract(:body, '$.language')
            """, ["player": player, "body": change.body])
        try mapRow(.result, localID: db.lastInsertedRowID)
        return true
    }

    func addAnswer() throws -> Bool {
        guard try !rowKnown(), let player = try rowPlayer(),
            let question = try value(
                Int64.self, "SELECT id FROM question WHERE uid = json_extract(?, '$.question')", [change.body])
        else { return false }
        try run(
            """
            INSERT INTO answer (playerId, questionId, optionId, result, points, secondsTaken, mode, answeredAt)
            SELECT :player, :question,
              (SELECT id FROM option WHERE questionId = :question AND position = json_extract(:body, '$.option')),
              json_extract(:body, '$.result'), COALESCE(json_extract(:body, '$.points'), 0),
              json_extract(:body, '$.secondsTaken'), json_extract(:body, '$.mode'), \(Self.time("answeredAt"))
            """, ["player": player, "question": question, "body": change.body])
        try mapRow(.answer, localID: db.lastInsertedRowID)
        return true
    }

    /// The fleet keeps one Daily Challenge per player and date, the first that reached it: a day played here
    /// too takes the kept one's score and language (its dealt questions stay); a day not played here is added
    /// finished.
    func addDaily() throws -> Bool {
        guard try !rowKnown(), let player = try playerHere(change.player) else { return false }
        try db.execute(
            sql: """
                INSERT INTO dailyAttempt (playerId, day, number, questions, answers, secondsLeft, score, startedAt,
                  updatedAt, finishedAt, language)
                SELECT :player, json_extract(:body, '$.date'), 1, '[]', '[]', 0, json_extract(:body, '$.score'),
                  \(Self.time("completedAt")), \(Self.time("completedAt")), \(Self.time("completedAt")),
                  json_extract(:body, '$.language') WHERE 1
                ON CONFLICT (playerId, day, number) DO UPDATE SET score = excluded.score,
                  finishedAt = excluded.finishedAt, updatedAt = excluded.updatedAt,
                  language = COALESCE(excluded.language, dailyAttempt.language)
                """, arguments: ["player": player, "body": change.body])
        let attempt = try Int64.fetchOne(
            db,
            sql: "SELECT id FROM dailyAttempt WHERE playerId = ? AND day = json_extract(?, '$.date') AND number = 1",
            arguments: [player, change.body])
        if let attempt { try mapRow(.daily, localID: attempt) }
        return true
    }
}
