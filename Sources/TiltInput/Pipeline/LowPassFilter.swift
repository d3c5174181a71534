/// Exponential low-pass filter on the acceleration vector, restarted after gaps.
///
/// Filtering the vector rather than the angle keeps the direction exact when
/// the device is still, as Android's `WindowOrientationListener` does:
/// alpha = dt / (tau + dt).
struct LowPassFilter: Sendable {
    /// The filter's output after one input.
    struct Output: Sendable {
        var sample: AccelSample
        /// Seconds since the previous input; nil when the filter restarted on this one.
        var secondsSincePrevious: Double?
    }

    let timeConstantSeconds: Double
    let resetGapSeconds: Double
    private(set) var current: AccelSample?

    init(timeConstantSeconds: Double, resetGapSeconds: Double) {
        self.timeConstantSeconds = max(0, timeConstantSeconds)
        self.resetGapSeconds = resetGapSeconds
    }

    /// Forgets the past: the next sample is taken as is.
    mutating func reset() {
        current = nil
    }

    /// Feeds one (finite, gated) sample and returns the filtered one.
    ///
    /// Restarts from `sample` on the first input, after a gap longer than the
    /// reset gap, and when time goes backwards.
    mutating func apply(_ sample: AccelSample) -> Output {
        guard let previous = current else {
            current = sample
            return Output(sample: sample, secondsSincePrevious: nil)
        }
        let dt = sample.time - previous.time
        guard dt >= 0, dt <= resetGapSeconds else {
            current = sample
            return Output(sample: sample, secondsSincePrevious: nil)
        }
        let alpha = dt + timeConstantSeconds > 0 ? dt / (timeConstantSeconds + dt) : 1
        let filtered = AccelSample(
            time: sample.time,
            x: previous.x + alpha * (sample.x - previous.x),
            y: previous.y + alpha * (sample.y - previous.y),
            z: previous.z + alpha * (sample.z - previous.z)
        )
        current = filtered
        return Output(sample: filtered, secondsSincePrevious: dt)
    }
}
