import Foundation
import GRDB
import TestSupport
import Testing

@testable import QuizStore

/// The topic list's games played headless through the real executable from
/// scripted keys: T on trivia's home opens the list, Enter its first topic
/// (Animals), Q a category quiz, T a timed challenge; on the virtual clock.
@Suite struct TopicGameTests {
    /// The event's day in UTC, so the board's "today" is the test's.
    static let config = "event:\n  time_zone: UTC\n"

    struct Played {
        var summary: TriviaSummary
        var stdout: String
    }

    static func play(_ steps: [(Double, String)], folder: String, player: String) throws -> Played {
        Tool.write(config, to: folder + "/config.yaml")
        let result = try Tool.play(
            [
                "--mode", "trivia", "--data", folder + "/data", "--seed", "7", "--config", folder + "/config.yaml",
                "--player", player,
            ], script: ScriptedInput.keys(steps), scriptFile: folder + "/\(player).jsonl")
        #expect(result.status == 0, "\(result.stderr)")
        return Played(summary: try TriviaSummary.parse(result.stdout), stdout: result.stdout)
    }

    /// Topics, the first topic, then `kind` ("q" or "t") from 1.5 s.
    static let opening: [(Double, String)] = [(0.5, "t"), (1.0, "enter"), (1.5, "q")]

