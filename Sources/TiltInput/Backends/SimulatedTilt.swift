#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A keyboard/gamepad-driven virtual device: holding left/right tilts it at a steady angular rate, releasing
/// returns it to neutral ten times as fast (from 45 degrees in a twentieth of a second), so a key let go
/// before the third stage was nearly reached never answers afterwards.
///
/// Samples come at times k / sampleRateHertz (k = 0, 1, ...). Between two
/// samples the angle moves toward +maxDegrees (left held), -maxDegrees (right
/// held) by exactly degreesPerSecond / sampleRateHertz, or toward 0 (neither,
/// or both) by returnDegreesPerSecond / sampleRateHertz, never overshooting. The reading for angle θ on a device tilted back by β is
/// x = g sin θ, y = g cos θ cos β, z = g cos θ sin β, so asin(x/|a|) = θ exactly.
/// No noise; it never finishes.
public final class SimulatedTilt: MotionSource {
    /// How fast the angle moves while a direction is held.
    public let degreesPerSecond: Double
    /// How fast it comes back to level once nothing is held (ten times `degreesPerSecond` unless given).
    public let returnDegreesPerSecond: Double
    /// The largest angle either way.
    public let maxDegrees: Double
    public let sampleRateHertz: Double
    /// How far the screen leans back from upright, toward the player's face.
    public let backTiltDegrees: Double

    /// Current left-edge-down angle in degrees, + = left; the angle of the latest generated sample.
    public private(set) var angleDegrees: Double = 0

    private var targetDegrees: Double = 0
    private var nextSampleIndex = 0
    private var generated: [AccelSample] = []

    /// Nonsensical rates (zero, negative, not finite) fall back to the defaults
    /// rather than stopping the game; negative angles count as their size, and
    /// `maxDegrees` is capped at 90.
    public init(
        degreesPerSecond: Double = 90,
        maxDegrees: Double = 45,
        sampleRateHertz: Double = 100,
        backTiltDegrees: Double = 40,
        returnDegreesPerSecond: Double? = nil
    ) {
        self.degreesPerSecond = degreesPerSecond.isFinite ? abs(degreesPerSecond) : 90
        self.returnDegreesPerSecond =
            returnDegreesPerSecond.map { $0.isFinite ? abs($0) : 0 } ?? self.degreesPerSecond * 10
        self.maxDegrees = maxDegrees.isFinite ? min(abs(maxDegrees), 90) : 45
        self.sampleRateHertz =
            sampleRateHertz.isFinite && sampleRateHertz > 0 ? sampleRateHertz : 100
        self.backTiltDegrees = backTiltDegrees.isFinite ? backTiltDegrees : 40
    }

    /// A simulation runs as long as the game does.
    public var isFinished: Bool { false }

    /// Changes which direction is held from `time` on (first generates samples up to `time` with the old direction). Both or neither held = return to neutral.
    public func setHeld(left: Bool, right: Bool, at time: Double) {
        generate(through: time)
        if left == right {
            targetDegrees = 0
        } else {
            targetDegrees = left ? maxDegrees : -maxDegrees
        }
    }

    public func samples(through time: Double) -> [AccelSample] {
        generate(through: time)
        let result = generated
        generated.removeAll()
        return result
    }

    /// Appends every sample due at or before `time`.
    private func generate(through time: Double) {
        guard time.isFinite else { return }
        let step = degreesPerSecond / sampleRateHertz
        let returnStep = returnDegreesPerSecond / sampleRateHertz
        while true {
            let sampleTime = Double(nextSampleIndex) / sampleRateHertz
            guard sampleTime <= time else { return }
            if nextSampleIndex > 0 {
                angleDegrees = Self.move(
                    angleDegrees, toward: targetDegrees, by: targetDegrees == 0 ? returnStep : step)
            }
            generated.append(reading(at: sampleTime))
            nextSampleIndex += 1
        }
    }

    private static func move(_ angle: Double, toward target: Double, by step: Double) -> Double {
        if angle < target {
            return min(angle + step, target)
        }
        return max(angle - step, target)
    }

    private func reading(at time: Double) -> AccelSample {
        let theta = angleDegrees * Double.pi / 180
        let beta = backTiltDegrees * Double.pi / 180
        let g = standardGravityMetersPerSecondSquared
        return AccelSample(
            time: time,
            x: g * sin(theta),
            y: g * cos(theta) * cos(beta),
            z: g * cos(theta) * sin(beta))
    }
}
