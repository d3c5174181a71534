/// Playing without seeing the screen (issue 38): what the operator turns on for every player.
public struct AccessibilitySettings: Sendable, Equatable {
    /// `accessibility.speech`: every game's essentials spoken aloud (espeak-ng), as `play --speech` does.
    public var speech = false

    public init() {}
}
