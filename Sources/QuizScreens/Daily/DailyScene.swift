import QuizCore
import QuizFlows
import TiltInput

/// The Daily Challenge: ten mixed-topic questions a day, the same for every
/// player and kiosk with the same content, 20 s each, 100 points a right
/// answer plus a speed bonus. A player's first attempt of a date is ranked;
/// later ones are practice. Progress is saved after each answer, every 5 s of
/// a question and on leaving: coming back the same day resumes at the
/// question left with the time it had. Played by taps, keys or a gamepad.
public final class DailyScene: Scene {
    let saving: any DailySaving
    let sounds: SoundPlayer
    public let player: PlayerRef?
    let playerRef: PlayerRef
    /// The event's date at a game time (fixed by `play --date`).
    let today: (Double) -> CalendarDay
    private(set) var screen: DailyScreen = .home
    private(set) var day: CalendarDay
    /// Today's attempts as saved, read when the home shows.
    private(set) var attempts: [SavedDailyAttempt] = []
    private(set) var game: DailyGame?
    /// Which attempt of the day is on view (1: the ranked one).
    private(set) var attemptNumber = 1
    private(set) var board: Board
    /// The streak before this game and after it (nil until it finished).
    private(set) var streakBefore = 0
    private(set) var streakAfter: Int?
    var focus: DailyFocus = .play
    /// When the screen on view appeared, and when the question's clock started with how many seconds.
    private(set) var shownAt = 0.0
    private(set) var clockStart = 0.0
    private(set) var clockSeconds = DailyPoints.secondsPerQuestion
    /// Seconds of the question already covered by a save (a save every `saveEverySeconds`).
    private var savedElapsed = 0.0
    /// Dates before which unfinished attempts were scored this session.
    private var settledBefore: CalendarDay?
    private(set) var log: [DailySummary.Game] = []
    var lastSize = Size(width: 1280, height: 720)
    /// The row heights last drawn with (`LineRoom`), so taps find the buttons where they were drawn.
    var lastLines = LineRoom.latinAtHundred
    /// The game time of the last step, for the summary's clock.
    private(set) var lastTime = 0.0
    public internal(set) var wantsQuit = false
    public var isInKiosk = false
    public var offersHome = false
    /// Said on home when the questions are not in the player's language (`ContentLanguage.Choice.fellBack`):
    /// "Not in your language yet: shown in English".
    public var languageNotice: ScreenText?
    /// The player's time scale (`accessibility.time_scale`) as a percentage, for the attempts dealt here; a
    /// resumed attempt keeps the one it was dealt at.
    let timeScalePercent: Int
    /// "Report" on the reveal (see `DailyScene+Feedback`).
    let feedbackHost = FeedbackHost()
    /// The questions (by index) of the attempt on view answered by a voice command, for the summary's `via`.
    var answeredByVoice: Set<Int> = []

    /// How often a question on the clock saves the time it has left.
    static let saveEverySeconds = 5.0
    /// The reveal goes on to the next question by itself after this long.
    static let revealSeconds = 6.0
    /// Rows of the board shown.
    static let boardRows = 5

    public init(
        saving: any DailySaving, player: PlayerRef, sounds: SoundPlayer, today: @escaping (Double) -> CalendarDay,
        at time: Double = 0, timeScale: Double = 1
    ) {
        timeScalePercent = TimeScale.percent(timeScale)
        self.saving = saving
        self.player = player
        playerRef = player
        self.sounds = sounds
        self.today = today
        day = today(time)
        board = Board(
            scope: BoardScope(mode: .daily, period: .day, day: day), top: [], player: nil, players: 0)
        showHome(at: time)
    }

    public var screenName: String { feedbackHost.screenName ?? screen.name }
    public var isDone: Bool { screen == .result }

    // MARK: Moving between screens

    func show(_ next: DailyScreen, at time: Double) {
        screen = next
        shownAt = time
    }

