/// The two games of a chosen topic inside trivia (Quiz Odyssey 3.2.3 and 3.2.4).
public enum TopicQuizKind: String, Equatable, Sendable, CaseIterable {
    /// Up to 10 of the topic's unanswered questions, untimed, 100 points a right answer; the answers count
    /// toward the topic's progress and medals, and the game is ranked on trivia's board.
    case category
    /// 10 of the topic's questions at 20 s each for `SpeedPoints`, ranked on the topic's own board.
    case timed

    /// Questions a game deals at most (fewer when the topic has fewer to give).
    public static let questionCount = 10
    /// The timed challenge's seconds a question.
    public static let timedSeconds = 20.0

    /// The timed challenge's clock for a player at `timeScalePercent` (150: 30 s).
    public static func timedSeconds(timeScalePercent: Int) -> Double {
        timedSeconds * Double(timeScalePercent) / 100
    }
    /// A category quiz's right answer.
    public static let categoryPoints = 100

    /// `gameResult.mode`: trivia's for a category quiz, `timed` for a timed challenge.
    public var mode: GameMode {
        switch self {
        case .category: return .trivia
        case .timed: return .timed
        }
    }

    /// The board the game is ranked on: trivia's (every topic) or the topic's timed board.
    public func boardScope(topicID: Int64, day: CalendarDay) -> BoardScope {
        BoardScope(mode: mode, topicID: self == .timed ? topicID : nil, period: .day, day: day)
    }

    /// How long the right answer stays on screen before the next question (Enter goes on at once).
    public var revealSeconds: Double {
        switch self {
        case .category: return 4
        case .timed: return 2
        }
    }

    /// The game's name on buttons and titles.
    public var title: String {
        switch self {
        case .category: return "Quiz"
        case .timed: return "Timed challenge"
        }
    }
}
