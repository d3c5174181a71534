import Foundation
import TestSupport
import Testing

/// Whole games played headless through the real executable.
@Suite struct HeadlessGameTests {
    static let keysAndTaps = Tool.root + "/Tests/EndToEndTests/Fixtures/keys-and-taps.jsonl"

    @Test func aScriptedGameOfKeysAndTapsReportsEveryAnswer() throws {
        let folder = Tool.temporaryFolder()
        let result = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", folder + "/data", "--seed", "1", "--input",
            Self.keysAndTaps,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try GameSummary.parse(result.stdout)
        #expect(summary.mode == "tilt")
        #expect(summary.total == 5)
        #expect(summary.answers.map(\.chosen) == [true, false, true, false, true])
        #expect(summary.answers.map(\.via) == ["tilt", "tilt", "tap", "tap", "tilt"])
        #expect(summary.score == summary.answers.filter(\.right).count)
        #expect(Set(summary.answers.map(\.question)).count == 5, "no repeats within a round")
        for answer in summary.answers {
            #expect(answer.right == (answer.chosen == answer.correct))
        }
        // Held Left from 1.5 s: the simulated device reaches the stages and commits well within a second.
        #expect(summary.answers[0].at > 1.7 && summary.answers[0].at < 2.5)
        #expect(summary.answers[2].at == 8.5, "a tap answers at once")

        // Every answer is kept in the store with the option chosen.
        let export = try Tool.run([
            "export", "answers", folder + "/answers.json", "--format", "json", "--data", folder + "/data",
        ])
        #expect(export.status == 0, "\(export.stderr)")
        let rows = try JSONObjects.read(Data(contentsOf: URL(fileURLWithPath: folder + "/answers.json")))
        let answers = try #require(rows as? [[String: Any]]).map { row in row.mapValues { "\($0)" } }
        #expect(answers.map { $0["question"] ?? "" } == summary.answers.map(\.question))
        #expect(answers.map { $0["chosen"] ?? "" } == summary.answers.map { $0.chosen ? "true" : "false" })
        #expect(answers.map { $0["result"] ?? "" } == summary.answers.map { $0.right ? "right" : "wrong" })
        #expect(answers.allSatisfy { $0["mode"] == "tilt" })
    }

    /// Over two new stores: the same store remembers what its player was dealt and deals them others.
    @Test func theSameSeedAndScriptPlayTheSameGame() throws {
        let folder = Tool.temporaryFolder()
        let arguments = { (data: String) in
            [
                "play", "--mode", "tilt", "--headless", "--data", folder + data, "--seed", "99", "--input",
                Self.keysAndTaps,
            ]
        }
        let first = try Tool.run(arguments("/first"))
        let second = try Tool.run(arguments("/second"))
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
    }

    /// A handheld without touch: tilt to answer, hold still for Play and Next.
    @Test func aWholeGameFromATiltTrace() throws {
        let folder = Tool.temporaryFolder()
        let sides = [true, false, true, true, false]
        let starts = sides.indices.map { 4.0 + 5.0 * Double($0) }
        let trace = TraceBuilder(
            tilts: zip(starts, sides).map { TraceBuilder.Tilt(start: $0, left: $1) }, duration: 30)
        Tool.write(trace.text(), to: folder + "/trace.jsonl")
        let result = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", folder + "/data", "--seed", "5", "--tilt",
            "replay:" + folder + "/trace.jsonl",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try GameSummary.parse(result.stdout)
        #expect(summary.total == 5)
        #expect(summary.answers.map(\.chosen) == sides)
        #expect(summary.answers.allSatisfy { $0.via == "tilt" })
        for (answer, start) in zip(summary.answers, starts) {
            #expect(answer.at > start + 0.2 && answer.at < start + 1.0, "committed during its own tilt")
        }
    }

    @Test func aTraceThatEndsEarlyEndsTheGameWithoutAnAnswer() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(TraceBuilder(tilts: [], duration: 5).text(), to: folder + "/still.jsonl")
        let result = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", folder + "/data", "--tilt",
            "replay:" + folder + "/still.jsonl",
        ])
        #expect(result.status == 0)
        let summary = try GameSummary.parse(result.stdout)
        #expect(summary.answers.isEmpty, "stillness plays (title hold) but never answers")
        #expect(summary.total == 5)
    }

    @Test func questionsSetsTheRoundLength() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(
            "{\"t\": 0.1, \"key\": \"enter\"}\n{\"t\": 0.5, \"tap\": [0.16, 0.72]}\n{\"t\": 1.0, \"key\": \"enter\"}\n",
            to: folder + "/in.jsonl")
        let result = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", folder + "/data", "--questions", "1", "--input",
            folder + "/in.jsonl",
        ])
        let summary = try GameSummary.parse(result.stdout)
        #expect(summary.total == 1)
        #expect(summary.answers.count == 1)
    }
}
