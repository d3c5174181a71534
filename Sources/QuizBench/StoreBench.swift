import Foundation
import QuizApp
import QuizCore
import QuizStore

/// A CSV import of many rows, timed against the sqlite3 shell importing the
/// same file into comparable tables (see `ImportBaseline`), and again with
/// the writer at `synchronous = NORMAL`, to weigh what FULL costs.
enum ImportBench {
    struct Figures: Encodable {
        var rows: Int
        var seconds: Double
        /// The same import with `synchronous = NORMAL` (not durable at a power cut).
        var normalSyncSeconds: Double
        /// The sqlite3 shell filling the same schema (tables, indexes, constraints) from the file.
        var sqlite3Seconds: Double?
        var ratio: Double?
        /// The sqlite3 shell's bare `.import` into one table of text columns without an index: a floor, not a
        /// like-for-like comparison (one row instead of seven, no index).
        var sqlite3FlatSeconds: Double?
        var flatRatio: Double?
    }

    static func run(rows: Int) throws -> Figures {
        try BenchFolder.with { folder in
            let csv = PathText.join(folder, "bench.csv")
            var text = "topic,question,correct,wrong1,wrong2,wrong3,wrong4,wrong5,badge,explanation,source\n"
            text.reserveCapacity(rows * 120)
            for index in 0..<rows {
                text +=
                    "Topic \(index % 12),Bench question number \(index)?,Answer \(index),W1 \(index),W2,W3,W4,W5,,"
                    + "Because of \(index).,https://example.org/\(index)\n"
            }
            try text.write(toFile: csv, atomically: true, encoding: .utf8)

            let database = try QuizDatabase(path: PathText.join(folder, "ours/tiltquiz.sqlite"))
            var summary = ImportSummary()
            let ours = try Stopwatch.time {
                summary = try database.importFiles([csv], format: .csv, packName: nil, dryRun: false)
            }
            guard summary.questions == rows else {
                throw CommandFailure("the benchmark import stored \(summary.questions) of \(rows) rows")
            }
            let normal = try QuizDatabase(path: PathText.join(folder, "normal/tiltquiz.sqlite"))
            try normal.setSynchronous(full: false)
            let normalSeconds = try Stopwatch.time {
                _ = try normal.importFiles([csv], format: .csv, packName: nil, dryRun: false)
            }
            let comparableStore = PathText.join(folder, "shell/tiltquiz.sqlite")
            // The same migrations create the shell's tables, before its clock starts.
            _ = try QuizDatabase(path: comparableStore)
            let shell = ImportBaseline.comparableSeconds(csv: csv, database: comparableStore, rows: rows)
            let flat = ImportBaseline.flatSeconds(csv: csv, database: PathText.join(folder, "flat.sqlite"))
            return Figures(
                rows: rows, seconds: ours, normalSyncSeconds: normalSeconds, sqlite3Seconds: shell,
                ratio: shell.map { ours / $0 },
                sqlite3FlatSeconds: flat, flatRatio: flat.map { ours / $0 })
        }
    }
}

/// Next-question selection at scale.
enum SelectBench {
    struct Figures: Encodable {
        var questions: Int
        var players: Int
        var answers: Int
        var picks: Int
        var medianMs: Double
        var p99Ms: Double
        /// `PRAGMA quick_check` on this store, as `play` runs it before the first frame.
        var quickCheckMs: Double
        /// The board query (`QuizDatabase.board`) over `boardResults` games.
        var board: BoardFigures
    }

    /// The board query's times per period (`day`, `week`, `all`), top 10 and the asking player's row.
    struct BoardFigures: Encodable {
        var results: Int
        var days: Int
        var queriesPerPeriod: Int
        var p99Ms: [String: Double]
        var medianMs: [String: Double]
    }

    static func run(quick: Bool) throws -> Figures {
        let questions = quick ? 10_000 : 100_000
        let players = quick ? 1_000 : 10_000
        let answers = quick ? 100_000 : 1_000_000
        return try BenchFolder.with { folder in
            let database = try QuizDatabase(path: PathText.join(folder, "tiltquiz.sqlite"))
            try BenchmarkData.populate(database, topics: 10, questions: questions, players: players, answers: answers)
            var random = SystemRandomNumberGenerator()
            var times: [Double] = []
            let picks = quick ? 500 : 2_000
            for _ in 0..<picks {
                let topic = Int64.random(in: 1...10, using: &random)
                let player = Int64.random(in: 1...Int64(players), using: &random)
                let key = Int64.random(in: 0...Int64.max, using: &random)
                times.append(
                    try Stopwatch.milliseconds {
                        _ = try database.nextQuestion(topicID: topic, playerID: player, randomKey: key)
                    })
            }
            // A store just filled is in the page cache; play's check at start mostly is too (the file was just opened).
            let quickCheck = try Stopwatch.milliseconds { _ = try database.quickCheckProblems() }
            let timing = Timing(of: times)
            return Figures(
                questions: questions, players: players, answers: answers, picks: picks, medianMs: timing.medianMs,
                p99Ms: timing.p99Ms, quickCheckMs: quickCheck,
                board: try boards(database, players: players, quick: quick))
        }
    }

