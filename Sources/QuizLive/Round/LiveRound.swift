/// Where a live round is.
public enum LivePhase: Equatable, Sendable {
    /// Phones join; the operator has not started.
    case lobby
    /// Question `index` (from 0) is open from `openedAt` until `closesAt`, in the round's seconds.
    case question(index: Int, openedAt: Double, closesAt: Double)
    /// Question `index` is closed: its distribution, the right answer and the top 5 are up.
    case results(index: Int)
    /// The round is over: the podium is up.
    case podium
}

/// What the operator sets for a round beside its questions.
public struct LiveRules: Equatable, Sendable {
    /// Names with one of these words (whatever the case, as a whole word) are refused.
    public var blockedWords: [String]
    /// The most players a round takes.
    public var maximumPlayers: Int

    public init(blockedWords: [String] = [], maximumPlayers: Int = 500) {
        self.blockedWords = blockedWords
        self.maximumPlayers = maximumPlayers
    }
}

/// One phone's answer to the open (or last) question.
public struct LiveAnswer: Equatable, Sendable {
    public let option: Int
    /// When it was taken, in the round's seconds.
    public let at: Double
    public let isRight: Bool
    /// The speed points it earns (0 when wrong); the streak bonus is added when the question closes.
    public let speedPoints: Int
}

/// What one player got from the last question closed.
public struct LiveOutcome: Equatable, Sendable {
    /// The answer given, nil when none was.
    public let option: Int?
    public let isRight: Bool
    /// Speed points plus streak bonus.
    public let points: Int
    public let streakBonus: Int
    /// Right answers in a row, this one included.
    public let streak: Int
}

/// A live round's whole state: the pure value the big screen draws and the
/// phones' messages are made from. `reduce` is its only change; time is
/// given with each action (the round's seconds, any monotonic scale), and
/// the round reads no clock and does no I/O.
public struct LiveRound: Equatable, Sendable {
    public let pin: LivePIN
    public let rules: LiveRules
    public internal(set) var phase: LivePhase = .lobby
    public internal(set) var questions: [LiveQuestion] = []
    /// In the order they joined; a kicked player is removed.
    public internal(set) var players: [LivePlayer] = []
    /// Tokens the operator removed: they cannot come back.
    public internal(set) var kicked: Set<LiveToken> = []
    /// The answers to the open question, or to the last one closed.
    public internal(set) var answers: [LiveToken: LiveAnswer] = [:]
    /// What each player got from the last question closed.
    public internal(set) var outcomes: [LiveToken: LiveOutcome] = [:]
    /// The ranks before the last question closed, for the leaderboard's movement.
    public internal(set) var ranksBefore: [LiveToken: Int] = [:]

    public init(pin: LivePIN, rules: LiveRules = LiveRules()) {
        self.pin = pin
        self.rules = rules
    }

    /// The player with `token`, if they are in the round.
    public func player(_ token: LiveToken) -> LivePlayer? {
        players.first { $0.token == token }
    }

    /// The question open now, or the one whose results are up.
    public var currentQuestion: (index: Int, question: LiveQuestion)? {
        switch phase {
        case .question(let index, _, _), .results(let index): return (index, questions[index])
        case .lobby, .podium: return nil
        }
    }

    /// Seconds left on the open question's countdown at `now` (0 when none is open).
    public func secondsRemaining(at now: Double) -> Double {
        guard case .question(_, _, let closesAt) = phase else { return 0 }
        return max(0, closesAt - now)
    }
}
