import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// "Which came first?" in the store: games kept as dealt with their answers, one result per finished game, a
/// day's board, the family-safe filter, and the bundled events making a game on every day of the year.
@Suite struct WhichCameFirstGameStoreTests {
    static let day = CalendarDay(year: 2026, month: 7, day: 20)!
    static let questions = (0..<5).map { index in
        WhichCameFirstQuestion(
            WhichCameFirstEvent(id: "a\(index)", text: "Earlier \(index)", year: 1800 + index, source: "A"),
            WhichCameFirstEvent(id: "b\(index)", text: "Later \(index)", year: 1900 + index, source: "B"))
    }

    static func play(_ cards: [Int]) -> WhichCameFirstGame {
        var game = WhichCameFirstGame(day: day, questions: questions)
        for card in cards {
            _ = game.reduce(.cardSelected(card))
            _ = game.reduce(.submitted)
            _ = game.reduce(.nextPressed)
        }
        return game
    }

    @Test func aGameIsKeptAsDealtWithItsAnswersAndFinishesOnce() throws {
        let database = try QuizDatabase()
        let ada = try PlayerDirectory(database: database).player(named: "Ada")
        let start = Date(timeIntervalSince1970: 1_784_548_800)
        try database.saveWhichCameFirstGame(
            Self.play([]), kind: .daily, playerID: ada.id, at: start, localDate: "2026-07-20")
        try database.saveWhichCameFirstGame(
            Self.play([0, 1]), kind: .daily, playerID: ada.id, at: start, localDate: "2026-07-20")
        let saved = try #require(try database.whichCameFirstGame(playerID: ada.id, day: Self.day))
        #expect(
            saved.questions == Self.questions && saved.answers == [0, 1] && saved.kind == .daily && !saved.isFinished)
        #expect(saved.game.current == 2)
        let finished = Self.play([0, 1, 0, 0, 0])
        try database.saveWhichCameFirstGame(
            finished, kind: .daily, playerID: ada.id, at: start, localDate: "2026-07-20")
        try database.saveWhichCameFirstGame(
            finished, kind: .daily, playerID: ada.id, at: start, localDate: "2026-07-20")
        let results = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT mode, score, total, localDate FROM gameResult")
        }
        #expect(results.count == 1, "a game saved again once finished is counted once")
        #expect(results.first?["mode"] == "which-came-first" && results.first?["score"] == 4)
        #expect(results.first?["total"] == 5 && results.first?["localDate"] == "2026-07-20")
        #expect(try database.whichCameFirstGames(playerID: ada.id, from: Self.day, through: Self.day).count == 1)
        #expect(
            try database.whichCameFirstGames(
                playerID: ada.id, from: Self.day.adding(days: 1), through: Self.day.adding(days: 9)
            ).isEmpty)
    }

    @Test func theBoardRanksByScoreThenTheEarlierFinishWithoutBannedPlayers() throws {
        let database = try QuizDatabase()
        let directory = PlayerDirectory(database: database)
        let names = ["Ada", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus"]
        var ids: [String: Int64] = [:]
        for (offset, name) in names.enumerated() {
            let player = try directory.player(named: name)
            ids[name] = player.id
            // Ada and Ben tie on 5; Ben finished first. Gus is banned.
            let cards =
                ["Ada": [0, 0, 0, 0, 0], "Ben": [0, 0, 0, 0, 0], "Gus": [0, 0, 0, 0, 0]][name] ?? [1, 0, 1, 0, 1]
            let finish = Date(timeIntervalSince1970: 1_784_548_800 + Double(name == "Ben" ? -60 : offset * 60))
            try database.saveWhichCameFirstGame(
                Self.play(cards), kind: .daily, playerID: player.id, at: finish, localDate: "2026-07-20")
        }
        try database.write { db in try db.execute(sql: "UPDATE player SET banned = 1 WHERE name = 'Gus'") }
        let board = try database.whichCameFirstBoard(day: Self.day, kind: .daily, playerID: ids["Fay"]!, top: 3)
        #expect(board.players == 6)
        #expect(
            board.rows
                == [
                    WhichCameFirstBoardRow(rank: 1, name: "Ben", score: 5, isPlayer: false),
                    WhichCameFirstBoardRow(rank: 2, name: "Ada", score: 5, isPlayer: false),
                    WhichCameFirstBoardRow(rank: 3, name: "Cy", score: 2, isPlayer: false),
                    WhichCameFirstBoardRow(rank: 6, name: "Fay", score: 2, isPlayer: true),
                ])
        #expect(
            try database.whichCameFirstBoard(day: Self.day, kind: .archive, playerID: ids["Fay"]!, top: 3).players == 0)
    }

    @Test func aFamilySafeDealLeavesTheSensitiveEventsOut() throws {
        let database = try QuizDatabase.withBundledPacks()
        let all = try database.whichCameFirstEvents(month: 9, day: 1, familySafe: false)
        let safe = try database.whichCameFirstEvents(month: 9, day: 1, familySafe: true)
        #expect(safe.count < all.count)
        let sensitive = try database.read { db in
            try Set(String.fetchAll(db, sql: "SELECT uid FROM event WHERE month = 9 AND day = 1 AND sensitive = 1"))
        }
        #expect(!sensitive.isEmpty && sensitive.isDisjoint(with: safe.map(\.id)))
    }

    /// The bundled events make a game on every day of a leap year and of another, family-safe or not.
    @Test(arguments: [2024, 2026]) func theBundledEventsMakeAGameOnEveryDay(year: Int) throws {
        let database = try QuizDatabase.withBundledPacks()
        var missing: [String] = []
        var first = CalendarDay(year: year, month: 1, day: 1)!
        while first.year == year {
            for familySafe in [false, true] {
                let events = try database.whichCameFirstEvents(
                    month: first.month, day: first.day, familySafe: familySafe)
                if WhichCameFirstDeal.usable(events, year: year).count < 10
                    || WhichCameFirstDeal.deal(events, on: first) == nil
                {
                    missing.append("\(first)\(familySafe ? " (family-safe)" : "")")
                }
            }
            first = first.adding(days: 1)
        }
        #expect(missing.isEmpty, "days with fewer than 10 usable events: \(missing)")
    }
}
