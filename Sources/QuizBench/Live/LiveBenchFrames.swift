import Foundation
import QuizApp
import QuizLive
import QuizScreens
import Synchronization

/// The big screen's frames while the phones play (issue 39): the round's own `LiveScene` drawn whole at 60
/// frames a second in real time on this thread (1280x720, software renderer, SDL's dummy driver), following the
/// host the phones play against, as `play --mode live` draws it; and before the round, trivia's question drawn
/// the same way, the floor its p99 is held to. The phones play from a child process, so the host's process
/// holds the host, its listener and the screen.
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
        /// Questions whose results the screen drew.
        var resultsDrawn: Int
        /// The longest, over the questions, from the start of the last frame that showed a question open to the
        /// end of the first that showed its results: an upper bound of the time from its close to its results
        /// on screen (one frame at 60 Hz is 16.7 ms).
        var resultsWithinMs: Double
        /// The longest gap between two frames' starts during the round (the loop's own stalls).
        var longestGapMs: Double
        /// The live frames by the stage they drew (`live-join`, `live-question`, `live-distribution`,
        /// `live-podium`...): which screen a slow frame was.
        var byStage: [String: Timing]
    }

    static let frameSeconds = 1.0 / 60

    /// Draws trivia's question `floorFrames` times for the floor, says it is `ready` for the round, then draws the
    /// live scene over `host` until `done` says the round is over.
    static func run(
        host: LiveHost, port: Int, floorFrames: Int, ready: () -> Void, done: @escaping @Sendable () -> Bool
    ) throws -> Figures {
        let rig = try FrameBench.openRig()
        defer { rig.close() }
        let trivia = try triviaTimes(rig, frames: floorFrames)
        ready()
        let scene = LiveScene(
            host: host, joinURL: "http://127.0.0.1:\(port)/",
            timing: LiveDirector.Timing(autoStartPlayers: 0, autoStartSeconds: 30),
            choice: LiveRoundChoice(source: "bench", questions: 0),
            hooks: LiveSceneHooks(sources: [], questions: { _ in [] }, finished: { _, _ in }, opened: { _ in }))
        var times: [Double] = []
        var byStage: [String: [Double]] = [:]
        var starts: [Double] = []
        var lastQuestionFrame: [Int: Double] = [:]
        var resultsDrawnAfter: [Int: Double] = [:]
        let began = Stopwatch.now()
        var next = began
        while !done() {
            let start = Stopwatch.now()
            starts.append(start)
            scene.update(at: start - began)
            let stage = scene.director.stage
            let spent = Stopwatch.milliseconds { rig.drawWholeFrame(scene, at: start - began) }
            times.append(spent)
            byStage[scene.screenName, default: []].append(spent)
            switch stage {
            case .question(let index): lastQuestionFrame[index] = start
            case .distribution(let index):
                if resultsDrawnAfter[index] == nil, let shown = lastQuestionFrame[index] {
                    resultsDrawnAfter[index] = (Stopwatch.now() - shown) * 1000
                }
            default: break
            }
            next += frameSeconds
            let wait = next - Stopwatch.now()
            if wait > 0 { usleep(UInt32(wait * 1e6)) }
        }
        guard !times.isEmpty else { throw CommandFailure("the live round ended before the big screen drew a frame") }
        let live = Timing(of: times)
        let gaps = zip(starts.dropFirst(), starts).map { ($0 - $1) * 1000 }
        return Figures(
            trivia: trivia, live: live, p99Ratio: live.p99Ms / max(trivia.p99Ms, 1e-6), liveFrames: times.count,
            resultsDrawn: resultsDrawnAfter.count, resultsWithinMs: resultsDrawnAfter.values.max() ?? 0,
            longestGapMs: gaps.max() ?? 0, byStage: byStage.mapValues { Timing(of: $0) })
    }

    /// Trivia's question drawn whole at 60 frames a second: the frame times.
    private static func triviaTimes(_ rig: FrameRig, frames: Int) throws -> Timing {
        guard let fixture = ScreenFixture.all.first(where: { $0.name == "triviaQuestion" }) else {
            throw CommandFailure("the live bench's floor, triviaQuestion, is not among the bench's screens")
        }
        var times: [Double] = []
        try BenchFolder.with(purpose: "live-frames") { folder in
            let world = try ScreenWorld(folder: folder, assets: try FrameBench.assets(), sounds: rig.sounds)
            let driver = try fixture.prepare(world).driver
            var next = Stopwatch.now()
            for _ in 0..<frames {
                let scene = driver.scene
                let time = driver.time
                times.append(Stopwatch.milliseconds { rig.drawWholeFrame(scene, at: time) })
                driver.run(seconds: frameSeconds)
                next += frameSeconds
                let wait = next - Stopwatch.now()
                if wait > 0 { usleep(UInt32(wait * 1e6)) }
            }
        }
        return Timing(of: times)
    }
}

extension LiveBenchFrames.Figures {
    /// The big screen's line in `tiltquiz bench`'s text report.
    func line() -> String {
        let stages = byStage.keys.sorted().map { String(format: "%@ %.3f", $0, byStage[$0]?.p99Ms ?? 0) }
        return String(
            format: "        big screen while they played: %d frames drawn whole, median %.3f ms, p99 %.3f ms against "
                + "trivia's question's %.3f ms before the round (ratio %.2f, target <= 1.05); results of %d questions "
                + "on screen within %.1f ms of their close (one frame is 16.7 ms); longest gap between frames %.1f ms; "
                + "p99 by screen: %@",
            liveFrames, live.medianMs, live.p99Ms, trivia.p99Ms, p99Ratio, resultsDrawn, resultsWithinMs,
            longestGapMs, stages.joined(separator: ", "))
    }
}
