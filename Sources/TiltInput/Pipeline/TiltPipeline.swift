/// Turns samples into tilt events: gate, low-pass filter, neutral calibration, 3-stage gesture with hysteresis.
///
/// Pure and synchronous: feed samples in time order with `process(_:)`, act on
/// the events it returns. Roll is asin(x/|a|) of the filtered vector in
/// degrees, relative to the calibrated neutral, so it works whether the device
/// is held upright, tilted back or flat. Positive roll is the left edge down.
public struct TiltPipeline: Sendable {
    /// The constants in use.
    public let profile: GestureProfile

    private var filter: LowPassFilter
    private var calibrator: NeutralCalibrator
    private var gesture: GestureDetector
    /// Absolute roll of the neutral pose; nil until calibrated.
    private var neutralRollDegrees: Double?
    /// Absolute roll of the latest filtered sample.
    private var filteredRollDegrees: Double?
    private var lastSampleTime: Double?
    private var lastSampleAccepted = false
    private var settleEndsAt = -Double.infinity
    private var touchIgnoreEndsAt = -Double.infinity

    public init(profile: GestureProfile = .standard) {
        self.profile = profile
        filter = LowPassFilter(
            timeConstantSeconds: profile.filterTimeConstantSeconds,
            resetGapSeconds: profile.filterResetGapSeconds)
        calibrator = NeutralCalibrator(
            windowSeconds: profile.calibrationWindowSeconds,
            maxSpreadDegrees: profile.calibrationMaxSpreadDegrees)
        gesture = GestureDetector(profile: profile)
    }

    /// True once a neutral pose has been measured since init or the last `recalibrate()`.
    public var isCalibrated: Bool { neutralRollDegrees != nil }

    /// Filtered roll relative to neutral in degrees (+ = left edge down), nil before calibration.
    public var rollDegrees: Double? {
        guard let neutral = neutralRollDegrees, let roll = filteredRollDegrees else { return nil }
        return roll - neutral
    }

    /// Side of the current stage, nil at stage 0.
    public var side: TiltSide? { gesture.side }

    /// The arrow's stage, 0...3. It stays at 3 after a commit until re-arm.
    public var stage: Int { gesture.stage }

    /// Calibrated, not in cooldown, |roll| inside the dead band, and the last sample was accepted.
    public var isNeutral: Bool {
        guard lastSampleAccepted, let roll = rollDegrees, let time = lastSampleTime else {
            return false
        }
        return !gesture.isInCooldown(at: time) && abs(roll) < profile.deadBandDegrees
    }

    /// Starts measuring a new neutral (call at each question start). The arrow
    /// goes to stage 0 without an event; no stage events until `.calibrated`.
    public mutating func recalibrate() {
        neutralRollDegrees = nil
        calibrator.clear()
        gesture.reset()
    }

    /// Ignores tilt (no stage rises) for the profile's touch-ignore time after a touch at `time`.
    public mutating func noteTouch(at time: Double) {
        guard time.isFinite else { return }
        touchIgnoreEndsAt = max(touchIgnoreEndsAt, time + profile.touchIgnoreSeconds)
    }

    /// Feeds one sample; returns the events it caused, in order.
    public mutating func process(_ sample: AccelSample) -> [TimedTiltEvent] {
        guard sample.time.isFinite else {
            lastSampleAccepted = false
            return []
        }
        if let last = lastSampleTime, sample.time < last {
            startNewClock()
        }
        lastSampleTime = sample.time

        guard
            sample.isStill(
                toleranceMetersPerSecondSquared: profile.magnitudeToleranceMetersPerSecondSquared)
        else {
            reject(sample)
            return []
        }
        lastSampleAccepted = true

        let output = filter.apply(sample)
        guard let absoluteRoll = output.sample.rollDegrees else { return [] }
        filteredRollDegrees = absoluteRoll
        if output.secondsSincePrevious == nil {
            gesture.stopHold()  // holds need continuous evidence
        }

        guard let neutral = neutralRollDegrees else {
            guard let measured = calibrator.add(time: sample.time, rollDegrees: absoluteRoll) else {
                return []
            }
            neutralRollDegrees = measured
            return [TimedTiltEvent(time: sample.time, event: .calibrated)]
        }

        let roll = absoluteRoll - neutral
        let isSettled = sample.time >= settleEndsAt
        let mayRise = isSettled && sample.time >= touchIgnoreEndsAt
        let events = gesture.update(time: sample.time, rollDegrees: roll, mayRise: mayRise)
        if isSettled, let dt = output.secondsSincePrevious {
            trackNeutral(
                absoluteRollDegrees: absoluteRoll, rollDegrees: roll, dt: dt, time: sample.time)
        }
        return events.map { TimedTiltEvent(time: sample.time, event: $0) }
    }

    /// A shake, throw or glitch: keep it out of the filter and hold stages still for a while.
    private mutating func reject(_ sample: AccelSample) {
        lastSampleAccepted = false
        settleEndsAt = max(settleEndsAt, sample.time + profile.settleAfterRejectSeconds)
        if neutralRollDegrees == nil {
            calibrator.clear()  // every sample of the neutral window must pass the gate
        }
    }

    /// Lets neutral follow slow drift while the player rests in the dead band.
    private mutating func trackNeutral(
        absoluteRollDegrees: Double, rollDegrees: Double, dt: Double, time: Double
    ) {
        guard let neutral = neutralRollDegrees,
            gesture.stage == 0,
            !gesture.isInCooldown(at: time),
            abs(rollDegrees) < profile.deadBandDegrees
        else { return }
        let tau = profile.neutralTrackingTimeConstantSeconds
        let alpha = tau + dt > 0 ? dt / (tau + dt) : 1
        neutralRollDegrees = neutral + alpha * (absoluteRollDegrees - neutral)
    }

    /// The samples' clock went backwards (a new source or a restarted replay):
    /// deadlines and holds measured on the old clock mean nothing now.
    private mutating func startNewClock() {
        filter.reset()
        calibrator.clear()
        gesture.forgetTiming()
        settleEndsAt = -Double.infinity
        touchIgnoreEndsAt = -Double.infinity
    }
}
