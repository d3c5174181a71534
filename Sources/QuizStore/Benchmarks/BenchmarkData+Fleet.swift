import GRDB

extension BenchmarkData {
    /// Sets a joined device's change-log cursor to `logID`, as the syncs that pulled the hall's log up to there
    /// would have left it: the fleet bench's kiosk that was off for a day had pulled the year before it, which the
    /// bench loads into PostgreSQL directly rather than through this device.
    public static func setFleetCursor(_ database: QuizDatabase, to logID: Int64) throws(StoreError) {
        try database.write { db in
            try db.execute(sql: "UPDATE fleetState SET cursor = ? WHERE id = 1 AND joined", arguments: [logID])
            guard db.changesCount == 1 else { throw StoreError.query("the device has not joined a fleet") }
        }
    }
}
