extension FleetMigration {
    /// Migration 3: a result keeps the time scale it was played at (`accessibility.time_scale`, as
    /// `time_scale_percent`: 150 for 1.5, 100 for the game's own time), which a device sends in the result's body
    /// (`timeScalePercent`, left out at 100) and every device gets back with it. Before, the server and the
    /// other devices took a game played with more time for one at the game's own time (it was, and stays,
    /// unranked: `ranked` false).
    static let resultTimeScale: [String] = [
        "ALTER TABLE fleet.result ADD COLUMN time_scale_percent integer NOT NULL DEFAULT 100",
        takeResults(create: "CREATE OR REPLACE FUNCTION", timeScale: true),
    ]
}
