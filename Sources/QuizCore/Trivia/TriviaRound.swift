/// How a question ended, as the result screen shows it.
public enum TriviaResultKind: String, Equatable, Sendable {
    case right
    case wrong
    case timeUp
    case jumped
}

/// How an answer is recorded in the store's answer history.
public enum TriviaAnswerResult: String, Equatable, Sendable {
    case right
    case wrong
    /// Time ran out: no credit either way, the question returns to the pool.
    case timeout
    /// Jump It: no credit either way, the question stays in the pool.
    case skipped
}

/// Where the Second Chance for the question on screen stands.
public enum SecondChanceState: Equatable, Sendable {
    /// No wrong answer or time-out yet.
    case notOffered
    /// Answered wrong or timed out; the offer is on screen.
    case offered
    /// Bought: the player is answering again, once.
    case accepted
    /// The player tapped Cancel.
    case declined
}

/// The question on screen and everything that has happened to it.
public struct TriviaRound: Equatable, Sendable {
    public internal(set) var question: TriviaQuestion
    /// The options dealt: the correct one and up to 3 wrong ones, shuffled.
    public internal(set) var options: [TriviaOption]
    /// Options Half Off took away.
    public internal(set) var removedOptionIDs: Set<Int64> = []
    /// Nil during the 2 s intro; then the 40 s timer.
    public internal(set) var timer: TriviaTimer?
    /// Power-ups used on this question, in order (at most 2).
    public internal(set) var powerUpsUsed: [PowerUp] = []
    public internal(set) var peoplesChoice: PeoplesChoice?
    /// The wrong option chosen first (it cannot be chosen again on a Second Chance).
    public internal(set) var wrongOptionID: Int64?
    public internal(set) var secondChance: SecondChanceState = .notOffered
    /// How the first try ended once a Second Chance was offered: `.wrong` or `.timeUp`.
    public internal(set) var firstTry: TriviaResultKind?
    /// How it ended, once it has.
    public internal(set) var result: TriviaResultKind?
    /// The option whose choice ended the question.
    public internal(set) var chosenOptionID: Int64?
    public internal(set) var points: Int = 0
    /// The operator's message above "Your score" after a right answer.
    public internal(set) var message: String?
    /// Else which of the game's own messages goes there (0 to `TriviaSettings.gameMessageCount` - 1), worded in
    /// the player's language by the screen.
    public internal(set) var gameMessage: Int?
    /// What the answer earned.
    public internal(set) var earnings = TriviaEarnings()
    /// The last whole second of the countdown that ticked (the last 5 s tick).
    public internal(set) var lastTickSecond: Int?

    public init(question: TriviaQuestion, options: [TriviaOption]) {
        self.question = question
        self.options = options
    }

    /// The options on screen: all dealt, minus those Half Off took away.
    public var visibleOptions: [TriviaOption] {
        options.filter { !removedOptionIDs.contains($0.id) }
    }

    /// The options the player may tap now.
    public var answerableOptions: [TriviaOption] {
        visibleOptions.filter { $0.id != wrongOptionID }
    }

    /// The correct option, shown after a right or wrong answer; hidden after a
    /// time-out or a jump (the question goes back to the pool) and during a
    /// Second Chance offer. A Second Chance that times out after a wrong
    /// answer shows it: the question stays answered wrong.
    public var revealedOptionID: Int64? {
        switch result {
        case .right, .wrong: return question.correctOption?.id
        case .timeUp: return isCountedAsAnswered ? question.correctOption?.id : nil
        case .jumped, nil: return nil
        }
    }

    /// What the result says under the answer: the chosen option's feedback, then the question's explanation
    /// (after a time-out, with no option chosen, the explanation alone).
    public var explanationShown: String { explanationChoices.first ?? "" }

    /// `explanationShown`, then shorter texts for a screen without room for it (`AnswerFeedback.choices`).
    public var explanationChoices: [String] {
        let chosen = question.options.first { $0.id == chosenOptionID }
        return AnswerFeedback.choices(feedback: chosen?.feedback ?? "", explanation: question.explanation)
    }

    /// Whether this question is being answered for the second time.
    public var isSecondAttempt: Bool { secondChance == .accepted }

    /// Whether the question already counts as answered (wrong) in its topic:
    /// its first try was a wrong answer. A first try that timed out left it
    /// in the pool, so the Second Chance's answer is the one that counts.
    public var isCountedAsAnswered: Bool { firstTry == .wrong }

    /// Deals the correct option and up to `AnswerLimits.wrongDealt` wrong ones drawn at random, in a random order.
    static func deal(_ question: TriviaQuestion, using random: inout SeededRandom) -> [TriviaOption] {
        var wrong = question.options.filter { !$0.isCorrect }
        var dealt = question.correctOption.map { [$0] } ?? []
        for _ in 0..<min(AnswerLimits.wrongDealt, wrong.count) {
            dealt.append(wrong.remove(at: random.index(below: wrong.count)))
        }
        return shuffle(dealt, using: &random)
    }

    /// Fisher-Yates with our own generator, so a seed deals the same on every Swift version.
    static func shuffle<T>(_ items: [T], using random: inout SeededRandom) -> [T] {
        var items = items
        var index = items.count - 1
        while index > 0 {
            items.swapAt(index, random.index(below: index + 1))
            index -= 1
        }
        return items
    }
}
