import Foundation
import GRDB
import TestSupport
import TestSupportStore
import Testing

/// The Daily Challenge through the built binary: two data folders with the same content deal the same ten
/// questions and options on a date, a second attempt is practice, a game killed on its fifth question resumes
/// there with the time it had, an attempt left unfinished is scored after midnight, and too few questions say so.
@Suite struct DailyChallengeTests {
    struct Summary: Decodable {
        struct Question: Decodable, Equatable {
            var uid: String
            var topic: String
            var text: String
            var options: [String]
            var correct: Int
            var choice: Int?
            var secondsLeft: Double?
            var points: Int?
        }
        var mode: String
        var screen: String
        var day: String
        var play: String
        var number: Int?
        var ranked: Bool?
        var timeScale: Double?
        var score: Int?
        var right: Int?
        var answered: Int?
        var questions: [Question]?
        var secondsLeft: Double?
        var clockSeconds: Double?
        var rank: Int?
        var players: Int
        var streak: Int?

        static func parse(_ text: String) throws -> Summary { try JSONSummary.last(Summary.self, in: text) }
    }

    /// From the first screen: Play, then each option of `choices` (1-based keys) chosen after `wait` seconds, and
    /// Enter on its reveal.
    static func answers(_ choices: [Int], wait: Double = 1, reveal: Double = 0.5, from start: Double = 0.5) -> [String]
    {
        var steps = [(start, "enter")]
        var time = start + wait
        for choice in choices {
            steps += [(time, "\(choice)"), (time + reveal, "enter")]
            time += reveal + 0.1 + wait
        }
        return ScriptedInput.keys(steps)
    }

    static func play(
        _ script: [String], date: String, data: String, player: String = "Ada", extra: [String] = []
    ) throws -> Summary {
        let result = try Tool.play(
            ["--mode", "daily", "--no-sound", "--date", date, "--data", data, "--player", player] + extra,
            script: script, scriptFile: data + "-script.jsonl")
        #expect(result.status == 0, "\(result.stderr)")
        return try Summary.parse(result.stdout)
    }

