import QuizConfig

/// How a play session runs: window or headless, size, scripted input and
/// screenshots. Filled from the command line.
public struct PlayOptions: Sendable {
    public var headless = false
    /// Headless on the wall clock instead of a virtual one (a live round's phones are real): the session
    /// paces itself, draws only for screenshots, and ends when its scene leaves, is done with
    /// `exitWhenDone`, or the process is stopped, not when its script runs out.
    public var wallClock = false
    public var size = Size(width: 1280, height: 720)
    public var fullscreen = false
    /// Where to write a PNG each time the screen changes (`NNN-<screen>.png`).
    public var screenshotsDirectory: String?
    /// Leave when a game has been played to its end (tests with a real window).
    public var exitWhenDone = false
    public var sound = true
    /// Speech out (`accessibility.speech`, `--speech`); nil: the game says nothing aloud.
    public var speech: SpeechOptions?
    /// Voice commands in (`accessibility.voice`, `--voice`); nil: nothing listens.
    public var voice: VoiceOptions?
    /// The assets folder (icons and sounds).
    public var assetsDirectory: String
    /// Scripted keys, taps and swipes.
    public var script: InputScript?
    /// The operator's settings (kiosk, timeouts, admin PIN, attract, display...), already merged with the flags.
    public var config = KioskConfig.defaults
    /// Print the CLOCK_MONOTONIC time the first frame was presented and leave (`tiltquiz bench` times startup).
    public var quitAfterFirstFrame = false

    public init(assetsDirectory: String) {
        self.assetsDirectory = assetsDirectory
    }
}
