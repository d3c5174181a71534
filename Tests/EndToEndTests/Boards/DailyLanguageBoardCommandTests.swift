import Foundation
import QuizCore
import QuizStore
import TestSupport
import Testing

/// `tiltquiz leaderboard --mode daily --language CODE` through the real executable: each language's Daily board
/// ranks its own deal (issue 37), every language's together without it, and a `--language` the board cannot take
/// is named.
@Suite struct DailyLanguageBoardCommandTests {
    static let day = CalendarDay(year: 2026, month: 7, day: 22)!

    /// A data folder whose store holds the day's Daily Challenges: two dealt in German, one in English.
    static func filledStore() throws -> String {
        let data = Tool.temporaryFolder() + "/data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let database = try QuizDatabase(path: QuizDatabase.file(inDirectory: data))
        let questions = (0..<10).map { index in
            DailyQuestion(uid: "q\(index)", topic: "T", text: "Q\(index)", options: ["a", "b"], correct: 0)
        }
        for (name, right, language) in [("Jonas", 9, "de"), ("Ada", 7, "en"), ("Lea", 4, "de")] {
            let player = try PlayerDirectory(database: database).player(named: name)
            let attempt = SavedDailyAttempt(
                day: day, number: 1, questions: questions,
                answers: Array(repeating: DailyAnswer(choice: 0, secondsLeft: 10, points: 100), count: right),
                secondsLeft: 0, finished: true)
            try database.saveDailyAttempt(attempt, playerID: player.id, language: language, at: Date())
        }
        return data
    }

    /// The board's CSV rows as "name points".
    func rows(_ arguments: [String], data: String) throws -> [String] {
        let result = try Tool.run(
            ["leaderboard", "--mode", "daily", "--date", Self.day.description, "--csv"] + arguments + ["--data", data])
        #expect(result.status == 0, "\(result.stderr)")
        // CSV lines end in CR LF, one Character in Swift.
        return result.stdout.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }.map { line in
            let cells = line.split(separator: ",")
            return "\(cells[1]) \(cells[2])"
        }
    }

    @Test func eachLanguageHasItsOwnDailyBoard() throws {
        let data = try Self.filledStore()
        #expect(try rows(["--language", "de"], data: data) == ["Jonas 900", "Lea 400"])
        #expect(try rows(["--language", "en"], data: data) == ["Ada 700"])
        #expect(try rows(["--language", "tr"], data: data).isEmpty)
        #expect(try rows([], data: data) == ["Jonas 900", "Ada 700", "Lea 400"])
        let text = try Tool.run(
            ["leaderboard", "--mode", "daily", "--date", Self.day.description, "--language", "de", "--data", data])
        #expect(text.stdout.hasPrefix("Daily Challenge · de, "), "\(text.stdout)")
    }

    @Test func aLanguageTheBoardCannotTakeIsNamed() throws {
        let data = try Self.filledStore()
        for (arguments, message) in [
            (["--mode", "daily", "--language", "German"], "--language German: not a language code such as de"),
            (
                ["--mode", "tilt", "--language", "de"],
                "--language de: only the Daily Challenge has a board per language"
            ),
        ] {
            let result = try Tool.run(["leaderboard"] + arguments + ["--data", data])
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }
}
