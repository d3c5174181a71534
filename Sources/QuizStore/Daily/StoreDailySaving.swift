import Foundation
import QuizCore

/// The Daily Challenge over the store: reads answered at once (nothing, reported once, when the store fails),
/// saves through `PlaySaves` (waiting and tried again while the storage refuses them).
public final class StoreDailySaving: DailySaving {
    public let saves: PlaySaves
    /// The packs its questions come from (the config's `packs`).
    public let packs: PackScope
    /// Where "now" comes from (tests fix it).
    let now: () -> Date

    public init(saves: PlaySaves, packs: PackScope, now: @escaping () -> Date = Date.init) {
        self.saves = saves
        self.packs = packs
        self.now = now
    }

    var database: QuizDatabase { saves.database }

    public func candidates() -> [DailyCandidate] {
        let packs = packs
        return saves.read { () throws(StoreError) in try database.dailyCandidates(in: packs) } ?? []
    }

    public func questions(_ picks: [DailyPick]) -> [DailyQuestion] {
        saves.read { () throws(StoreError) in try database.dailyQuestions(picks) } ?? []
    }

    public func attempts(player: PlayerRef, day: CalendarDay) -> [SavedDailyAttempt] {
        saves.read { () throws(StoreError) in try database.dailyAttempts(playerID: player.id, day: day) } ?? []
    }

    public func save(_ attempt: SavedDailyAttempt, player: PlayerRef) {
        let database = database
        let moment = now()
        saves.save(attempt.finished ? "a Daily Challenge result" : "a Daily Challenge answer") {
            () throws(StoreError) in
            try database.saveDailyAttempt(attempt, playerID: player.id, at: moment)
        }
    }

    public func settle(before day: CalendarDay) {
        let database = database
        saves.save("the unfinished Daily Challenges of earlier days") { () throws(StoreError) in
            try database.settleDailyAttempts(before: day)
        }
    }

    public func board(day: CalendarDay, player: PlayerRef, top: Int) -> Board {
        let scope = BoardScope(mode: .daily, period: .day, day: day)
        return saves.read { () throws(StoreError) in try database.board(scope, top: top, playerID: player.id) }
            ?? Board(scope: scope, top: [], player: nil, players: 0)
    }

    public func streak(player: PlayerRef, day: CalendarDay) -> Int {
        saves.read { () throws(StoreError) in try database.streak(playerID: player.id, today: day.description) } ?? 0
    }
}
