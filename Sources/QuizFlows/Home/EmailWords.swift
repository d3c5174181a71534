import QuizCore

extension EmailProblem {
    /// Why a typed email is not kept, in the player's language: "That email has no @".
    public var refusal: ScreenText {
        ScreenText("keyboard.problem_email", ["reason": .text(screenText)])
    }

    /// The problem as words that finish "the email ..." (keyboard.problem_email puts them after "That email").
    public var screenText: ScreenText {
        switch self {
        case .empty: ScreenText("email.problem_empty")
        case .tooLong(let count):
            ScreenText("email.problem_too_long", ["max": .number(EmailAddress.maximumLength)], count: count)
        case .space: ScreenText("email.problem_space")
        case .controlCharacter: ScreenText("email.problem_control")
        case .noAt: ScreenText("email.problem_no_at")
        case .moreThanOneAt: ScreenText("email.problem_two_at")
        case .nothingBeforeAt: ScreenText("email.problem_nothing_before_at")
        case .noDomain: ScreenText("email.problem_no_domain")
        case .domainWithoutDot(let domain):
            ScreenText("email.problem_domain_without_dot", ["domain": .verbatim(domain)])
        }
    }
}
