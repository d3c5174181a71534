import Foundation
import QuizCore

/// The Daily Challenge over the store: reads answered at once (nothing, reported once, when the store fails),
/// saves through `PlaySaves` (waiting and tried again while the storage refuses them).
public final class StoreDailySaving: DailySaving {
    public let saves: PlaySaves
    /// The packs its questions come from (the config's `packs`, in the language dealt).
    public let packs: PackScope
    /// The language its questions are dealt in, kept with each attempt, whose board ranks them; nil when the deal
    /// does not know (every language's packs together).
    public let language: String?
    /// Where "now" comes from (tests fix it).
    let now: () -> Date

    public init(saves: PlaySaves, packs: PackScope, language: String? = nil, now: @escaping () -> Date = Date.init) {
        self.saves = saves
        self.packs = packs
        self.language = language
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
        let language = language
        saves.save(attempt.finished ? "a Daily Challenge result" : "a Daily Challenge answer") {
            () throws(StoreError) in
            try database.saveDailyAttempt(attempt, playerID: player.id, language: language, at: moment)
        }
    }

    public func settle(before day: CalendarDay) {
        let database = database
        saves.save("the unfinished Daily Challenges of earlier days") { () throws(StoreError) in
            try database.settleDailyAttempts(before: day)
        }
    }

    /// The board of the language the player's ranked attempt of `day` was dealt in (the globe may have changed
    /// since), else of the language this deals in.
    public func board(day: CalendarDay, player: PlayerRef, top: Int) -> Board {
        let database = database
        let language = language
        let read = { () throws(StoreError) -> Board in
            let dealt = try database.dailyLanguage(playerID: player.id, day: day) ?? language
            return try database.board(
                BoardScope(mode: .daily, period: .day, day: day, language: dealt), top: top, playerID: player.id)
        }
        return saves.read(read)
            ?? Board(
                scope: BoardScope(mode: .daily, period: .day, day: day, language: language), top: [], player: nil,
                players: 0)
    }

    public func streak(player: PlayerRef, day: CalendarDay) -> Int {
        saves.read { () throws(StoreError) in try database.streak(playerID: player.id, today: day.description) } ?? 0
    }
}
