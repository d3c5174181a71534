/// The player's lives: 3, one more every 60 min (the defaults; the operator's
/// `TriviaLimits` say how many and how fast), counted on the wall clock.
///
/// Only a timestamp is stored, when the lives will be full again, never a
/// countdown: the refill keeps running while the game is closed, and reopening
/// reads the lives off the clock. Each lost life adds a life's time to that
/// time, so lives come back one after the other. When the operator shortens
/// the time per life or lowers the lives, the wait is capped at what an empty
/// set of lives takes under the new limits: a change never makes anyone wait
/// longer than the limits say.
public struct TriviaLives: Equatable, Sendable {
    /// The default lives when full.
    public static let maximum = 3
    /// The default seconds for a life to come back.
    public static let secondsPerLife = 3600.0

    /// Wall-clock seconds at which the lives are full again; nil (or past): full.
    public internal(set) var fullAt: Double?

    public init(fullAt: Double? = nil) {
        self.fullAt = fullAt
    }

    /// The lives the player has at `wallSeconds` under `limits`.
    public func count(at wallSeconds: Double, under limits: TriviaLimits) -> Int {
        let missing = Int((secondsUntilFull(at: wallSeconds, under: limits) / limits.secondsPerLife).rounded(.up))
        return max(0, limits.lives - missing)
    }

    /// Seconds until all lives are back (0 when full): the heart's countdown,
    /// never more than an empty set of lives takes under `limits`.
    public func secondsUntilFull(at wallSeconds: Double, under limits: TriviaLimits) -> Double {
        guard let fullAt else { return 0 }
        return min(max(0, fullAt - wallSeconds), Double(limits.lives) * limits.secondsPerLife)
    }

    /// Seconds until the next life comes back (0 when full).
    public func secondsUntilNextLife(at wallSeconds: Double, under limits: TriviaLimits) -> Double {
        let left = secondsUntilFull(at: wallSeconds, under: limits)
        guard left > 0 else { return 0 }
        let part = left.truncatingRemainder(dividingBy: limits.secondsPerLife)
        return part == 0 ? limits.secondsPerLife : part
    }

    /// Loses a life at `wallSeconds` (none below zero).
    mutating func lose(at wallSeconds: Double, under limits: TriviaLimits) {
        let from = wallSeconds + secondsUntilFull(at: wallSeconds, under: limits)
        let latest = wallSeconds + Double(limits.lives) * limits.secondsPerLife
        fullAt = min(from + limits.secondsPerLife, latest)
    }

    /// Restores all lives at once (a bought refill).
    mutating func refill() {
        fullAt = nil
    }
}

/// Topic passes: 5 per player per local day (the default; the operator's
/// `TriviaLimits` may say otherwise), reset when the date changes.
public struct TriviaPasses: Equatable, Sendable {
    /// The default passes a day.
    public static let perDay = 5

    /// The local date the count belongs to, "YYYY-MM-DD".
    public internal(set) var date: String?
    /// Passes used on `date`.
    public internal(set) var used: Int

    public init(date: String? = nil, used: Int = 0) {
        self.date = date
        self.used = max(0, used)
    }

    /// Passes left on `localDate` when a day has `perDay` (a new day starts with all of them).
    public func left(on localDate: String, perDay: Int) -> Int {
        localDate == date ? max(0, perDay - used) : perDay
    }

    /// Uses a pass on `localDate`; false when none is left.
    mutating func use(on localDate: String, perDay: Int) -> Bool {
        guard left(on: localDate, perDay: perDay) > 0 else { return false }
        if localDate != date {
            date = localDate
            used = 0
        }
        used += 1
        return true
    }
}

/// What the store keeps about the player between games, loaded into the rules
/// at start and kept current by the save effects.
public struct TriviaPlayer: Equatable, Sendable {
    public var lives: TriviaLives
    /// Power-ups owned, by kind (missing: none).
    public var inventory: [PowerUp: Int]
    /// Power-ups whose explanation the player has seen (the first tap explains).
    public var explained: Set<PowerUp>
    public var passes: TriviaPasses
    /// Credits to spend in the shop, in cents (ignored in free play). Below zero when two devices of a fleet
    /// spent the same credits offline (the balance is the sum of the player's events from every device): the
    /// shop then sells nothing until coins or a grant bring it back up.
    public var creditsCents: Int
    /// Badge codes earned.
    public var badges: Set<String>
    /// Questions answered right or wrong, over all topics (time-outs and skips excluded).
    public var answeredCount: Int
    /// Questions answered right, over all topics.
    public var correctCount: Int
    /// Points earned, over all games.
    public var points: Int

    public init(
        lives: TriviaLives = TriviaLives(), inventory: [PowerUp: Int] = [:], explained: Set<PowerUp> = [],
        passes: TriviaPasses = TriviaPasses(), creditsCents: Int = 0, badges: Set<String> = [],
        answeredCount: Int = 0, correctCount: Int = 0, points: Int = 0
    ) {
        self.lives = lives
        self.inventory = inventory
        self.explained = explained
        self.passes = passes
        self.creditsCents = creditsCents
        self.badges = badges
        self.answeredCount = answeredCount
        self.correctCount = correctCount
        self.points = points
    }

    /// How many of a power-up the player owns.
    public func owned(_ powerUp: PowerUp) -> Int { inventory[powerUp] ?? 0 }
}
