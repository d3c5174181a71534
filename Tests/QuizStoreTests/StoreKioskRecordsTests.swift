import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// A kiosk's records over a real store, through the play's saves.
@Suite struct StoreKioskRecordsTests {
    static let noon = Date(timeIntervalSince1970: 1_779_710_400)  // 2026-05-25 12:00 UTC

    @Test func todaysBestAndResetGamesGoThroughTheStore() throws {
        let database = try QuizDatabase()
        let player = try PlayerDirectory(database: database).newPlayer(named: "Ada")
        let saves = PlaySaves(database: database)
        let utc = try #require(TimeZone(identifier: "UTC"))
        let records = StoreKioskRecords(saves: saves, timeZone: utc, now: { Self.noon })
        for (score, day) in [(3, "2026-05-25"), (5, "2026-05-25"), (5, "2026-05-24")] {
            try database.recordGame(
                GameRecord(
                    playerID: player.id, mode: .tilt, score: score, total: 5, points: score,
                    completedAt: Self.noon, localDate: day))
        }
        let best = records.todaysBest(limit: 5)
        #expect(
            best
                == [5, 3].enumerated().map { index, score in
                    BestGame(
                        rank: index + 1, playerName: "Ada", mode: "tilt", score: score, total: 5,
                        completedAt: Self.noon.timeIntervalSince1970)
                })
        #expect(records.todaysBest(limit: 1).count == 1)

        records.keepAbandoned(
            AbandonedRound(
                mode: "trivia", player: player, progress: RoundProgress(answered: 2, right: 1, roundLength: nil),
                reason: "timeout"))
        #expect(saves.finish())
        #expect(
            try database.abandonedGames() == [
                AbandonedGameRecord(
                    playerID: player.id, mode: "trivia", answered: 2, score: 1, roundLength: nil, reason: "timeout",
                    abandonedAt: Self.noon, localDate: "2026-05-25")
            ])
    }

    @Test func aStoreThatCannotBeReadShowsNoGamesAndSaysSoOnce() throws {
        let database = try QuizDatabase()
        let saves = PlaySaves(database: database)
        var messages: [String] = []
        saves.report = { messages.append($0) }
        try database.write { db in try db.execute(sql: "DROP TABLE gameResult") }
        let records = StoreKioskRecords(saves: saves, timeZone: .current)
        #expect(records.todaysBest(limit: 5).isEmpty)
        #expect(records.todaysBest(limit: 5).isEmpty)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix("could not read the store: ") == true)
    }
}
