/// The Tilt True/False game (Game Trooper) as a value-type state machine:
/// title -> question -> reveal -> ... -> game over, with rounds of distinct
/// questions dealt at random from a pool.
public struct TrueFalseGame: Equatable, Sendable {
    /// The screen the player sees.
    public enum Screen: Equatable, Sendable {
        case title
        case question
        case reveal
        case gameOver
    }

    /// Fixed settings of a game session.
    public struct Rules: Equatable, Sendable {
        /// Questions per round (PRODUCT.md: 5, configurable).
        public var roundLength: Int
        /// Whether holding the device neutral advances title, reveal and game over.
        /// True for real or replayed sensors; keyboard players have Enter.
        public var neutralHoldAdvances: Bool
        /// The game over screen waits longer before a hold replays, so the
        /// player has time to read the results.
        public var gameOverArmSeconds: Double

        public init(roundLength: Int = 5, neutralHoldAdvances: Bool = true, gameOverArmSeconds: Double = 5) {
            self.roundLength = max(1, roundLength)
            self.neutralHoldAdvances = neutralHoldAdvances
            self.gameOverArmSeconds = gameOverArmSeconds
        }
    }

    public let rules: Rules
    public private(set) var pool: [TrueFalseQuestion]
    public private(set) var screen: Screen = .title
    /// The questions of the current (or last) round.
    public private(set) var round: [TrueFalseQuestion] = []
    /// The answers given so far in this round, in order.
    public private(set) var answers: [TrueFalseAnswer] = []
    /// Questions dealt since the pool was last exhausted, so rounds avoid repeats.
    public private(set) var dealtIDs: Set<String> = []
    public private(set) var neutralHold: NeutralHold
    public private(set) var random: SeededRandom

    /// A game over `pool`; `dealt` are the ids this player was already dealt
    /// (kept by the store), which rounds avoid until the pool runs out.
    public init(
        pool: [TrueFalseQuestion], rules: Rules = Rules(), seed: UInt64, now: Double = 0, dealt: Set<String> = []
    ) {
        self.pool = pool
        self.dealtIDs = dealt
        self.rules = rules
        self.random = SeededRandom(seed: seed)
        self.neutralHold = NeutralHold(shownAt: now)
    }

    /// The index of the question on screen (question and reveal screens).
    public var currentIndex: Int { min(answers.count, max(round.count - 1, 0)) }

    /// The question on screen, if any.
    public var currentQuestion: TrueFalseQuestion? {
        switch screen {
        case .question: return answers.count < round.count ? round[answers.count] : nil
        case .reveal: return answers.last?.question
        case .title, .gameOver: return nil
        }
    }

    /// Right answers in this round.
    public var score: Int { answers.filter(\.isRight).count }

    /// Whether a neutral hold can advance the screen on view.
    public var screenAcceptsNeutralHold: Bool {
        rules.neutralHoldAdvances && screen != .question
    }

    /// Applies what happened and returns the side effects to perform.
    public mutating func reduce(_ action: TrueFalseAction) -> [TrueFalseEffect] {
        switch action {
        case .playPressed(let time):
            guard screen == .title || screen == .gameOver else { return [] }
            return startRound(at: time)

        case .answerTilted(let left, let time):
            return answer(left, at: time, via: .tilt)

        case .answerTapped(let chosen, let time):
            return answer(chosen, at: time, via: .tap)

        case .answerSaid(let chosen, let time):
            return answer(chosen, at: time, via: .voice)

        case .nextPressed(let time):
            switch screen {
            case .title, .gameOver: return startRound(at: time)
            case .reveal: return advance(at: time)
            case .question: return []
            }

        case .escapePressed(let time):
            guard screen != .title else { return [.quitRequested] }
            show(.title, at: time)
            return [.screenChanged(.title)]

        case .tick(let time, let isNeutral):
            guard screenAcceptsNeutralHold else { return [] }
            guard neutralHold.update(at: time, isNeutral: isNeutral) else { return [] }
            return reduce(.nextPressed(at: time))
        }
    }

    private mutating func answer(_ chosen: Bool, at time: Double, via input: AnswerInput) -> [TrueFalseEffect] {
        guard screen == .question, let question = currentQuestion else { return [] }
        let given = TrueFalseAnswer(question: question, chosen: chosen, at: time, via: input)
        answers.append(given)
        show(.reveal, at: time)
        return [.screenChanged(.reveal), .playSound(given.isRight ? .right : .wrong), .answerCommitted(given)]
    }

    private mutating func advance(at time: Double) -> [TrueFalseEffect] {
        if answers.count >= round.count {
            show(.gameOver, at: time)
            return [.screenChanged(.gameOver), .roundFinished(score: score, total: round.count)]
        }
        show(.question, at: time)
        return [.screenChanged(.question), .recalibrateTilt]
    }

    private mutating func startRound(at time: Double) -> [TrueFalseEffect] {
        guard !pool.isEmpty else { return [.noQuestions] }
        let before = dealtIDs
        round = deal()
        answers = []
        show(.question, at: time)
        let startedOver = !before.isSubset(of: dealtIDs)
        return [
            .screenChanged(.question), .recalibrateTilt,
            .roundDealt(ids: round.map(\.id), startedOver: startedOver),
        ]
    }

    private mutating func show(_ next: Screen, at time: Double) {
        screen = next
        var hold = neutralHold
        hold.armAfterSeconds = next == .gameOver ? rules.gameOverArmSeconds : 2
        hold.restart(at: time)
        neutralHold = hold
    }

    /// Draws a round of distinct questions, preferring ones not dealt lately.
    private mutating func deal() -> [TrueFalseQuestion] {
        let count = min(rules.roundLength, pool.count)
        var fresh = pool.filter { !dealtIDs.contains($0.id) }
        if fresh.count < count {
            dealtIDs.removeAll()
            fresh = pool
        }
        var chosen: [TrueFalseQuestion] = []
        for _ in 0..<count {
            let picked = fresh.remove(at: random.index(below: fresh.count))
            chosen.append(picked)
            dealtIDs.insert(picked.id)
        }
        return chosen
    }
}

extension GameModeInfo {
    /// Tilt True/False: a statement, tilt left for true, right for false.
    public static let tilt = GameModeInfo(
        id: .tilt, title: "Tilt True/False", summary: "Tilt left for true, right for false", icon: "tilt",
        inputs: [.tilt])
}
