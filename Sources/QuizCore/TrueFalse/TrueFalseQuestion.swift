/// A statement the player judges true (tilt left) or false (tilt right).
public struct TrueFalseQuestion: Equatable, Sendable, Identifiable {
    /// The statement's uid in its pack (`tf-001`): what dealing remembers.
    public var id: String
    public var topic: String
    public var statement: String
    public var answer: Bool
    /// Said after the answer, whichever it was.
    public var explanation: String
    /// Said after a right answer and after a wrong one (GIFT's two feedbacks), before the explanation; "" for none.
    public var rightFeedback: String
    public var wrongFeedback: String
    public var source: String
    /// The store's row of the statement, which its answers refer to; nil for
    /// a statement that is not in a store (a test's).
    public var rowID: Int64?
    /// The store's ids of the statement's two options, "true" and "false":
    /// an answer records the one chosen. Nil when the store has none.
    public var trueOptionID: Int64?
    public var falseOptionID: Int64?

    public init(
        id: String, topic: String, statement: String, answer: Bool, explanation: String, rightFeedback: String = "",
        wrongFeedback: String = "", source: String, rowID: Int64? = nil, trueOptionID: Int64? = nil,
        falseOptionID: Int64? = nil
    ) {
        self.id = id
        self.topic = topic
        self.statement = statement
        self.answer = answer
        self.explanation = explanation
        self.rightFeedback = rightFeedback
        self.wrongFeedback = wrongFeedback
        self.source = source
        self.rowID = rowID
        self.trueOptionID = trueOptionID
        self.falseOptionID = falseOptionID
    }
}

/// A statement as a true/false pack file writes it (`assets/packs/*.json`): six keys, all required, read in
/// this order (so a statement missing two names the first). A pack has no feedback and no store ids.
extension TrueFalseQuestion: Decodable {
    private enum PackKey: String, CodingKey {
        case id, topic, statement, answer, explanation, source
    }

    public init(from decoder: any Decoder) throws {
        let pack = try decoder.container(keyedBy: PackKey.self)
        try self.init(
            id: pack.decode(String.self, forKey: .id), topic: pack.decode(String.self, forKey: .topic),
            statement: pack.decode(String.self, forKey: .statement), answer: pack.decode(Bool.self, forKey: .answer),
            explanation: pack.decode(String.self, forKey: .explanation),
            source: pack.decode(String.self, forKey: .source))
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

    /// What the reveal says under the answer: the feedback for a right or a wrong answer, then the explanation.
    public var explanationShown: String { explanationChoices.first ?? "" }

    /// `explanationShown`, then shorter texts for a screen without room for it (`AnswerFeedback.choices`).
    public var explanationChoices: [String] {
        AnswerFeedback.choices(
            feedback: isRight ? question.rightFeedback : question.wrongFeedback, explanation: question.explanation)
    }

    /// The store's id of the option chosen, when the statement has one.
    public var optionID: Int64? { chosen ? question.trueOptionID : question.falseOptionID }

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
    /// A spoken command ("true", "false") heard by the voice recogniser.
    case voice
}
