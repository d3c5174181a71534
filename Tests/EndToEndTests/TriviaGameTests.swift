import Foundation
import TestSupport
import Testing

/// Trivia games played headless through the real executable, from scripted
/// keys and taps. Every game: Play Now at 0.5 s, Play at 4 s (the spinner
/// lands within 3 s), the question alone until 6 s, then the 40 s timer.
@Suite struct TriviaGameTests {
    static let seed = "7"

    struct Played {
        var summary: TriviaSummary
        var folder: String
    }

    /// The kiosk of these games takes coins (key 0, $1.00 each), so the shop charges credits.
    static let coinMode = Tool.root + "/Tests/EndToEndTests/Fixtures/coin-mode.yaml"

    /// Plays `steps` (time, key) after Play Now and Play, on a fresh data folder,
    /// in coin mode unless `config` names another file (nil: none, the defaults).
    static func play(
        _ steps: [(Double, String)], extra: [String] = [], config: String? = coinMode,
        folder: String = Tool.temporaryFolder()
    ) throws -> Played {
        let result = try Tool.play(
            ["--mode", "trivia", "--data", folder + "/data", "--seed", seed] + (config.map { ["--config", $0] } ?? [])
                + extra, script: ScriptedInput.keys([(0.5, "enter"), (4.0, "enter")] + steps),
            scriptFile: folder + "/script.jsonl")
        #expect(result.status == 0, "\(result.stderr)")
        return Played(summary: try TriviaSummary.parse(result.stdout), folder: folder)
    }

    /// The first question's options as dealt with the test seed, found by letting it time out.
    static func firstOptions() throws -> (right: Int, wrong: Int, timedOut: TriviaSummary) {
        // A key that does nothing keeps the script, and so the game, going past the time-out.
        let played = try play([(48.0, "x")])
        let answer = try #require(played.summary.answers.first)
        let right = try #require(answer.options.firstIndex { $0.correct })
        return (right, right == 0 ? 1 : 0, played.summary)
    }

    @Test func aTimeOutCostsALifeAndScoresNothing() throws {
        let summary = try Self.firstOptions().timedOut
        #expect(summary.mode == "trivia")
        #expect(summary.answers.count == 1)
        let answer = summary.answers[0]
        #expect(answer.result == "timeout")
        #expect(answer.right == false)
        #expect(answer.remaining == 0)
        #expect(answer.points == 0)
        #expect(answer.chosen == nil)
        #expect(abs(answer.at - 46.0) <= 0.01, "answers in at 6 s, 40 s on the timer, seen within one 120 Hz step")
        #expect(answer.options.count == 4)
        #expect(answer.options.filter(\.correct).count == 1)
        #expect(summary.lives == 2)
        #expect(summary.points == 0)
        #expect(summary.topic != nil)
    }

    @Test func aRightAnswerWith20SecondsLeftScores400() throws {
        let first = try Self.firstOptions()
        let summary = try Self.play([(26.0, "\(first.right + 1)")]).summary
        let answer = try #require(summary.answers.first)
        #expect(answer.question == first.timedOut.answers[0].question, "the same seed deals the same question")
        #expect(answer.result == "right")
        #expect(answer.remaining == 20.0)
        #expect(answer.points == 400)
        #expect(answer.at == 26.0)
        #expect(answer.chosen == answer.options[first.right].text)
        #expect(summary.points == 400)
        #expect(summary.lives == 3)
    }

    @Test func secondChanceIsBoughtWithACoinAndAnsweredAgain() throws {
        let first = try Self.firstOptions()
        let summary = try Self.play([
            (6.5, "0"), (7.0, "\(first.wrong + 1)"), (8.0, "s"), (9.0, "\(first.right + 1)"),
        ]).summary
        #expect(summary.answers.map(\.result) == ["wrong", "right"])
        #expect(summary.answers[0].points == 0)
        #expect(summary.answers[0].remaining == 39.0)
        // The timer stood still while the offer was on screen (7 s to 8 s).
        #expect(summary.answers[1].remaining == 38.0)
        #expect(summary.answers[1].points == 600)
        #expect(summary.lives == 2, "the life lost to the wrong answer stays lost")
        #expect(summary.purchases.map(\.item) == ["secondChance"])
        #expect(summary.purchases.first?.provider == "credits")
        #expect(summary.purchases.first?.priceCents == 99)
    }

    /// SwimPedia repeats the Second Chance offer for time-outs: bought after
    /// one, the try has 10 s (the bar had none left) and scores by them.
    @Test func aTimeOutOffersSecondChanceAndTheTryHasTenSeconds() throws {
        let first = try Self.firstOptions()
        // Out of time at 46 s; a coin and S at 48 s; the right answer at 50 s.
        let summary = try Self.play([(47.0, "0"), (48.0, "s"), (50.0, "\(first.right + 1)")]).summary
        #expect(summary.answers.map(\.result) == ["timeout", "right"])
        let retry = try #require(summary.answers.last)
        #expect(abs(retry.remaining - 8) < 0.01, "10 s from the purchase, 2 s taken: \(retry.remaining)")
        #expect(retry.points == 160, "as any answer with 8 s left")
        #expect(summary.lives == 2, "the life lost to the time-out stays lost")
        #expect(summary.purchases.map(\.item) == ["secondChance"])
    }

