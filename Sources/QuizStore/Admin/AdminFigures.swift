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
}

/// A page of the players' list and how many match in all.
public struct PlayerPage: Equatable, Sendable {
    public var players: [AdminPlayerRow]
    public var total: Int
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
    public var hasEmail: Bool = false
}
