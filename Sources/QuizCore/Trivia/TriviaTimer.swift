/// The 40 s answer timer, derived from when it started and the windows in
/// which it stood still, never counted down: any game time gives its reading.
///
/// It stands still during Freeze Time (10 s each, back to back when used
/// twice), while a power-up's explanation is open, while a Second Chance is
/// on offer (from the wrong answer or the time-out until the player
/// accepts), and for good once the question ends, so the bar on the result
/// screen shows the time that was left. A Second Chance may give time back.
public struct TriviaTimer: Equatable, Sendable {
    /// A stretch of game time in which the timer did not run; `end` nil: still stopped.
    public struct Stop: Equatable, Sendable {
        public var start: Double
        public var end: Double?
    }

    /// Game seconds at which the answers appeared and the timer started.
    public internal(set) var startedAt: Double
    public internal(set) var durationSeconds: Double
    public internal(set) var stops: [Stop] = []
    /// Seconds handed back to the bar (a Second Chance's try never starts with less than its minimum).
    public internal(set) var givenBackSeconds = 0.0

    public init(startedAt: Double, durationSeconds: Double = TriviaTiming.answerSeconds) {
        self.startedAt = startedAt
        self.durationSeconds = durationSeconds
    }

    /// Seconds the timer has run by `gameSeconds`, not counting the stops
    /// nor the time given back.
    public func elapsed(at gameSeconds: Double) -> Double {
        min(durationSeconds, max(0, ranSeconds(at: gameSeconds) - givenBackSeconds))
    }

    /// Seconds of running time by `gameSeconds`, unbounded (a tick may come a
    /// little after the bar ran out).
    private func ranSeconds(at gameSeconds: Double) -> Double {
        let now = max(gameSeconds, startedAt)
        // Stops may overlap (a wrong answer during a freeze): count their union once.
        var stopped = 0.0
        var coveredUntil = startedAt
        for stop in stops.sorted(by: { $0.start < $1.start }) {
            let from = max(stop.start, coveredUntil)
            let to = min(stop.end ?? now, now)
            if to > from { stopped += to - from }
            coveredUntil = max(coveredUntil, to)
        }
        return now - startedAt - stopped
    }

    /// Seconds left on the bar at `gameSeconds`.
    public func remaining(at gameSeconds: Double) -> Double {
        durationSeconds - elapsed(at: gameSeconds)
    }

    /// The share of the bar still full, 1...0.
    public func fraction(at gameSeconds: Double) -> Double {
        durationSeconds > 0 ? remaining(at: gameSeconds) / durationSeconds : 0
    }

    /// Whether the timer stands still at `gameSeconds` (frozen or on hold).
    public func isStopped(at gameSeconds: Double) -> Bool {
        stops.contains { $0.start <= gameSeconds && gameSeconds < ($0.end ?? .infinity) }
    }

    /// Seconds of Freeze Time still to run at `gameSeconds` (0 when not frozen).
    public func frozenSecondsLeft(at gameSeconds: Double) -> Double {
        guard stops.contains(where: { $0.start <= gameSeconds && gameSeconds < ($0.end ?? -.infinity) }) else {
            return 0
        }
        // Freezes used back to back follow each other without a gap.
        let lastEnd = stops.compactMap(\.end).filter { $0 > gameSeconds }.max() ?? gameSeconds
        return lastEnd - gameSeconds
    }

    /// Whether time is up at `gameSeconds`.
    public func isExpired(at gameSeconds: Double) -> Bool {
        remaining(at: gameSeconds) <= 0
    }

    /// Stops the timer for `seconds` from `gameSeconds`, or from the end of a
    /// freeze still running, so two freezes add up.
    mutating func freeze(at gameSeconds: Double, seconds: Double) {
        let running = stops.compactMap(\.end).filter { $0 > gameSeconds }.max()
        let start = running ?? gameSeconds
        stops.append(Stop(start: start, end: start + seconds))
    }

    /// Stops the timer until `resume(at:)`.
    mutating func hold(at gameSeconds: Double) {
        stops.append(Stop(start: gameSeconds, end: nil))
    }

    /// Gives time back so that at least `seconds` are left at `gameSeconds`
    /// (nothing when there are already that many).
    mutating func ensureRemaining(atLeast seconds: Double, at gameSeconds: Double) {
        let target = durationSeconds - min(seconds, durationSeconds)
        let ran = ranSeconds(at: gameSeconds) - givenBackSeconds
        if ran > target { givenBackSeconds += ran - target }
    }

    /// Lets a held timer run again from `gameSeconds`.
    mutating func resume(at gameSeconds: Double) {
        for index in stops.indices where stops[index].end == nil {
            stops[index].end = max(gameSeconds, stops[index].start)
        }
    }
}
