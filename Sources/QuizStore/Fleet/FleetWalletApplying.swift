import GRDB

extension FleetApplier {
    /// A credits or power-up change from another device (docs/fleet.md, "Credits and power-ups"): kept once by its
    /// fleet id in `walletChange`, and added to the count the game reads (`playerState.creditsCents`, or the
    /// power-up's `powerUpInventory.count`) in the same transaction, so each count stays the sum of the player's
    /// events. The count may go below zero (two devices spent the same credit offline); the game then offers no
    /// spend until it is back above. A change of a player not here, or erased, is left out.
    func addWalletChange() throws -> Bool {
        guard try !rowKnown(), let player = try playerHere(change.player),
            let item = try value(String.self, "SELECT json_extract(?, '$.item')", [change.body]),
            let delta = try value(Int64.self, "SELECT json_extract(?, '$.delta')", [change.body]), delta != 0
        else { return false }
        try run(
            """
            INSERT INTO walletChange (playerId, item, delta, changedAt)
            SELECT :player, :item, :delta, COALESCE(\(Self.time("changedAt")), strftime('%Y-%m-%d %H:%M:%f', 'now'))
            """,
            ["player": player, "item": item, "delta": delta, "body": change.body])
        try mapRow(.wallet, localID: db.lastInsertedRowID)
        if item == "credits" {
            try run("INSERT OR IGNORE INTO playerState (playerId) VALUES (?)", [player])
            try run("UPDATE playerState SET creditsCents = creditsCents + ? WHERE playerId = ?", [delta, player])
        } else {
            try run(
                "INSERT OR IGNORE INTO powerUpInventory (playerId, kind, count) VALUES (?, ?, 0)", [player, item])
            try run(
                "UPDATE powerUpInventory SET count = count + ? WHERE playerId = ? AND kind = ?", [delta, player, item])
        }
        return true
    }
}
