import QuizCore

/// The feedback panel's words ("Add a question", "Report this question") in the player's language: a
/// submission's problems field by field, the report reasons as their buttons read, the topic "Other".
public enum FeedbackWords {
    /// Each wrong field as a sentence of its own ("The question is empty.").
    public static func problems(_ problem: SubmissionProblem) -> [ScreenText] {
        problem.fields.map { wrong in
            let field: ScreenText.Value =
                switch wrong.field {
                case .question: .key("feedback.the_question")
                case .answer: .key("feedback.the_answer")
                case .topic: .key("feedback.the_topic")
                }
            switch wrong.length {
            case .empty: return ScreenText("feedback.problem_empty", ["field": field])
            case .tooShort(let minimum, let has):
                return ScreenText("feedback.problem_short", ["field": field, "min": .number(minimum)], count: has)
            case .tooLong(let maximum, let has):
                return ScreenText("feedback.problem_long", ["field": field, "max": .number(maximum)], count: has)
            }
        }
    }

    /// Why a submission or a report was not kept: "Not sent: the question is no longer in the game".
    public static func notSent(_ refusal: FeedbackRefusal) -> ScreenText {
        let reason =
            switch refusal {
            case .questionGone: ScreenText("feedback.not_sent_question_gone")
            case .storeDown: ScreenText("feedback.not_sent_store_down")
            }
        return ScreenText("feedback.not_sent", ["reason": .text(reason)])
    }

    /// A reason as its button reads, and a shorter word for a narrow button.
    public static func reason(_ reason: ReportReason, short: Bool = false) -> ScreenText {
        switch reason {
        case .wrong: ScreenText(short ? "feedback.reason_wrong_short" : "feedback.reason_wrong")
        case .inappropriate: ScreenText(short ? "feedback.reason_inappropriate_short" : "feedback.reason_inappropriate")
        case .other: ScreenText("feedback.other")
        }
    }

    /// A topic as the form shows it: the store's name, or "Other" in the player's language.
    public static func topic(_ name: String) -> ScreenText {
        name == QuestionSubmission.otherTopic ? ScreenText("feedback.other") : .verbatim(name)
    }
}
