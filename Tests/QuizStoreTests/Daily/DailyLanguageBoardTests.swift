import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// A Daily board per language (issue 37): each language deals its own ten questions, so an attempt keeps the
/// language it was dealt in, its result keeps it, and a language's board ranks its own results (and those kept
/// before results knew a language); the board without a language ranks them all, as before.
@Suite struct DailyLanguageBoardTests {
    static let day = DailyStoreTests.day
    static let start = Date(timeIntervalSince1970: 1_784_548_800)

    /// `name` finishes the day's first attempt with `answers` right, dealt in `language`.
    static func play(
        _ name: String, answers: Int, in language: String?, _ database: QuizDatabase
    ) throws -> Int64 {
        let player = try PlayerDirectory(database: database).player(named: name)
        try database.saveDailyAttempt(
            DailyStoreTests.attempt(number: 1, answers: answers, finished: true), playerID: player.id,
            language: language, at: start)
        return player.id
    }

    static func names(_ board: Board) -> [String] { board.top.map(\.name) }

    static func board(_ database: QuizDatabase, _ language: String?, period: BoardPeriod = .day) throws -> Board {
        try database.board(BoardScope(mode: .daily, period: period, day: day, language: language))
    }

    @Test func eachLanguageRanksItsOwnDeal() throws {
        let database = try QuizDatabase()
        _ = try Self.play("Ada", answers: 6, in: "en", database)
        _ = try Self.play("Jonas", answers: 9, in: "de", database)
        _ = try Self.play("Lea", answers: 4, in: "de", database)
        _ = try Self.play("Omar", answers: 8, in: "ar", database)
        #expect(Self.names(try Self.board(database, "de")) == ["Jonas", "Lea"])
        #expect(try Self.board(database, "de").players == 2)
        #expect(Self.names(try Self.board(database, "en")) == ["Ada"])
        #expect(Self.names(try Self.board(database, "ar")) == ["Omar"])
        #expect(try Self.board(database, "tr").players == 0)
        #expect(Self.names(try Self.board(database, nil)) == ["Jonas", "Omar", "Ada", "Lea"], "every language")
        #expect(Self.names(try Self.board(database, "de", period: .week)) == ["Jonas", "Lea"])
        #expect(Self.names(try Self.board(database, "de", period: .all)) == ["Jonas", "Lea"])
    }

    /// `export games` says which language each Daily Challenge was dealt in.
    @Test func theGamesExportNamesTheDealsLanguage() throws {
        let database = try QuizDatabase()
        _ = try Self.play("Jonas", answers: 9, in: "de", database)
        _ = try Self.play("Ada", answers: 6, in: nil, database)
        let export = try database.exportRows(.games)
        let language = try #require(export.header.firstIndex(of: "language"))
        #expect(export.rows.map { $0[language] } == ["de", ""])
    }

    @Test func aResultKeptBeforeLanguagesCountsOnEveryBoard() throws {
        let database = try QuizDatabase()
        _ = try Self.play("Ada", answers: 6, in: nil, database)
        _ = try Self.play("Jonas", answers: 9, in: "de", database)
        #expect(Self.names(try Self.board(database, "de")) == ["Jonas", "Ada"])
        #expect(Self.names(try Self.board(database, "en")) == ["Ada"])
    }

    /// The attempt keeps the language of its first save: resumed after the globe changed the deal's language,
    /// its result stays on the board it was dealt for, and that is the board the player is shown.
    @Test func aResumedAttemptKeepsTheLanguageItWasDealtIn() throws {
        let database = try QuizDatabase()
        let saves = PlaySaves(database: database)
        let ada = try PlayerDirectory(database: database).player(named: "Ada")
        let german = StoreDailySaving(saves: saves, packs: .all, language: "de", now: { Self.start })
        german.save(DailyStoreTests.attempt(number: 1, answers: 3), player: ada)
        let english = StoreDailySaving(saves: saves, packs: .all, language: "en", now: { Self.start })
        english.save(DailyStoreTests.attempt(number: 1, answers: 10, finished: true), player: ada)
        #expect(saves.waiting == 0, "saved at once: nothing failed")
        let languages = try database.read { db in
            try String.fetchAll(db, sql: "SELECT language FROM gameResult WHERE mode = 'daily'")
        }
        #expect(languages == ["de"])
        #expect(try database.dailyLanguage(playerID: ada.id, day: Self.day) == "de")
        let shown = english.board(day: Self.day, player: ada, top: 10)
        #expect(shown.scope.language == "de" && shown.row(of: ada.id)?.points == 1500)
        #expect(Self.names(try Self.board(database, "en")).isEmpty)
    }

    /// A midnight scoring of an attempt left open keeps its language too.
    @Test func anAttemptScoredAfterMidnightKeepsItsLanguage() throws {
        let database = try QuizDatabase()
        let ada = try PlayerDirectory(database: database).player(named: "Ada")
        try database.saveDailyAttempt(
            DailyStoreTests.attempt(number: 1, answers: 3), playerID: ada.id, language: "tr", at: Self.start)
        try database.settleDailyAttempts(before: Self.day.adding(days: 1))
        #expect(Self.names(try Self.board(database, "tr")) == ["Ada"])
        #expect(Self.names(try Self.board(database, "de")).isEmpty)
    }
}
