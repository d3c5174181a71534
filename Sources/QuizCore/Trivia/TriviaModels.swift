/// When something happened, on the two clocks the trivia rules read.
///
/// Game seconds drive the spinner, the 2 s question intro, the 40 s answer
/// timer and the 5 s result; the wall clock drives lives (which refill while
/// the game is closed); the local date keys the day's passes.
public struct TriviaMoment: Equatable, Sendable {
    /// Monotonic seconds since the session started.
    public var gameSeconds: Double
    /// Wall-clock seconds (e.g. since 1970); they keep running between sessions.
    public var wallSeconds: Double
    /// The day in the event's time zone, "YYYY-MM-DD".
    public var localDate: String

    public init(gameSeconds: Double, wallSeconds: Double, localDate: String) {
        self.gameSeconds = gameSeconds
        self.wallSeconds = wallSeconds
        self.localDate = localDate
    }
}

/// One answer a player can choose; its id is the store's option id.
public struct TriviaOption: Equatable, Sendable, Identifiable {
    public var id: Int64
    public var text: String
    public var isCorrect: Bool
    /// Said to a player who chose it (GIFT's per-answer `#...`), before the question's explanation; "" for none.
    public var feedback: String

    public init(id: Int64, text: String, isCorrect: Bool, feedback: String = "") {
        self.id = id
        self.text = text
        self.isCorrect = isCorrect
        self.feedback = feedback
    }
}

/// A multiple-choice question: one correct option and up to five wrong ones.
public struct TriviaQuestion: Equatable, Sendable, Identifiable {
    public var id: Int64
    /// The stable id that survives re-imports.
    public var uid: String
    public var topicID: Int64
    public var text: String
    public var options: [TriviaOption]
    /// Said after the answer, whichever it was.
    public var explanation: String
    /// The badge the operator attached to this question, earned by answering it right.
    public var badge: String?

    public init(
        id: Int64, uid: String, topicID: Int64, text: String, options: [TriviaOption], explanation: String = "",
        badge: String? = nil
    ) {
        self.id = id
        self.uid = uid
        self.topicID = topicID
        self.text = text
        self.options = options
        self.explanation = explanation
        self.badge = badge
    }

    /// The option that is right, if the question has one.
    public var correctOption: TriviaOption? { options.first(where: \.isCorrect) }
}

/// A topic and the player's progress in it, as the store counts it.
///
/// `answered` counts questions answered right or wrong (time-outs and skips
/// return to the pool and do not count); `answeredRight` those answered right.
public struct TriviaTopic: Equatable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    /// Questions in the topic.
    public var total: Int
    public var answered: Int
    public var answeredRight: Int

    public init(id: Int64, name: String, total: Int, answered: Int = 0, answeredRight: Int = 0) {
        self.id = id
        self.name = name
        self.total = max(0, total)
        self.answered = min(max(0, answered), self.total)
        self.answeredRight = min(max(0, answeredRight), self.answered)
    }

    /// The whole percentage of the topic answered right, rounded down.
    public var percentRight: Int { total > 0 ? answeredRight * 100 / total : 0 }

    /// Whether a question is left to play; the spinner only lands on such topics.
    public var hasQuestionsLeft: Bool { answered < total }

    /// Every question has been answered: locked until "Retry topic".
    public var isLocked: Bool { total > 0 && answered >= total }

    /// Wrongly answered questions that "Retry topic" would re-enable.
    public var answeredWrong: Int { answered - answeredRight }

    /// The milestones reached so far, lowest first.
    public var milestones: [TopicMilestone] {
        TopicMilestone.allCases.filter { $0.isReached(right: answeredRight, total: total) }
    }

    /// The best medal reached, if any.
    public var medal: Medal? { milestones.compactMap(\.medal).last }
}
