/// Points for a right answer: 600 during the first quarter of the answer
/// timer, then falling linearly to 0 when it runs out. With the default 40 s
/// timer: 600 while 30 s or more remain, 400 with 20 s left. The curve is
/// kept as a share of the timer the operator set (`TriviaLimits`), so a
/// shorter or longer timer keeps the same shape: answering at the same share
/// of the bar scores the same, and 600 stays the most a question gives.
/// Wrong, timed out or skipped: 0.
public enum TriviaScoring {
    public static let maximumPoints = 600
    /// The share of the timer at the start during which a right answer scores full points.
    public static let fullPointsShare = 0.25
    /// Full points while at least this many seconds remain of the default 40 s (the first 10 s).
    public static let fullPointsSecondsRemaining = TriviaTiming.answerSeconds * (1 - fullPointsShare)

    /// Full points while at least this many seconds remain of an `answerSeconds` timer.
    public static func fullPointsSecondsRemaining(answerSeconds: Double) -> Double {
        answerSeconds * (1 - fullPointsShare)
    }

    /// The points for a right answer with `secondsRemaining` on an
    /// `answerSeconds` timer, rounded to the nearest point.
    public static func points(secondsRemaining: Double, answerSeconds: Double = TriviaTiming.answerSeconds) -> Int {
        guard secondsRemaining.isFinite, secondsRemaining > 0, answerSeconds > 0 else { return 0 }
        let full = fullPointsSecondsRemaining(answerSeconds: answerSeconds)
        guard secondsRemaining < full else { return maximumPoints }
        let share = secondsRemaining / full
        return Int((Double(maximumPoints) * share).rounded())
    }
}

/// The fixed durations of a trivia question, in game seconds.
public enum TriviaTiming {
    /// The topic spinner turns for a random time in this range.
    public static let spinSeconds: ClosedRange<Double> = 2...3
    /// The question shows alone this long before the answers fade in.
    public static let introSeconds = 2.0
    /// The answer timer bar by default (`TriviaLimits.answerSeconds` is the one in force).
    public static let answerSeconds = 40.0
    /// The result (right, wrong, time's up, jumped) shows this long before the progress screen.
    public static let resultSeconds = 5.0
    /// Freeze Time stops the timer this long.
    public static let freezeSeconds = 10.0
    /// A Second Chance's try starts with the time the first try had left, and
    /// never less than this (Freeze Time's length): after a time-out, or a
    /// wrong answer in the last seconds, the paid try still has time to answer.
    public static let secondChanceMinimumSeconds = 10.0
    /// The last seconds of the timer tick audibly.
    public static let tickingSeconds = 5
}

/// A topic medal, for the share of the topic's questions answered right.
public enum Medal: String, Equatable, Hashable, Sendable, CaseIterable, Comparable {
    case bronze
    case silver
    case gold

    /// The share of the topic, in percent, that earns this medal.
    public var percent: Int {
        switch self {
        case .bronze: return TopicMilestone.bronze.percent
        case .silver: return TopicMilestone.silver.percent
        case .gold: return TopicMilestone.gold.percent
        }
    }

    public static func < (lhs: Medal, rhs: Medal) -> Bool { lhs.percent < rhs.percent }
}

/// A level of progress in a topic: the three medals (25, 50, 75 %), then
/// badges at 90 % and 100 % of its questions answered right.
public enum TopicMilestone: Int, Equatable, Hashable, Sendable, CaseIterable, Comparable {
    case bronze = 25
    case silver = 50
    case gold = 75
    case ninety = 90
    case hundred = 100

    /// The share of the topic, in percent, that reaches this milestone.
    public var percent: Int { rawValue }

    /// The medal this milestone gives, for the first three.
    public var medal: Medal? {
        switch self {
        case .bronze: return .bronze
        case .silver: return .silver
        case .gold: return .gold
        case .ninety, .hundred: return nil
        }
    }

    /// The badge code this milestone gives in a topic, for 90 % and 100 %.
    public func badge(topicID: Int64) -> String? {
        switch self {
        case .bronze, .silver, .gold: return nil
        case .ninety, .hundred: return "topic-\(topicID)-\(percent)"
        }
    }

    /// Whether `right` of `total` questions reach it (exact, in whole numbers).
    public func isReached(right: Int, total: Int) -> Bool {
        total > 0 && right * 100 >= percent * total
    }

    public static func < (lhs: TopicMilestone, rhs: TopicMilestone) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
