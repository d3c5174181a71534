import Foundation
import TestSupport
import TestSupportStore
import Testing

/// `accessibility.time_scale` through the real executable: with 2 the trivia timer runs 80 s, an answer after
/// the game's own 40 s still counts and scores by the share of the 80 s left, the summary says the scale, and the
/// result is kept with it, marked in the export and left off the board, which ranks the game's own time.
@Suite struct TimeScaleGameTests {
    /// Plays trivia as `player`: Play Now at 0.5 s, Play at 4 s, the answers in at 6 s; then `steps`.
    static func play(
        _ steps: [(Double, String)], player: String, config: String?, folder: String
    ) throws -> TriviaSummary {
        let result = try Tool.play(
            ["--mode", "trivia", "--data", folder + "/data", "--seed", TriviaGameTests.seed, "--player", player]
                + (config.map { ["--config", $0] } ?? []),
            script: ScriptedInput.keys([(0.5, "enter"), (4.0, "enter")] + steps),
            scriptFile: folder + "/\(player).jsonl")
        #expect(result.status == 0, "\(result.stderr)")
        return try TriviaSummary.parse(result.stdout)
    }

    @Test func moreTimeAcceptsALateAnswerScoresItsShareAndKeepsTheResultOffTheBoard() throws {
        let first = try TriviaGameTests.firstOptions()
        let folder = Tool.temporaryFolder()
        let config = folder + "/more-time.yaml"
        Tool.write("accessibility:\n  time_scale: 2\n", to: config)
        // 56 s: 50 s after the answers came in, 10 s past the game's own 40 s; 30 s of 80 left.
        let scaled = try Self.play(
            [(56.0, "\(first.right + 1)"), (63.0, "escape")], player: "Bea", config: config, folder: folder)
        #expect(scaled.timeScale == 2)
        let answer = try #require(scaled.answers.first)
        #expect(answer.question == first.timedOut.answers[0].question, "the same seed deals the same question")
        #expect(answer.result == "right", "at the game's own time this answer would have come after the time-out")
        #expect(answer.remaining == 30)
        // 30 s of 80 left scores as 15 s of 40 would: 300, not the 600 of 30 s left on a 40 s bar.
        #expect(answer.points == 300)

        let standard = try Self.play(
            [(31.0, "\(first.right + 1)"), (38.0, "escape")], player: "Ada", config: nil, folder: folder)
        #expect(standard.timeScale == 1)

        let results = try StoreFile.rows(
            """
            SELECT p.name, g.points, g.ranked, g.timeScalePercent FROM gameResult g JOIN player p ON p.id = g.playerId
            ORDER BY g.id
            """, in: folder + "/data")
        #expect(
            results.map { "\($0["name"] as String) \($0["timeScalePercent"] as Int) \($0["ranked"] as Bool)" }
                == ["Bea 200 false", "Ada 100 true"])

        let board = try Tool.run([
            "leaderboard", "--mode", "trivia", "--period", "all", "--json", "--data", folder + "/data",
        ])
        #expect(board.status == 0, "\(board.stderr)")
        #expect(board.stdout.contains("\"Ada\""))
        #expect(!board.stdout.contains("\"Bea\""), "a result with more time is not ranked at the game's own time")

        let file = folder + "/games.json"
        let export = try Tool.run(["export", "games", file, "--format", "json", "--data", folder + "/data"])
        #expect(export.status == 0, "\(export.stderr)")
        let rows = try JSONObjects.read(Data(contentsOf: URL(fileURLWithPath: file)))
        // In the order the games ended on their clocks: Ada's ended at 38 s, Bea's at 63 s.
        let scales = try #require(rows as? [[String: Any]]).map { $0["timeScalePercent"] as? Int }
        #expect(scales == [100, 200])
    }
}
