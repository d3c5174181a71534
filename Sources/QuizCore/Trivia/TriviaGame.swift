/// The tap trivia game (SwimPedia) as a value-type state machine: home ->
/// topic spinner -> question (2 s alone, then 40 s to answer) -> result (5 s)
/// -> topic progress, with lives, daily passes, power-ups, Second Chance,
/// operator rewards and a credits shop.
///
/// Questions, answers and progress live in the store; the rules ask for what
/// they need with effects (`.loadQuestion`, `.loadPeoplesChoice`) and hear
/// back through actions, and say what to persist with effects too.
public struct TriviaGame: Equatable, Sendable {
    /// The screen the player sees.
    public enum Screen: Equatable, Sendable {
        case home
        /// The topic spinner turns for 2-3 s.
        case spinning
        /// The spinner landed on `topicID`: Pass or Play.
        case topicChosen
        /// Waiting for the store's question.
        case loadingQuestion
        /// The question alone for 2 s.
        case questionIntro
        /// The answers are in and the 40 s timer runs.
        case answering
        /// Answered wrong or out of time: buy a Second Chance or Cancel.
        case secondChanceOffer
        /// Right, wrong, time's up or jumped, for 5 s.
        case result(TriviaResultKind)
        /// The topic's progress, with Play again and Quit (and Retry topic when locked).
        case progress
        /// No lives left: wait for one, or buy a refill.
        case noLives
    }

    /// Drawn over the screen.
    public enum Overlay: Equatable, Sendable {
        /// What a power-up does, after the first tap on it; the question's
        /// timer stands still while it is open (it comes once per power-up).
        case explanation(PowerUp)
        /// The shop, with the lives and the power-up counts; the timer keeps
        /// running under it (the seed's "never a pause").
        case shop
    }

    /// The operator's settings; `useSettings` swaps them between rounds.
    public internal(set) var settings: TriviaSettings
    public internal(set) var screen: Screen = .home
    public internal(set) var overlay: Overlay?
    /// Every topic with the player's progress in it.
    public internal(set) var topics: [TriviaTopic]
    /// The topic spun or being played.
    public internal(set) var topicID: Int64?
    /// When the current screen moves on by itself (spinner, intro, result), in game seconds.
    public internal(set) var screenEndsAt: Double?
    /// The question on screen or just played.
    public internal(set) var round: TriviaRound?
    public internal(set) var player: TriviaPlayer
    public internal(set) var random: SeededRandom
    /// The player's `accessibility.time_scale` (1 to 3): the answer timer lasts this many times the operator's
    /// seconds; points go by the share of that longer bar left (`TriviaScoring`), and answers and the game's
    /// result keep it (`TimeScale`).
    public internal(set) var timeScale = 1.0

    public init(
        topics: [TriviaTopic], player: TriviaPlayer = TriviaPlayer(), settings: TriviaSettings = TriviaSettings(),
        seed: UInt64
    ) {
        self.topics = topics
        self.player = player
        self.settings = settings
        self.random = SeededRandom(seed: seed)
    }

    /// Puts `settings` in force from the next question on (the operator changed
    /// them while the game ran); the question on screen keeps what it drew.
    public mutating func useSettings(_ settings: TriviaSettings) {
        self.settings = settings
    }

    /// Gives the player more time from the next question on: the timer lasts `scale` times as long (1...3).
    public mutating func useTimeScale(_ scale: Double) {
        timeScale = TimeScale.clamped(scale)
    }

    /// The answer timer in force, in seconds: the operator's, times the player's time scale.
    public var answerSeconds: Double { settings.limits.answerSeconds * timeScale }

    /// The time scale as results keep it (100: the game's own time).
    public var timeScalePercent: Int { TimeScale.percent(timeScale) }

    /// The topic spun or being played.
    public var currentTopic: TriviaTopic? { topics.first { $0.id == topicID } }

    /// Lives at a wall-clock time.
    public func lives(at wallSeconds: Double) -> Int { player.lives.count(at: wallSeconds, under: settings.limits) }

    /// Seconds until all lives are back (0 when full), under the settings in force.
    public func secondsUntilLivesFull(at wallSeconds: Double) -> Double {
        player.lives.secondsUntilFull(at: wallSeconds, under: settings.limits)
    }

    /// Seconds until the next life comes back (0 when full), under the settings in force.
    public func secondsUntilNextLife(at wallSeconds: Double) -> Double {
        player.lives.secondsUntilNextLife(at: wallSeconds, under: settings.limits)
    }

    /// Passes left on a local date (shown on the spinner).
    public func passesLeft(on localDate: String) -> Int {
        player.passes.left(on: localDate, perDay: settings.limits.passesPerDay)
    }

