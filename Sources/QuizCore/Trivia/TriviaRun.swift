/// One trivia game as boards and streaks count it: a run from Play Now
/// until the player goes back to trivia's home screen (Quit) or reaches the
/// no-lives screen. Every question answered in between counts, with its points.
public struct TriviaRun: Equatable, Sendable {
    /// Questions answered (a Second Chance's answer is the same question).
    public internal(set) var questions = 0
    /// Questions answered right.
    public internal(set) var right = 0
    public internal(set) var points = 0
    /// The event's date of the last answer: the day the game counts on.
    public internal(set) var localDate = ""
    /// Wall-clock seconds of the last answer.
    public internal(set) var lastWallSeconds = 0.0
    /// The largest time scale any of its answers had, as a percentage (100: all at the game's own time).
    public internal(set) var timeScalePercent = TimeScale.standardPercent

    public init() {}

    mutating func add(_ answer: TriviaAnswerRecord, at now: TriviaMoment?) {
        if !answer.isSecondChance { questions += 1 }
        if answer.result == .right { right += 1 }
        points += answer.points
        timeScalePercent = max(timeScalePercent, answer.timeScalePercent)
        if let now {
            localDate = now.localDate
            lastWallSeconds = now.wallSeconds
        }
    }
}

/// A finished trivia game for the store: `gameResult` (mode `trivia`) with its points.
public struct TriviaGameRecord: Equatable, Sendable {
    /// Questions answered right, out of `total`.
    public var score: Int
    public var total: Int
    public var points: Int
    /// The event's date of its last answer.
    public var localDate: String
    /// Played with more time (`accessibility.time_scale`) when above 100: kept off the boards' ranking.
    public var timeScalePercent = TimeScale.standardPercent
}

/// Follows the rules' effects to find trivia's games (Play Now to trivia's home or the no-lives screen) and
/// adds `.recordGame` where one ends with a question answered. The front end passes every action's effects
/// through it before saving them; it is not the rules' state.
public struct TriviaRunTally: Equatable, Sendable {
    /// The game under way; nil at home.
    public private(set) var run: TriviaRun?

    public init() {}

    /// Forgets the game under way without recording it: the kiosk resets an abandoned game (it keeps it as
    /// abandoned; it is not on the boards).
    public mutating func abandon() {
        run = nil
    }

    /// `effects` with `.recordGame` added when they end a game: counts their answers into the run, starts a
    /// run at the spinner, and ends it at trivia's home or the no-lives screen.
    public mutating func tally(_ effects: [TriviaEffect], at now: TriviaMoment?) -> [TriviaEffect] {
        var out = effects
        for effect in effects {
            switch effect {
            case .screenChanged(.spinning) where run == nil:
                run = TriviaRun()
            case .recordAnswer(let answer):
                if run == nil { run = TriviaRun() }
                run?.add(answer, at: now)
            case .screenChanged(.home), .screenChanged(.noLives):
                if let finished = run, finished.questions > 0 {
                    out.append(
                        .recordGame(
                            TriviaGameRecord(
                                score: finished.right, total: finished.questions, points: finished.points,
                                localDate: finished.localDate, timeScalePercent: finished.timeScalePercent)))
                }
                run = nil
            default:
                break
            }
        }
        return out
    }
}

extension TriviaAction {
    /// When the action happened, for the actions that say.
    public var moment: TriviaMoment? {
        switch self {
        case .playNowTapped(let at), .passTapped(let at), .questionLoaded(_, let at), .answerTapped(_, let at),
            .powerUpTapped(_, let at), .explanationDismissed(let at), .secondChanceAccepted(let at),
            .secondChanceDeclined(let at), .tick(let at), .playAgainTapped(let at), .purchaseTapped(_, let at),
            .refillTapped(let at):
            return at
        case .playTapped, .peoplesChoiceLoaded, .quitTapped, .gameAbandoned, .heartTapped, .shopTapped, .shopClosed,
            .retryTopicTapped, .creditsAdded:
            return nil
        }
    }
}