    static func gameResults(_ folder: String) throws -> [Row] {
        let database = try QuizDatabase(path: QuizDatabase.file(inDirectory: folder + "/data"))
        defer { try? database.close() }
        return try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT g.mode, g.topicId, t.name AS topic, g.score, g.total, g.points, p.name AS player
                    FROM gameResult g JOIN player p ON p.id = g.playerId LEFT JOIN topic t ON t.id = g.topicId
                    ORDER BY g.id
                    """)
        }
    }

    @Test func aCategoryQuizPlaysTenQuestionsOfTheTopicAndRecordsItsGame() throws {
        let folder = Tool.temporaryFolder()
        var steps = Self.opening
        // Each question: an answer a second after it appears, Enter half a second later for the next.
        for index in 0..<10 {
            steps += [(2.0 + Double(index), "\(index % 4 + 1)"), (2.5 + Double(index), "enter")]
        }
        // The result, then back to the list and trivia's home.
        steps += [(13.0, "escape"), (13.5, "escape"), (14.0, "x")]
        let played = try Self.play(steps, folder: folder, player: "Ann")
        let game = try #require(played.summary.topicGames?.first, "\(played.stdout)")
        #expect(played.summary.topicGames?.count == 1)
        #expect(game.kind == "category")
        #expect(game.topic == "Animals")
        #expect(game.total == 10)
        #expect(game.answers.count == 10)
        #expect(Set(game.answers.map(\.question)).count == 10)
        #expect(game.answers.allSatisfy { !$0.timedOut && $0.points == ($0.right ? 100 : 0) })
        #expect(game.points == game.right * 100)
        #expect(game.rank == 1)
        #expect(game.players == 1)
        // The spinner's game was not touched.
        #expect(played.summary.answers.isEmpty)
        let rows = try Self.gameResults(folder)
        #expect(rows.count == 1)
        #expect((rows.first?["mode"] as String?) == "trivia")
        #expect((rows.first?["topic"] as String?) == "Animals")
        #expect((rows.first?["points"] as Int?) == game.points)
        #expect((rows.first?["score"] as Int?) == game.right)
        #expect((rows.first?["total"] as Int?) == 10)
        #expect((rows.first?["player"] as String?) == "Ann")
        // Its answers count toward the topic: a second quiz deals ten other questions.
        let again = try Self.play(steps, folder: folder, player: "Ann")
        let second = try #require(again.summary.topicGames?.first)
        #expect(Set(second.answers.map(\.question)).isDisjoint(with: game.answers.map(\.question)))
        // Both games on trivia's board today: Ann's points summed, still one player.
        #expect(second.rank == 1)
        #expect(second.players == 1)
    }

    /// A timed challenge: the first question answered after 2 s, the second left to time out, the rest
    /// answered a second in; the points are 100 plus the speed bonus for right answers.
    static func timedSteps() -> [(Double, String)] {
        var steps: [(Double, String)] = [(0.5, "t"), (1.0, "enter"), (1.5, "t"), (3.5, "1")]
        // Q1 revealed for 2 s from 3.5; Q2 asked at 5.5 runs out at 25.5 and is revealed until 27.5.
        var time = 27.5
        for _ in 0..<8 {
            steps += [(time + 1, "2"), (time + 1.25, "enter")]
            time += 1.25
        }
        return steps + [(time + 1, "escape"), (time + 1.5, "escape"), (time + 2, "x")]
    }

    @Test func aTimedChallengeScoresBySpeedTimesOutAndRanksOnItsTopicsBoard() throws {
        let folder = Tool.temporaryFolder()
        let played = try Self.play(Self.timedSteps(), folder: folder, player: "Ann")
        let game = try #require(played.summary.topicGames?.first, "\(played.stdout)")
        #expect(game.kind == "timed")
        #expect(game.topic == "Animals")
        #expect(game.total == 10)
        #expect(game.answers.count == 10)
        let first = game.answers[0]
        #expect(abs(first.seconds - 2) < 0.05)
        // Scored by the whole seconds the bar showed (rounded up, as it reads): 5 points a second. The summary's
        // seconds are rounded, so an answer a hair before the second may score the second above.
        let speed = { (taken: Double) in Set([-0.02, 0.02].map { 100 + 5 * Int((20 - taken + $0).rounded(.up)) }) }
        #expect(first.right ? speed(first.seconds).contains(first.points) : first.points == 0)
        let timedOut = game.answers[1]
        #expect(timedOut.timedOut)
        #expect(timedOut.points == 0)
        #expect(timedOut.seconds == 20)
        for answer in game.answers.dropFirst(2) {
            #expect(!answer.timedOut)
            #expect(abs(answer.seconds - 1) < 0.05)
            #expect(answer.right ? speed(answer.seconds).contains(answer.points) : answer.points == 0, "\(answer)")
        }
        #expect(game.points == game.answers.reduce(0) { $0 + $1.points })
        #expect(game.rank == 1)
        #expect(game.players == 1)
        let rows = try Self.gameResults(folder)
        #expect(rows.count == 1)
        #expect((rows.first?["mode"] as String?) == "timed")
        #expect((rows.first?["topic"] as String?) == "Animals")
        #expect((rows.first?["points"] as Int?) == game.points)
        // A second player who lets every question run out ranks below Ann: 2nd of 2.
        var idle: [(Double, String)] = [(0.5, "t"), (1.0, "enter"), (1.5, "t")]
        idle += [(1.5 + 10 * 22 + 1, "escape"), (1.5 + 10 * 22 + 1.5, "escape"), (1.5 + 10 * 22 + 2, "x")]
        let bob = try Self.play(idle, folder: folder, player: "Bob")
        let bobGame = try #require(bob.summary.topicGames?.first, "\(bob.stdout)")
        #expect(bobGame.answers.count == 10)
        #expect(bobGame.answers.allSatisfy { $0.timedOut })
        #expect(bobGame.points == 0)
        #expect(bobGame.rank == 2)
        #expect(bobGame.players == 2)
    }

    @Test func leavingATimedChallengeMidWayAfterTheQuestionKeepsNothing() throws {
        let folder = Tool.temporaryFolder()
        // One answer, then Escape: the question. The first arrow rings Keep playing, the second Leave; Enter:
        // back on the topic's first screen, where Q plays a quiz to its end.
        var steps: [(Double, String)] = [
            (0.5, "t"), (1.0, "enter"), (1.5, "t"), (2.5, "1"), (3.0, "enter"), (3.5, "escape"), (3.8, "left"),
            (4.0, "left"), (4.5, "enter"), (5.0, "q"),
        ]
        for index in 0..<10 {
            steps += [(6.0 + Double(index), "1"), (6.5 + Double(index), "enter")]
        }
        steps += [(17.0, "escape"), (17.5, "escape"), (18.0, "x")]
        let played = try Self.play(steps, folder: folder, player: "Ann")
        let games = try #require(played.summary.topicGames, "\(played.stdout)")
        #expect(games.map(\.kind) == ["category"])
        let rows = try Self.gameResults(folder)
        #expect(rows.count == 1)
        #expect((rows.first?["mode"] as String?) == "trivia")
    }

    @Test func keepPlayingAfterEscapeGoesOnWithTheClockRunning() throws {
        let folder = Tool.temporaryFolder()
        // Escape at 2 s, Escape again (Keep playing) at 3 s, the answer at 4 s: 2.5 s taken, the dialog's included.
        var steps: [(Double, String)] = [(0.5, "t"), (1.0, "enter"), (1.5, "t"), (2.0, "escape"), (3.0, "escape")]
        steps += [(4.0, "1"), (4.25, "enter")]
        var time = 4.25
        for _ in 0..<9 {
            steps += [(time + 0.5, "1"), (time + 0.75, "enter")]
            time += 0.75
        }
        steps += [(time + 1, "escape"), (time + 1.5, "escape"), (time + 2, "x")]
        let played = try Self.play(steps, folder: folder, player: "Ann")
        let game = try #require(played.summary.topicGames?.first, "\(played.stdout)")
        #expect(game.answers.count == 10)
        #expect(game.answers.allSatisfy { !$0.timedOut })
        #expect(abs(game.answers[0].seconds - 2.5) < 0.05)
        #expect(try Self.gameResults(folder).count == 1)
    }
}
