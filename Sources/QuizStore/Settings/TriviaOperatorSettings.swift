import QuizCore

/// The trivia settings an operator writes (as JSON, `tiltquiz settings set`):
/// the messages after a right answer, the reward rules and the limits (lives,
/// answer timer, passes a day). Questions are named
/// by their uid or their exact text, and found in the store when the settings
/// are saved and again when a game starts.
public struct TriviaOperatorSettings: Equatable, Sendable {
    /// A power-up given after a number of right answers (over all topics).
    public struct AnswerReward: Equatable, Sendable {
        public var after: Int
        public var grant: PowerUpGrant
        public var repeats: Bool
    }

    /// Power-ups attached to one question: answering it right gives one of them, drawn at random.
    public struct QuestionReward: Equatable, Sendable {
        public var question: String
        public var powerUps: [PowerUp]
    }

    /// A power-up given when a topic reaches a milestone.
    public struct MilestoneReward: Equatable, Sendable {
        public var milestone: TopicMilestone
        public var grant: PowerUpGrant
    }

    /// A badge: its code and title, and what earns it.
    public struct Badge: Equatable, Sendable {
        public enum Trigger: Equatable, Sendable {
            case question(String)
            case answered(Int)
            case correct(Int)
        }

        public var code: String
        public var title: String
        public var trigger: Trigger
    }

    public var rightMessages: [String]
    public var answerRewards: [AnswerReward]
    public var questionRewards: [QuestionReward]
    public var milestoneRewards: [MilestoneReward]
    public var badges: [Badge]
    /// Lives, minutes per life, the answer timer and passes a day.
    public var limits: TriviaLimits = .defaults

    /// The settings a new kiosk starts with (the game's defaults).
    public static let defaults = TriviaOperatorSettings(
        rightMessages: [],
        answerRewards: RewardRules().correctAnswerRewards.map {
            AnswerReward(after: $0.correctAnswers, grant: $0.grant, repeats: $0.repeats)
        }, questionRewards: [], milestoneRewards: [], badges: [])

    /// The rules' settings, with questions resolved by `questionID` (nil: not in the store, the rule is skipped).
    public func triviaSettings(freePlay: Bool, questionID: (String) -> Int64?) -> TriviaSettings {
        var rules = RewardRules(
            correctAnswerRewards: answerRewards.map {
                CorrectAnswerReward(correctAnswers: $0.after, grant: $0.grant, repeats: $0.repeats)
            })
        for reward in questionRewards {
            guard let id = questionID(reward.question) else { continue }
            rules.questionRewards[id, default: []] += reward.powerUps
        }
        for reward in milestoneRewards {
            rules.milestoneRewards[reward.milestone, default: []].append(reward.grant)
        }
        rules.badgeRules = badges.compactMap { badge in
            switch badge.trigger {
            case .answered(let count): return BadgeRule(code: badge.code, title: badge.title, trigger: .answered(count))
            case .correct(let count): return BadgeRule(code: badge.code, title: badge.title, trigger: .correct(count))
            case .question(let question):
                return questionID(question).map {
                    BadgeRule(code: badge.code, title: badge.title, trigger: .questionCorrect($0))
                }
            }
        }
        return TriviaSettings(freePlay: freePlay, rightMessages: rightMessages, rewards: rules, limits: limits)
    }

    /// Every question the rules name.
    public var questionsNamed: [String] {
        questionRewards.map(\.question)
            + badges.compactMap { badge in
                if case .question(let question) = badge.trigger { return question }
                return nil
            }
    }
}

extension TopicMilestone {
    /// The milestone's word in the settings file.
    public var word: String {
        switch self {
        case .bronze: return "bronze"
        case .silver: return "silver"
        case .gold: return "gold"
        case .ninety: return "ninety"
        case .hundred: return "hundred"
        }
    }
}
