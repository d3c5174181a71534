/// Something that happened in the trivia game, with the moment it happened
/// where the rules need the time.
public enum TriviaAction: Equatable, Sendable {
    /// Play Now on the home screen.
    case playNowTapped(at: TriviaMoment)
    /// Pass on the chosen topic: spin again (5 a day).
    case passTapped(at: TriviaMoment)
    /// Play on the chosen topic: the rules ask the store for a question.
    case playTapped
    /// The store's answer to `.loadQuestion`: an unanswered question of the topic, or nil.
    case questionLoaded(TriviaQuestion?, at: TriviaMoment)
    /// The player tapped an answer.
    case answerTapped(optionID: Int64, at: TriviaMoment)
    /// The player tapped a power-up (or pressed its key).
    case powerUpTapped(PowerUp, at: TriviaMoment)
    /// The power-up explanation was closed: the question's timer, which stood still under it, goes on.
    case explanationDismissed(at: TriviaMoment)
    /// The store's answer to `.loadPeoplesChoice`: recorded answers per option id.
    case peoplesChoiceLoaded(questionID: Int64, answers: [Int64: Double])
    /// Buy the Second Chance on offer and answer again.
    case secondChanceAccepted(at: TriviaMoment)
    /// Cancel on the Second Chance offer.
    case secondChanceDeclined(at: TriviaMoment)
    /// A step of the clocks.
    case tick(at: TriviaMoment)
    /// Play again on the progress screen.
    case playAgainTapped(at: TriviaMoment)
    /// Quit: back to the home screen (ignored while a question is on).
    case quitTapped
    /// Nobody played for the kiosk's `reset_seconds`: home at once, from any screen (see `abandon()`).
    case gameAbandoned
    /// The heart (lives) was tapped: the shop opens, showing the lives.
    case heartTapped
    /// The shop button was tapped.
    case shopTapped
    /// The shop was closed.
    case shopClosed
    /// An item was bought in the shop.
    case purchaseTapped(ShopItem, at: TriviaMoment)
    /// Refill on the no-lives screen or in the shop (the same as buying `.lifeRefill`).
    case refillTapped(at: TriviaMoment)
    /// Retry topic on a locked topic's progress screen.
    case retryTopicTapped(topicID: Int64)
    /// Credits arrived: a coin, or a grant by the operator.
    case creditsAdded(cents: Int, from: CreditSource)
}

/// An answer for the store's history, with the chosen option's id.
public struct TriviaAnswerRecord: Equatable, Sendable {
    public var questionID: Int64
    public var topicID: Int64
    /// The option chosen; nil for a time-out or a jump.
    public var optionID: Int64?
    public var result: TriviaAnswerResult
    public var points: Int
    /// Seconds the timer ran before the answer (freezes not counted).
    public var secondsTaken: Double
    /// Whether this was the answer after a Second Chance.
    public var isSecondChance: Bool
    /// The player's time scale as a percentage (100: the game's own time): the game it ends in is marked.
    public var timeScalePercent: Int

    public init(
        questionID: Int64, topicID: Int64, optionID: Int64?, result: TriviaAnswerResult, points: Int,
        secondsTaken: Double, isSecondChance: Bool = false, timeScalePercent: Int = TimeScale.standardPercent
    ) {
        self.questionID = questionID
        self.topicID = topicID
        self.optionID = optionID
        self.result = result
        self.points = points
        self.secondsTaken = secondsTaken
        self.isSecondChance = isSecondChance
        self.timeScalePercent = timeScalePercent
    }
}

/// The sounds the trivia rules ask for.
public enum TriviaSound: String, Equatable, Sendable, CaseIterable {
    case right
    case wrong
    case timeUp
    /// One of the last 5 seconds.
    case tick
}

/// What the front end must do after an action.
public enum TriviaEffect: Equatable, Sendable {
    case screenChanged(TriviaGame.Screen)
    case overlayChanged(TriviaGame.Overlay?)
    case playSound(TriviaSound)
    /// Pick an unanswered question of the topic and send `.questionLoaded`.
    case loadQuestion(topicID: Int64)
    /// Count the recorded answers per option and send `.peoplesChoiceLoaded`.
    case loadPeoplesChoice(questionID: Int64)
    case recordAnswer(TriviaAnswerRecord)
    /// A game ended (trivia's home or the no-lives screen after answers): a `gameResult` with its points.
    case recordGame(TriviaGameRecord)
    case recordPowerUpUse(PowerUp, questionID: Int64)
    case recordPurchase(PurchaseRecord)
    case recordCredits(cents: Int, from: CreditSource)
    /// Power-ups gained (positive) or used (negative): stored as a change, never
    /// as a count, so that two writers on one store never overwrite each other.
    case changeInventory(PowerUp, by: Int)
    case saveLives(fullAt: Double?)
    case savePasses(date: String, used: Int)
    /// Credits added (positive) or spent (negative), beside the ledger row that says why.
    case changeCredits(by: Int)
    /// The player has seen this power-up's explanation: later taps use it.
    case savePowerUpExplained(PowerUp)
    case awardBadge(code: String)
    case awardMedal(topicID: Int64, Medal)
    /// Put the topic's wrongly answered questions back in its pool (Retry topic).
    case reenableWrongAnswers(topicID: Int64)
    /// Pass with none left today: the topic must be played.
    case passRefused
    case powerUpRefused(PowerUp, PowerUpRefusal)
    case purchaseRefused(ShopItem, PurchaseRefusal)
    /// Every topic is locked or empty: nothing to spin.
    case noTopicsAvailable
}
