import Foundation
import QuizApp
import QuizLive
import QuizScreens
import Synchronization

/// The big screen's frames while the phones play (issue 39): the round's own `LiveScene` stepped and drawn whole
/// at 60 frames a second in real time on a thread of its own (1280x720, software renderer, SDL's dummy driver), following
/// the host the phones play against, as `play --mode live` draws it; and before the round, trivia's question drawn
/// the same way, the floor its p99 is held to. Trivia's floor is drawn after a frame that made its textures, as the
/// frame part draws every screen; the live frames are told apart the same way: each screen's first frame (a new
/// stage or question, whose texts are made then) and the rest. That floor has no first frame, while the round's
/// frames hold one for each screen it showed; so after the round, with its phones gone, trivia's question is drawn
/// again as a player plays on, moving to a new question as often as the round changed screens (as many frames as
/// the round drew, as many of them first frames, evenly spaced): the floor like for like (`triviaChanging`), which
/// the target is read against. The phones play from a child process, so the host's process holds the host, its
/// listener and the screen.
enum LiveBenchFrames {
    /// What the big screen's part measured.
    struct Figures: Encodable, Sendable {
        /// Trivia's question drawn whole, before the round (the floor).
        var trivia: Timing
        /// The live screens drawn whole while the phones joined and played.
        var live: Timing
        /// Live p99 over trivia's (target: unchanged, <= 1.05).
        var p99Ratio: Double
        var liveFrames: Int
        /// The first frame of each screen the round showed, and the rest (`settled`), whose p99 over trivia's is
        /// `settledRatio`.
        var firstFrames: Timing
        var firstFrameCount: Int
        var settled: Timing
        var settledRatio: Double
        /// Questions whose results the screen drew.
        var resultsDrawn: Int
        /// The longest, over the questions, from the start of the last frame that showed a question open to the
        /// end of the first that showed its results: an upper bound of the time from its close to its results
        /// on screen (one frame at 60 Hz is 16.7 ms).
        var resultsWithinMs: Double
        /// The longest gap between two frames' starts during the round (the loop's own stalls), and the screen of
        /// the frame it delayed.
        var longestGapMs: Double
        var longestGapBefore: String
        /// The live frames by the stage they drew (`live-join`, `live-question`, `live-distribution`,
        /// `live-podium`...): which screen a slow frame was.
        var byStage: [String: Timing]
        /// The same frames on the screen thread's CPU clock: what the drawing itself took, without the time other
        /// threads (the listener's, the phones' process, a build beside the bench) held the cores. Trivia's floor,
        /// the live frames, their p99 ratio, and each screen's first frame.
        var triviaCPU: Timing
        var liveCPU: Timing
        var cpuP99Ratio: Double
        var firstFramesCPU: Timing
        /// Trivia's question moving to a new question as often as the round changed screens, drawn after the round
        /// (the floor like for like: its first frames at the round's share): wall and CPU clock, its first frames
        /// on the CPU clock, and the live p99 over it on each clock. The target (<= 1.05) is read against
        /// `cpuP99RatioChanging`; `p99Ratio` and `cpuP99Ratio` stay, against the floor without first frames.
        var triviaChanging: Timing
        var triviaChangingCPU: Timing
        var triviaChangingFirstFrames: Int
        var triviaChangingFirstFramesCPU: Timing
        var p99RatioChanging: Double
        var cpuP99RatioChanging: Double
    }

    static let frameSeconds = 1.0 / 60

