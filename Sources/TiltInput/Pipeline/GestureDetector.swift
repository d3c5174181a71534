/// The 3-stage arrow on roll relative to neutral: holds, hysteresis, commit, cooldown and re-arm.
///
/// Stage k (1...3) is entered from k-1 once roll toward a side has stayed at
/// or beyond its enter angle for the hold time; each stage needs its own
/// hold, so even a fast tilt climbs 1, 2, 3. A stage falls back when roll
/// drops below its enter angle minus the hysteresis, and everything falls to
/// 0 inside the dead band. Stage 3 commits; the arrow then stays at 3 until
/// the cooldown has passed and roll is back within the re-arm band.
struct GestureDetector: Sendable {
    let profile: GestureProfile
    private(set) var stage = 0
    private(set) var side: TiltSide?
    /// True from a commit until re-arm.
    private(set) var isAwaitingRearm = false
    private var cooldownEndsAt = -Double.infinity
    /// The side and start time of the hold toward the next stage, if one is running.
    private var holdSide: TiltSide?
    private var holdStartedAt: Double?

    /// Slack for sample times such as k/100 that are not exact in binary.
    private static let timeSlackSeconds = 1e-6

    init(profile: GestureProfile) {
        self.profile = profile
    }

    /// True while a commit's cooldown runs or re-arm is pending.
    func isInCooldown(at time: Double) -> Bool {
        isAwaitingRearm || time < cooldownEndsAt
    }

    /// Back to stage 0 without events (a new question). The cooldown deadline is
    /// a fact about time, so it stays.
    mutating func reset() {
        stage = 0
        side = nil
        isAwaitingRearm = false
        stopHold()
    }

    /// Forgets deadlines and holds, for when the samples' clock jumps backwards.
    mutating func forgetTiming() {
        cooldownEndsAt = -Double.infinity
        stopHold()
    }

    /// Stops a running hold, so the next stage needs a full hold of fresh evidence.
    mutating func stopHold() {
        holdSide = nil
        holdStartedAt = nil
    }

    /// Feeds one roll (degrees, + = left). `mayRise` is false while a settle or touch
    /// lockout runs: stages can fall then, but not rise or commit.
    mutating func update(time: Double, rollDegrees roll: Double, mayRise: Bool) -> [TiltEvent] {
        if isAwaitingRearm {
            guard time >= cooldownEndsAt - Self.timeSlackSeconds,
                abs(roll) < profile.rearmBandDegrees
            else { return [] }
            reset()
            return [.neutral]
        }
        var events = fall(rollDegrees: roll)
        events += rise(time: time, rollDegrees: roll, mayRise: mayRise)
        return events
    }

    /// Drops as many stages as the roll no longer supports, as one event.
    private mutating func fall(rollDegrees roll: Double) -> [TiltEvent] {
        guard let current = side, stage > 0 else { return [] }
        var lowered = stage
        while lowered > 0, current.toward(roll) < profile.exitDegrees(stage: lowered) {
            lowered -= 1
        }
        if abs(roll) < profile.deadBandDegrees {
            lowered = 0
        }
        guard lowered != stage else { return [] }
        stage = lowered
        stopHold()
        if lowered == 0 {
            side = nil
            return [.neutral]
        }
        return [.stage(current, lowered)]
    }

    /// Climbs one stage when the hold toward the next one is complete.
    private mutating func rise(time: Double, rollDegrees roll: Double, mayRise: Bool) -> [TiltEvent] {
        guard stage < 3 else { return [] }
        let candidate = side ?? TiltSide(rollDegrees: roll)
        let toward = candidate.toward(roll)
        guard mayRise,
            time >= cooldownEndsAt - Self.timeSlackSeconds,
            toward >= profile.enterDegrees(stage: stage + 1)
        else {
            stopHold()
            return []
        }
        if holdSide != candidate || holdStartedAt == nil {
            holdSide = candidate
            holdStartedAt = time
        }
        guard let start = holdStartedAt,
            time - start >= profile.stageHoldSeconds - Self.timeSlackSeconds
        else { return [] }

        stage += 1
        side = candidate
        if stage == 3 {
            isAwaitingRearm = true
            cooldownEndsAt = time + profile.cooldownSeconds
            stopHold()
            return [.stage(candidate, 3), .commit(candidate)]
        }
        // The next stage's hold starts now if the roll is already there.
        if toward >= profile.enterDegrees(stage: stage + 1) {
            holdStartedAt = time
        } else {
            stopHold()
        }
        return [.stage(candidate, stage)]
    }
}
