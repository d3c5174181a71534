import Foundation
import QuizCore

/// "Which came first?" over the store: reads answered at once (nothing, reported once, when the store fails),
/// saves through `PlaySaves` (waiting and tried again while the storage refuses them).
public final class StoreWhichCameFirstSaving: WhichCameFirstSaving {
    public let saves: PlaySaves
    /// Leaves the sensitive events out of every deal (`events.family_safe`).
    public let familySafe: Bool
    /// The operator's language for the events (`events.language`): dealt when the player's has too few.
    public let language: String
    /// The player's language (the one on view): dealt on a day whose events in it make a game.
    public let playerLanguage: String
    /// The event's zone, for the `gameResult` row's local date.
    public let timeZone: TimeZone
    /// Where "now" comes from (tests fix it).
    let now: () -> Date

    public init(
        saves: PlaySaves, familySafe: Bool, language: String = "en", playerLanguage: String? = nil,
        timeZone: TimeZone, now: @escaping () -> Date = Date.init
    ) {
        self.saves = saves
        self.familySafe = familySafe
        self.language = language
        self.playerLanguage = playerLanguage ?? language
        self.timeZone = timeZone
        self.now = now
    }

    var database: QuizDatabase { saves.database }

    /// The day's events in the one language they are dealt in (`dealing(month:day:)`); none when the store
    /// cannot say.
    public func events(month: Int, day: Int) -> [WhichCameFirstEvent] {
        dealing(month: month, day: day)?.events ?? []
    }

    /// The day's events in the player's language when they make a game (ten usable, five questions' worth),
    /// else in the operator's (`events.language`), else in English, else in whichever of the three has most;
    /// with the language chosen. Nil when the store cannot say.
    public func dealing(month: Int, day: Int) -> (events: [WhichCameFirstEvent], choice: ContentLanguage.Choice)? {
        let familySafe = familySafe
        let candidates = [playerLanguage, language, ContentLanguage.english]
        let found = saves.read { () throws(StoreError) -> [String: [WhichCameFirstEvent]] in
            var found: [String: [WhichCameFirstEvent]] = [:]
            for candidate in candidates where found[candidate] == nil {
                found[candidate] = try database.whichCameFirstEvents(
                    month: month, day: day, familySafe: familySafe, language: candidate)
            }
            return found
        }
        guard let found else { return nil }
        let counts = found.mapValues { WhichCameFirstDeal.usable($0, year: Int.max).count }
        let choice =
            ContentLanguage.choose(
                player: playerLanguage, operatorDefault: language, needed: WhichCameFirstDeal.questionsPerGame * 2,
                among: counts)
            ?? ContentLanguage.Choice(language: language, fellBack: language != playerLanguage)
        return (found[choice.language] ?? [], choice)
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