    /// `run` on a thread of its own, once the round's listener has a port, until the round is over; the round
    /// is told the screen is ready also when it could not be drawn, so that it does not wait for it.
    static func onThreadOfItsOwn(
        host: LiveHost, round: LiveBenchRound, floorFrames: Int
    ) async -> Result<
        Figures, any Error
    > {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                while round.port == nil, !round.isOver { usleep(1000) }
                let figures = Result {
                    guard let port = round.port else {
                        throw CommandFailure("the live round ended before its listener opened")
                    }
                    return try run(
                        host: host, port: port, floorFrames: floorFrames, ready: round.screenIsReady,
                        drew: round.drew, done: { round.isOver })
                }
                round.screenIsReady()
                round.screenEnds()
                continuation.resume(returning: figures)
            }
            thread.name = "live bench screen"
            thread.start()
        }
    }

    /// Draws trivia's question `floorFrames` times for the floor, says it is `ready` for the round, then draws the
    /// live scene over `host` until `done` says the round is over, telling `drew` the stage of each frame.
    static func run(
        host: LiveHost, port: Int, floorFrames: Int, ready: () -> Void, drew: (LiveStage) -> Void,
        done: @escaping @Sendable () -> Bool
    ) throws -> Figures {
        let rig = try FrameBench.openRig()
        defer { rig.close() }
        return try BenchFolder.with(purpose: "live-frames") { folder in
            let floor = try triviaFloor(rig, folder: folder)
            let trivia = try triviaTimes(rig, floor, frames: floorFrames, changes: 0)
            ready()
            let scene = LiveScene(
                host: host, joinURL: "http://127.0.0.1:\(port)/",
                timing: LiveDirector.Timing(autoStartPlayers: 0, autoStartSeconds: 30),
                choice: LiveRoundChoice(source: "bench", questions: 0),
                hooks: LiveSceneHooks(sources: [], questions: { _ in [] }, finished: { _, _ in }, opened: { _ in }))
            var frames = LiveFrameLog()
            let began = Stopwatch.now()
            var next = began
            while !done() {
                let start = Stopwatch.now()
                // A frame is the loop's step and its drawing, as in the game: a step that closes a question writes to
                // every phone (37 ms at the podium while each phone's message sorted the standings).
                var cpu = 0.0
                let spent = Stopwatch.milliseconds {
                    cpu = CPUClock.milliseconds {
                        scene.update(at: start - began)
                        rig.drawWholeFrame(scene, at: start - began)
                    }
                }
                frames.add(spent, cpu: cpu, stage: scene.director.stage, screen: scene.screenName, start: start)
                drew(scene.director.stage)
                next += frameSeconds
                let wait = next - Stopwatch.now()
                if wait > 0 { usleep(UInt32(wait * 1e6)) }
            }
            // The floor like for like, once the round's share of first frames is known.
            let changing = try triviaTimes(rig, floor, frames: frames.times.count, changes: frames.cpuFirst.count)
            return try frames.figures(trivia: trivia, changing: changing)
        }
    }

    /// Trivia's question as the frame part draws it, after its first frame, which makes its textures.
    private static func triviaFloor(_ rig: FrameRig, folder: String) throws -> SceneDriver {
        guard let fixture = ScreenFixture.all.first(where: { $0.name == "triviaQuestion" }) else {
            throw CommandFailure("the live bench's floor, triviaQuestion, is not among the bench's screens")
        }
        let world = try ScreenWorld(folder: folder, assets: try FrameBench.assets(), sounds: rig.sounds)
        let driver = try fixture.prepare(world).driver
        rig.drawWholeFrame(driver.scene, at: driver.time)
        return driver
    }

    /// Trivia's frames timed.
    struct TriviaTimes {
        var wall: Timing
        var cpu: Timing
        var firstCPU: Timing
        var firstFrames: Int
    }

    /// The frames the floor's frames start at a new question: `changes` of `frames`, evenly spaced from the first.
    static func changingFrames(_ frames: Int, changes: Int) -> Set<Int> {
        guard frames > 0, changes > 0 else { return [] }
        return Set((0..<min(changes, frames)).map { $0 * frames / min(changes, frames) })
    }

    /// Trivia's question (`driver`, from `triviaFloor`) drawn whole `frames` times at 60 a second, timed on the wall
    /// clock and on the thread's CPU clock (600 frames are the ten seconds of its timer the frame part measures).
    /// With `changes`, the player moves on to a new question before that many of the frames, evenly spaced
    /// (`ScreenFixture.nextQuestion`, not timed: the answer, result and progress between are other screens), so that
    /// those frames are the new question's first, which make its texts.
    private static func triviaTimes(
        _ rig: FrameRig, _ driver: SceneDriver, frames: Int, changes: Int
    ) throws -> TriviaTimes {
        let firsts = changingFrames(frames, changes: changes)
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var firstCPU: [Double] = []
        var next = Stopwatch.now()
        for index in 0..<frames {
            if firsts.contains(index) {
                try ScreenFixture.nextQuestion(driver)
                next = Stopwatch.now()
            }
            let time = driver.time
            var cpu = 0.0
            times.append(
                Stopwatch.milliseconds {
                    cpu = CPUClock.milliseconds {
                        rig.drawWholeFrame(driver.scene, at: time)
                        driver.run(seconds: frameSeconds)
                    }
                })
            cpuTimes.append(cpu)
            if firsts.contains(index) { firstCPU.append(cpu) }
            next += frameSeconds
            let wait = next - Stopwatch.now()
            if wait > 0 { usleep(UInt32(wait * 1e6)) }
        }
        return TriviaTimes(
            wall: Timing(of: times), cpu: Timing(of: cpuTimes), firstCPU: Timing(of: firstCPU),
            firstFrames: firstCPU.count)
    }
}

/// The live frames as they were drawn: their times, by screen, whether each was its screen's first, and when each
/// question's results first showed.
private struct LiveFrameLog {
    var times: [Double] = []
    var cpuTimes: [Double] = []
    var cpuFirst: [Double] = []
    var first: [Double] = []
    var settled: [Double] = []
    var byStage: [String: [Double]] = [:]
    var starts: [Double] = []
    var screens: [String] = []
    var lastStage: LiveStage?
    var lastQuestionFrame: [Int: Double] = [:]
    var resultsDrawnAfter: [Int: Double] = [:]

