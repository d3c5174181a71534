/// Which board a "Which came first?" game counts on: the game of the day it
/// was played on, or an earlier day's game played later (ranked apart).
public enum WhichCameFirstGameKind: String, Sendable, Codable {
    case daily
    case archive
}

/// A game as saved: its dealt questions and the answers so far, enough to
/// carry on exactly where the player left it.
public struct SavedWhichCameFirstGame: Equatable, Sendable {
    public var day: CalendarDay
    public var kind: WhichCameFirstGameKind
    public var questions: [WhichCameFirstQuestion]
    public var answers: [Int]

    public init(day: CalendarDay, kind: WhichCameFirstGameKind, questions: [WhichCameFirstQuestion], answers: [Int]) {
        self.day = day
        self.kind = kind
        self.questions = questions
        self.answers = answers
    }

    public var game: WhichCameFirstGame { WhichCameFirstGame(day: day, questions: questions, answers: answers) }
    public var isFinished: Bool { answers.count >= questions.count }
}

/// One line of a day's board: rank, name, score (of 5).
public struct WhichCameFirstBoardRow: Equatable, Sendable {
    public var rank: Int
    public var name: String
    public var score: Int
    public var isPlayer: Bool

    public init(rank: Int, name: String, score: Int, isPlayer: Bool) {
        self.rank = rank
        self.name = name
        self.score = score
        self.isPlayer = isPlayer
    }
}

/// A day's board: the best games (highest score, the earlier finish first on
/// a tie), with the player's row after them when it is not among them.
public struct WhichCameFirstBoard: Equatable, Sendable {
    public var rows: [WhichCameFirstBoardRow]
    /// Everyone who finished that day's game on this board.
    public var players: Int

    public init(rows: [WhichCameFirstBoardRow], players: Int) {
        self.rows = rows
        self.players = players
    }
}

/// How "Which came first?" reads its events and keeps its games. The store
/// implements it; every save is one transaction, after the deal and after
/// each answer, so a game cut off by a power cut resumes at the question left.
public protocol WhichCameFirstSaving: AnyObject {
    /// The events of a day of the year (every year), without the sensitive ones on a family-safe kiosk.
    func events(month: Int, day: Int) -> [WhichCameFirstEvent]
    /// The player's game of `day`, finished or not.
    func savedGame(player: PlayerRef, day: CalendarDay) -> SavedWhichCameFirstGame?
    /// Keeps the game as it stands now; a finished game also counts on its board and in the results.
    func save(_ game: WhichCameFirstGame, kind: WhichCameFirstGameKind, player: PlayerRef)
    /// The board of `day`'s games of `kind`, at most `top` rows and the player's.
    func board(day: CalendarDay, kind: WhichCameFirstGameKind, player: PlayerRef, top: Int) -> WhichCameFirstBoard
    /// The player's games of the days from `first` through `last`.
    func games(player: PlayerRef, from first: CalendarDay, through last: CalendarDay) -> [SavedWhichCameFirstGame]
}
