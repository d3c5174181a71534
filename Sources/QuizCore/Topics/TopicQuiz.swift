/// One answer of a topic game.
public struct TopicQuizAnswer: Equatable, Sendable {
    public var questionID: Int64
    /// The option chosen; nil when the clock ran out.
    public var optionID: Int64?
    public var isRight: Bool
    public var points: Int
    /// Seconds from the answers appearing to the answer (the limit for a time-out).
    public var secondsTaken: Double

    public var timedOut: Bool { optionID == nil }
}

/// A category quiz or timed challenge as a value-type state machine: the
/// questions one by one, an answer (or, timed, the clock running out) shows
/// the right one for `revealSeconds`, then the next; after the last the game
/// is finished. Leaving before the end keeps nothing (Quiz Odyssey 3.4.7).
public struct TopicQuiz: Equatable, Sendable {
    public let kind: TopicQuizKind
    public let topic: TriviaTopic
    public let questions: [TriviaQuestion]
    /// Each question's options as dealt (the right one and up to 3 wrong ones, shuffled).
    public let options: [[TriviaOption]]
    public private(set) var index = 0
    public private(set) var phase = QuestionPhase.asking
    /// When the current question appeared, in game seconds.
    public private(set) var askedAt: Double
    /// When the reveal moves on by itself.
    public private(set) var revealEndsAt: Double?
    public private(set) var answers: [TopicQuizAnswer] = []
    /// The player's time scale as a whole percentage for a timed challenge (`accessibility.time_scale`); 100 for a
    /// category quiz, which has no clock.
    public let timeScalePercent: Int

    /// A game of `questions` (at least one) of `topic`, the options dealt from `seed`, starting at `time`; a timed
    /// challenge's clock lasts `timeScalePercent` % of its 20 s.
    public init(
        kind: TopicQuizKind, topic: TriviaTopic, questions: [TriviaQuestion], seed: UInt64, at time: Double,
        timeScalePercent: Int = TimeScale.standardPercent
    ) {
        self.kind = kind
        self.timeScalePercent =
            kind == .timed ? TimeScale.clamped(percent: timeScalePercent) : TimeScale.standardPercent
        self.topic = topic
        self.questions = questions
        var random = SeededRandom(seed: seed)
        options = questions.map { TriviaRound.deal($0, using: &random) }
        askedAt = time
        if questions.isEmpty { phase = .finished }
    }

    public var question: TriviaQuestion? { questions.indices.contains(index) ? questions[index] : nil }
    public var currentOptions: [TriviaOption] { options.indices.contains(index) ? options[index] : [] }
    /// The answer to the question on screen, once given.
    public var currentAnswer: TopicQuizAnswer? { answers.count > index ? answers[index] : nil }
    public var points: Int { answers.reduce(0) { $0 + $1.points } }
    public var rightCount: Int { answers.filter(\.isRight).count }
    public var isFinished: Bool { phase == .finished }

    /// A timed question's clock: 20 s, times the player's time scale.
    public var timedSeconds: Double { TopicQuizKind.timedSeconds(timeScalePercent: timeScalePercent) }

    /// Seconds left on a timed question's clock; nil for a category quiz.
    public func secondsLeft(at time: Double) -> Double? {
        guard kind == .timed else { return nil }
        guard phase == .asking else { return currentAnswer.map { timedSeconds - $0.secondsTaken } }
        return max(0, timedSeconds - (time - askedAt))
    }

