import Foundation
import TestSupport
import Testing

/// `play --speech-log` through the real executable, headless and with `--no-sound`: what was said, in order, on
/// the game's clock.
@Suite struct SpeechLogTests {
    /// One line of the speech log.
    struct Utterance: Decodable, Equatable {
        var text: String
        var voice: String
        var t: Double
    }

    static func read(_ path: String) throws -> [Utterance] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            try JSONDecoder().decode(Utterance.self, from: Data(line.utf8))
        }
    }

    /// Trivia with seed 7, Play Now at 0.5 s, Play at 4 s, `key` at 10 s: its speech log and its summary.
    static func playTrivia(answering key: String) throws -> (said: [Utterance], answer: TriviaSummary.Answer) {
        let folder = Tool.temporaryFolder()
        let result = try Tool.play(
            [
                "--mode", "trivia", "--data", folder + "/data", "--seed", "7", "--no-sound", "--speech-log",
                folder + "/speech.jsonl",
            ], script: ScriptedInput.keys([(0.5, "enter"), (4.0, "enter"), (10.0, key), (16.0, "x")]),
            scriptFile: folder + "/script.jsonl")
        #expect(result.status == 0, "\(result.stderr)")
        let answer = try #require(try TriviaSummary.parse(result.stdout).answers.first)
        return (try read(folder + "/speech.jsonl"), answer)
    }

    @Test func aTriviaQuestionIsSaidWithItsOptionsThenItsResult() throws {
        // A first game finds the right option's key (the seed deals the same question and order again).
        let first = try Self.playTrivia(answering: "2")
        let right = try #require(first.answer.options.firstIndex { $0.correct })
        let (said, answer) = try Self.playTrivia(answering: String(right + 1))
        #expect(answer.right)
        #expect(said.allSatisfy { $0.voice == "en" })
        #expect(zip(said, said.dropFirst()).allSatisfy { $0.t <= $1.t }, "in the order said, on the game's clock")
        #expect(said.first == Utterance(text: "Trivia. Press Enter to play.", voice: "en", t: 0.01))
        #expect(said.dropFirst().first == Utterance(text: "Choosing a topic.", voice: "en", t: 0.5))
        let question = try #require(said.firstIndex { $0.text == answer.text })
        #expect(said[question - 1].text.hasSuffix(". Enter to play, P to pass."), "the topic the spinner landed on")
        // Play at 4 s: the question at once; its options when the answers appear, 2 s later, with their keys.
        #expect(said[question].t == 4.0)
        let options = answer.options.enumerated().map { "\($0.offset + 1): \($0.element.text)." }
        #expect(said[(question + 1)...].prefix(4).map(\.text) == options)
        #expect(said[(question + 1)...].prefix(4).allSatisfy { $0.t == 6.0 })
        // The right key at 10 s: the result, the right answer and the points; the topic's progress 5 s later.
        let after = Array(said[(question + 5)...])
        #expect(
            after.prefix(3).map(\.text) == [
                "Right!", "The answer was \(right + 1): \(answer.options[right].text).", "\(answer.points) points.",
            ])
        #expect(after.prefix(3).allSatisfy { $0.t == 10.0 })
        #expect(after.dropFirst(3).first?.text.hasSuffix(" percent right.") == true)
        #expect(abs((after.dropFirst(3).first?.t ?? 0) - 15.0) <= 0.01, "within one 120 Hz step of the result's end")

        // The wrong key (seed 7 puts the right answer elsewhere): the offer of a Second Chance, at once.
        try #require(!first.answer.right)
        let wrong = first.said.drop { $0.text != first.answer.text }.dropFirst(5)
        #expect(wrong.first == Utterance(text: "Wrong. Buy a second chance, or cancel.", voice: "en", t: 10.0))
    }

    @Test func aTiltGameSaysEachStatementAndItsReveal() throws {
        let folder = Tool.temporaryFolder()
        let result = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", folder + "/data", "--seed", "1", "--no-sound",
            "--speech-log", folder + "/speech.jsonl", "--input", HeadlessGameTests.keysAndTaps,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try GameSummary.parse(result.stdout)
        let said = try Self.read(folder + "/speech.jsonl")
        #expect(said.first?.text == "Tilt True or False. Tilt or press Enter to play.")
        var cursor = said.startIndex
        for (index, answer) in summary.answers.enumerated() {
            let number = try #require(said[cursor...].firstIndex { $0.text == "Statement \(index + 1) of 5." })
            #expect(said[number + 1].text == answer.text)
            #expect(said[number + 2].text == "Tilt left for true, right for false.")
            let reveal = try #require(said[number...].firstIndex { $0.text == (answer.right ? "Right!" : "Wrong.") })
            // Said when the reveal shows: at a tap's answer, and after a tilt's arrow has snapped (0.2 s).
            #expect(said[reveal].t >= answer.at && said[reveal].t <= answer.at + 0.25)
            #expect(said[reveal + 1].text == (answer.correct ? "It is true." : "It is false."))
            cursor = reveal
        }
        #expect(said.last?.text == "Game over. \(summary.score) of 5 right.")
    }

    /// A Spanish player gets English statements (none in Spanish are bundled): the title says so after its words,
    /// in Spanish, and the statements dealt are English.
    @Test func statementsNotInThePlayersLanguageAreSaidToBe() throws {
        let folder = Tool.temporaryFolder()
        let result = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", folder + "/data", "--seed", "1", "--no-sound",
            "--language", "es", "--speech-log", folder + "/speech.jsonl", "--input", HeadlessGameTests.keysAndTaps,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let said = try Self.read(folder + "/speech.jsonl")
        #expect(
            said.prefix(2).map(\.text).last == "Aún no está en tu idioma: se muestra en inglés", "\(said.prefix(3))")
        let summary = try GameSummary.parse(result.stdout)
        #expect(summary.answers.allSatisfy { said.map(\.text).contains($0.text) })
    }

    /// Which came first through the real executable: the title, each question with both cards read by number,
    /// the reveal with the year of each, and the score; every card's text as the summary has it.
    @Test func whichCameFirstSaysTheCardsAndTheYears() throws {
        let folder = Tool.temporaryFolder()
        let (summary, _) = try WhichCameFirstTests.play(
            WhichCameFirstTests.answers([0, 1, 0, 1, 0]), date: "2026-07-20", data: folder + "/data",
            extra: ["--speech-log", folder + "/speech.jsonl"])
        let questions = try #require(summary.questions)
        let said = try Self.read(folder + "/speech.jsonl").map(\.text)
        #expect(said.first?.hasPrefix("Which came first?") == true)
        var cursor = said.startIndex
        for (index, question) in questions.enumerated() {
            let number = try #require(
                said[cursor...].firstIndex { $0 == "Question \(index + 1) of 5. Which came first?" })
            #expect(
                Array(said[(number + 1)...].prefix(2))
                    == question.events.enumerated().map { "\($0.offset + 1): \($0.element.text)." })
            let later = 1 - question.earlier
            let reveal = try #require(
                said[number...].firstIndex { $0 == (question.right == true ? "Right!" : "Wrong.") })
            #expect(
                Array(said[(reveal + 1)...].prefix(2)) == [
                    "Card \(question.earlier + 1) came first, in \(question.events[question.earlier].year).",
                    "Card \(later + 1): \(question.events[later].year).",
                ])
            cursor = reveal
        }
        #expect(said.last == "Game over. \(summary.score ?? -1) of 5 right.")
    }

    /// The Daily Challenge through the real executable: each of the ten questions with its number, text and
    /// options, each reveal with the right answer, and the score the summary has.
    @Test func theDailyChallengeSaysItsQuestionsAndTheScore() throws {
        let folder = Tool.temporaryFolder()
        let summary = try DailyChallengeTests.play(
            DailyChallengeTests.answers(Array(repeating: 1, count: 10)), date: "2026-07-20", data: folder + "/data",
            extra: ["--speech-log", folder + "/speech.jsonl"])
        let questions = try #require(summary.questions)
        let said = try Self.read(folder + "/speech.jsonl").map(\.text)
        #expect(said.first?.hasPrefix("Daily Challenge.") == true)
        var cursor = said.startIndex
        for (index, question) in questions.enumerated() {
            let number = try #require(said[cursor...].firstIndex { $0 == "Question \(index + 1) of 10." })
            #expect(said[number + 1] == question.text)
            #expect(
                Array(said[(number + 2)...].prefix(question.options.count))
                    == question.options.enumerated().map { "\($0.offset + 1): \($0.element)." })
            let answer = try #require(
                said[number...].firstIndex {
                    $0 == "The answer was \(question.correct + 1): \(question.options[question.correct])."
                })
            #expect(said[answer - 1] == (question.choice == question.correct ? "Right!" : "Wrong."))
            cursor = answer
        }
        let points = summary.score ?? -1
        #expect(
            said.last
                == "Your score today: \(points) point\(points == 1 ? "" : "s"), \(summary.right ?? -1) of 10 right.")
    }

    /// A quiz pack through the real executable: each question by number with its answers, the right answer on
    /// each answer screen as the summary has it, and the score.
    @Test func aQuizPackSaysItsQuestionsAndTheScore() throws {
        let folder = Tool.temporaryFolder()
        let result = try Tool.play(
            [
                "--no-sound", "--data", folder + "/data", "--pack", "quiz-mathematics", "--exit-when-done",
                "--speech-log", folder + "/speech.jsonl",
            ], script: PacksGameTests.swipedAnswers(["1", "2", "3", "4", "1", "2"], from: 0.5),
            scriptFile: folder + "/in.jsonl")
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try PacksGameTests.Summary.parse(result.stdout)
        let said = try Self.read(folder + "/speech.jsonl").map(\.text)
        var cursor = said.startIndex
        for (index, answer) in summary.answers.enumerated() {
            let number = try #require(said[cursor...].firstIndex { $0 == "Question \(index + 1) of 6." })
            #expect(
                said[number + 2].hasPrefix("1: ") && said[number + 3].hasPrefix("2: "),
                "numbered answers after the text")
            let verdict = try #require(said[number...].firstIndex { $0 == (answer.right ? "Right!" : "Wrong.") })
            #expect(
                said[verdict + 1].hasPrefix("The answer was ") && said[verdict + 1].hasSuffix(": \(answer.correct)."))
            cursor = verdict
        }
        let right = summary.answers.filter(\.right).count
        #expect(said.last == "Game over. \(right) of 6 right.")
    }

    /// The Accessibility screen through the real executable: Back held 2 s opens it over the tilt game, which
    /// stops speaking; the screen says how to use it and each setting the keys reach, and a changed value.
    @Test func theAccessibilityScreenSaysItsSettings() throws {
        let folder = Tool.temporaryFolder()
        let result = try Tool.play(
            [
                "--mode", "tilt", "--data", folder + "/data", "--no-sound", "--speech-log", folder + "/speech.jsonl",
            ],
            script: [
                ScriptedInput.key(1, "escape", down: true), ScriptedInput.key(3.5, "escape", down: false),
                ScriptedInput.key(4, "down"), ScriptedInput.key(5, "down"), ScriptedInput.key(6, "enter"),
                ScriptedInput.key(7, "escape"), ScriptedInput.key(8, "x"),
            ], scriptFile: folder + "/script.jsonl")
        #expect(result.status == 0, "\(result.stderr)")
        let said = try Self.read(folder + "/speech.jsonl")
        let opened = try #require(said.firstIndex { $0.text.hasPrefix("Accessibility.") })
        #expect(said[opened].t >= 3 && said[opened].t <= 3.1, "said as the 2 s hold opens the screen")
        #expect(
            said[opened...].prefix(5).map(\.text) == [
                "Accessibility. Up and Down choose a setting, Enter changes it, Escape goes back.",
                "Read aloud: On.", "Voice commands: Off.", "Text size: 100\u{00A0}%.", "Text size: 125\u{00A0}%.",
            ])
    }

    /// In the player's language: the narration's phrases from the catalog and the voice of that language; the
    /// statements' own words as they are (the bundled statements are English).
    @Test(arguments: [
        ("de", "Kipp: Wahr oder falsch. Kippe oder drücke Enter zum Spielen.", "Aussage 1 von 5."),
        ("ar", "الإمالة: صح أم خطأ. أمِل الجهاز أو اضغط Enter لتلعب.", "العبارة 1 من 5."),
    ])
    func aTiltGameIsSaidInThePlayersLanguage(language: String, title: String, first: String) throws {
        let folder = Tool.temporaryFolder()
        let result = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", folder + "/data", "--seed", "1", "--no-sound",
            "--language", language, "--speech-log", folder + "/speech.jsonl", "--input", HeadlessGameTests.keysAndTaps,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try GameSummary.parse(result.stdout)
        let said = try Self.read(folder + "/speech.jsonl")
        #expect(said.first?.text == title)
        #expect(said.allSatisfy { $0.voice == language })
        let number = try #require(said.firstIndex { $0.text == first }, "\(said.map(\.text))")
        #expect(said[number + 1].text == summary.answers.first?.text)
    }

    @Test func aSpeechLogThatCannotBeCreatedIsOneLine() throws {
        let folder = Tool.temporaryFolder()
        let result = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", folder + "/data", "--no-sound", "--speech-log",
            folder + "/missing/speech.jsonl", "--input", HeadlessGameTests.keysAndTaps,
        ])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                "cannot create the speech log \(folder)/missing/speech.jsonl: check the folder exists and is writable"))
    }
}
