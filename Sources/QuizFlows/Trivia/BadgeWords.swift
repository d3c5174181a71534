import QuizCore

extension BadgeName {
    /// The badge in the player's language: "90 % of the topic"; an operator's badge by its title, as written.
    public var screenText: ScreenText {
        switch self {
        case .topicShare(let percent): ScreenText("trivia.badge_topic_percent", ["percent": .number(percent)])
        case .titled(let title): .verbatim(title)
        }
    }
}
