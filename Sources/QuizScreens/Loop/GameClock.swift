import TiltInput

/// Where the game's time comes from: seconds since the session started.
public protocol GameClock {
    /// The current game time.
    func now() -> Double
    /// Whether the loop must pace itself to real time (false: run flat out).
    var isRealTime: Bool { get }
}

/// Real time: CLOCK_MONOTONIC seconds since an epoch the hardware sensors share.
///
/// Sensors opened with `epochSeconds` (`AccelerometerInfo.open(epochSeconds:)`)
/// stamp their samples on this same clock, so a sample's time and the frame's
/// time can be compared directly.
public final class RealClock: GameClock {
    /// CLOCK_MONOTONIC seconds when this process first asked: the default epoch of every `RealClock`.
    public static let processEpochSeconds = SystemClock.monotonicSeconds()

    /// CLOCK_MONOTONIC seconds at game time 0; pass it to the sensors.
    public let epochSeconds: Double

    public init(epochSeconds: Double = RealClock.processEpochSeconds) {
        self.epochSeconds = epochSeconds
    }

    public func now() -> Double {
        SystemClock.monotonicSeconds() - epochSeconds
    }

    public var isRealTime: Bool { true }
}

/// A clock that moves only when told: headless games and tests run a whole
/// game in virtual time without sleeping.
public final class VirtualClock: GameClock {
    private var time: Double = 0

    public init() {}

    public func now() -> Double { time }

    public func advance(by seconds: Double) {
        time += seconds
    }

    public var isRealTime: Bool { false }
}
