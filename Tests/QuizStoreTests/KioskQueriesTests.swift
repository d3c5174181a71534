import Foundation
import GRDB
import Testing

@testable import QuizStore

/// What a kiosk keeps and shows: today's best games and the games it reset, on a real SQLite database.
@Suite struct KioskQueriesTests {
    static let day = "2026-05-01"

    func game(
        _ database: QuizDatabase, player: Int64?, score: Int, total: Int, at seconds: Double, date: String = day
    )
        throws
    {
        try database.recordGame(
            GameRecord(
                playerID: player, mode: .tilt, score: score, total: total, points: 0,
                completedAt: Date(timeIntervalSince1970: seconds), localDate: date))
    }

    @Test func todaysBestRanksByShareThenScoreThenTimeAndTiesShareARank() throws {
        let database = try QuizDatabase()
        let (ada, mallory) = try database.write { db -> (Int64, Int64) in
            try db.execute(sql: "INSERT INTO player (name) VALUES ('Ada')")
            let ada = db.lastInsertedRowID
            try db.execute(sql: "INSERT INTO player (name, banned) VALUES ('Mallory', 1)")
            return (ada, db.lastInsertedRowID)
        }
        try game(database, player: nil, score: 3, total: 5, at: 100)
        try game(database, player: ada, score: 5, total: 5, at: 200)
        try game(database, player: nil, score: 3, total: 5, at: 300)
        try game(database, player: ada, score: 6, total: 10, at: 50)
        try game(database, player: mallory, score: 5, total: 5, at: 10)
        try game(database, player: ada, score: 5, total: 5, at: 20, date: "2026-04-30")
        try game(database, player: nil, score: 0, total: 0, at: 400)

        let best = try database.bestGames(onLocalDate: Self.day)
        #expect(
            best.map(\.playerName) == ["Ada", "Ada", nil, nil], "banned players, other days and empty games left out")
        #expect(best.map(\.score) == [5, 6, 3, 3])
        #expect(best.map(\.rank) == [1, 2, 3, 3])
        #expect(best[2].completedAt < best[3].completedAt, "the earlier of equal games first")
        #expect(try database.bestGames(onLocalDate: Self.day, limit: 2).count == 2)
    }

    @Test func resetGamesAreKeptAndExportedBesideFinishedOnes() throws {
        let database = try QuizDatabase()
        try game(database, player: nil, score: 4, total: 5, at: 100)
        let reset = AbandonedGameRecord(
            playerID: nil, mode: "trivia", answered: 2, score: 1, roundLength: nil, reason: "timeout",
            abandonedAt: Date(timeIntervalSince1970: 200), localDate: Self.day)
        try database.recordAbandonedGame(reset)
        #expect(try database.abandonedGames() == [reset])

        let rows = try database.read { db in try QuizDatabase.gameRows(db) }
        #expect(
            QuizDatabase.gameHeader == [
                "mode", "status", "answered", "score", "total", "reason", "at", "date", "timeScalePercent",
                "language",
            ])
        #expect(rows.map { $0[8] } == ["100", "100"], "neither was played with more time")
        #expect(rows.map { $0[9] } == ["", ""], "no Daily Challenge: no deal's language")
        #expect(rows.map { $0[0] } == ["tilt", "trivia"])
        #expect(rows.map { $0[1] } == ["completed", "abandoned"])
        #expect(rows[1][2...5] == ["2", "1", "", "timeout"], "a mode without rounds has no total")
    }

    @Test func onlyTimeoutAndAdminAreReasons() throws {
        let database = try QuizDatabase()
        #expect(throws: StoreError.self) {
            try database.recordAbandonedGame(
                AbandonedGameRecord(
                    playerID: nil, mode: "tilt", answered: 1, score: 1, roundLength: 5, reason: "bored",
                    abandonedAt: Date(), localDate: Self.day))
        }
    }
}
