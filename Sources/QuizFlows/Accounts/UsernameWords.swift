import QuizCore

extension Username.Part {
    /// The part in the player's language, as words that finish "the username ..." (keyboard.problem_username
    /// puts them after "It").
    public var screenText: ScreenText {
        switch self {
        case .tooShort(let minimum): ScreenText("account.rule_too_short", ["min": .number(minimum)])
        case .tooLong(let maximum): ScreenText("account.rule_too_long", ["max": .number(maximum)])
        case .characters(let others):
            ScreenText(
                "account.rule_characters",
                [
                    "characters": .list(
                        others.map { $0 == " " ? ScreenText("account.rule_a_space") : .verbatim("'\($0)'") })
                ])
        case .start: ScreenText("account.rule_start")
        }
    }
}

extension Username {
    /// Why a username cannot be kept, in the player's language: "It needs at least 3 characters and ...".
    public static func refusal(_ parts: [Part]) -> ScreenText {
        ScreenText("keyboard.problem_username", ["reason": .list(parts.map(\.screenText))])
    }
}
