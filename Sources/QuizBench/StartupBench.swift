import Foundation
import QuizApp
import QuizCore
import QuizScreens
import QuizStore

/// Process start to first frame presented: the real binary spawned over a
/// store of 100k questions (half true/false, half multiple choice, plus the
/// bundled packs) and a million answers (100k with `--quick`), on SDL's
/// dummy driver at 1280x720; after a clean exit (the store sealed, no
/// damage check) and after a crash (the seal gone: `quick_check` first).
enum StartupBench {
    struct Figures: Encodable {
        /// `tiltquiz play` (the default tilt mode, its title screen), median of the runs.
        var ms: Double
        /// `tiltquiz play --mode trivia` (its home screen), median of the runs.
        var triviaMs: Double
        /// `tiltquiz play` after a crash: the store's damage check runs first.
        var afterCrashMs: Double
        var questions: Int
        var answers: Int
        var runs: Int
    }

    static func run(quick: Bool) throws -> Figures {
        try BenchFolder.with { folder in
            let questions = 100_000
            let database = try QuizDatabase(path: QuizDatabase.file(inDirectory: folder))
            let answers = quick ? 100_000 : 1_000_000
            try BenchmarkData.populate(database, topics: 10, questions: questions / 2, players: 1_000, answers: answers)
            try BenchmarkData.addTrueFalse(database, count: questions / 2)
            let common = BenchChild.playArguments(mode: GameMode.tilt.rawValue, data: folder, ["--bench-first-frame"])
            // The first run installs the bundled packs and warms the page cache; it is not counted.
            _ = try firstFrameMs(common)
            let runs = quick ? 2 : 5
            var tilt: [Double] = []
            var trivia: [Double] = []
            var afterCrash: [Double] = []
            let store = QuizDatabase.file(inDirectory: folder)
            for _ in 0..<runs {
                tilt.append(try firstFrameMs(common))
                trivia.append(try firstFrameMs(common + ["--mode", GameMode.trivia.rawValue]))
                StoreSeal.breakSeal(store)
                afterCrash.append(try firstFrameMs(common))
            }
            return Figures(
                ms: Percentile.of(tilt, 0.5), triviaMs: Percentile.of(trivia, 0.5),
                afterCrashMs: Percentile.of(afterCrash, 0.5), questions: questions, answers: answers, runs: runs)
        }
    }

    /// Milliseconds from just before the spawn to the first frame the child presented.
    static func firstFrameMs(_ arguments: [String]) throws -> Double {
        let child = BenchChild(arguments)
        try child.start()
        let output = child.waitForOutput(timeout: 30)
        let line = output.split(separator: "\n").first { $0.hasPrefix(FirstFrame.prefix) }
        guard let line, let presented = Double(line.dropFirst(FirstFrame.prefix.count)) else {
            throw CommandFailure(
                "the bench's game (tiltquiz \(arguments.joined(separator: " "))) presented no frame: "
                    + "status \(child.process.terminationStatus)")
        }
        return (presented - child.spawnedAt) * 1000
    }
}
