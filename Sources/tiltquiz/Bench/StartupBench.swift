import Foundation
import QuizScreens
import QuizStore

/// Process start to first frame presented: the real binary spawned over a
/// store of 100k questions (half true/false, half multiple choice, plus the
/// bundled packs), on SDL's dummy driver at 1280x720.
enum StartupBench {
    struct Figures: Encodable {
        /// `tiltquiz play` (the default tilt mode, its title screen), median of the runs.
        var ms: Double
        /// `tiltquiz play --mode trivia` (its home screen), median of the runs.
        var triviaMs: Double
        var questions: Int
        var runs: Int
    }

    static func run(quick: Bool) throws -> Figures {
        let folder = NSTemporaryDirectory() + "tiltquiz-bench-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let questions = 100_000
        let database = try QuizDatabase(path: QuizDatabase.file(inDirectory: folder))
        try BenchmarkData.populate(database, topics: 10, questions: questions / 2, players: 1, answers: 1_000)
        try BenchmarkData.addTrueFalse(database, count: questions / 2)
        let common = ["play", "--data", folder, "--size", "1280x720", "--no-sound", "--bench-first-frame"]
        // The first run installs the bundled packs and warms the page cache; it is not counted.
        _ = try firstFrameMs(common)
        let runs = quick ? 2 : 5
        var tilt: [Double] = []
        var trivia: [Double] = []
        for _ in 0..<runs {
            tilt.append(try firstFrameMs(common))
            trivia.append(try firstFrameMs(common + ["--mode", "trivia"]))
        }
        return Figures(
            ms: Percentile.of(tilt, 0.5), triviaMs: Percentile.of(trivia, 0.5), questions: questions, runs: runs)
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
