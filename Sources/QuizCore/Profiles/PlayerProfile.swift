/// What a player's avatar is, as the `player.avatar` column says it:
/// `bundled:ID` for one of the avatars in `assets/avatars/ID.svg`, or
/// `file:PATH` for a picture the operator imported, PATH under the data folder.
public enum Avatar: Equatable, Hashable, Sendable {
    case none
    case bundled(String)
    case file(String)

    /// The avatar a stored column value names (`none` for nil or an unknown kind).
    public init(stored: String?) {
        guard let stored else {
            self = .none
            return
        }
        if stored.hasPrefix("bundled:") {
            self = .bundled(String(stored.dropFirst("bundled:".count)))
        } else if stored.hasPrefix("file:") {
            self = .file(String(stored.dropFirst("file:".count)))
        } else {
            self = .none
        }
    }

    /// The column value: nil for none.
    public var stored: String? {
        switch self {
        case .none: return nil
        case .bundled(let id): return "bundled:" + id
        case .file(let path): return "file:" + path
        }
    }
}

/// Someone in a follow list or a search's results.
public struct ProfilePerson: Equatable, Hashable, Sendable {
    public let player: PlayerRef
    public let avatar: Avatar

    public init(player: PlayerRef, avatar: Avatar) {
        self.player = player
        self.avatar = avatar
    }
}

/// One local date of a week: games completed, their points, and the answers given.
public struct ProfileDay: Equatable, Sendable {
    /// YYYY-MM-DD in the event's time zone.
    public let date: String
    public var games = 0
    public var points = 0
    /// Right, wrong and timed-out answers (skips are not counted).
    public var answered = 0
    public var right = 0

    public init(date: String, games: Int = 0, points: Int = 0, answered: Int = 0, right: Int = 0) {
        self.date = date
        self.games = games
        self.points = points
        self.answered = answered
        self.right = right
    }
}

/// A week's statistics, Monday to Sunday in the event's time zone.
public struct WeekStats: Equatable, Sendable {
    /// Seven days, Monday first.
    public let days: [ProfileDay]

    public init(days: [ProfileDay]) {
        self.days = days
    }

    public var monday: String { days.first?.date ?? "" }
    public var games: Int { days.reduce(0) { $0 + $1.games } }
    public var points: Int { days.reduce(0) { $0 + $1.points } }
    public var answered: Int { days.reduce(0) { $0 + $1.answered } }
    public var right: Int { days.reduce(0) { $0 + $1.right } }
    /// Right answers out of those given, 0...1; nil with no answer.
    public var rightShare: Double? { answered == 0 ? nil : Double(right) / Double(answered) }
    /// The share as a whole percentage; nil with no answers.
    public var rightPercent: Int? { rightShare.map { Int(($0 * 100).rounded()) } }
}

/// A topic's medal and the badges won in it.
public struct TopicHonours: Equatable, Sendable {
    public let topic: String
    /// bronze, silver or gold; nil when only badges were won.
    public let medal: String?
    public let badges: [BadgeName]

    public init(topic: String, medal: String?, badges: [BadgeName]) {
        self.topic = topic
        self.medal = medal
        self.badges = badges
    }
}

/// What a profile screen shows of a player.
public struct PlayerProfile: Equatable, Sendable {
    public let player: PlayerRef
    public let avatar: Avatar
    /// A player with a username can follow others (registering is the accounts' part).
    public let isRegistered: Bool
    /// Points of every completed game (the all-time board's figure).
    public let points: Int
    /// Consecutive days, in the event's zone, ending today or yesterday, with a completed game.
    public let streak: Int
    public let honours: [TopicHonours]
    /// Badges that belong to no topic.
    public let otherBadges: [BadgeName]
    public let week: WeekStats
    public let followers: Int
    public let following: Int

    public init(
        player: PlayerRef, avatar: Avatar, isRegistered: Bool, points: Int, streak: Int, honours: [TopicHonours],
        otherBadges: [BadgeName], week: WeekStats, followers: Int, following: Int
    ) {
        self.player = player
        self.avatar = avatar
        self.isRegistered = isRegistered
        self.points = points
        self.streak = streak
        self.honours = honours
        self.otherBadges = otherBadges
        self.week = week
        self.followers = followers
        self.following = following
    }
}