    @Test func declinedAfterATimeOutTheQuestionGoesBackToThePool() throws {
        let summary = try Self.play([(47.0, "escape"), (53.0, "escape")]).summary
        #expect(summary.answers.map(\.result) == ["timeout"])
        #expect(summary.purchases.isEmpty)
        #expect(summary.lives == 2)
    }

    /// A tester's question timed out under a power-up's explanation and cost a
    /// life: the timer now waits while it is open, and an answer key closes it and answers.
    @Test func theExplanationNeverCostsTime() throws {
        let first = try Self.firstOptions()
        // Jump It explained at 7 s (39 s left), left open until 60 s, past the 46 s the question had.
        let summary = try Self.play([(7.0, "j"), (60.0, "\(first.right + 1)")]).summary
        let answer = try #require(summary.answers.first)
        #expect(summary.answers.count == 1)
        #expect(answer.result == "right")
        #expect(answer.remaining == 39.0)
        #expect(answer.points == 600)
        #expect(summary.lives == 3)
    }

    /// On a fresh store nobody has answered anything: People's Choice would
    /// show nothing, so it is not spent.
    @Test func peoplesChoiceIsKeptWhenNobodyHasAnswered() throws {
        let played = try Self.play(
            [(7.0, "c"), (7.2, "enter"), (7.4, "c"), (7.6, "4"), (7.8, "escape"), (8.0, "c"), (9.0, "j")],
            config: nil)
        #expect(played.summary.purchases.map(\.item) == ["peoplesChoice"])
        #expect(played.summary.powerUps == [], "People's Choice refused; Jump It only explained")
        // The store agrees: three owned, none used.
        let show = try Tool.run(["players", "show", "Player 1", "--json", "--data", played.folder + "/data"])
        #expect(show.status == 0, "\(show.stderr)")
        let record = try JSONObjects.read(show.stdout) as? [String: Any]
        let rows = try #require(record?["rows"] as? [String: Any])
        let inventory = (rows["powerUpInventory"] as? [[String: Any]] ?? []).map {
            "\($0["kind"] ?? "") \($0["count"] ?? "")"
        }
        #expect(inventory == ["peoplesChoice 3"])
        #expect((rows["powerUpUse"] as? [Any] ?? []).isEmpty)
    }

    @Test func jumpItSkipsWithoutLosingALife() throws {
        let summary = try Self.play([
            (6.5, "0"), (7.0, "j"), (7.2, "enter"), (7.4, "b"), (7.6, "3"), (7.8, "escape"), (8.0, "j"),
        ]).summary
        #expect(summary.answers.map(\.result) == ["skipped"])
        #expect(summary.answers[0].points == 0)
        // 2 s after the answers came in, 0.2 of them under Jump It's explanation (the timer waits there).
        #expect(summary.answers[0].remaining == 38.2)
        #expect(summary.answers[0].at == 8.0)
        #expect(summary.powerUps == ["jumpIt"])
        #expect(summary.purchases.map(\.item) == ["jumpIt"])
        #expect(summary.lives == 3)
    }

    @Test func freezeTimeAndHalfOffChangeTheClockAndTheAnswers() throws {
        let first = try Self.firstOptions()
        let summary = try Self.play([
            (6.2, "0"), (6.3, "0"), (6.5, "f"), (6.6, "enter"), (6.7, "b"), (6.8, "2"), (6.9, "5"), (7.0, "escape"),
            (8.0, "f"), (8.2, "h"), (8.3, "enter"), (8.4, "h"), (8.6, "c"), (8.7, "enter"), (8.8, "c"),
            (30.0, "\(first.right + 1)"),
        ]).summary
        #expect(summary.powerUps == ["freezeTime", "halfOff"], "a third power-up is refused")
        #expect(summary.purchases.map(\.item) == ["freezeTime", "halfOff"])
        let answer = try #require(summary.answers.first)
        // 24 s after the answers came in, 10 of them frozen and 0.1 under Freeze Time's explanation
        // (the other two explanations were read while frozen): 26.1 s left, 522 points.
        #expect(answer.remaining == 26.1)
        #expect(answer.points == 522)
        #expect(answer.result == "right")
    }

    @Test func quittingFromTheProgressScreenEndsTheGame() throws {
        let first = try Self.firstOptions()
        let played = try Self.play([(7.0, "\(first.right + 1)"), (13.0, "escape"), (60.0, "enter")])
        // The script runs to 60 s, but quitting at 13 s from the progress screen ends the game there.
        #expect(played.summary.answers.count == 1)
        #expect(played.summary.points == 600)
        // The store kept the answer with the option chosen, for the kiosk's player.
        let export = try Tool.run([
            "export", "answers", played.folder + "/answers.json", "--format", "json", "--data", played.folder + "/data",
        ])
        #expect(export.status == 0, "\(export.stderr)")
        let rows = try JSONObjects.read(Data(contentsOf: URL(fileURLWithPath: played.folder + "/answers.json")))
        let answers = try #require(rows as? [[String: Any]]).map { row in row.mapValues { "\($0)" } }
        #expect(answers.count == 1)
        #expect(answers.first?["mode"] == "trivia")
        #expect(answers.first?["result"] == "right")
    }
}
