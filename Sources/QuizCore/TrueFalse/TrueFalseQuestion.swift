/// A statement the player judges true (tilt left) or false (tilt right).
public struct TrueFalseQuestion: Equatable, Sendable, Identifiable {
    public var id: String
    public var topic: String
    public var statement: String
    public var answer: Bool
    public var explanation: String
    public var source: String

    public init(
        id: String, topic: String, statement: String, answer: Bool, explanation: String,
        source: String
    ) {
        self.id = id
        self.topic = topic
        self.statement = statement
        self.answer = answer
        self.explanation = explanation
        self.source = source
    }
}

/// The player's answer to one question of a round.
public struct TrueFalseAnswer: Equatable, Sendable {
    public var question: TrueFalseQuestion
    public var chosen: Bool
    /// Seconds since the game started when the answer committed.
    public var at: Double
    /// How the answer was given.
    public var via: AnswerInput

    public var isRight: Bool { chosen == question.answer }

    public init(question: TrueFalseQuestion, chosen: Bool, at: Double, via: AnswerInput) {
        self.question = question
        self.chosen = chosen
        self.at = at
        self.via = via
    }
}

/// Where an answer came from.
public enum AnswerInput: String, Equatable, Sendable {
    case tilt
    case tap
}