    /// A new store in `folder` with the data this part measures on, its games over the 90 days to today in
    /// the machine's time zone (so today's boards have them); the line saying what it holds.
    static func fill(folder: String, quick: Bool) throws -> String {
        let file = QuizDatabase.file(inDirectory: folder)
        guard !FileManager.default.fileExists(atPath: file) else {
            // As a usage error: the folder given is the problem.
            throw CommandFailure("--fill \(folder): it already has a store; give a new folder", exitCode: 64)
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let database = try QuizDatabase(path: file)
        let (questions, players, answers, results) =
            quick ? (10_000, 1_000, 100_000, 10_000) : (100_000, 10_000, 1_000_000, 100_000)
        try BenchmarkData.populate(database, topics: 10, questions: questions, players: players, answers: answers)
        let today = CalendarDay(LocalDate.string(for: Date(), in: .current)) ?? CalendarDay(daysSinceEpoch: 0)
        try BenchmarkData.addGames(database, count: results, days: 90, lastDay: today)
        return "Filled \(file): \(questions) questions, \(players) players, \(answers) answers, \(results) games "
            + "over the 90 days to \(today)."
    }

    /// 100,000 games (10,000 quick) over 90 days; each period's board asked for a random mode, topic and player.
    static func boards(_ database: QuizDatabase, players: Int, quick: Bool) throws -> BoardFigures {
        let results = quick ? 10_000 : 100_000
        let days = 90
        let lastDay = CalendarDay(year: 2026, month: 7, day: 31) ?? CalendarDay(daysSinceEpoch: 0)
        try BenchmarkData.addGames(database, count: results, days: days, lastDay: lastDay)
        let queries = quick ? 100 : 500
        var random = SystemRandomNumberGenerator()
        var p99: [String: Double] = [:]
        var median: [String: Double] = [:]
        let modes: [GameMode] = [.tilt, .trivia, .daily, .timed]
        // Day boards of any day (their totals are exact); week and all-time boards as the game asks for them
        // (today, from the kept totals) and as a replay of an earlier day asks (`--date`: the games summed
        // when later ones count in the period).
        let asked: [(name: String, period: BoardPeriod, anyDay: Bool)] = [
            ("day", .day, true), ("week", .week, false), ("weekEarlierDay", .week, true), ("all", .all, false),
            ("allEarlierDay", .all, true),
        ]
        for (name, period, anyDay) in asked {
            var times: [Double] = []
            for _ in 0..<queries {
                let mode = modes[Int.random(in: 0..<modes.count, using: &random)]
                let back = anyDay ? Int.random(in: 1..<days, using: &random) : 0
                let scope = BoardScope(
                    mode: mode, topicID: mode == .timed ? Int64.random(in: 1...10, using: &random) : nil,
                    period: period, day: lastDay.adding(days: -back))
                let player = Int64.random(in: 1...Int64(players), using: &random)
                times.append(try Stopwatch.milliseconds { _ = try database.board(scope, top: 10, playerID: player) })
            }
            let timing = Timing(of: times)
            p99[name] = timing.p99Ms
            median[name] = timing.medianMs
        }
        return BoardFigures(results: results, days: days, queriesPerPeriod: queries, p99Ms: p99, medianMs: median)
    }
}

/// What a saved answer costs: one trivia answer (its row, the end of its
/// saved round) committed on a file store with `synchronous = FULL`, as the
/// game saves, and with NORMAL, which a power cut can undo.
enum SaveBench {
    struct Figures: Encodable {
        var answers: Int
        var fullMedianMs: Double
        var fullP99Ms: Double
        var normalMedianMs: Double
        var normalP99Ms: Double
    }

    static func run(quick: Bool) throws -> Figures {
        try BenchFolder.with { folder in
            let database = try QuizDatabase(path: PathText.join(folder, "tiltquiz.sqlite"))
            let count = quick ? 100 : 400
            try BenchmarkData.populate(database, topics: 4, questions: 2 * count, players: 1, answers: 0)
            let repository = try TriviaRepository.forNewGuest(in: database)
            var question: Int64 = 0
            func times() throws -> [Double] {
                var times: [Double] = []
                for _ in 0..<count {
                    question += 1
                    let answer = TriviaAnswerRecord(
                        questionID: question, topicID: 1, optionID: nil, result: .timeout, points: 0, secondsTaken: 20)
                    times.append(
                        try Stopwatch.milliseconds {
                            try repository.persist([.recordAnswer(answer)], round: .clear, at: Date())
                        })
                }
                return times
            }
            let full = Timing(of: try times())
            try database.setSynchronous(full: false)
            let normal = Timing(of: try times())
            return Figures(
                answers: count, fullMedianMs: full.medianMs, fullP99Ms: full.p99Ms, normalMedianMs: normal.medianMs,
                normalP99Ms: normal.p99Ms)
        }
    }
}
