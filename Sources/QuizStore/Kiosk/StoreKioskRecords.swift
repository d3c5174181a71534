import Foundation
import QuizCore

/// A kiosk's records over the store: today's best games read, and the games
/// it reset saved, through the play's `PlaySaves` (a read the store cannot
/// answer is reported once and shows no games; a save waits and is tried again).
public final class StoreKioskRecords: KioskRecords {
    public let saves: PlaySaves
    /// The event's time zone: what "today" is, and the date a reset game counts on.
    public let timeZone: TimeZone
    /// The wall clock (tests set it).
    let now: () -> Date

    public init(saves: PlaySaves, timeZone: TimeZone, now: @escaping () -> Date = Date.init) {
        self.saves = saves
        self.timeZone = timeZone
        self.now = now
    }

    public func todaysBest(limit: Int) -> [BestGame] {
        let database = saves.database
        let today = LocalDate.string(for: now(), in: timeZone)
        return saves.read { () throws(StoreError) in try database.bestGames(onLocalDate: today, limit: limit) } ?? []
    }

    public func keepAbandoned(_ round: AbandonedRound) {
        let database = saves.database
        let at = now()
        let game = AbandonedGameRecord(
            playerID: round.player?.id, mode: round.mode, answered: round.progress.answered,
            score: round.progress.right, roundLength: round.progress.roundLength, reason: round.reason,
            abandonedAt: at, localDate: LocalDate.string(for: at, in: timeZone))
        saves.save("an abandoned game") { () throws(StoreError) in
            _ = try database.recordAbandonedGame(game)
            return CommittedRows()
        }
    }
}
