/// The operator's limits on a trivia game: how many lives and how fast they
/// come back, how long the answer timer runs, how many topic passes a day.
/// The defaults are the product's (`TriviaLives`, `TriviaTiming`,
/// `TriviaPasses`); the operator may change them in the web admin's /settings
/// or with `tiltquiz settings set`, within the ranges below, and the game
/// takes them at its next spin.
public struct TriviaLimits: Equatable, Sendable {
    /// Lives when full.
    public var lives: Int
    /// Seconds for one lost life to come back.
    public var secondsPerLife: Double
    /// The answer timer bar, in seconds.
    public var answerSeconds: Double
    /// Topic passes per player per local day (0: no passes).
    public var passesPerDay: Int

    /// The product's limits: 3 lives, one back every hour, 40 s to answer, 5 passes a day.
    public static let defaults = TriviaLimits(
        lives: TriviaLives.maximum, secondsPerLife: TriviaLives.secondsPerLife,
        answerSeconds: TriviaTiming.answerSeconds, passesPerDay: TriviaPasses.perDay)

    /// Lives an operator may set: at least one, and no more than the heart's label and the shop's line read well.
    public static let livesRange = 1...9
    /// Minutes per life an operator may set: a minute to a day.
    public static let minutesPerLifeRange = 1...1440
    /// Answer timer seconds an operator may set: at least 20, so Freeze Time (10 s) and a Second Chance's
    /// 10 s stay at most half the bar as they are a quarter of the default 40 s; at most two minutes.
    public static let answerSecondsRange = 20...120
    /// Passes a day an operator may set.
    public static let passesRange = 0...20

    public init(lives: Int, secondsPerLife: Double, answerSeconds: Double, passesPerDay: Int) {
        self.lives = lives
        self.secondsPerLife = secondsPerLife
        self.answerSeconds = answerSeconds
        self.passesPerDay = passesPerDay
    }
}
