/// Points for a right answer against a clock, the rule of the timed games
/// (the timed challenge, the Daily Challenge): `base` for being right plus a
/// speed bonus of up to `maximumBonus`, linear in the time left. A wrong
/// answer or a time-out scores nothing (the games decide which is which).
public struct SpeedPoints: Equatable, Sendable {
    /// Points for any right answer.
    public static let base = 100
    /// The bonus for a right answer given the instant the question appears.
    public static let maximumBonus = 100
    /// Seconds a question lasts.
    public var limitSeconds: Double

    public init(limitSeconds: Double = 20) {
        self.limitSeconds = max(1, limitSeconds)
    }

    /// The whole seconds a countdown shows with `secondsLeft` to go: rounded up, so it reads the full time
    /// at the start and 1 s in the last second. One rounding for the bar and the points: an answer scores
    /// the seconds the bar showed when it was given.
    public static func shownSeconds(_ secondsLeft: Double) -> Int {
        guard secondsLeft.isFinite, secondsLeft > 0 else { return 0 }
        return Int(secondsLeft.rounded(.up))
    }

    /// What a right answer with `secondsLeft` on the clock earns, by the whole seconds the bar shows
    /// (`shownSeconds`): 100 at 0 s left, 150 at half the time, 200 with all of it (the bonus rounded to
    /// the nearest point).
    public func points(secondsLeft: Double) -> Int {
        let left = min(limitSeconds, Double(Self.shownSeconds(secondsLeft)))
        return Self.base + Int((Double(Self.maximumBonus) * left / limitSeconds).rounded())
    }

    /// What an answer earns: nothing unless it is right.
    public func points(right: Bool, secondsLeft: Double) -> Int {
        right ? points(secondsLeft: secondsLeft) : 0
    }

    /// The rule in words, for a game's first screen.
    public var rule: String {
        "\(Self.base) points a right answer plus up to \(Self.maximumBonus) for speed; too slow scores 0"
    }
}
