import QuizCore

/// Playing without seeing the screen well (issue 38): what the operator turns on for every player.
public struct AccessibilitySettings: Sendable, Equatable {
    /// `accessibility.speech`: every game's essentials spoken aloud (espeak-ng), as `play --speech` does.
    public var speech = false
    /// `accessibility.voice`: voice commands heard through the microphone (PocketSphinx, English), as
    /// `play --voice` does.
    public var voice = false
    /// `accessibility.text_scale`: every text drawn at this percentage of its normal size, screens laid out again.
    public var textScalePercent = 100

    /// `accessibility.contrast`: `high` draws every text at 7:1 or more against what lies under it.
    public var contrast = Contrast.normal

    /// `accessibility.reduce_motion`: spinners, slides and fades become cuts.
    public var reduceMotion = false

    /// `accessibility.time_scale`: question timers last this many times as long (1.0 to 3.0; results played so
    /// are marked).
    public var timeScale = 1.0

    /// The text sizes allowed: normal to double (WCAG 2.1's 1.4.4 asks for 200 % without loss).
    public static let allowedTextScalePercent = 100...200

    public init() {}

    /// The choices every player starts from (the Accessibility screen changes them per player); `speech` when
    /// `play --speech` or `--speech-log` asked for it.
    public func choices(speech: Bool) -> AccessibilityChoices {
        AccessibilityChoices(
            speech: speech || self.speech, textScalePercent: textScalePercent, highContrast: contrast == .high,
            reduceMotion: reduceMotion, timeScale: timeScale)
    }
}

/// The colours the screens are drawn in (`accessibility.contrast`).
public enum Contrast: String, Sendable, CaseIterable {
    /// The game's own colours: body text at 4.5:1 or more (WCAG 2.1 AA).
    case normal
    /// Every text at 7:1 or more (AAA), inactive marks at 3:1 or more.
    case high
}
