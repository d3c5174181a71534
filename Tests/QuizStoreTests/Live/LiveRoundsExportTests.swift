import Foundation
import QuizCore
import TestSupport
import Testing

@testable import QuizStore

/// `tiltquiz export live`: a row per player per live round, ranked within the round, as CSV and JSON; other
/// modes' games are not in it.
@Suite struct LiveRoundsExportTests {
    @Test func eachRoundsPlayersInRankOrderTiesSharingARank() throws {
        let database = try QuizDatabase()
        let monday = LiveRoundStoreTests.monday
        // Two rounds: the second with a tie; and a tilt game beside them that the export leaves out.
        try database.recordLiveRound(
            LiveRoundStoreTests.round([("Bo", 900), ("=Ana", 1500)], at: monday, localDate: "2026-07-20"))
        try database.recordLiveRound(
            LiveRoundStoreTests.round(
                [("Cy", 700), ("Di", 1200), ("Ed", 1200)], at: monday.addingTimeInterval(600), localDate: "2026-07-20"))
        _ = try database.write { db in
            try GameRecord(
                playerID: nil, mode: .tilt, score: 3, total: 5, points: 300, completedAt: monday,
                localDate: "2026-07-20"
            ).insert(db)
        }
        let folder = TemporaryFolder()
        #expect(try database.export(.live, to: folder.file("live.csv"), format: .csv) == 5)
        let csv = try String(contentsOfFile: folder.file("live.csv"), encoding: .utf8)
        #expect(
            csv == "round,rank,player,right,questions,points,date\r\n"
                + "2026-07-20T12:00:00Z,1,'=Ana,1,3,1500,2026-07-20\r\n"
                + "2026-07-20T12:00:00Z,2,Bo,1,3,900,2026-07-20\r\n"
                + "2026-07-20T12:10:00Z,1,Di,1,3,1200,2026-07-20\r\n"
                + "2026-07-20T12:10:00Z,1,Ed,1,3,1200,2026-07-20\r\n"
                + "2026-07-20T12:10:00Z,3,Cy,1,3,700,2026-07-20\r\n")
        #expect(try database.export(.live, to: folder.file("live.json"), format: .json) == 5)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.file("live.json")))
        let objects = try #require(try JSONObjects.read(data) as? [[String: Any]])
        #expect(objects.map { "\($0["player"] ?? "")" } == ["=Ana", "Bo", "Di", "Ed", "Cy"])
        #expect(objects.map { "\($0["rank"] ?? "")" } == ["1", "2", "1", "1", "3"])
    }
}
