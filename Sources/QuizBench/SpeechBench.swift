import Foundation
import QuizApp
import QuizCore
import QuizScreens

/// Speech out while a trivia question is on screen, at the game's 60 frames a second in real time (SDL's dummy
/// audio driver plays the speech device in real time): the frames of one second with the question being said
/// and of one second silent, in turns, so both see the same machine; and the delay from the question's first
/// line queued to its first sample made by espeak-ng and to its first sample taken by the audio device.
enum SpeechBench {
    struct Figures: Encodable {
        /// Frame times (drawing, plus the narration's step while speaking), wall clock: the speech thread and
        /// the audio thread compete for the same cores, which the frame's own CPU time would not show.
        var speaking: Timing
        var silent: Timing
        /// The speaking frames' p99 over the silent ones' (target <= 1.05).
        var p99Ratio: Double
        var firstSampleMade: Timing
        var firstSampleTaken: Timing
        var rounds: Int
        var framesPerPhase: Int
    }

    static let frameSeconds = 1.0 / 60

    static func run(quick: Bool) throws -> Figures {
        let rig = try FrameBench.openRig()
        defer { rig.close() }
        let speech: SpeechRig
        do {
            speech = try SpeechRig(assets: FrameBench.assets())
        } catch let error as ScreenError {
            throw CommandFailure(error)
        }
        defer { speech.close() }
        guard let fixture = ScreenFixture.all.first(where: { $0.name == "triviaQuestion" }) else {
            throw CommandFailure("the speech bench's screen, triviaQuestion, is not among the bench's screens")
        }
        let rounds = quick ? 6 : 30
        let frames = Int((1 / frameSeconds).rounded())
        var speaking: [Double] = []
        var silent: [Double] = []
        var made: [Double] = []
        var taken: [Double] = []
        try BenchFolder.with { folder in
            let world = try ScreenWorld(folder: folder, assets: try FrameBench.assets(), sounds: rig.sounds)
            for round in 0..<rounds {
                let driver = try fixture.prepare(world).driver
                rig.drawWholeFrame(driver.scene, at: driver.time)
                // Speaking first in even rounds, silent first in odd ones.
                for talking in round % 2 == 0 ? [true, false] : [false, true] {
                    speech.silence()
                    var next = Stopwatch.now()
                    for _ in 0..<frames {
                        let scene = driver.scene
                        let time = driver.time
                        let spent = Stopwatch.milliseconds {
                            rig.drawFrame(scene, at: time)
                            if talking { speech.observe(scene, at: time) }
                        }
                        (talking ? { speaking.append(spent) } : { silent.append(spent) })()
                        driver.run(seconds: frameSeconds)
                        next += frameSeconds
                        let wait = next - Stopwatch.now()
                        if wait > 0 { usleep(UInt32(wait * 1e6)) }
                    }
                    if talking {
                        let delays = speech.firstSampleDelays
                        guard let firstMade = delays.made, let firstTaken = delays.taken else {
                            throw CommandFailure("the question was not heard within a second (no sample played)")
                        }
                        made.append(firstMade * 1000)
                        taken.append(firstTaken * 1000)
                    }
                }
                speech.silence()
            }
        }
        let speakingTiming = Timing(of: speaking)
        let silentTiming = Timing(of: silent)
        return Figures(
            speaking: speakingTiming, silent: silentTiming,
            p99Ratio: speakingTiming.p99Ms / max(silentTiming.p99Ms, 1e-6), firstSampleMade: Timing(of: made),
            firstSampleTaken: Timing(of: taken), rounds: rounds, framesPerPhase: frames)
    }
}
