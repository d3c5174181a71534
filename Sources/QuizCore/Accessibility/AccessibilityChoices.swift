/// What one player (or the session, without a player) chose on the Accessibility screen: the config's
/// `accessibility` keys give the defaults, a player's choices are kept in the store and restored when they
/// play again (issue 38).
public struct AccessibilityChoices: Equatable, Sendable, Codable {
    /// Every game's essentials said aloud.
    public var speech = false
    /// Voice commands listened for (English only).
    public var voice = false
    /// Every text at this percentage of its size, one of `textScaleSteps`' values or any in 100...200.
    public var textScalePercent = 100
    /// The high-contrast palette.
    public var highContrast = false
    /// Spinners, slides and fades become cuts.
    public var reduceMotion = false
    /// Question timers last this many times as long (1 is the game's own time).
    public var timeScale = 1.0

    /// The text sizes the screen steps through.
    public static let textScaleSteps = [100, 125, 150, 175, 200]
    /// The timer factors the screen's "More time" steps through.
    public static let timeScaleSteps = [1.0, 1.5, 2.0, 3.0]
    /// The time scales the config allows.
    public static let allowedTimeScale = 1.0...3.0

    public init(
        speech: Bool = false, voice: Bool = false, textScalePercent: Int = 100, highContrast: Bool = false,
        reduceMotion: Bool = false, timeScale: Double = 1.0
    ) {
        self.speech = speech
        self.voice = voice
        self.textScalePercent = textScalePercent
        self.highContrast = highContrast
        self.reduceMotion = reduceMotion
        self.timeScale = timeScale
    }

    /// Whether a game played so has longer timers than the game's own (its results are marked).
    public var hasMoreTime: Bool { timeScale > 1.0 + 1e-9 }
}
