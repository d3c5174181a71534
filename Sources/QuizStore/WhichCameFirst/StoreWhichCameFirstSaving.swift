import Foundation
import QuizCore

/// "Which came first?" over the store: reads answered at once (nothing, reported once, when the store fails),
/// saves through `PlaySaves` (waiting and tried again while the storage refuses them).
public final class StoreWhichCameFirstSaving: WhichCameFirstSaving {
    public let saves: PlaySaves
    /// Leaves the sensitive events out of every deal (`events.family_safe`).
    public let familySafe: Bool
    /// The language whose events are dealt (`events.language`; the bundled events are English).
    public let language: String
    /// The event's zone, for the `gameResult` row's local date.
    public let timeZone: TimeZone
    /// Where "now" comes from (tests fix it).
    let now: () -> Date

    public init(
        saves: PlaySaves, familySafe: Bool, language: String = "en", timeZone: TimeZone,
        now: @escaping () -> Date = Date.init
    ) {
        self.saves = saves
        self.familySafe = familySafe
        self.language = language
        self.timeZone = timeZone
        self.now = now
    }

    var database: QuizDatabase { saves.database }

    public func events(month: Int, day: Int) -> [WhichCameFirstEvent] {
        let familySafe = familySafe
        let language = language
        return saves.read { () throws(StoreError) in
            try database.whichCameFirstEvents(month: month, day: day, familySafe: familySafe, language: language)
        } ?? []
    }

    public func savedGame(player: PlayerRef, day: CalendarDay) -> SavedWhichCameFirstGame? {
        saves.read { () throws(StoreError) in try database.whichCameFirstGame(playerID: player.id, day: day) } ?? nil
    }

    public func save(_ game: WhichCameFirstGame, kind: WhichCameFirstGameKind, player: PlayerRef) {
        let database = database
        let moment = now()
        let localDate = LocalDate.string(for: moment, in: timeZone)
        saves.save(game.isFinished ? "a Which came first? game's result" : "a Which came first? answer") {
            () throws(StoreError) in
            try database.saveWhichCameFirstGame(game, kind: kind, playerID: player.id, at: moment, localDate: localDate)
        }
    }

    public func board(
        day: CalendarDay, kind: WhichCameFirstGameKind, player: PlayerRef, top: Int
    ) -> WhichCameFirstBoard {
        saves.read { () throws(StoreError) in
            try database.whichCameFirstBoard(day: day, kind: kind, playerID: player.id, top: top)
        } ?? WhichCameFirstBoard(rows: [], players: 0)
    }

    public func games(
        player: PlayerRef, from first: CalendarDay, through last: CalendarDay
    ) -> [SavedWhichCameFirstGame] {
        saves.read { () throws(StoreError) in
            try database.whichCameFirstGames(playerID: player.id, from: first, through: last)
        }
            ?? []
    }
}
