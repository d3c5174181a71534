import Foundation

/// One mode's figures for a day, as the web admin's dashboard shows them.
public struct ModeDayFigures: Equatable, Sendable {
    public var mode: String
    /// Games played to their end that day (`gameResult`).
    public var games: Int
    /// Different players who finished a game that day.
    public var players: Int
    /// Answers given that day (`answer`; a Daily Challenge's or Which came first's in its finished games), and
    /// how many were right.
    public var answers: Int
    public var rightAnswers: Int

    public init(mode: String, games: Int, players: Int, answers: Int, rightAnswers: Int) {
        self.mode = mode
        self.games = games
        self.players = players
        self.answers = answers
        self.rightAnswers = rightAnswers
    }
}

/// A day at a glance: every mode's figures, and the credits of that day.
public struct DayFigures: Equatable, Sendable {
    /// The day, YYYY-MM-DD in the event's time zone.
    public var day: String
    public var modes: [ModeDayFigures]
    /// Different players who finished a game or answered that day, all modes together.
    public var players: Int
    /// Cents of credit spent in the store that day (`purchase.priceCents`; free play's list prices left out).
    public var creditsSpentCents: Int
    /// Cents of credit given by the operator or a coin that day (`creditGrant`).
    public var creditsGrantedCents: Int
    /// Players who registered or first came that day.
    public var newPlayers: Int

    public init(
        day: String, modes: [ModeDayFigures], players: Int, creditsSpentCents: Int, creditsGrantedCents: Int,
        newPlayers: Int
    ) {
        self.day = day
        self.modes = modes
        self.players = players
        self.creditsSpentCents = creditsSpentCents
        self.creditsGrantedCents = creditsGrantedCents
        self.newPlayers = newPlayers
    }
}

/// How the players' list is ordered.
public enum PlayerSort: String, CaseIterable, Sendable {
    /// By name, A to Z.
    case name
    /// Most points first.
    case points
    /// Who played last first (never played last).
    case lastPlayed = "last"
}

/// One line of the players' list.
public struct AdminPlayerRow: Equatable, Sendable {
    public var id: Int64
    public var name: String
    public var username: String?
    public var role: String
    public var banned: Bool
    /// Points of every game they finished.
    public var points: Int
    public var games: Int
    public var lastPlayedAt: Date?

    public init(
        id: Int64, name: String, username: String?, role: String, banned: Bool, points: Int, games: Int,
        lastPlayedAt: Date?
    ) {
        self.id = id
        self.name = name
        self.username = username
        self.role = role
        self.banned = banned
        self.points = points
        self.games = games
        self.lastPlayedAt = lastPlayedAt
    }
}

/// A page of the players' list and how many match in all.
public struct PlayerPage: Equatable, Sendable {
    public var players: [AdminPlayerRow]
    public var total: Int

    public init(players: [AdminPlayerRow], total: Int) {
        self.players = players
        self.total = total
    }
}

/// One player as the admin's player page shows them.
public struct AdminPlayerRecord: Equatable, Sendable {
    public var summary: AdminPlayerRow
    public var createdAt: Date
    /// Answers by result.
    public var rightAnswers: Int
    public var wrongAnswers: Int
    /// Timed out or skipped.
    public var otherAnswers: Int
    /// Failed log-ins since the last right one, and the lock they caused.
    public var failedLogins: Int
    public var lockedUntil: Date?
    /// Whether they gave an account email (sealed; opening it is `AdminQueries.showEmail`, which is logged).
    public var hasEmail: Bool

    public init(
        summary: AdminPlayerRow, createdAt: Date, rightAnswers: Int, wrongAnswers: Int, otherAnswers: Int,
        failedLogins: Int, lockedUntil: Date?, hasEmail: Bool = false
    ) {
        self.hasEmail = hasEmail
        self.summary = summary
        self.createdAt = createdAt
        self.rightAnswers = rightAnswers
        self.wrongAnswers = wrongAnswers
        self.otherAnswers = otherAnswers
        self.failedLogins = failedLogins
        self.lockedUntil = lockedUntil
    }
}
