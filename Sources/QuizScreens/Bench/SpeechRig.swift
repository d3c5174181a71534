import CSDL2
import Foundation
import QuizSpeech
import QuizText

/// Speech for `tiltquiz bench`: SDL's audio started (the bench's dummy driver plays in real time), espeak-ng and
/// a device of its own, fed a scene's screen as the game loop feeds it.
public final class SpeechRig {
    private let speech: SessionSpeech
    private var firstOfScreen: Int?
    /// English, from the game's assets: what the narration's phrases are said in.
    private let catalog: Catalog

    /// Starts SDL's audio and speech in English (the texts from `assets`); throws when either cannot start.
    public init(assets: String) throws(ScreenError) {
        catalog = try Painter.catalog(assets: assets)
        SDLProcessGate.enter()
        // SDL's dummy audio driver unless SDL_AUDIODRIVER names another: a hint, so the environment is not changed.
        let driver = ProcessInfo.processInfo.environment["SDL_AUDIODRIVER"] ?? "dummy"
        SDL_SetHintWithPriority("SDL_AUDIODRIVER", driver, SDL_HINT_OVERRIDE)
        guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else {
            SDLProcessGate.leave()
            throw ScreenError.sdl("cannot start SDL's audio for the speech bench")
        }
        speech = try SessionSpeech(options: SpeechOptions(), aloud: true)
        guard speech.timing(of: 0) != nil else {
            speech.close()
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            SDLProcessGate.leave()
            throw ScreenError("speech could not start (see the line above)")
        }
    }

    /// Feeds the screen `scene` shows at `time` to the narrator, as the loop does after each step.
    public func observe(_ scene: any Scene, at time: Double) {
        let before = speech.firstOfLastLines
        speech.observe(scene.spokenScreen(at: time), at: time, catalog: catalog)
        if firstOfScreen == nil, speech.firstOfLastLines != before { firstOfScreen = speech.firstOfLastLines }
    }

    /// Stops speaking and forgets the screen, so the next one observed is said from its start.
    public func silence() {
        speech.observe(nil, at: 0, catalog: catalog)
        firstOfScreen = nil
    }

    /// Seconds from the first line of the screen being queued to its first sample made and to its first sample
    /// taken by the audio device; nil while not reached.
    public var firstSampleDelays: (made: Double?, taken: Double?) {
        guard let first = firstOfScreen, let timing = speech.timing(of: first), let queued = timing.queued else {
            return (nil, nil)
        }
        return (timing.firstSampleMade.map { $0 - queued }, timing.firstSampleTaken.map { $0 - queued })
    }

    /// Whether nothing is being said.
    public var isQuiet: Bool { speech.isQuiet }

    public func close() {
        speech.close()
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
        SDL_ResetHint("SDL_AUDIODRIVER")
        SDLProcessGate.leave()
    }
}