    static func results(_ data: String) throws -> [Row] {
        return try StoreFile.read(data) { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT p.name, g.localDate, g.score, g.points, g.ranked FROM gameResult g
                    JOIN player p ON p.id = g.playerId WHERE g.mode = 'daily' ORDER BY g.id
                    """)
        }
    }

    @Test func twoDataFoldersWithTheSameContentDealTheSameGame() throws {
        let folder = Tool.temporaryFolder()
        let ten = Array(repeating: 1, count: 10)
        let first = try Self.play(Self.answers(ten), date: "2026-07-20", data: folder + "/one")
        let second = try Self.play(Self.answers(ten), date: "2026-07-20", data: folder + "/two", player: "Bo")
        let questions = try #require(first.questions)
        #expect(first.screen == "daily-result" && first.ranked == true && questions.count == 10)
        #expect(questions.map(\.uid) == second.questions?.map(\.uid), "the same ten in the same order")
        #expect(questions.map(\.options) == second.questions?.map(\.options), "with the options in the same order")
        #expect(Set(questions.map(\.uid)).count == 10)
        #expect(Set(questions.map(\.topic)).count >= 3, "mixed topics: \(questions.map(\.topic))")
        #expect(questions.allSatisfy { $0.options.count >= 4 && $0.options.indices.contains($0.correct) })
        #expect(questions.contains { $0.correct != 0 }, "the right answer is not always first")
        // Each answered after about a second: 100 and a bonus linear in the time left for a right one, else nothing.
        for question in questions {
            let left = try #require(question.secondsLeft)
            #expect(left > 18 && left < 19.5)
            // Scored by the whole seconds the bar showed (rounded up, as it reads): 5 points a second.
            #expect(question.points == (question.correct == 0 ? 100 + 5 * Int(left.rounded(.up)) : 0))
        }
        #expect(first.score == questions.compactMap(\.points).reduce(0, +))
        #expect(first.rank == 1 && first.players == 1)
        let other = try Self.play(Self.answers([1]), date: "2026-07-21", data: folder + "/one")
        #expect(other.questions?.map(\.uid) != questions.map(\.uid), "another date deals another game")
    }

    @Test func aSecondAttemptThatDayIsPracticeAndNotRanked() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        let ten = Array(repeating: 1, count: 10)
        let first = try Self.play(Self.answers(ten), date: "2026-07-20", data: data)
        #expect(first.ranked == true && first.number == 1 && first.streak == 1)
        let home = try Self.play([], date: "2026-07-20", data: data)
        #expect(home.screen == "daily-home" && home.play == "daily.practice" && home.rank == 1)
        let again = try Self.play(
            Self.answers(Array(repeating: 2, count: 10), wait: 0.2), date: "2026-07-20", data: data)
        #expect(again.screen == "daily-result" && again.ranked == false && again.number == 2)
        #expect(again.questions?.map(\.uid) == first.questions?.map(\.uid), "practice plays the day's questions")
        #expect(again.rank == 1 && again.players == 1, "the board still holds the first attempt only")
        let results = try Self.results(data)
        #expect(results.map { $0["ranked"] as Bool } == [true, false])
        #expect(results.map { $0["points"] as Int } == [first.score, again.score])
        #expect(again.streak == 1, "practice counts for the streak, which did not grow twice")
    }

    /// `accessibility.time_scale` 2: each question runs 40 s, an answer after the game's own 20 s counts and
    /// scores by the share of the 40 s left, and the result is kept with its scale, unranked.
    @Test func moreTimeDoublesEachQuestionsClockAndKeepsTheResultOffTheBoard() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        let config = folder + "/more-time.yaml"
        Tool.write("accessibility:\n  time_scale: 2\n", to: config)
        let ten = Array(repeating: 1, count: 10)
        let game = try Self.play(
            Self.answers(ten, wait: 21), date: "2026-07-20", data: data, extra: ["--config", config])
        #expect(game.screen == "daily-result" && game.timeScale == 2 && game.ranked == false)
        let questions = try #require(game.questions)
        for question in questions {
            let left = try #require(question.secondsLeft)
            #expect(left > 18 && left < 19.5, "answered 21 s in, with 40 s on the clock")
            #expect(question.points == (question.correct == 0 ? 100 + 5 * Int((left / 2).rounded(.up)) : 0))
        }
        let stored = try StoreFile.rows(
            "SELECT g.ranked, g.timeScalePercent FROM gameResult g WHERE g.mode = 'daily'", in: data)
        #expect(stored.map { [$0["ranked"] as Int, $0["timeScalePercent"] as Int] } == [[0, 200]])
        #expect(game.players == 0, "not on the day's board")
        let standard = try Self.play(
            Self.answers([1], wait: 21) + [#"{"t": 23, "key": "escape"}"#], date: "2026-07-20", data: folder + "/own")
        #expect(standard.timeScale == 1)
        let late = try #require(standard.questions?.first)
        #expect(late.choice == nil && late.secondsLeft == 0, "at the game's own 20 s the same answer comes too late")
    }

    @Test func aGameKilledOnItsFifthQuestionResumesThereWithTheTimeItHad() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        let journal = folder + "/journal.jsonl"
        // Four answers, then the fifth question left on the clock for a long (virtual) while: the kill comes in it.
        Tool.write(
            ScriptedInput.text(Self.answers([1, 1, 1, 1]) + [ScriptedInput.wait(3000)]),
            to: folder + "/in.jsonl")
        let child = try Child(
            [
                "play", "--mode", "daily", "--headless", "--no-sound", "--date", "2026-07-20", "--data", data,
                "--player", "Ada", "--input", folder + "/in.jsonl", "--journal", journal,
            ], folder: folder)
        func commits() -> Int {
            ((try? String(contentsOfFile: journal, encoding: .utf8)) ?? "").split(separator: "\n")
                .filter { $0.contains("dailyAttempt") }.count
        }
        // The deal, four answers, and the fifth question's first save of its clock (at 5 s; more every 5 s).
        let deadline = Date().addingTimeInterval(120)
        while child.process.isRunning, commits() < 6, Date() < deadline { usleep(500) }
        #expect(child.process.isRunning, "the game was still playing when killed")
        child.kill()
        let queue = try DatabaseQueue(path: data + "/tiltquiz.sqlite")
        let saved = try #require(
            try queue.read { db in try Row.fetchOne(db, sql: "SELECT answers, secondsLeft FROM dailyAttempt") })
        let left: Double = saved["secondsLeft"]
        #expect([15.0, 10.0, 5.0].contains(left), "saved on the fifth question's clock: \(left)")
        #expect((saved["answers"] as String).components(separatedBy: "choice").count == 5, "four answers")

        let resumed = try Self.play([#"{"t": 0.5, "key": "enter"}"#], date: "2026-07-20", data: data)
        #expect(resumed.play == "daily.continue" && resumed.answered == 4)
        #expect(resumed.screen == "daily-question" && resumed.answered == 4)
        #expect(resumed.clockSeconds == left, "the timer restarts at the time left when saved")
        #expect((resumed.secondsLeft ?? 0) > left - 2 && (resumed.secondsLeft ?? 0) < left)
        #expect(resumed.questions?.prefix(4).allSatisfy { $0.choice == 0 } == true, "the four answers are kept")
        #expect(try Self.results(data).isEmpty, "nothing is scored before the end or midnight")
    }

    @Test func anUnfinishedAttemptIsScoredAfterMidnight() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        let left = try Self.play(
            Self.answers([1, 1, 1]) + [#"{"t": 6, "key": "escape"}"#], date: "2026-07-20", data: data)
        #expect(left.screen == "daily-home" && left.answered == 3 && left.play == "daily.continue")
        #expect(try Self.results(data).isEmpty)
        let nextDay = try Self.play([], date: "2026-07-21", data: data)
        #expect(nextDay.play == "button.play", "a new day, a new game")
        let results = try Self.results(data)
        #expect(results.count == 1)
        #expect(results.first?["localDate"] == "2026-07-20" && results.first?["ranked"] == true)
        #expect(results.first?["points"] == left.score && results.first?["score"] == left.right)
        let dayBefore = try Self.play([], date: "2026-07-20", data: data)
        #expect(dayBefore.play == "daily.practice" && dayBefore.rank == 1, "on that date's board, and played")
    }

    @Test func onlyThePacksTheConfigListsAreDealt() throws {
        let folder = Tool.temporaryFolder()
        // The true/false pack alone has no multiple-choice question, though the trivia pack is installed.
        Tool.write("packs: [tiltquiz-true-false]\n", to: folder + "/config.yaml")
        let scoped = try Self.play(
            [#"{"t": 0.5, "key": "enter"}"#], date: "2026-07-20", data: folder + "/data",
            extra: ["--config", folder + "/config.yaml"])
        #expect(scoped.screen == "daily-unavailable")
        Tool.write("packs: [tiltquiz-trivia]\n", to: folder + "/config.yaml")
        let trivia = try Self.play(
            [#"{"t": 0.5, "key": "enter"}"#], date: "2026-07-20", data: folder + "/data",
            extra: ["--config", folder + "/config.yaml"])
        #expect(trivia.screen == "daily-question" && trivia.questions?.count == 10)
    }

    @Test func tooFewQuestionsSaySo() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        _ = try Self.play([], date: "2026-07-20", data: data)
        try StoreFile.write(data) { db in
            try db.execute(
                sql: """
                    UPDATE question SET status = 'retired' WHERE kind = 'multipleChoice'
                      AND id NOT IN (SELECT id FROM question WHERE kind = 'multipleChoice' ORDER BY id LIMIT 9)
                    """)
        }
        let summary = try Self.play([#"{"t": 0.5, "key": "enter"}"#], date: "2026-07-20", data: data)
        #expect(summary.screen == "daily-unavailable")
    }
}

/// The Daily Challenge's screens at 1280x720 and 320x240, compared with `Goldens/<size>/daily-*.png`: the first
/// screen with today's top 5, a question of six options, a right and a wrong reveal, the result with the player ranked below
/// the top 5, and too few questions.
@Suite struct DailyChallengeGoldenTests {
    static let kept = [
        "001-daily-home", "002-daily-question", "003-daily-reveal", "005-daily-reveal", "022-daily-result",
    ]

    /// Seven players ahead of Robin on 20 July 2026.
    static func fillBoard(_ data: String) throws {
        try StoreFile.write(data) { db in
            for (index, name) in ["Ada", "Grace", "Linus", "Margaret", "Alan", "Barbara", "Dennis"].enumerated() {
                try db.execute(
                    sql: "INSERT INTO player (name, createdAt) VALUES (?, '2026-07-20 08:00:00')", arguments: [name])
                try db.execute(
                    sql: """
                        INSERT INTO gameResult (playerId, mode, score, total, points, completedAt, localDate)
                        VALUES (?, 'daily', ?, 10, ?, ?, '2026-07-20')
                        """,
                    arguments: [db.lastInsertedRowID, 9 - index, 1_900 - index * 100, "2026-07-20 09:0\(index):00"])
            }
        }
    }

    /// Robin's game of 20 July 2026 behind the seven of `fillBoard`, played to its result in a new folder at
    /// `size` (with `extra` arguments, such as a language); the folder, its data and the screenshots' folder.
    static func playedToTheResult(
        size: String, extra: [String] = []
    ) throws -> (folder: String, data: String, shots: String) {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        _ = try DailyChallengeTests.play([], date: "2026-07-20", data: data, player: "Robin")
        try fillBoard(data)
        let shots = folder + "/shots"
        Tool.write(
            DailyChallengeTests.answers([2, 1, 1, 2, 1, 2, 1, 2, 1, 2], wait: 2, reveal: 1.5, from: 1).joined(
                separator: "\n") + "\n",
            to: folder + "/in.jsonl")
        let result = try Tool.run(
            [
                "play", "--mode", "daily", "--headless", "--no-sound", "--date", "2026-07-20", "--data", data,
                "--player", "Robin", "--screenshots", shots, "--input", folder + "/in.jsonl",
            ] + extra + GoldenPanel(size).arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return (folder, data, shots)
    }

    @Test(arguments: ["1280x720", "320x240"])
    func theChallengesScreensMatchTheirGoldens(size: String) throws {
        let panel = GoldenPanel(size)
        let (folder, data, shots) = try Self.playedToTheResult(size: size)
        GoldenCheck.compare(shots: shots, names: Self.kept, folder: size, prefix: "daily-")

        try StoreFile.write(data) { db in try db.execute(sql: "UPDATE question SET status = 'retired'") }
        let none = folder + "/none"
        Tool.write(#"{"t": 1, "key": "enter"}"# + "\n", to: folder + "/enter.jsonl")
        let empty = try Tool.run(
            [
                "play", "--mode", "daily", "--headless", "--no-sound", "--date", "2026-07-21", "--data", data,
                "--player", "Robin", "--screenshots", none, "--input", folder + "/enter.jsonl",
            ] + panel.arguments)
        #expect(empty.status == 0, "\(empty.stderr)")
        GoldenCheck.compare(shots: none, names: ["002-daily-unavailable"], folder: size, prefix: "daily-")
    }
}

/// Attract mode on a Daily Challenge kiosk: today's deal plays itself between the title and the board, and
/// keeps nothing.
@Suite struct DailyChallengeAttractTests {
    @Test func theDemoPlaysTodaysDealAndSavesNothing() throws {
        var run = KioskRun(idle: 10, secondsPerScreen: 20)
        try run.play([#"{"t": 45.0, "wait": true}"#], ["--date", "2026-07-20"], mode: "daily")
        #expect(run.status == 0, "\(run.stderr)")
        let attract = run.events.filter { $0.event == "attract" }.compactMap(\.detail)
        #expect(attract.prefix(2) == ["title", "demo"], "\(attract)")
        let kept = try StoreFile.read(run.folder + "/data") { db in
            try Int.fetchOne(db, sql: "SELECT (SELECT COUNT(*) FROM dailyAttempt) + (SELECT COUNT(*) FROM gameResult)")
        }
        #expect(kept == 0, "a demo is nobody's game")
    }
}
