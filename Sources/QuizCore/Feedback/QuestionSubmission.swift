/// A question a player sends in for the moderators (SwimPedia's "Add?",
/// Quiz Odyssey's "Submit a question"): its text, the right answer and a
/// topic, the store's or "Other". Only `check` makes one, so each is within
/// the limits below.
public struct QuestionSubmission: Equatable, Sendable {
    public let text: String
    public let correctAnswer: String
    public let topicName: String

    /// What the question may hold: long enough to be a question, short enough for a card.
    public static let textLengths = 10...200
    public static let answerLengths = 1...80
    public static let topicLengths = 1...40
    /// The topic of a question that fits none of the store's.
    public static let otherTopic = "Other"

    /// The three fields trimmed and checked; the failure names each field that is wrong and why.
    public static func check(
        text: String, correctAnswer: String, topicName: String
    ) -> Result<QuestionSubmission, SubmissionProblem> {
        let text = Self.trimmed(text)
        let answer = Self.trimmed(correctAnswer)
        let topic = Self.trimmed(topicName)
        var problems: [String] = []
        if let problem = Self.problem("The question", text, textLengths) { problems.append(problem) }
        if let problem = Self.problem("The answer", answer, answerLengths) { problems.append(problem) }
        if let problem = Self.problem("The topic", topic, topicLengths) { problems.append(problem) }
        guard problems.isEmpty else { return .failure(SubmissionProblem(problems: problems)) }
        return .success(QuestionSubmission(text: text, correctAnswer: answer, topicName: topic))
    }

    private init(text: String, correctAnswer: String, topicName: String) {
        self.text = text
        self.correctAnswer = correctAnswer
        self.topicName = topicName
    }

    static func trimmed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func problem(_ field: String, _ text: String, _ lengths: ClosedRange<Int>) -> String? {
        if text.isEmpty { return "\(field) is empty" }
        if text.count < lengths.lowerBound {
            return "\(field) needs at least \(lengths.lowerBound) characters (it has \(text.count))"
        }
        if text.count > lengths.upperBound {
            return "\(field) has \(text.count) characters; at most \(lengths.upperBound)"
        }
        return nil
    }
}

/// Why a submission was not sent: one line per field that is wrong.
public struct SubmissionProblem: Error, Equatable, Sendable {
    public let problems: [String]

    /// The problems in one sentence.
    public var text: String { problems.joined(separator: "; ") }
}
