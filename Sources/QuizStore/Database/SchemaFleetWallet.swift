import GRDB

extension Schema {
    /// v28, fleet wallet (docs/fleet.md, "Credits and power-ups"): a player's credits (`playerState.creditsCents`)
    /// and power-up counts (`powerUpInventory.count`) stay the counts the game reads and writes, and every change
    /// of them, whoever writes it (a purchase, a use, a coin, an operator's grant, a reward), is also kept as an
    /// add-only event in `walletChange` (`item`: `credits` or a power-up's kind, `delta`), by triggers, once the
    /// device has joined a fleet and while it is not applying what it pulled. Those events are what the fleet
    /// syncs (kind `wallet`): a device adds each pulled one to its counts, so a count is the sum of the player's
    /// events from every device. Two devices offline can spend the same credit or power-up, so the sum may go
    /// below zero: the two counts' `CHECK (>= 0)` goes (the tables are rebuilt), and the game's own spending is
    /// still refused by the count it reads. A player pulled before this version gets the `playerState` row that
    /// registering on the device gives.
    static func createFleetWallet(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE playerStateNew (
                  playerId INTEGER PRIMARY KEY REFERENCES player(id) ON DELETE CASCADE,
                  livesFullAt DOUBLE,
                  passesDate TEXT,
                  passesUsed INTEGER NOT NULL DEFAULT 0 CHECK (passesUsed >= 0),
                  creditsCents INTEGER NOT NULL DEFAULT 0,
                  explained TEXT NOT NULL DEFAULT '');
                INSERT INTO playerStateNew (playerId, livesFullAt, passesDate, passesUsed, creditsCents, explained)
                SELECT playerId, livesFullAt, passesDate, passesUsed, creditsCents, explained FROM playerState;
                DROP TABLE playerState;
                ALTER TABLE playerStateNew RENAME TO playerState;
                INSERT INTO playerState (playerId) SELECT id FROM player WHERE id NOT IN (SELECT playerId FROM playerState);
                CREATE TABLE powerUpInventoryNew (
                  playerId INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,
                  kind TEXT NOT NULL,
                  count INTEGER NOT NULL DEFAULT 0,
                  PRIMARY KEY (playerId, kind));
                INSERT INTO powerUpInventoryNew (playerId, kind, count) SELECT playerId, kind, count FROM powerUpInventory;
                DROP TABLE powerUpInventory;
                ALTER TABLE powerUpInventoryNew RENAME TO powerUpInventory;
                CREATE TABLE walletChange (
                  id INTEGER PRIMARY KEY AUTOINCREMENT,
                  playerId INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,
                  item TEXT NOT NULL,
                  delta INTEGER NOT NULL CHECK (delta <> 0),
                  changedAt DATETIME NOT NULL);
                CREATE INDEX walletChange_player ON walletChange(playerId, item);
                """)
        for trigger in walletTriggers { try db.execute(sql: trigger) }
    }

    /// Each change of a count becomes a `walletChange` row, which gets a fleet id and an outbox entry.
    private static var walletTriggers: [String] {
        let now = "strftime('%Y-%m-%d %H:%M:%f', 'now')"
        let change = { (name: String, event: String, table: String, item: String, delta: String) in
            """
            CREATE TRIGGER fleet_\(table)_\(name) AFTER \(event) ON \(table)
            WHEN \(fleetRecordingSQL) AND (\(delta)) <> 0
            BEGIN
              INSERT INTO walletChange (playerId, item, delta, changedAt) VALUES (NEW.playerId, \(item), \(delta), \(now));
            END
            """
        }
        return [
            change("credited", "INSERT", "playerState", "'credits'", "NEW.creditsCents"),
            change(
                "credits", "UPDATE OF creditsCents", "playerState", "'credits'", "NEW.creditsCents - OLD.creditsCents"),
            change("stocked", "INSERT", "powerUpInventory", "NEW.kind", "NEW.count"),
            change("count", "UPDATE OF count", "powerUpInventory", "NEW.kind", "NEW.count - OLD.count"),
            fleetRowTrigger("walletChange", kind: "wallet"),
        ]
    }
}
