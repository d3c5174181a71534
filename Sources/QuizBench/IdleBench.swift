import Foundation
import QuizApp
import QuizCore

/// The CPU share of one core the real game uses while its title screen runs
/// in real time at the display rate (60 fps on SDL's dummy driver, 1280x720),
/// from the child's /proc/PID/stat after a second to settle.
enum IdleBench {
    struct Figures: Encodable {
        var cpuPercent: Double
        var seconds: Double
    }

    static func run(quick: Bool) throws -> Figures {
        try BenchFolder.with { folder in
            let child = BenchChild(BenchChild.playArguments(mode: GameMode.tilt.rawValue, data: folder))
            try child.start()
            defer { child.stop() }
            let seconds = quick ? 3.0 : 10.0
            // Startup (the bundled packs, fonts) is not idling: start counting once it is over.
            Thread.sleep(forTimeInterval: quick ? 1.5 : 2)
            guard let before = child.cpuSeconds() else {
                throw CommandFailure("the bench's game ended before the idle measurement (tiltquiz play in \(folder))")
            }
            let start = Stopwatch.now()
            Thread.sleep(forTimeInterval: seconds)
            guard let after = child.cpuSeconds() else {
                throw CommandFailure("the bench's game ended during the idle measurement (tiltquiz play in \(folder))")
            }
            let elapsed = Stopwatch.now() - start
            return Figures(cpuPercent: (after - before) / elapsed * 100, seconds: elapsed)
        }
    }
}
