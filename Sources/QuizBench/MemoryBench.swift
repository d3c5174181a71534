import Foundation
import QuizCore
import QuizScreens

/// Peak resident memory over a scripted session of mixed modes in virtual
/// time, every frame drawn at 60 fps with the software renderer at
/// 1280x720 (Tilt True/False and trivia in turn, every 30 s), and how much the
/// resident size grew between its first and last minute. Runs in this
/// process, first, with the peak reset as it starts.
enum MemoryBench {
    struct Figures: Encodable {
        var peakMB: Double
        /// The largest size in the last window less the largest in the first.
        var growthMB: Double
        var firstWindowMB: Double
        var lastWindowMB: Double
        /// The resident size's trend after the first window (least squares, MB per minute):
        /// a leak shows as a steady rise, where the caches' turnover only moves it up and down.
        var trendMBPerMinute: Double
        /// Virtual seconds played, and the length of the first and last windows.
        var sessionSeconds: Double
        var windowSeconds: Double
        var frames: Int
        var games: Int
    }

    static func run(quick: Bool) throws -> Figures {
        ProcessMemory.resetPeak()
        let seconds = quick ? 30.0 : 600.0
        let window = quick ? 5.0 : 60.0
        return try BenchFolder.with { folder in
            let rig = try FrameBench.openRig()
            defer { rig.close() }
            let world = try ScreenWorld(folder: folder, assets: try FrameBench.assets(), sounds: rig.sounds)
            var player = ScriptedPlayer(world: world, seed: 11)
            var samples: [(time: Double, mb: Double)] = []
            var time = 0.0
            var frames = 0
            var step = 0
            let trace = MemoryTrace()
            while time < seconds {
                // Both modes play within the first minute, so the growth it is compared with is what
                // accumulates (a leak, a cache without bounds), not what a mode loads when first used.
                try player.act(at: time, switchEvery: quick ? 10 : 30)
                player.driver.step()
                step += 1
                time = Double(step) * PlaySession.stepSeconds
                if step % 2 == 0 {
                    rig.drawFrame(player.driver.scene, at: player.driver.time)
                    frames += 1
                }
                if step % 120 == 0 { samples.append((time, ProcessMemory.residentMB())) }
                if step % 1200 == 0 { trace.note(time: time, rig: rig) }
            }
            let first = samples.filter { $0.time <= window }.map(\.mb).max() ?? 0
            let last = samples.filter { $0.time > seconds - window }.map(\.mb).max() ?? 0
            let settled = samples.filter { $0.time > window }
            return Figures(
                peakMB: ProcessMemory.peakMB(), growthMB: last - first, firstWindowMB: first, lastWindowMB: last,
                trendMBPerMinute: 60 * Self.slope(settled.map { ($0.time, $0.mb) }),
                sessionSeconds: seconds, windowSeconds: window, frames: frames, games: player.games)
        }
    }
}

extension MemoryBench {
    /// The least-squares slope of `points` (y per unit of x); 0 for fewer than two distinct x.
    static func slope(_ points: [(x: Double, y: Double)]) -> Double {
        guard points.count >= 2 else { return 0 }
        let count = Double(points.count)
        let meanX = points.reduce(0) { $0 + $1.x } / count
        let meanY = points.reduce(0) { $0 + $1.y } / count
        let spread = points.reduce(0) { $0 + ($1.x - meanX) * ($1.x - meanX) }
        guard spread > 0 else { return 0 }
        return points.reduce(0) { $0 + ($1.x - meanX) * ($1.y - meanY) } / spread
    }
}

/// A seeded player for the memory session: plays Tilt True/False and
/// trivia in turn, switching every so often, pressing a key (or holding a
/// tilt) every 0.6 s; a game that ends or is left is replaced by a new one.
struct ScriptedPlayer {
    let world: ScreenWorld
    private(set) var driver: SceneDriver
    private(set) var games = 1
    private var random: SeededRandom
    private var trivia = false
    private var modeStarted = 0.0
    private var nextAction = 0.5
    private var release: (key: String, at: Double)?

    init(world: ScreenWorld, seed: UInt64) {
        self.world = world
        driver = world.trueFalseScene()
        random = SeededRandom(seed: seed)
    }

    /// Trivia keys, the likely ones several times over.
    static let triviaKeys =
        [
            "enter", "enter", "enter", "1", "2", "3", "4", "1", "2", "3", "4", "p", "f", "j", "c", "h", "s", "r", "b",
            "0",
        ]
        + ["escape"]

    mutating func act(at time: Double, switchEvery: Double) throws {
        if time - modeStarted >= switchEvery || driver.scene.wantsQuit || (driver.scene.isDone && !trivia) {
            if time - modeStarted >= switchEvery {
                trivia.toggle()
                modeStarted = time
            }
            driver = trivia ? try world.sessionTriviaScene() : world.trueFalseScene()
            games += 1
            release = nil
            nextAction = time + 0.5
        }
        if let release, time >= release.at {
            driver.hold(release.key, down: false)
            self.release = nil
        }
        guard time >= nextAction else { return }
        nextAction = time + 0.6
        if trivia {
            driver.press(Self.triviaKeys[random.index(below: Self.triviaKeys.count)])
            return
        }
        switch random.index(below: 4) {
        case 0, 1:
            driver.press("enter")
        default:
            guard release == nil else { return }
            let key = random.index(below: 2) == 0 ? "left" : "right"
            driver.hold(key)
            release = (key, time + 1.2)
        }
    }
}
