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
        let problems = [
            Self.problem(.question, text, textLengths), Self.problem(.answer, answer, answerLengths),
            Self.problem(.topic, topic, topicLengths),
        ].compactMap { $0 }
        guard problems.isEmpty else { return .failure(SubmissionProblem(fields: problems)) }
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

    static func problem(
        _ field: SubmissionProblem.Field, _ text: String, _ lengths: ClosedRange<Int>
    ) -> SubmissionProblem.FieldProblem? {
        if text.isEmpty { return .init(field: field, length: .empty) }
        if text.count < lengths.lowerBound {
            return .init(field: field, length: .tooShort(minimum: lengths.lowerBound, has: text.count))
        }
        if text.count > lengths.upperBound {
            return .init(field: field, length: .tooLong(maximum: lengths.upperBound, has: text.count))
        }
        return nil
    }
}

/// Why a submission was not sent: each field that is wrong and how (the screens put it in the player's words).
public struct SubmissionProblem: Error, Equatable, Sendable {
    /// A field of the submission.
    public enum Field: Equatable, Sendable {
        case question, answer, topic
    }

    /// What is wrong with a field's length.
    public enum Length: Equatable, Sendable {
        case empty
        case tooShort(minimum: Int, has: Int)
        case tooLong(maximum: Int, has: Int)
    }

    /// One field that is wrong.
    public struct FieldProblem: Equatable, Sendable {
        public let field: Field
        public let length: Length

        public init(field: Field, length: Length) {
            self.field = field
            self.length = length
        }
    }

    /// The fields that are wrong, in the form's order.
    public let fields: [FieldProblem]
}
