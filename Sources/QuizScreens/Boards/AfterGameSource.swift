import QuizCore

/// Where a game's last screen reads the boards once its result is saved: the mode's board today (in the
/// event's zone, or the day `play --date` fixes) with the player's row, and their streak.
public struct AfterGameSource {
    public let reading: any BoardReading
    /// The board's mode (`gameResult.mode`).
    public let mode: GameMode
    public let playerID: Int64
    /// The event's date now.
    public let today: () -> CalendarDay

    public init(reading: any BoardReading, mode: GameMode, playerID: Int64, today: @escaping () -> CalendarDay) {
        self.reading = reading
        self.mode = mode
        self.playerID = playerID
        self.today = today
    }

    /// The board and streak now; nil when the store cannot say.
    public func read() -> AfterGameBoard? {
        reading.afterGame(mode: mode, playerID: playerID, day: today())
    }
}

extension AfterGameBoard {
    /// `"board":{"rank":2,"players":3,"points":40,"streak":3,"streakGrew":true}` for a headless game's summary
    /// (rank and points are null when the player is not ranked).
    public var summaryJSON: String {
        "\"board\":{\"rank\":\(row.map { String($0.rank) } ?? "null"),\"players\":\(board.players),"
            + "\"points\":\(row.map { String($0.points) } ?? "null"),\"streak\":\(streak),\"streakGrew\":\(streakGrew)}"
    }
}
