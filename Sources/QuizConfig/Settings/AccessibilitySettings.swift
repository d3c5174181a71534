/// Playing without seeing the screen well (issue 38): what the operator turns on for every player.
public struct AccessibilitySettings: Sendable, Equatable {
    /// `accessibility.speech`: every game's essentials spoken aloud (espeak-ng), as `play --speech` does.
    public var speech = false
    /// `accessibility.text_scale`: every text drawn at this percentage of its normal size, screens laid out again.
    public var textScalePercent = 100

    /// The text sizes allowed: normal to double (WCAG 2.1's 1.4.4 asks for 200 % without loss).
    public static let allowedTextScalePercent = 100...200

    public init() {}
}
