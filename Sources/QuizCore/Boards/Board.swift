/// How far back a board counts games: the day, the week (Monday to Sunday, in
/// the event's time zone) or all time, each up to and including a given day.
public enum BoardPeriod: String, CaseIterable, Sendable {
    case day, week, all

    /// As the screen's tabs name it.
    public var title: String {
        switch self {
        case .day: return "Today"
        case .week: return "This week"
        case .all: return "All time"
        }
    }
}

/// Which board: one mode's ranked games (and one topic's, for timed
/// challenges) over a period ending on `day`.
public struct BoardScope: Hashable, Sendable {
    /// `gameResult.mode` as stored: a `GameMode`'s raw value for every game the game records (the web admin
    /// may ask for any value a store holds, an older version's too).
    public var mode: String
    /// The topic of a timed challenge's board; nil for a mode's own board.
    public var topicID: Int64?
    public var period: BoardPeriod
    /// The day the period ends on ("today" in the event's zone, or `--date`).
    public var day: CalendarDay
    /// The language of the Daily Challenge's deal the board ranks: each language deals its own ten questions, so
    /// each has its own board (results kept before the store's migration v32, which know no language, count on
    /// every language's). Nil: every language's games together, as every other mode's board.
    public var language: String?

    public init(mode: String, topicID: Int64? = nil, period: BoardPeriod, day: CalendarDay, language: String? = nil) {
        self.mode = mode
        self.topicID = topicID
        self.period = period
        self.day = day
        self.language = language
    }

    /// The board of `mode`'s games (of one topic's, for `.timed`; of one language's deal, for `.daily`).
    public init(
        mode: GameMode, topicID: Int64? = nil, period: BoardPeriod, day: CalendarDay, language: String? = nil
    ) {
        self.init(mode: mode.rawValue, topicID: topicID, period: period, day: day, language: language)
    }

    /// The first day the period counts: the day itself, its week's Monday, or nil for all time.
    public var firstDay: CalendarDay? {
        switch period {
        case .day: return day
        case .week: return day.mondayOfWeek
        case .all: return nil
        }
    }
}

/// One player's line on a board: points summed over the period's ranked games.
public struct BoardRow: Equatable, Sendable {
    /// 1 for the top; ties on points are broken by the earlier finish, so every rank is distinct.
    public var rank: Int
    public var playerID: Int64
    public var name: String
    public var points: Int
    /// Ranked games counted.
    public var games: Int
    /// When the player's last counted game ended (seconds since 1970): the earlier reaches a tie first.
    public var lastFinish: Double

    public init(rank: Int, playerID: Int64, name: String, points: Int, games: Int, lastFinish: Double) {
        self.rank = rank
        self.playerID = playerID
        self.name = name
        self.points = points
        self.games = games
        self.lastFinish = lastFinish
    }
}

/// A board as screens and `tiltquiz leaderboard` show it: the top rows, the
/// asking player's own row when it is below them, and how many are ranked.
/// Banned players are never on it.
public struct Board: Equatable, Sendable {
    public var scope: BoardScope
    public var top: [BoardRow]
    /// The asking player's row when they are ranked but not in `top`.
    public var player: BoardRow?
    /// Everyone ranked in the period.
    public var players: Int

    public init(scope: BoardScope, top: [BoardRow], player: BoardRow?, players: Int) {
        self.scope = scope
        self.top = top
        self.player = player
        self.players = players
    }

    /// The row of `playerID`, in the top or below it.
    public func row(of playerID: Int64) -> BoardRow? {
        top.first { $0.playerID == playerID } ?? (player?.playerID == playerID ? player : nil)
    }

    /// "3rd", "11th", "22nd".
    public static func ordinal(_ number: Int) -> String {
        let tens = number % 100 / 10
        let suffix =
            tens == 1 ? "th" : (number % 10 == 1 ? "st" : number % 10 == 2 ? "nd" : number % 10 == 3 ? "rd" : "th")
        return "\(number)\(suffix)"
    }
}

extension CalendarDay {
    /// The Monday that starts this day's week (1970-01-01 was a Thursday).
    public var mondayOfWeek: CalendarDay {
        let sinceMonday = ((daysSinceEpoch + 3) % 7 + 7) % 7
        return adding(days: -sinceMonday)
    }
}
