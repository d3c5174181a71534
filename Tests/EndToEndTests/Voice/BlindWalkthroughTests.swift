import Foundation
import TestSupport
import Testing

/// A blind player's walkthrough (issue 38): a headless trivia game, a tilt game and the Daily Challenge played from
/// the home screen
/// with no tap and no key, only spoken commands (WAVs made by the espeak-ng CLI, played into the recogniser by
/// the script's `say` lines), checked against what the game said (`--speech-log`) and its summary (answers given
/// by voice say so).
@Suite struct BlindWalkthroughTests {
    /// One line of the speech log.
    struct Utterance: Decodable {
        var text: String
        var t: Double
    }

    /// The folder's WAVs of `words`, said by espeak-ng's American voice at 160 words a minute.
    static func say(_ words: [String], in folder: String) throws {
        for word in words {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
            process.arguments = ["-v", "en-us", "-s", "160", "-w", "\(folder)/\(word).wav", word]
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "espeak-ng could not say \(word)")
        }
    }

    /// Plays from the home screen with `modes` in that order, the script's lines `(t, word)` as `say` lines
    /// (paths relative to the script's folder); returns what was said and the summary as JSON.
    static func play(modes: String, _ lines: [(Double, String)]) throws -> (said: [Utterance], summary: [String: Any]) {
        let folder = Tool.temporaryFolder()
        try say(Set(lines.map(\.1)).sorted(), in: folder)
        Tool.write("modes: [\(modes)]\naccessibility:\n  voice: true\n", to: folder + "/config.yaml")
        let script = lines.map { "{\"t\": \($0.0), \"say\": \"\($0.1).wav\"}" }
        Tool.write(script.joined(separator: "\n") + "\n", to: folder + "/script.jsonl")
        let result = try Tool.run([
            "play", "--headless", "--config", folder + "/config.yaml", "--data", folder + "/data", "--seed", "7",
            "--no-sound", "--speech-log", folder + "/speech.jsonl", "--input", folder + "/script.jsonl",
        ])
        try #require(result.status == 0, "\(result.stderr)")
        let log = try String(contentsOfFile: folder + "/speech.jsonl", encoding: .utf8)
        let said = try log.split(separator: "\n").map { try JSONDecoder().decode(Utterance.self, from: Data($0.utf8)) }
        let line = try #require(result.stdout.split(separator: "\n").last { $0.hasPrefix("{") })
        let summary = try #require(try JSONObjects.read(line) as? [String: Any])
        return (said, summary)
    }

    @Test func aTriviaQuestionHeardAndAnsweredByVoice() throws {
        // "play" on home (trivia's tile first), "play" on trivia's home (the spinner), "play" on the topic, then
        // "two" once the answers are up.
        let (said, summary) = try Self.play(
            modes: "trivia, tilt", [(1, "play"), (3, "play"), (8, "play"), (12, "two")])
        #expect(said.first?.text == "Choose a game.")
        #expect(said.contains { $0.text == "1: Trivia." } && said.contains { $0.text == "2: Tilt True/False." })
        #expect(said.contains { $0.text == "Say play, or press Enter, for Trivia." })
        #expect(summary["mode"] as? String == "trivia")
        let answers = try #require(summary["answers"] as? [[String: Any]])
        let answer = try #require(answers.first)
        let options = try #require(answer["options"] as? [[String: Any]])
        #expect(answer["via"] as? String == "voice")
        #expect(answer["chosen"] as? String == options[1]["text"] as? String, "option two chosen by voice")
        let at = try #require(answer["at"] as? Double)
        // "two" said at 12 s is about 0.4 s long; the action follows the pause after it.
        #expect(at > 12.3 && at < 13.5, "\(at)")
        // The player heard the question and its options before answering, then whether it was right.
        let question = try #require(said.firstIndex { $0.text == answer["text"] as? String })
        #expect(said[question].t < at)
        let spokenOptions = options.enumerated().map { "\($0.offset + 1): \($0.element["text"] as? String ?? "")." }
        #expect(said[(question + 1)...].prefix(4).map(\.text) == spokenOptions)
        let verdict = (answer["right"] as? Bool) == true ? "Right!" : "Wrong. Buy a second chance, or cancel."
        #expect(said.contains { $0.text == verdict && abs($0.t - at) < 0.01 })
    }

    @Test func aTiltGamePlayedToItsEndByVoice() throws {
        // "play" on home (tilt first), "play" on the title, then "true" or "false" and "next" for five statements.
        var lines: [(Double, String)] = [(1, "play"), (3, "play")]
        for index in 0..<5 {
            let start = 6 + 6 * Double(index)
            lines += [(start, index.isMultiple(of: 2) ? "true" : "false"), (start + 3, "next")]
        }
        let (said, summary) = try Self.play(modes: "tilt, trivia", lines)
        #expect(said.first?.text == "Choose a game.")
        #expect(said.contains { $0.text == "Say play, or press Enter, for Tilt True/False." })
        let answers = try #require(summary["answers"] as? [[String: Any]])
        #expect(answers.count == 5)
        for (index, answer) in answers.enumerated() {
            #expect(answer["via"] as? String == "voice")
            #expect(answer["chosen"] as? Bool == index.isMultiple(of: 2))
            let statement = try #require(said.firstIndex { $0.text == "Statement \(index + 1) of 5." })
            #expect(said[statement + 1].text == answer["text"] as? String, "the statement heard")
            let verdict = (answer["right"] as? Bool) == true ? "Right!" : "Wrong."
            #expect(said[statement...].contains { $0.text == verdict }, "whether it was right heard")
        }
        #expect(said.last?.text == "Game over. \(summary["score"] as? Int ?? -1) of 5 right.")
    }

    @Test func aDailyChallengeHeardAndAnsweredByVoice() throws {
        // "play" on home (the Daily Challenge's tile first), "play" on its home, "two", "next", "three".
        let (said, summary) = try Self.play(
            modes: "daily, trivia", [(1, "play"), (3, "play"), (7, "two"), (10, "next"), (13, "three")])
        #expect(said.contains { $0.text.hasPrefix("Daily Challenge.") })
        #expect(summary["mode"] as? String == "daily")
        let questions = try #require(summary["questions"] as? [[String: Any]])
        for (index, choice) in [1, 2].enumerated() {
            let question = questions[index]
            #expect(question["choice"] as? Int == choice, "option \(choice + 1) chosen by voice")
            #expect(question["via"] as? String == "voice")
            let heard = try #require(said.firstIndex { $0.text == "Question \(index + 1) of 10." })
            #expect(said[heard + 1].text == question["text"] as? String, "the question heard")
            let options = try #require(question["options"] as? [String])
            let correct = try #require(question["correct"] as? Int)
            #expect(said[heard...].contains { $0.text == "The answer was \(correct + 1): \(options[correct])." })
        }
        #expect(questions[2]["choice"] == nil, "the third not answered")
    }

    @Test func aQuizPackHeardAndAnsweredByVoice() throws {
        // "play" on home (the packs' tile first), "play" on the list (the first pack), "two", "next", "one".
        let (said, summary) = try Self.play(
            modes: "packs, trivia", [(1, "play"), (3, "play"), (6, "two"), (9, "next"), (12, "one")])
        #expect(said.contains { $0.text.hasPrefix("Pack 1 of ") })
        #expect(summary["mode"] as? String == "packs")
        let answers = try #require(summary["answers"] as? [[String: Any]])
        #expect(answers.count == 2)
        #expect(answers.allSatisfy { $0["via"] as? String == "voice" })
        for (index, answer) in answers.enumerated() {
            let heard = try #require(said.firstIndex { $0.text == "Question \(index + 1) of 6." })
            let chosen = try #require(answer["chosen"] as? String)
            #expect(
                said[heard...].contains { $0.text == "\(index == 0 ? 2 : 1): \(chosen)." }, "the answer chosen heard")
        }
    }

    @Test func aSayLineWithoutVoiceIsOneLineNamingIt() throws {
        let folder = Tool.temporaryFolder()
        Tool.write("{\"t\": 1, \"wait\": true}\n{\"t\": 2, \"say\": \"two.wav\"}\n", to: folder + "/script.jsonl")
        let result = try Tool.run([
            "play", "--headless", "--mode", "tilt", "--data", folder + "/data", "--no-sound", "--input",
            folder + "/script.jsonl",
        ])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                "script.jsonl:2: a \"say\" line plays a WAV into the voice recogniser: turn voice on (--voice, or "
                    + "accessibility.voice: true in the config)"), "\(result.stderr)")
        // With voice on, a WAV that is not there is named with its line.
        let missing = try Tool.run([
            "play", "--headless", "--mode", "tilt", "--voice", "--data", folder + "/data", "--no-sound", "--input",
            folder + "/script.jsonl",
        ])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("script.jsonl:2: \(folder)/two.wav: cannot be read"), "\(missing.stderr)")
    }
}
