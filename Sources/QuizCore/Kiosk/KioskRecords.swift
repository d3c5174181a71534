/// What a kiosk keeps and shows between its visitors: today's best games for
/// attract mode's leaderboard, and the games it reset before they ended. An
/// implementation answers at once and never throws: a store that cannot
/// answer shows no games (and has said why), and a reset game it cannot
/// keep now is kept later or reported lost.
public protocol KioskRecords: AnyObject {
    /// Today's best games (in the event's time zone), best first, at most `limit`.
    func todaysBest(limit: Int) -> [BestGame]
    /// Keeps a game the kiosk reset before it ended.
    func keepAbandoned(_ round: AbandonedRound)
}

/// One game on a kiosk's "today's best" board.
public struct BestGame: Equatable, Sendable {
    public var rank: Int
    /// The player's name; nil for the kiosk's anonymous player.
    public var playerName: String?
    public var mode: String
    public var score: Int
    public var total: Int
    /// Wall-clock seconds since 1970.
    public var completedAt: Double

    public init(rank: Int, playerName: String?, mode: String, score: Int, total: Int, completedAt: Double) {
        self.rank = rank
        self.playerName = playerName
        self.mode = mode
        self.score = score
        self.total = total
        self.completedAt = completedAt
    }
}

/// How far a game got: answers given, right ones, and the round's length when it has one.
public struct RoundProgress: Equatable, Sendable {
    public var answered: Int
    public var right: Int
    /// Questions in the round; nil for a mode without fixed rounds (trivia).
    public var roundLength: Int?

    public init(answered: Int, right: Int, roundLength: Int?) {
        self.answered = answered
        self.right = right
        self.roundLength = roundLength
    }
}

/// A game left mid-way that the kiosk reset, as handed to be kept.
public struct AbandonedRound: Equatable, Sendable {
    public var mode: String
    /// Who was playing, when known.
    public var player: PlayerRef?
    public var progress: RoundProgress
    /// Why it ended: `timeout` (nobody played for the reset time) or `admin` (restarted from the admin menu).
    public var reason: String

    public init(mode: String, player: PlayerRef? = nil, progress: RoundProgress, reason: String) {
        self.mode = mode
        self.player = player
        self.progress = progress
        self.reason = reason
    }
}
