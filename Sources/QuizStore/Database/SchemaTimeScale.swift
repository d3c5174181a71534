import GRDB

extension Schema {
    /// v24, more time (issue 38): a game result keeps the time scale it was played at, as a whole percentage
    /// (150 for `accessibility.time_scale` 1.5; 100, the game's own time, for every result from before). A result
    /// with more time is stored unranked (`GameResultRow`), so every board ranks results at the game's own time.
    static func addTimeScaleToResults(_ db: Database) throws {
        try db.alter(table: "gameResult") { t in
            t.add(column: "timeScalePercent", .integer).notNull().defaults(to: 100)
        }
    }

    /// v25, more time in the Daily Challenge: an attempt keeps the time scale it was dealt at, so that one
    /// resumed later runs its clock as long as it started (100 for every attempt from before).
    static func addTimeScaleToDailyAttempts(_ db: Database) throws {
        try db.alter(table: "dailyAttempt") { t in
            t.add(column: "timeScalePercent", .integer).notNull().defaults(to: 100)
        }
    }
}
