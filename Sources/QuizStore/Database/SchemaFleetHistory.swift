import GRDB

extension Schema {
    /// v31, fleet history (docs/fleet.md, "Credits and power-ups"): each purchase, credit given (`creditGrant`) and
    /// power-up used (`powerUpUse`) gets a fleet id and is queued as its own kind (`purchase`, `creditGrant`,
    /// `powerUpUse`) by a trigger, once the device has joined and while it is not applying what it pulled, so the
    /// fleet's PostgreSQL holds what was bought, given and used on every device. They are pushed only: the counts
    /// the game reads travel as `wallet` events. A store that joined before v31 queues every such row it has once,
    /// here; joining queues them with the other rows (`FleetJournal.join`).
    static func createFleetHistory(_ db: Database) throws {
        for (kind, table) in FleetJournal.historyKinds {
            try db.execute(sql: fleetRowTrigger(table, kind: kind.rawValue))
            try db.execute(
                sql: """
                    INSERT INTO fleetRow (kind, localID, fleetID)
                    SELECT '\(kind.rawValue)', t.id, \(fleetUUIDSQL) FROM \(table) t
                    WHERE (SELECT joined FROM fleetState WHERE id = 1) ORDER BY t.id;
                    INSERT INTO fleetOutbox (kind, localID, changeID)
                    SELECT kind, localID, fleetID FROM fleetRow WHERE kind = '\(kind.rawValue)' ORDER BY localID;
                    """)
        }
    }
}
