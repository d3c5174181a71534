import Foundation
import GRDB
import QuizCore

/// Each player's accessibility choices in the store's `playerAccessibility`, through the play's `PlaySaves`: a
/// read the store cannot answer is reported once and answered with nil (the choices in force stay); keeping
/// waits in the save queue like any save.
public final class StoreAccessibilityKeeper: AccessibilityKeeper {
    let saves: PlaySaves

    public init(saves: PlaySaves) {
        self.saves = saves
    }

    public func choices(of player: PlayerRef) -> AccessibilityChoices? {
        let database = saves.database
        return saves.read { () throws(StoreError) in try Self.read(player.id, database) } ?? nil
    }

    public func keep(_ choices: AccessibilityChoices, for player: PlayerRef) {
        let database = saves.database
        let now = Date()
        saves.save("accessibility choices") { () throws(StoreError) in
            try Self.write(choices, for: player.id, at: now, database)
            return CommittedRows()
        }
    }

    /// Player `id`'s kept choices, or nil when they made none.
    public static func read(_ id: Int64, _ database: QuizDatabase) throws(StoreError) -> AccessibilityChoices? {
        try database.read { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT * FROM playerAccessibility WHERE playerId = ?", arguments: [id])
            else { return nil }
            return AccessibilityChoices(
                speech: row["speech"], voice: row["voice"], textScalePercent: row["textScalePercent"],
                highContrast: row["highContrast"], reduceMotion: row["reduceMotion"], timeScale: row["timeScale"])
        }
    }

    /// Keeps `choices` as player `id`'s, replacing what they had.
    public static func write(
        _ choices: AccessibilityChoices, for id: Int64, at date: Date, _ database: QuizDatabase
    ) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO playerAccessibility
                        (playerId, speech, voice, textScalePercent, highContrast, reduceMotion, timeScale, updatedAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(playerId) DO UPDATE SET speech = excluded.speech, voice = excluded.voice,
                        textScalePercent = excluded.textScalePercent, highContrast = excluded.highContrast,
                        reduceMotion = excluded.reduceMotion, timeScale = excluded.timeScale,
                        updatedAt = excluded.updatedAt
                    """,
                arguments: [
                    id, choices.speech, choices.voice, choices.textScalePercent, choices.highContrast,
                    choices.reduceMotion, choices.timeScale, date,
                ])
        }
    }
}
