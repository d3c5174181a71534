/// A dealt question as the player sees it: the options in the dealt order,
/// and which of them is right. Kept whole in the saved attempt, so content
/// imported later cannot change a game under way.
public struct DailyQuestion: Equatable, Sendable, Codable {
    public var uid: String
    public var topic: String
    public var text: String
    public var options: [String]
    /// The place of the right answer in `options`.
    public var correct: Int

    public init(uid: String, topic: String, text: String, options: [String], correct: Int) {
        self.uid = uid
        self.topic = topic
        self.text = text
        self.options = options
        self.correct = correct
    }
}

/// One question answered: the option chosen (nil: the time ran out), the seconds left then, the points.
public struct DailyAnswer: Equatable, Sendable, Codable {
    public var choice: Int?
    public var secondsLeft: Double
    public var points: Int

    public init(choice: Int?, secondsLeft: Double, points: Int) {
        self.choice = choice
        self.secondsLeft = secondsLeft
        self.points = points
    }
}

/// The Daily Challenge's clock and its rule in words; its points are `SpeedPoints`.
public enum DailyPoints {
    public static let secondsPerQuestion = 20.0
    /// The points rule of every question.
    public static let speed = SpeedPoints(limitSeconds: secondsPerQuestion)

    /// A question's clock for a player at `timeScalePercent` (150: 30 s).
    public static func seconds(timeScalePercent: Int) -> Double {
        secondsPerQuestion * Double(timeScalePercent) / 100
    }

    /// The rule in words, for the first screen.
    public static let rule =
        "10 questions, 20 s each. A right answer scores \(SpeedPoints.base), plus up to \(SpeedPoints.maximumBonus) "
        + "more the faster you answer."
}

/// The rules of one Daily Challenge attempt: ten questions in order, each
/// answered (or timed out), shown right or wrong, then the next. Restored
/// from its saved answers it resumes at the first question not answered.
public struct DailyGame: Equatable, Sendable {
    public let day: CalendarDay
    public let questions: [DailyQuestion]
    public private(set) var answers: [DailyAnswer]
    public private(set) var phase: QuestionPhase
    /// The player's time scale as a whole percentage (`accessibility.time_scale`; 100: the game's own 20 s),
    /// fixed when the attempt is dealt and kept with it.
    public let timeScalePercent: Int

    public init(
        day: CalendarDay, questions: [DailyQuestion], answers: [DailyAnswer] = [],
        timeScalePercent: Int = TimeScale.standardPercent
    ) {
        self.day = day
        self.questions = questions
        self.answers = Array(answers.prefix(questions.count))
        self.timeScalePercent = TimeScale.clamped(percent: timeScalePercent)
        phase = self.answers.count >= questions.count ? .finished : .asking
    }

    /// Each question's clock: 20 s, times the player's time scale.
    public var secondsPerQuestion: Double { DailyPoints.seconds(timeScalePercent: timeScalePercent) }

    /// The question on view (the last one once finished).
    public var current: Int {
        phase == .asking ? answers.count : max(0, answers.count - 1)
    }

    public var score: Int { answers.reduce(0) { $0 + $1.points } }
    public var rightCount: Int { answers.filter { $0.points > 0 }.count }
    public var isFinished: Bool { phase == .finished }

    /// Whether answer `index` chose the right option.
    public func isRight(_ index: Int) -> Bool {
        answers.indices.contains(index) && answers[index].choice == questions[index].correct
    }

    /// Answers the current question with `choice` (nil: time up) and `secondsLeft`; the answer, or nil when
    /// no question is waiting for one.
    @discardableResult
    public mutating func answer(_ choice: Int?, secondsLeft: Double) -> DailyAnswer? {
        guard phase == .asking else { return nil }
        let question = questions[current]
        if let choice, !question.options.indices.contains(choice) { return nil }
        let left = choice == nil ? 0 : min(max(secondsLeft, 0), secondsPerQuestion)
        // With more time, the speed bonus goes by the share of the longer clock left.
        let share = left * 100 / Double(timeScalePercent)
        let answer = DailyAnswer(
            choice: choice, secondsLeft: left,
            points: DailyPoints.speed.points(right: choice == question.correct, secondsLeft: share))
        answers.append(answer)
        phase = .revealed
        return answer
    }

    /// From the reveal to the next question, or to the end after the last; true when that finished the game.
    @discardableResult
    public mutating func next() -> Bool {
        guard phase == .revealed else { return false }
        phase = answers.count >= questions.count ? .finished : .asking
        return phase == .finished
    }
}

extension GameModeInfo {
    /// The Daily Challenge: ten mixed-topic questions a day, the same for everyone.
    public static let daily = GameModeInfo(
        id: .daily, title: "Daily Challenge", summary: "Ten questions a day, the same for everyone",
        icon: "trophy", inputs: [.taps])
}
