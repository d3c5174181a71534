/// An attempt as saved: the player's `number`th of the date (the first is
/// the scored one, later ones practice), its questions, the answers so far
/// and the seconds left on the question it stopped at.
public struct SavedDailyAttempt: Equatable, Sendable {
    public var day: CalendarDay
    public var number: Int
    public var questions: [DailyQuestion]
    public var answers: [DailyAnswer]
    /// The time left on the first question not answered when last saved.
    public var secondsLeft: Double
    public var finished: Bool
    /// The time scale it is played at, as a whole percentage (100: the game's own time).
    public var timeScalePercent: Int

    public init(
        day: CalendarDay, number: Int, questions: [DailyQuestion], answers: [DailyAnswer], secondsLeft: Double,
        finished: Bool, timeScalePercent: Int = TimeScale.standardPercent
    ) {
        self.day = day
        self.number = number
        self.questions = questions
        self.answers = answers
        self.secondsLeft = secondsLeft
        self.finished = finished
        self.timeScalePercent = timeScalePercent
    }

    /// The first attempt of a date is ranked, when played at the game's own time; later ones are practice, and
    /// one with more time is kept off the boards (docs/accessibility.md).
    public var ranked: Bool { number == 1 && timeScalePercent <= TimeScale.standardPercent }
    public var game: DailyGame {
        DailyGame(day: day, questions: questions, answers: answers, timeScalePercent: timeScalePercent)
    }
}

/// How the Daily Challenge reads its questions and keeps its attempts. The
/// store implements it; each save is one transaction (after the deal, after
/// each answer, every few seconds of a question and on leaving), so a game
/// cut off resumes at the question left with the time it had.
public protocol DailySaving: AnyObject {
    /// The questions the deal may take: active multiple-choice questions of the packs in play.
    func candidates() -> [DailyCandidate]
    /// The picked questions, with their options in the dealt order; fewer when one has gone.
    func questions(_ picks: [DailyPick]) -> [DailyQuestion]
    /// The player's attempts of `day`, the first first.
    func attempts(player: PlayerRef, day: CalendarDay) -> [SavedDailyAttempt]
    /// Keeps an attempt as it stands; a finished one also goes into the results (ranked when it is the first).
    func save(_ attempt: SavedDailyAttempt, player: PlayerRef)
    /// Scores every attempt of a date before `day` left unfinished, with the answers it had.
    func settle(before day: CalendarDay)
    /// The Daily Challenge board of `day`: the best `top` and the player's own row.
    func board(day: CalendarDay, player: PlayerRef, top: Int) -> Board
    /// The player's streak of days with a completed game, up to `day`.
    func streak(player: PlayerRef, day: CalendarDay) -> Int
}