    /// The player chose `optionID`; returns whether it counted (an answer on a question still asking).
    @discardableResult
    public mutating func answer(optionID: Int64, at time: Double) -> Bool {
        guard phase == .asking, let question, let option = currentOptions.first(where: { $0.id == optionID }) else {
            return false
        }
        if let left = secondsLeft(at: time), left <= 0 {
            timeOut(at: time)
            return false
        }
        let taken = max(0, time - askedAt)
        let points: Int
        switch kind {
        case .category: points = option.isCorrect ? TopicQuizKind.categoryPoints : 0
        case .timed:
            // With more time, the speed bonus goes by the share of the longer clock left.
            let share = (timedSeconds - taken) * 100 / Double(timeScalePercent)
            points = SpeedPoints(limitSeconds: TopicQuizKind.timedSeconds).points(
                right: option.isCorrect, secondsLeft: share)
        }
        answers.append(
            TopicQuizAnswer(
                questionID: question.id, optionID: optionID, isRight: option.isCorrect, points: points,
                secondsTaken: taken))
        reveal(at: time)
        return true
    }

    /// A step of the clock: a timed question runs out, a reveal moves on.
    public mutating func tick(at time: Double) {
        switch phase {
        case .asking:
            if let left = secondsLeft(at: time), left <= 0 { timeOut(at: time) }
        case .revealed:
            if let end = revealEndsAt, time >= end { next(at: time) }
        case .finished:
            break
        }
    }

    /// Moves the game's clocks later by `seconds` (a panel stood the game still that long): the question's
    /// countdown and the reveal's end, so neither runs out under it.
    public mutating func postpone(by seconds: Double) {
        guard seconds > 0 else { return }
        askedAt += seconds
        if let end = revealEndsAt { revealEndsAt = end + seconds }
    }

    /// Enter on a reveal: the next question (or the end) at once.
    public mutating func next(at time: Double) {
        guard phase == .revealed else { return }
        revealEndsAt = nil
        if index + 1 < questions.count {
            index += 1
            askedAt = time
            phase = .asking
        } else {
            phase = .finished
        }
    }

    private mutating func timeOut(at time: Double) {
        guard let question else { return }
        answers.append(
            TopicQuizAnswer(
                questionID: question.id, optionID: nil, isRight: false, points: 0,
                secondsTaken: timedSeconds))
        reveal(at: time)
    }

    private mutating func reveal(at time: Double) {
        phase = .revealed
        revealEndsAt = time + kind.revealSeconds
    }

    /// The question on screen as trivia's answer views draw it: after the answer, the choice and the right one marked.
    public var round: TriviaRound? {
        guard let question else { return nil }
        var round = TriviaRound(question: question, options: currentOptions)
        if let answer = currentAnswer {
            round.chosenOptionID = answer.optionID
            // A time-out still shows the right answer (the result that reveals it).
            round.result = answer.isRight ? .right : .wrong
        }
        return round
    }

    /// A category quiz's answers as trivia's history records them (they count toward the topic's progress).
    public var answerRecords: [TriviaAnswerRecord] {
        answers.map { answer in
            TriviaAnswerRecord(
                questionID: answer.questionID, topicID: topic.id, optionID: answer.optionID,
                result: answer.optionID == nil ? .timeout : (answer.isRight ? .right : .wrong), points: answer.points,
                secondsTaken: answer.secondsTaken)
        }
    }

    /// The medals a finished category quiz earns: those the topic reaches with its answers and had not before.
    public var medalsEarned: [Medal] {
        guard kind == .category else { return [] }
        let after = TriviaTopic(
            id: topic.id, name: topic.name, total: topic.total, answered: topic.answered + answers.count,
            answeredRight: topic.answeredRight + rightCount)
        let before = Set(topic.milestones.compactMap(\.medal))
        return after.milestones.compactMap(\.medal).filter { !before.contains($0) }
    }
}

extension TopicQuiz {
    /// The question ids a game deals from `eligible`: shuffled with `seed` (the same seed, the same order),
    /// at most `TopicQuizKind.questionCount`.
    public static func draw(_ eligible: [Int64], seed: UInt64) -> [Int64] {
        var random = SeededRandom(seed: seed)
        return Array(TriviaRound.shuffle(eligible.sorted(), using: &random).prefix(TopicQuizKind.questionCount))
    }
}
