/// The detector's constants, with the default and a lenient profile.
///
/// Angles are degrees of roll relative to the calibrated neutral pose; times
/// are seconds on the samples' clock. Sources for the defaults:
/// `reference/sensors-and-kiosks.md` section 5 and `reference/trivia-games.md`
/// section 3.
public struct GestureProfile: Sendable, Equatable {
    /// Time constant of the low-pass filter on the acceleration vector.
    public var filterTimeConstantSeconds: Double
    /// A gap between samples longer than this restarts the filter from the next sample.
    public var filterResetGapSeconds: Double
    /// Samples whose magnitude is further than this from g are rejected (shakes, throws, free fall).
    public var magnitudeToleranceMetersPerSecondSquared: Double
    /// After a rejected sample, stages may fall but not rise for this long.
    public var settleAfterRejectSeconds: Double

    /// Length of the still window that defines the neutral pose.
    public var calibrationWindowSeconds: Double
    /// The window counts as still when its rolls span at most this much.
    public var calibrationMaxSpreadDegrees: Double

    /// Within this much roll of neutral the arrow is at stage 0.
    public var deadBandDegrees: Double
    /// Roll at which stages 1, 2 and 3 are entered; stage 3 commits.
    /// A missing entry makes that stage unreachable.
    public var stageEnterDegrees: [Double]
    /// Stage k falls back to k-1 when roll drops below `stageEnterDegrees[k-1]` minus this.
    public var stageExitHysteresisDegrees: Double
    /// Roll must stay at or beyond a stage's enter angle this long to enter it.
    public var stageHoldSeconds: Double
    /// After a commit, no new stage for at least this long.
    public var cooldownSeconds: Double
    /// After a commit, roll must come back within this band (and the cooldown pass) to re-arm.
    public var rearmBandDegrees: Double
    /// After a touch, stages do not rise for this long.
    public var touchIgnoreSeconds: Double
    /// While resting in the dead band, neutral follows the measured roll with this
    /// time constant, so slow drift is absorbed but a real tilt is not.
    public var neutralTrackingTimeConstantSeconds: Double

    public init(
        filterTimeConstantSeconds: Double = 0.12,
        filterResetGapSeconds: Double = 1.0,
        magnitudeToleranceMetersPerSecondSquared: Double = 4.0,
        settleAfterRejectSeconds: Double = 0.3,
        calibrationWindowSeconds: Double = 0.5,
        calibrationMaxSpreadDegrees: Double = 3,
        deadBandDegrees: Double = 10,
        stageEnterDegrees: [Double] = [15, 22, 28],
        stageExitHysteresisDegrees: Double = 6,
        stageHoldSeconds: Double = 0.14,
        cooldownSeconds: Double = 0.7,
        rearmBandDegrees: Double = 10,
        touchIgnoreSeconds: Double = 0.5,
        neutralTrackingTimeConstantSeconds: Double = 5
    ) {
        self.filterTimeConstantSeconds = filterTimeConstantSeconds
        self.filterResetGapSeconds = filterResetGapSeconds
        self.magnitudeToleranceMetersPerSecondSquared = magnitudeToleranceMetersPerSecondSquared
        self.settleAfterRejectSeconds = settleAfterRejectSeconds
        self.calibrationWindowSeconds = calibrationWindowSeconds
        self.calibrationMaxSpreadDegrees = calibrationMaxSpreadDegrees
        self.deadBandDegrees = deadBandDegrees
        self.stageEnterDegrees = stageEnterDegrees
        self.stageExitHysteresisDegrees = stageExitHysteresisDegrees
        self.stageHoldSeconds = stageHoldSeconds
        self.cooldownSeconds = cooldownSeconds
        self.rearmBandDegrees = rearmBandDegrees
        self.touchIgnoreSeconds = touchIgnoreSeconds
        self.neutralTrackingTimeConstantSeconds = neutralTrackingTimeConstantSeconds
    }

    /// The tuned default: stages at 15/22/28 degrees, 140 ms holds, 700 ms cooldown.
    public static let standard = GestureProfile()

    /// Smaller tilts and shorter holds, for players who find the default stiff.
    public static let lenient = GestureProfile(
        deadBandDegrees: 7,
        stageEnterDegrees: [10, 15, 20],
        stageExitHysteresisDegrees: 4,
        stageHoldSeconds: 0.1,
        cooldownSeconds: 0.5,
        rearmBandDegrees: 7
    )

    /// The names `named(_:)` accepts, for help texts and error messages.
    public static let names = ["default", "lenient"]

    /// The profile called `name`: "default" (or "standard") and "lenient"; nil otherwise.
    public static func named(_ name: String) -> GestureProfile? {
        switch name.lowercased() {
        case "default", "standard": return .standard
        case "lenient": return .lenient
        default: return nil
        }
    }

    /// Roll needed to enter `stage` (1...3); infinity when the profile has no such stage.
    func enterDegrees(stage: Int) -> Double {
        stageEnterDegrees.indices.contains(stage - 1) ? stageEnterDegrees[stage - 1] : .infinity
    }

    /// Roll below which `stage` (1...3) falls back to the stage under it.
    func exitDegrees(stage: Int) -> Double {
        enterDegrees(stage: stage) - stageExitHysteresisDegrees
    }
}
