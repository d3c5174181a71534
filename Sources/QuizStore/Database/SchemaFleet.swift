import GRDB

extension Schema {
    /// v21, fleet (docs/fleet.md, "On the device"): the device's place in a fleet (`fleetState`: its id,
    /// whether it joined, the change log's last id applied, the hybrid clock), the fleet id of every synced
    /// row (`fleetRow`; the old tables stay as they are), the changes waiting to be pushed (`fleetOutbox`),
    /// the players the fleet erased (`fleetErased`, fleet ids only), the stamps of the profile fields and
    /// follows last written (`fleetProfileStamp`, `fleetFollowStamp`: the latest stamp wins) and the players
    /// whose username the fleet gave to someone else (`fleetUsernameWanted`). Triggers enqueue every new
    /// synced row and every profile or follow edit, whoever writes it, once the device has joined and while
    /// it is not applying what it pulled.
    static func createFleet(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE fleetState (
                  id INTEGER PRIMARY KEY CHECK (id = 1),
                  deviceID TEXT,
                  joined BOOLEAN NOT NULL DEFAULT 0,
                  applying BOOLEAN NOT NULL DEFAULT 0,
                  cursor INTEGER NOT NULL DEFAULT 0,
                  lastPushAt DATETIME,
                  lastPullAt DATETIME,
                  lastProblem TEXT,
                  lastProblemAt DATETIME,
                  clockMs INTEGER NOT NULL DEFAULT 0,
                  clockCounter INTEGER NOT NULL DEFAULT 0);
                INSERT INTO fleetState (id) VALUES (1);
                CREATE TABLE fleetRow (
                  kind TEXT NOT NULL,
                  localID INTEGER NOT NULL,
                  fleetID TEXT NOT NULL UNIQUE,
                  PRIMARY KEY (kind, localID));
                CREATE TABLE fleetOutbox (
                  seq INTEGER PRIMARY KEY AUTOINCREMENT,
                  kind TEXT NOT NULL,
                  localID INTEGER NOT NULL,
                  otherID INTEGER,
                  fields TEXT,
                  changeID TEXT NOT NULL,
                  stamp TEXT);
                CREATE TABLE fleetErased (fleetID TEXT PRIMARY KEY);
                CREATE TABLE fleetProfileStamp (
                  playerId INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,
                  field TEXT NOT NULL,
                  stamp TEXT NOT NULL,
                  PRIMARY KEY (playerId, field));
                CREATE TABLE fleetFollowStamp (
                  followerId INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,
                  followeeId INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,
                  stamp TEXT NOT NULL,
                  PRIMARY KEY (followerId, followeeId));
                CREATE INDEX fleetFollowStamp_followee ON fleetFollowStamp(followeeId);
                CREATE TABLE fleetUsernameWanted (
                  playerId INTEGER PRIMARY KEY REFERENCES player(id) ON DELETE CASCADE);
                """)
        for trigger in fleetTriggers { try db.execute(sql: trigger) }
    }

    /// A random (version 4) UUID in lower-case text, made by SQLite for each row it is evaluated for.
    static let fleetUUIDSQL = """
        (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2)
          || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-'
          || lower(hex(randomblob(6))))
        """

    /// True while the device has joined a fleet and is not applying changes it pulled.
    static let fleetRecordingSQL = "(SELECT joined AND NOT applying FROM fleetState WHERE id = 1)"

    /// Advances the hybrid clock for a local edit: the wall clock in milliseconds when it is past the last
    /// stamp seen, else the last stamp's milliseconds with the counter one up (its five digits full: the next
    /// millisecond). A wall clock that goes back never makes an earlier stamp.
    static let fleetTickSQL = """
        UPDATE fleetState SET
          clockCounter = CASE
            WHEN CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) > clockMs THEN 0
            WHEN clockCounter >= 99999 THEN 0 ELSE clockCounter + 1 END,
          clockMs = CASE
            WHEN CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) > clockMs
              THEN CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
            WHEN clockCounter >= 99999 THEN clockMs + 1 ELSE clockMs END
        WHERE id = 1;
        """

    /// The clock's current stamp in `FleetStamp`'s text form.
    static let fleetStampSQL =
        "(SELECT printf('%016d-%05d-%s', clockMs, clockCounter, deviceID) FROM fleetState WHERE id = 1)"

    /// A row of `kind` inserted into `table` gets a fleet id and an outbox entry.
    static func fleetRowTrigger(_ table: String, kind: String, when: String = "1") -> String {
        """
        CREATE TRIGGER fleet_\(table)_insert AFTER INSERT ON \(table)
        WHEN \(fleetRecordingSQL) AND \(when)
        BEGIN
          INSERT INTO fleetRow (kind, localID, fleetID) VALUES ('\(kind)', NEW.id, \(fleetUUIDSQL));
          INSERT INTO fleetOutbox (kind, localID, changeID)
          SELECT '\(kind)', NEW.id, fleetID FROM fleetRow WHERE kind = '\(kind)' AND localID = NEW.id;
        END
        """
    }

    /// The profile fields that travel as `profile` changes, the latest stamp winning field by field.
    static let fleetProfileFields = ["name", "avatar", "username", "passwordHash"]

    private static var fleetTriggers: [String] {
        let changed = fleetProfileFields.map { "NEW.\($0) IS NOT OLD.\($0)" }.joined(separator: " OR ")
        let fieldList = fleetProfileFields.map { "CASE WHEN NEW.\($0) IS NOT OLD.\($0) THEN ' \($0)' ELSE '' END" }
            .joined(separator: " || ")
        let stamps = fleetProfileFields.map { field in
            """
            INSERT INTO fleetProfileStamp (playerId, field, stamp) SELECT NEW.id, '\(field)', \(fleetStampSQL)
            WHERE NEW.\(field) IS NOT OLD.\(field)
            ON CONFLICT (playerId, field) DO UPDATE SET stamp = excluded.stamp;
            """
        }.joined(separator: "\n")
        // A follow deleted along with a player being erased says nothing to the fleet.
        let follow = { (kind: String, row: String) in
            let bothPlayers =
                "EXISTS (SELECT 1 FROM player WHERE id = \(row).followerId) "
                + "AND EXISTS (SELECT 1 FROM player WHERE id = \(row).followeeId)"
            return """
                \(fleetTickSQL)
                INSERT INTO fleetFollowStamp (followerId, followeeId, stamp)
                SELECT \(row).followerId, \(row).followeeId, \(fleetStampSQL) WHERE \(bothPlayers)
                ON CONFLICT (followerId, followeeId) DO UPDATE SET stamp = excluded.stamp;
                INSERT INTO fleetOutbox (kind, localID, otherID, changeID, stamp)
                SELECT '\(kind)', \(row).followerId, \(row).followeeId, \(fleetUUIDSQL), \(fleetStampSQL)
                WHERE \(bothPlayers);
                """
        }
        return [
            fleetRowTrigger("player", kind: "player"),
            fleetRowTrigger("gameResult", kind: "result"),
            fleetRowTrigger("answer", kind: "answer"),
            // The Daily Challenge's scored attempt (the first of the day), once finished: inserted finished, or
            // finished by a later save. (`dailyResult` was dropped in v12; `dailyAttempt` holds the days.)
            fleetRowTrigger("dailyAttempt", kind: "daily", when: "NEW.number = 1 AND NEW.finishedAt IS NOT NULL"),
            """
            CREATE TRIGGER fleet_dailyAttempt_finish AFTER UPDATE OF finishedAt ON dailyAttempt
            WHEN \(fleetRecordingSQL) AND NEW.number = 1 AND NEW.finishedAt IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM fleetRow WHERE kind = 'daily' AND localID = NEW.id)
            BEGIN
              INSERT INTO fleetRow (kind, localID, fleetID) VALUES ('daily', NEW.id, \(fleetUUIDSQL));
              INSERT INTO fleetOutbox (kind, localID, changeID)
              SELECT 'daily', NEW.id, fleetID FROM fleetRow WHERE kind = 'daily' AND localID = NEW.id;
            END
            """,
            """
            CREATE TRIGGER fleet_player_profile AFTER UPDATE OF \(fleetProfileFields.joined(separator: ", ")) ON player
            WHEN \(fleetRecordingSQL) AND (\(changed))
            BEGIN
              \(fleetTickSQL)
              \(stamps)
              INSERT INTO fleetOutbox (kind, localID, fields, changeID, stamp)
              VALUES ('profile', NEW.id, trim(\(fieldList)), \(fleetUUIDSQL), \(fleetStampSQL));
            END
            """,
            // A username chosen again (on this device or pulled) answers the fleet's request for one.
            """
            CREATE TRIGGER fleet_player_usernameChosen AFTER UPDATE OF username ON player
            WHEN NEW.username IS NOT NULL
            BEGIN
              DELETE FROM fleetUsernameWanted WHERE playerId = NEW.id;
            END
            """,
            """
            CREATE TRIGGER fleet_follow_insert AFTER INSERT ON follow WHEN \(fleetRecordingSQL)
            BEGIN
            \(follow("follow", "NEW"))
            END
            """,
            """
            CREATE TRIGGER fleet_follow_delete AFTER DELETE ON follow WHEN \(fleetRecordingSQL)
            BEGIN
            \(follow("unfollow", "OLD"))
            END
            """,
        ]
    }
}