    /// The first screen, with today's attempts and board as they stand (earlier days' unfinished attempts
    /// scored first).
    func showHome(at time: Double) {
        day = today(time)
        if settledBefore != day {
            saving.settle(before: day)
            settledBefore = day
        }
        attempts = saving.attempts(player: playerRef, day: day)
        board = saving.board(day: day, player: playerRef, top: Self.boardRows)
        focus = .play
        show(.home, at: time)
    }

    /// The attempt to carry on: today's last one, when it is unfinished.
    var openAttempt: SavedDailyAttempt? {
        attempts.last.flatMap { $0.finished ? nil : $0 }
    }

    /// The home's button: Play, Continue (question N of 10), or Practice once the ranked attempt is done.
    var playLabel: ScreenText {
        if let open = openAttempt {
            let total = open.questions.count
            return ScreenText(
                "daily.continue", ["number": .number(min(open.answers.count + 1, total)), "total": .number(total)])
        }
        return ScreenText(attempts.isEmpty ? "button.play" : "daily.practice")
    }

    /// Seconds a question runs: the attempt's in play, else the open one's or the player's on the home.
    var secondsPerQuestion: Double {
        if screen != .home, let game { return game.secondsPerQuestion }
        return DailyPoints.seconds(timeScalePercent: openAttempt?.timeScalePercent ?? timeScalePercent)
    }

    /// Play, Continue or Practice: the open attempt goes on at its question and time, else a new one is dealt.
    func play(at time: Double) {
        streakBefore = saving.streak(player: playerRef, day: day)
        streakAfter = nil
        answeredByVoice = []
        if let open = openAttempt {
            attemptNumber = open.number
            game = open.game
            startQuestion(seconds: open.secondsLeft, at: time)
            return
        }
        let picks = DailyDeal.deal(saving.candidates(), on: day)
        let questions = picks.map { saving.questions($0) } ?? []
        guard questions.count == DailyDeal.questionsPerDay else {
            focus = .action
            show(.unavailable, at: time)
            return
        }
        attemptNumber = attempts.count + 1
        let dealt = DailyGame(day: day, questions: questions, timeScalePercent: timeScalePercent)
        game = dealt
        attempts.append(snapshot(dealt, secondsLeft: dealt.secondsPerQuestion))
        save(dealt, secondsLeft: dealt.secondsPerQuestion)
        startQuestion(seconds: dealt.secondsPerQuestion, at: time)
    }

    private func startQuestion(seconds: Double, at time: Double) {
        clockStart = time
        clockSeconds = min(max(seconds, 0), game?.secondsPerQuestion ?? DailyPoints.secondsPerQuestion)
        savedElapsed = 0
        focus = .option(0)
        show(.question, at: time)
    }

    /// Seconds left on the question on view.
    func secondsLeft(at time: Double) -> Double {
        guard screen == .question else { return clockSeconds }
        return max(0, clockSeconds - (time - clockStart))
    }

    func snapshot(_ game: DailyGame, secondsLeft: Double) -> SavedDailyAttempt {
        SavedDailyAttempt(
            day: game.day, number: attemptNumber, questions: game.questions, answers: game.answers,
            secondsLeft: secondsLeft, finished: game.isFinished, timeScalePercent: game.timeScalePercent)
    }

    private func save(_ game: DailyGame, secondsLeft: Double) {
        saving.save(snapshot(game, secondsLeft: secondsLeft), player: playerRef)
    }

    /// Moves the screen's start later by the seconds the report panel stood the game still, so the reveal
    /// goes on by itself as much later.
    func holdScreen(for seconds: Double) {
        shownAt += seconds
    }

    // MARK: Playing

    /// The option at `index` chosen (nil: the time ran out).
    func choose(_ index: Int?, at time: Double) {
        guard screen == .question, var current = game else { return }
        guard current.answer(index, secondsLeft: secondsLeft(at: time)) != nil else { return }
        game = current
        save(current, secondsLeft: current.secondsPerQuestion)
        sounds.play(current.isRight(current.current) ? .right : .wrong)
        focus = .action
        show(.reveal, at: time)
    }