    /// Seconds left on the timer bar: full during the intro, nil without a question.
    public func timeRemaining(at gameSeconds: Double) -> Double? {
        guard let round else { return nil }
        return round.timer?.remaining(at: gameSeconds) ?? answerSeconds
    }

    /// Whether the progress screen offers Retry topic.
    public var canRetryTopic: Bool {
        guard let topic = currentTopic else { return false }
        return topic.isLocked && topic.answeredWrong > 0
    }

    /// Applies what happened and returns the side effects to perform.
    public mutating func reduce(_ action: TriviaAction) -> [TriviaEffect] {
        switch action {
        case .playNowTapped(let now):
            guard screen == .home, overlay == nil else { return [] }
            return startSpin(at: now)
        case .playAgainTapped(let now):
            guard screen == .progress, overlay == nil else { return [] }
            return startSpin(at: now)
        case .passTapped(let now):
            return pass(at: now)
        case .playTapped:
            return play()
        case .questionLoaded(let question, let now):
            return questionLoaded(question, at: now)
        case .answerTapped(let optionID, let now):
            return answer(optionID, at: now)
        case .powerUpTapped(let powerUp, let now):
            return powerUpTapped(powerUp, at: now)
        case .explanationDismissed(let now):
            return dismissExplanation(at: now)
        case .peoplesChoiceLoaded(let questionID, let answers):
            return peoplesChoiceLoaded(questionID: questionID, answers: answers)
        case .secondChanceAccepted(let now):
            return acceptSecondChance(at: now)
        case .secondChanceDeclined(let now):
            return declineSecondChance(at: now)
        case .tick(let now):
            return tick(at: now)
        case .quitTapped:
            return quit()
        case .gameAbandoned:
            return abandon()
        case .heartTapped, .shopTapped:
            guard overlay == nil else { return [] }
            overlay = .shop
            return [.overlayChanged(.shop)]
        case .shopClosed:
            guard overlay == .shop else { return [] }
            return closeOverlay()
        case .purchaseTapped(let item, let now):
            return purchase(item, at: now)
        case .refillTapped(let now):
            return purchase(.lifeRefill, at: now)
        case .retryTopicTapped(let topicID):
            return retryTopic(topicID)
        case .creditsAdded(let cents, let source):
            return addCredits(cents, from: source)
        }
    }

    /// Moves to `next`, closing any overlay; `endsAt` is when it moves on by itself.
    mutating func show(_ next: Screen, endsAt: Double? = nil) -> [TriviaEffect] {
        screen = next
        screenEndsAt = endsAt
        guard overlay != nil else { return [.screenChanged(next)] }
        overlay = nil
        return [.screenChanged(next), .overlayChanged(nil)]
    }

    /// Moves the end of the screen on view `seconds` later: a panel the front end drew over it (a report of
    /// the question) stood the game still, so the result's 5 s do not run out under it.
    public mutating func postponeScreenEnd(by seconds: Double) {
        guard seconds > 0, let end = screenEndsAt else { return }
        screenEndsAt = end + seconds
    }

    mutating func closeOverlay() -> [TriviaEffect] {
        overlay = nil
        return [.overlayChanged(nil)]
    }
}

/// The operator's settings for the trivia game: messages, rewards and limits
/// (lives, answer timer, passes); the other timings and the prices are the
/// product's and live in `TriviaTiming` and `ShopItem`.
public struct TriviaSettings: Equatable, Sendable {
    /// Free play: the shop gives items without charging credits.
    public var freePlay: Bool
    /// The operator's messages above "Your score" after a right answer, one drawn at random; empty: the game's own
    /// (`gameMessageCount` of them, drawn the same way and worded in the player's language by the screens).
    public var rightMessages: [String]
    public var rewards: RewardRules
    /// Lives, the answer timer and passes a day.
    public var limits: TriviaLimits

    /// How many messages of its own the game has for a right answer (`TriviaRound.gameMessage`).
    public static let gameMessageCount = 5

    public init(
        freePlay: Bool = false, rightMessages: [String] = [],
        rewards: RewardRules = RewardRules(), limits: TriviaLimits = .defaults
    ) {
        self.freePlay = freePlay
        self.rightMessages = rightMessages
        self.rewards = rewards
        self.limits = limits
    }
}

extension GameModeInfo {
    /// Tap trivia: a spinner picks the topic, four answers, lives and power-ups.
    public static let trivia = GameModeInfo(
        id: .trivia, title: "Trivia", summary: "Spin a topic, tap one of four answers", icon: "trivia",
        inputs: [.taps])
}
