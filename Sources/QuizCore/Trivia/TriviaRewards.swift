/// Power-ups given when the player's count of right answers reaches a number.
public struct CorrectAnswerReward: Equatable, Sendable {
    /// The count of right answers (over all topics) that earns it.
    public var correctAnswers: Int
    public var grant: PowerUpGrant
    /// Whether it comes again at every multiple of `correctAnswers`.
    public var repeats: Bool

    public init(correctAnswers: Int, grant: PowerUpGrant, repeats: Bool = false) {
        self.correctAnswers = max(1, correctAnswers)
        self.grant = grant
        self.repeats = repeats
    }

    /// Whether reaching `correctCount` right answers earns it.
    public func isEarned(atCorrectCount correctCount: Int) -> Bool {
        repeats ? correctCount > 0 && correctCount % correctAnswers == 0 : correctCount == correctAnswers
    }
}

/// A badge the operator defines, and what earns it.
public struct BadgeRule: Equatable, Sendable {
    /// What earns a badge.
    public enum Trigger: Equatable, Sendable {
        /// Answering this question right.
        case questionCorrect(Int64)
        /// Having answered this many questions (right or wrong).
        case answered(Int)
        /// Having answered this many questions right.
        case correct(Int)
    }

    /// The badge's code in the store.
    public var code: String
    /// What the player is told they earned ("Volcano Spotter"); the code when the operator gave no title.
    public var title: String
    public var trigger: Trigger

    public init(code: String, title: String? = nil, trigger: Trigger) {
        self.code = code
        self.title = title ?? code
        self.trigger = trigger
    }
}

/// The rewards the operator defines in settings.
///
/// The defaults are the seed's: one Freeze Time after the first right answer,
/// to introduce power-ups; nothing else until the operator adds it.
public struct RewardRules: Equatable, Sendable {
    /// Power-ups after a number of right answers.
    public var correctAnswerRewards: [CorrectAnswerReward]
    /// Power-ups attached to questions: answering one right gives one of its
    /// list, drawn at random.
    public var questionRewards: [Int64: [PowerUp]]
    /// Power-ups for reaching a topic milestone (a medal, or 90 % / 100 %).
    public var milestoneRewards: [TopicMilestone: [PowerUpGrant]]
    /// Badges for a question answered right, N answered, N right.
    public var badgeRules: [BadgeRule]

    public init(
        correctAnswerRewards: [CorrectAnswerReward] = [
            CorrectAnswerReward(correctAnswers: 1, grant: PowerUpGrant(.freezeTime))
        ],
        questionRewards: [Int64: [PowerUp]] = [:], milestoneRewards: [TopicMilestone: [PowerUpGrant]] = [:],
        badgeRules: [BadgeRule] = []
    ) {
        self.correctAnswerRewards = correctAnswerRewards
        self.questionRewards = questionRewards
        self.milestoneRewards = milestoneRewards
        self.badgeRules = badgeRules
    }
}

/// What the player earned with the last question, shown on the result and progress screens.
public struct TriviaEarnings: Equatable, Sendable {
    public var powerUps: [PowerUpGrant]
    public var badges: [String]
    public var medals: [Medal]

    public init(powerUps: [PowerUpGrant] = [], badges: [String] = [], medals: [Medal] = []) {
        self.powerUps = powerUps
        self.badges = badges
        self.medals = medals
    }

    public var isEmpty: Bool { powerUps.isEmpty && badges.isEmpty && medals.isEmpty }
}

/// Rewards after an answer: the operator's power-ups (after N right answers,
/// attached to questions, for topic milestones), topic medals, and badges
/// (a question right, N answered, N right, 90 % and 100 % of a topic).
/// What is earned is kept on the round for the result and progress screens.
extension TriviaGame {
    /// Everything a right answer to `question` earns, given the topic's
    /// milestones before it.
    mutating func rewardRightAnswer(_ question: TriviaQuestion, milestonesBefore: [TopicMilestone]) -> [TriviaEffect] {
        let rules = settings.rewards
        var earnings = round?.earnings ?? TriviaEarnings()
        var effects: [TriviaEffect] = []
        var grants = rules.correctAnswerRewards
            .filter { $0.isEarned(atCorrectCount: player.correctCount) }
            .map(\.grant)
        if let choices = rules.questionRewards[question.id], !choices.isEmpty {
            grants.append(PowerUpGrant(choices[random.index(below: choices.count)]))
        }
        let reached = topic(question.topicID)?.milestones ?? []
        for milestone in reached where !milestonesBefore.contains(milestone) {
            if let medal = milestone.medal {
                earnings.medals.append(medal)
                effects.append(.awardMedal(topicID: question.topicID, medal))
            }
            if let code = milestone.badge(topicID: question.topicID) {
                effects += award(badge: code, to: &earnings)
            }
            grants += rules.milestoneRewards[milestone] ?? []
        }
        if let code = question.badge {
            effects += award(badge: code, to: &earnings)
        }
        effects += ruleBadges(rightQuestionID: question.id, to: &earnings)
        effects += give(grants, to: &earnings)
        round?.earnings = earnings
        return effects
    }

    /// What any answer can earn: badges for the number of questions answered.
    mutating func rewardAnyAnswer() -> [TriviaEffect] {
        var earnings = round?.earnings ?? TriviaEarnings()
        let effects = ruleBadges(rightQuestionID: nil, to: &earnings)
        round?.earnings = earnings
        return effects
    }

    /// The operator's badge rules the player now meets and does not yet hold.
    private mutating func ruleBadges(rightQuestionID: Int64?, to earnings: inout TriviaEarnings) -> [TriviaEffect] {
        var effects: [TriviaEffect] = []
        for rule in settings.rewards.badgeRules {
            let met: Bool
            switch rule.trigger {
            case .questionCorrect(let questionID): met = questionID == rightQuestionID
            case .answered(let count): met = player.answeredCount >= count
            case .correct(let count): met = player.correctCount >= count
            }
            if met { effects += award(badge: rule.code, to: &earnings) }
        }
        return effects
    }

    /// A badge, once per player.
    private mutating func award(badge code: String, to earnings: inout TriviaEarnings) -> [TriviaEffect] {
        guard !player.badges.contains(code) else { return [] }
        player.badges.insert(code)
        earnings.badges.append(code)
        return [.awardBadge(code: code)]
    }

    /// Adds power-ups to the inventory; one change per kind, in a fixed order.
    private mutating func give(_ grants: [PowerUpGrant], to earnings: inout TriviaEarnings) -> [TriviaEffect] {
        var added: [PowerUp: Int] = [:]
        for grant in grants where grant.count > 0 {
            player.inventory[grant.powerUp] = player.owned(grant.powerUp) + grant.count
            earnings.powerUps.append(grant)
            added[grant.powerUp, default: 0] += grant.count
        }
        return PowerUp.allCases.compactMap { powerUp in added[powerUp].map { .changeInventory(powerUp, by: $0) } }
    }
}
