/// An admin's change to one question of the fleet's bank (`FleetServerCalls.changeQuestion`): only the fields
/// given change; `status` `retired` takes it out of play on every device, `active` puts it back.
public struct FleetQuestionChanges: Encodable, Equatable, Sendable {
    /// A topic's name.
    public var topic: String?
    public var text: String?
    /// The right answer ("true" or "false" for a true/false question).
    public var correct: String?
    /// One to five wrong answers.
    public var wrong: [String]?
    public var explanation: String?
    /// The badge code a right answer earns; "" takes the question's badge away (sent as JSON null, which
    /// `fleet.change_question` keeps as NULL and the devices as no badge); nil leaves it as it is.
    public var badge: String?
    /// `active` or `retired` (QuizStore's `QuestionStatus`).
    public var status: String?

    public init(
        topic: String? = nil, text: String? = nil, correct: String? = nil, wrong: [String]? = nil,
        explanation: String? = nil, badge: String? = nil, status: String? = nil
    ) {
        self.topic = topic
        self.text = text
        self.correct = correct
        self.wrong = wrong
        self.explanation = explanation
        self.badge = badge
        self.status = status
    }

    enum CodingKeys: String, CodingKey {
        case topic, text, correct, wrong, explanation, badge, status
    }

    /// Each field given as its key (none for nil), and `badge` "" as null: the server's function replaces a key
    /// that is present, and a null badge is no badge.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(topic, forKey: .topic)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(correct, forKey: .correct)
        try container.encodeIfPresent(wrong, forKey: .wrong)
        try container.encodeIfPresent(explanation, forKey: .explanation)
        if let badge {
            if badge.isEmpty {
                try container.encodeNil(forKey: .badge)
            } else {
                try container.encode(badge, forKey: .badge)
            }
        }
        try container.encodeIfPresent(status, forKey: .status)
    }
}
