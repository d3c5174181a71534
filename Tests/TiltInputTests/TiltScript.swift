import Foundation
import QuizCore
import TestSupport
import TiltInput

/// Scripts a player's hands as a roll angle over time, sampled like a 100 Hz sensor.
///
/// Samples come at k / sampleRateHertz. The reading for roll θ on a device
/// leaning back by β is x = g sin θ, y = g cos θ cos β, z = g cos θ sin β, so
/// asin(x/|a|) = θ. Optional gaussian noise is added to the angle.
struct TiltScript {
    static let gravity = 9.80665

    var sampleRateHertz = 100.0
    var backTiltDegrees = 40.0
    /// Standard deviation of the angle noise in degrees.
    var noiseDegrees = 0.0
    var random = SeededRandom(seed: 1)
    /// The scripted (noise-free) angle of the latest sample.
    private(set) var angleDegrees = 0.0
    private(set) var nextIndex = 0

    var samplePeriodSeconds: Double { 1 / sampleRateHertz }
    /// Time of the next sample.
    var nextTime: Double { Double(nextIndex) / sampleRateHertz }

    /// The still reading for `angleDegrees`, with `extra` m/s^2 added (shakes).
    static func reading(
        time: Double, angleDegrees: Double, backTiltDegrees: Double = 40,
        extra: (x: Double, y: Double, z: Double) = (0, 0, 0)
    ) -> AccelSample {
        let theta = angleDegrees * .pi / 180
        let beta = backTiltDegrees * .pi / 180
        return AccelSample(
            time: time,
            x: gravity * sin(theta) + extra.x,
            y: gravity * cos(theta) * cos(beta) + extra.y,
            z: gravity * cos(theta) * sin(beta) + extra.z)
    }

    /// One sample at the next time, at `angle` (plus noise and `extra`).
    mutating func sample(
        angle: Double, extra: (x: Double, y: Double, z: Double) = (0, 0, 0)
    )
        -> AccelSample
    {
        angleDegrees = angle
        let noise = noiseDegrees > 0 ? noiseDegrees * random.gaussian() : 0
        let reading = Self.reading(
            time: nextTime, angleDegrees: angle + noise, backTiltDegrees: backTiltDegrees,
            extra: extra)
        nextIndex += 1
        return reading
    }

    private func sampleCount(_ seconds: Double) -> Int {
        Int((seconds * sampleRateHertz).rounded())
    }

    /// Stays at the current angle.
    mutating func hold(seconds: Double) -> [AccelSample] {
        (0..<sampleCount(seconds)).map { _ in sample(angle: angleDegrees) }
    }

    /// Moves to `target` at a steady rate, ending exactly on it.
    mutating func ramp(to target: Double, degreesPerSecond: Double) -> [AccelSample] {
        let step = degreesPerSecond / sampleRateHertz
        var result: [AccelSample] = []
        var angle = angleDegrees
        while angle != target {
            angle = angle < target ? min(angle + step, target) : max(angle - step, target)
            result.append(sample(angle: angle))
        }
        return result
    }

    /// Follows `angle(elapsed)` for `seconds`, elapsed counted from the first sample.
    mutating func follow(seconds: Double, _ angle: (Double) -> Double) -> [AccelSample] {
        let start = nextTime
        return (0..<sampleCount(seconds)).map { _ in sample(angle: angle(nextTime - start)) }
    }

    /// Shakes the device: `extra(elapsed)` m/s^2 on top of the current angle's reading.
    mutating func shake(
        seconds: Double, _ extra: (Double) -> (x: Double, y: Double, z: Double)
    ) -> [AccelSample] {
        let start = nextTime
        return (0..<sampleCount(seconds)).map { _ in
            sample(angle: angleDegrees, extra: extra(nextTime - start))
        }
    }

    /// A gap: the sensor sends nothing for `seconds`.
    mutating func skip(seconds: Double) {
        nextIndex += sampleCount(seconds)
    }

    /// Jumps to `angle` without samples in between (the next sample is there).
    mutating func jump(to angle: Double) {
        angleDegrees = angle
    }
}
