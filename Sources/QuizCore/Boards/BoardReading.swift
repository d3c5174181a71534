/// Where screens read the boards and streaks from (the store, in the game):
/// answered synchronously, nil when the store cannot say.
public protocol BoardReading: AnyObject {
    /// The board of `scope`: the best `top`, and `playerID`'s row when it is below them.
    func board(_ scope: BoardScope, top: Int, playerID: Int64?) -> Board?
    /// Days in a row, ending on `today` or the day before, on which the player completed a game of any mode.
    func streak(playerID: Int64, today: CalendarDay) -> Int
    /// Games of any mode the player completed on `day`.
    func gamesPlayed(playerID: Int64, on day: CalendarDay) -> Int
}

/// What a game's last screen shows of the boards: the mode's board today with
/// the player's row, and the streak when this game made it grow.
public struct AfterGameBoard: Equatable, Sendable {
    public var board: Board
    public var playerID: Int64
    /// Days in a row, up to today, with a completed game.
    public var streak: Int
    /// Whether this game made the streak grow: it was the player's first game of the day.
    public var streakGrew: Bool

    /// The player's row, if they are ranked today.
    public var row: BoardRow? { board.row(of: playerID) }

    /// The streak to celebrate ("3-day streak!" on screen): when this game made it grow to 2 days or more; else nil.
    public var shownStreak: Int? { streakGrew && streak >= 2 ? streak : nil }
}

extension BoardReading {
    /// Read once a game of `mode` has been recorded: today's board (top 10 and the player's row) and
    /// the streak, grown when this was the player's first game of `day`.
    public func afterGame(mode: GameMode, playerID: Int64, day: CalendarDay, top: Int = 10) -> AfterGameBoard? {
        guard let found = board(BoardScope(mode: mode, period: .day, day: day), top: top, playerID: playerID) else {
            return nil
        }
        return AfterGameBoard(
            board: found, playerID: playerID, streak: streak(playerID: playerID, today: day),
            streakGrew: gamesPlayed(playerID: playerID, on: day) == 1)
    }
}
