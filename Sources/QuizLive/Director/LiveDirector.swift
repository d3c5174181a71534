/// What the big screen shows of a live round.
public enum LiveStage: Equatable, Sendable {
    /// The join screen: the QR code, the PIN, the names.
    case join
    /// Question `index` (from 0) with its countdown.
    case question(Int)
    /// How many chose each answer of question `index`, the right one marked.
    case distribution(Int)
    /// The top 5 after question `index`, with their movement.
    case leaderboard(Int)
    /// The end: 3 places and the rest's ranks.
    case podium
}

/// What the big screen asks of the round's host next.
public enum LiveDirective: Equatable, Sendable {
    /// Start the round: deal its questions, the first opens.
    case start
    /// Move on: close the question, or open the next after the leaderboard, or the podium after the last.
    case next
    /// After the podium: a new round with a new PIN, back to the join screen.
    case newRound
}

/// The big screen's timing of a live round: which stage is on view, and when the round moves on by itself
/// (an unattended start once enough players joined, the results' two screens, the next round after the
/// podium). Pure: it reads the round and the time it is given and returns what to do; `LiveHost` does it.
public struct LiveDirector: Equatable, Sendable {
    /// How long each stage lasts, and what starts a round unattended.
    public struct Timing: Equatable, Sendable {
        /// Players that start a round by themselves (`live.auto_start_players`); 0: only the operator starts.
        public var autoStartPlayers: Int
        /// Seconds the join screen waits once `autoStartPlayers` are in (`live.auto_start_seconds`).
        public var autoStartSeconds: Double
        /// Seconds the distribution is up before the top 5.
        public var distributionSeconds: Double
        /// Seconds the top 5 are up before the next question (or the podium).
        public var leaderboardSeconds: Double
        /// Seconds the podium is up before an unattended round's next one.
        public var podiumSeconds: Double

        public init(
            autoStartPlayers: Int, autoStartSeconds: Double, distributionSeconds: Double = 5,
            leaderboardSeconds: Double = 6, podiumSeconds: Double = 20
        ) {
            self.autoStartPlayers = autoStartPlayers
            self.autoStartSeconds = autoStartSeconds
            self.distributionSeconds = distributionSeconds
            self.leaderboardSeconds = leaderboardSeconds
            self.podiumSeconds = podiumSeconds
        }

        /// Whether rounds start (and follow each other) without the operator.
        public var isUnattended: Bool { autoStartPlayers > 0 }
    }

    public let timing: Timing
    public private(set) var stage: LiveStage = .join
    /// When the stage on view began, in the host's seconds.
    public private(set) var stageSince: Double
    /// Since when the lobby has had `autoStartPlayers`; nil while it has fewer (or unattended starts are off).
    public private(set) var enoughSince: Double?
    private var phase: LivePhase = .lobby

    public init(timing: Timing, at now: Double) {
        self.timing = timing
        stageSince = now
    }

    /// Seconds until the unattended start at `now`, nil when none is due (too few players, or off).
    public func secondsToStart(at now: Double) -> Double? {
        enoughSince.map { max(0, $0 + timing.autoStartSeconds - now) }
    }

    /// Follows `round` at `now`: the stage on view, and what the round needs done by itself, if anything.
    public mutating func step(_ round: LiveRound, at now: Double) -> LiveDirective? {
        follow(round.phase, at: now)
        switch stage {
        case .join:
            guard timing.isUnattended, round.players.count >= timing.autoStartPlayers else {
                enoughSince = nil
                return nil
            }
            let since = enoughSince ?? now
            enoughSince = since
            return now - since >= timing.autoStartSeconds ? .start : nil
        case .question:
            return nil
        case .distribution(let index):
            guard now - stageSince >= timing.distributionSeconds else { return nil }
            show(.leaderboard(index), at: now)
            return nil
        case .leaderboard:
            return now - stageSince >= timing.leaderboardSeconds ? .next : nil
        case .podium:
            return timing.isUnattended && now - stageSince >= timing.podiumSeconds ? .newRound : nil
        }
    }

    /// The operator moves on (Enter on the kiosk): start with at least one player, close the question, the
    /// top 5 after the distribution, the next question after them, a new round after the podium.
    public mutating func advance(_ round: LiveRound, at now: Double) -> LiveDirective? {
        follow(round.phase, at: now)
        switch stage {
        case .join: return round.players.isEmpty ? nil : .start
        case .question, .leaderboard: return .next
        case .distribution(let index):
            show(.leaderboard(index), at: now)
            return nil
        case .podium: return .newRound
        }
    }

    /// The stage the round's phase calls for, when the phase changed.
    private mutating func follow(_ next: LivePhase, at now: Double) {
        guard next != phase else { return }
        phase = next
        switch next {
        case .lobby:
            enoughSince = nil
            show(.join, at: now)
        case .question(let index, _, _): show(.question(index), at: now)
        case .results(let index): show(.distribution(index), at: now)
        case .podium: show(.podium, at: now)
        }
    }

    private mutating func show(_ next: LiveStage, at now: Double) {
        stage = next
        stageSince = now
    }
}
