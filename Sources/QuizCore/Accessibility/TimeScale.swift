/// `accessibility.time_scale` as the rules and the results use it: question timers last `scale` times as long
/// for a player who needs more time, and the result of a game so played keeps the scale as a whole percentage
/// (`gameResult.timeScalePercent`), so that boards keep it apart from results at the game's own time.
public enum TimeScale {
    /// A result at the game's own time.
    public static let standardPercent = 100

    /// `scale` within the allowed 1...3 (anything else, or not a number, is the game's own time).
    public static func clamped(_ scale: Double) -> Double {
        guard scale.isFinite else { return 1 }
        return min(
            max(scale, AccessibilityChoices.allowedTimeScale.lowerBound),
            AccessibilityChoices.allowedTimeScale.upperBound)
    }

    /// `scale` as results keep it: 150 for 1.5.
    public static func percent(_ scale: Double) -> Int {
        Int((clamped(scale) * 100).rounded())
    }

    /// A kept `percent` within the allowed range (150 stays 150, 500 is 300, 0 is 100): what a game dealt at
    /// that scale runs at.
    public static func clamped(percent: Int) -> Int {
        Self.percent(Double(percent) / 100)
    }
}