    /// Next on the reveal: the next question, or the result after the tenth.
    func next(at time: Double) {
        guard screen == .reveal, var current = game else { return }
        let finished = current.next()
        game = current
        if finished {
            save(current, secondsLeft: 0)
            showResult(at: time)
        } else {
            startQuestion(seconds: current.secondsPerQuestion, at: time)
        }
    }

    func showResult(at time: Double) {
        board = saving.board(day: day, player: playerRef, top: Self.boardRows)
        streakAfter = saving.streak(player: playerRef, day: day)
        noteGame()
        focus = .action
        show(.result, at: time)
    }

    /// Whether the game on view is practice (a later attempt of the date).
    var isPractice: Bool { attemptNumber > 1 }

    /// Whether the game on view runs with more time (and so stays off the boards, as practice does).
    var hasMoreTime: Bool { (game?.timeScalePercent ?? timeScalePercent) > TimeScale.standardPercent }

    /// Whether the game on view counts on the board: the date's first attempt, at the game's own time.
    var isRanked: Bool { !isPractice && !hasMoreTime }

    /// What keeps the game on view off the board, as a catalog key in one of three lengths (a tag, a short
    /// line, a sentence); nil for a ranked game.
    func unrankedReasonKey(_ length: UnrankedReasonLength) -> String? {
        if isPractice {
            switch length {
            case .tag: return "daily.practice_tag"
            case .line: return "daily.practice_not_ranked"
            case .sentence: return "daily.practice_game"
            }
        }
        guard hasMoreTime else { return nil }
        switch length {
        case .tag: return "daily.more_time_tag"
        case .line: return "daily.more_time_not_ranked"
        case .sentence: return "a11y.more_time_game"
        }
    }

    /// Done on the result: home, where there is one, else the first screen.
    func done(at time: Double) {
        if offersHome { wantsQuit = true } else { showHome(at: time) }
    }

    /// Back from any screen: a question on the clock is saved with its time left first.
    func back(at time: Double) {
        switch screen {
        case .home: wantsQuit = true
        case .question:
            if let game { save(game, secondsLeft: secondsLeft(at: time)) }
            noteGame()
            showHome(at: time)
        case .reveal:
            noteGame()
            showHome(at: time)
        case .result, .unavailable: showHome(at: time)
        }
    }

    /// Keeps the attempt played (or left) for the summary.
    func noteGame() {
        guard let game else { return }
        let entry = DailySummary.Game(game: game, number: attemptNumber)
        if let index = log.firstIndex(where: { $0.game.day == game.day && $0.number == attemptNumber }) {
            log[index] = entry
        } else {
            log.append(entry)
        }
    }

    // MARK: Scene

    public func handle(_ event: TimedTiltEvent) {}

    public func update(at time: Double) {
        lastTime = time
        // The reveal's clock stands still under the report panel.
        if feedbackHost.isOpen { return }
        switch screen {
        case .home:
            if today(time) != day { showHome(at: time) }
        case .question:
            let elapsed = time - clockStart
            if secondsLeft(at: time) <= 0 {
                choose(nil, at: time)
            } else if elapsed - savedElapsed >= Self.saveEverySeconds, let game {
                savedElapsed = (elapsed / Self.saveEverySeconds).rounded(.down) * Self.saveEverySeconds
                save(game, secondsLeft: clockSeconds - savedElapsed)
            }
        case .reveal:
            if time - shownAt >= Self.revealSeconds { next(at: time) }
        case .result, .unavailable:
            break
        }
    }

    public func draw(_ painter: Painter, at time: Double) {
        lastSize = painter.size
        lastLines = painter.lineRoom
        if feedbackHost.drawInstead(painter, at: time) { return }
        DailyView(scene: self, layout: DailyLayout(size: painter.size, lines: lastLines), time: time).draw(painter)
    }

    public func summaryJSON() -> String {
        noteGame()
        return DailySummary(scene: self).json()
    }
}

/// How long a Daily Challenge's "not ranked" words are: a tag beside the question number, a line on the result, a
/// sentence on the home.
enum UnrankedReasonLength {
    case tag, line, sentence
}
