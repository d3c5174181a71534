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
    /// `active` or `retired` (QuizStore's `QuestionStatus`).
    public var status: String?

    public init(
        topic: String? = nil, text: String? = nil, correct: String? = nil, wrong: [String]? = nil,
        explanation: String? = nil, status: String? = nil
    ) {
        self.topic = topic
        self.text = text
        self.correct = correct
        self.wrong = wrong
        self.explanation = explanation
        self.status = status
    }
}
