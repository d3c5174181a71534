import QuizFlows
import QuizVoice
import TiltInput

/// One game mode's front end: it takes input and tilt events, steps its rules
/// on the game clock and draws itself. The session owns the loop around it.
public protocol Scene: AnyObject {
    /// The name of the screen on view (`title`, `question`...), for screenshots.
    var screenName: String { get }
    /// True once the player asked to leave the game.
    var wantsQuit: Bool { get }
    /// True when a game has been played to its end (for `--exit-when-done`).
    var isDone: Bool { get }

    func handle(_ input: InputEvent, at time: Double)
    func handle(_ tilt: TimedTiltEvent)
    /// Steps the rules to `time` (called at the fixed update rate).
    func update(at time: Double)
    func draw(_ painter: Painter, at time: Double)
    /// The one-line JSON summary printed at the end of a headless game.
    func summaryJSON() -> String
    /// Whether the screen on view has come to rest at `time` (its spinner landed, its counts reached, its
    /// parts in place): `--screenshots` waits for it. Screens that only fade in are at rest at once.
    func isSettled(at time: Double) -> Bool
    /// What the screen on view says aloud at `time` (speech out); nil for a screen that says nothing yet.
    func spokenScreen(at time: Double) -> SpokenScreen?
    /// The kind of screen voice commands act on now (`VoiceActions`); nil where none do.
    var voiceScreen: VoiceScreen? { get }
    /// Does what a voice command asks, as the key or tap for it would (answers marked as given by voice).
    func perform(_ action: VoiceAction, at time: Double)
    /// Whether speech is wanted now (the Accessibility screen's Read aloud); nil: as the session started.
    var speechWanted: Bool? { get }
}

extension Scene {
    public func isSettled(at time: Double) -> Bool { true }

    public func spokenScreen(at time: Double) -> SpokenScreen? { nil }

    public var voiceScreen: VoiceScreen? { nil }

    public func perform(_ action: VoiceAction, at time: Double) {}

    public var speechWanted: Bool? { nil }

    /// A key pressed and released at once (the attract demos and the bench's scripted players).
    public func press(key: String, at time: Double) {
        handle(.key(key, down: true), at: time)
        handle(.key(key, down: false), at: time)
    }
}
