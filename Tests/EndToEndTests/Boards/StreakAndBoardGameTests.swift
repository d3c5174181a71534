import Foundation
import TestSupport
import Testing

/// Games played through the real executable reach the boards and the streak: Tilt True/False's game over
/// and trivia's games (Play Now to Quit) are recorded with their points, `play --date` fixes the day they
/// count on, and the streak grows over consecutive days and starts again after a missed one.
@Suite struct StreakAndBoardGameTests {
    /// `"board":{...}` of a headless game's summary.
    struct Board: Decodable, Equatable {
        var rank: Int?
        var players: Int
        var points: Int?
        var streak: Int
        var streakGrew: Bool
    }

    struct Summary: Decodable {
        var score: Int
        var board: Board?
    }

    func tiltGame(on date: String, data: String, player: String = "Ann") throws -> Board? {
        try tiltSummary(on: date, data: data, player: player).board
    }

    func tiltSummary(on date: String, data: String, player: String = "Ann") throws -> Summary {
        let result = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", data, "--seed", "1", "--player", player, "--date",
            date, "--input", HeadlessGameTests.keysAndTaps,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Summary.self, from: Data(result.stdout.utf8))
    }

    @Test func threeConsecutiveDaysMakeAStreakOfThreeAndAMissedDayStartsAgain() throws {
        let data = Tool.temporaryFolder() + "/data"
        let first = try #require(try tiltGame(on: "2026-07-20", data: data))
        #expect(first.streak == 1)
        #expect(first.streakGrew)
        #expect(first.rank == 1)
        #expect(first.players == 1)
        #expect(try tiltGame(on: "2026-07-21", data: data)?.streak == 2)
        let third = try #require(try tiltGame(on: "2026-07-22", data: data))
        #expect(third.streak == 3)
        #expect(third.streakGrew)
        // A second game the same day: the streak stays, it does not grow.
        let second = try tiltSummary(on: "2026-07-22", data: data)
        let again = try #require(second.board)
        #expect(again.streak == 3)
        #expect(!again.streakGrew)
        // A round's points are its right answers.
        #expect(again.points == (third.points ?? 0) + second.score, "the day's board adds the day's games")
        // Another player the same day ranks beside Ann.
        let bob = try #require(try tiltGame(on: "2026-07-22", data: data, player: "Bob"))
        #expect(bob.players == 2)
        #expect(bob.rank == 2)
        // The 23rd missed: the 24th starts again at 1.
        let after = try #require(try tiltGame(on: "2026-07-24", data: data))
        #expect(after.streak == 1)

        let board = try Tool.run([
            "leaderboard", "--data", data, "--period", "week", "--date", "2026-07-24", "--json",
        ])
        #expect(board.status == 0, "\(board.stderr)")
        let object = try #require(try JSONObjects.read(board.stdout) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.map { $0["name"] as? String } == ["Ann", "Bob"])
        #expect(rows.first?["games"] as? Int == 5)
    }

    @Test func aTriviaGameFromPlayNowToQuitIsRecordedWithItsPoints() throws {
        let options = try TriviaGameTests.firstOptions()
        let folder = Tool.temporaryFolder()
        // The right answer at 7 s, its result until 12 s, then Quit from the progress screen: trivia's home.
        let played = try TriviaGameTests.play(
            [(7.0, "\(options.right + 1)"), (14.0, "escape"), (15.0, "x")],
            extra: ["--player", "Ann", "--date", "2026-07-22"], folder: folder)
        let points = played.summary.points
        #expect(points > 0)
        let board = try Tool.run([
            "leaderboard", "--data", folder + "/data", "--mode", "trivia", "--date", "2026-07-22", "--csv",
        ])
        #expect(board.status == 0, "\(board.stderr)")
        let lines = board.stdout.split(separator: "\r\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.last?.hasPrefix("1,Ann,\(points),1,") == true, "\(lines)")
    }
}