    mutating func add(_ spent: Double, cpu: Double, stage: LiveStage, screen: String, start: Double) {
        times.append(spent)
        cpuTimes.append(cpu)
        if stage != lastStage { cpuFirst.append(cpu) }
        starts.append(start)
        screens.append(screen)
        byStage[screen, default: []].append(spent)
        if stage == lastStage { settled.append(spent) } else { first.append(spent) }
        lastStage = stage
        switch stage {
        case .question(let index): lastQuestionFrame[index] = start
        case .distribution(let index):
            if resultsDrawnAfter[index] == nil, let shown = lastQuestionFrame[index] {
                resultsDrawnAfter[index] = (Stopwatch.now() - shown) * 1000
            }
        default: break
        }
    }

    func figures(
        trivia floor: LiveBenchFrames.TriviaTimes, changing: LiveBenchFrames.TriviaTimes
    ) throws -> LiveBenchFrames.Figures {
        let trivia = floor.wall
        let triviaCPU = floor.cpu
        guard !times.isEmpty else { throw CommandFailure("the live round ended before the big screen drew a frame") }
        let live = Timing(of: times)
        let rest = Timing(of: settled)
        let gaps = starts.indices.dropLast().map { (starts[$0 + 1] - starts[$0]) * 1000 }
        let longest = gaps.indices.max { gaps[$0] < gaps[$1] }
        let liveCPU = Timing(of: cpuTimes)
        return LiveBenchFrames.Figures(
            trivia: trivia, live: live, p99Ratio: live.p99Ms / max(trivia.p99Ms, 1e-6), liveFrames: times.count,
            firstFrames: Timing(of: first), firstFrameCount: first.count, settled: rest,
            settledRatio: rest.p99Ms / max(trivia.p99Ms, 1e-6), resultsDrawn: resultsDrawnAfter.count,
            resultsWithinMs: resultsDrawnAfter.values.max() ?? 0, longestGapMs: longest.map { gaps[$0] } ?? 0,
            longestGapBefore: longest.map { screens[$0 + 1] } ?? "",
            byStage: byStage.mapValues { Timing(of: $0) }, triviaCPU: triviaCPU, liveCPU: liveCPU,
            cpuP99Ratio: liveCPU.p99Ms / max(triviaCPU.p99Ms, 1e-6), firstFramesCPU: Timing(of: cpuFirst),
            triviaChanging: changing.wall, triviaChangingCPU: changing.cpu,
            triviaChangingFirstFrames: changing.firstFrames, triviaChangingFirstFramesCPU: changing.firstCPU,
            p99RatioChanging: live.p99Ms / max(changing.wall.p99Ms, 1e-6),
            cpuP99RatioChanging: liveCPU.p99Ms / max(changing.cpu.p99Ms, 1e-6))
    }
}

extension LiveBenchFrames.Figures {
    /// The big screen's line in `tiltquiz bench`'s text report.
    func line() -> String {
        let stages = byStage.keys.sorted().map { String(format: "%@ %.3f", $0, byStage[$0]?.p99Ms ?? 0) }
        return String(
            format: "        big screen while they played: %d frames drawn whole, median %.3f ms, p99 %.3f ms against "
                + "trivia's question's %.3f ms before the round (ratio %.2f, target <= 1.05); each screen's first "
                + "frame (%d): median %.3f ms, p99 %.3f ms; the rest: p99 %.3f ms (ratio %.2f); results of %d questions on screen within %.1f ms of their close (one frame is 16.7 ms); "
                + "longest gap between frames %.1f ms (before a %@ frame); p99 by screen: %@; on the screen thread's "
                + "CPU clock (other threads' and processes' time left out): p99 %.3f ms against trivia's %.3f ms "
                + "(ratio %.2f), each screen's first frame median %.3f ms, p99 %.3f ms; trivia's question moving to "
                + "a new question as often as the round changed screens (%d of %d frames, after the round; the floor "
                + "the target is read against): p99 %.3f ms on the CPU clock (live ratio %.2f, target <= 1.05), "
                + "%.3f ms on the wall clock (ratio %.2f), its first frames median %.3f ms, p99 %.3f ms (CPU)",
            liveFrames, live.medianMs, live.p99Ms, trivia.p99Ms, p99Ratio, firstFrameCount, firstFrames.medianMs,
            firstFrames.p99Ms, settled.p99Ms, settledRatio, resultsDrawn, resultsWithinMs,
            longestGapMs, longestGapBefore, stages.joined(separator: ", "), liveCPU.p99Ms, triviaCPU.p99Ms,
            cpuP99Ratio, firstFramesCPU.medianMs, firstFramesCPU.p99Ms, triviaChangingFirstFrames, liveFrames,
            triviaChangingCPU.p99Ms, cpuP99RatioChanging, triviaChanging.p99Ms, p99RatioChanging,
            triviaChangingFirstFramesCPU.medianMs, triviaChangingFirstFramesCPU.p99Ms)
    }
}
