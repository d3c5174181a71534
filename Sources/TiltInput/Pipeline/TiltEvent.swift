/// The side the device is tilted toward: left (left edge down) answers TRUE, right answers FALSE.
public enum TiltSide: String, Sendable, Equatable {
    case left
    case right

    /// The side that `rollDegrees` points to (positive = left edge down).
    init(rollDegrees: Double) {
        self = rollDegrees >= 0 ? .left : .right
    }

    /// `rollDegrees` measured toward this side: positive when tilted this way.
    func toward(_ rollDegrees: Double) -> Double {
        self == .left ? rollDegrees : -rollDegrees
    }
}

/// What the tilt pipeline tells the game.
public enum TiltEvent: Sendable, Equatable {
    /// A neutral pose has been measured; stages may follow.
    case calibrated
    /// The arrow now shows `stage` (1...3) toward the side.
    case stage(TiltSide, Int)
    /// The answer for the side is committed (always right after `.stage(side, 3)`).
    case commit(TiltSide)
    /// The arrow is back to nothing: after a stage fell to 0, or on re-arm after a commit.
    case neutral
}

/// A tilt event with the time of the sample that caused it.
public struct TimedTiltEvent: Sendable, Equatable {
    /// Seconds, on the clock of the samples.
    public var time: Double
    public var event: TiltEvent

    public init(time: Double, event: TiltEvent) {
        self.time = time
        self.event = event
    }

    /// One JSON line, keys in this order, time rounded to 2 decimals:
    /// `{"t":1.23,"event":"stage","side":"left","stage":2}`, `{"t":1.41,"event":"commit","side":"left"}`,
    /// `{"t":2.0,"event":"neutral"}`, `{"t":0.5,"event":"calibrated"}`.
    public var jsonLine: String {
        let head = "{\"t\":\(Self.twoDecimals(time)),\"event\":"
        switch event {
        case .calibrated:
            return head + "\"calibrated\"}"
        case .stage(let side, let stage):
            return head + "\"stage\",\"side\":\"\(side.rawValue)\",\"stage\":\(stage)}"
        case .commit(let side):
            return head + "\"commit\",\"side\":\"\(side.rawValue)\"}"
        case .neutral:
            return head + "\"neutral\"}"
        }
    }

    /// `seconds` rounded to hundredths and printed without binary noise: 1.23, 0.5, 2.0.
    ///
    /// Built from an integer count of hundredths, so 1.23 never prints as
    /// 1.2300000000000002. Non-finite values print as JSON `null`.
    static func twoDecimals(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "null" }
        // Beyond 2^53 / 100 hundredths are not representable anyway.
        guard abs(seconds) < 1e13 else { return "\(seconds)" }
        let hundredths = Int64((seconds * 100).rounded(.toNearestOrAwayFromZero))
        let sign = hundredths < 0 ? "-" : ""
        let whole = hundredths.magnitude / 100
        let fraction = hundredths.magnitude % 100
        if fraction == 0 {
            return "\(sign)\(whole).0"
        }
        if fraction % 10 == 0 {
            return "\(sign)\(whole).\(fraction / 10)"
        }
        let padding = fraction < 10 ? "0" : ""
        return "\(sign)\(whole).\(padding)\(fraction)"
    }
}
