import QuizCore
import TiltInput

/// "Which came first?" (Wikipedia's daily history game): each day five
/// questions of two events from that calendar day; the player picks the one
/// that happened first and submits, sees both years, and goes on. Progress
/// is saved after every answer; leaving and coming back offers "Continue
/// playing". Earlier days are played from the splash and ranked apart.
/// Played by taps, keys or a gamepad, and on a handheld by tilting toward a
/// card and holding still.
public final class WhichCameFirstScene: Scene {
    let saving: any HistorySaving
    let sounds: SoundPlayer
    let tilt: TiltFeed
    public let player: PlayerRef?
    let playerRef: PlayerRef
    /// The event's date at a game time (fixed by `play --date`); read again on the splash as days change.
    let today: (Double) -> CalendarDay
    /// When the next day's game comes, in words, at a game time ("in 5 h 12 min"); nil when the date is fixed.
    let nextGame: (Double) -> String?
    /// Where cached event pictures are (`<data>/event-images`), nil for none.
    let pictureFolder: String?
    private(set) var screen: HistoryScreen = .splash
    private(set) var day: CalendarDay
    /// Today's game as saved, read when the splash shows.
    private(set) var todaysGame: SavedHistoryGame?
    private(set) var game: WhichCameFirstGame?
    private(set) var kind: HistoryGameKind = .daily
    private(set) var board = HistoryBoard(rows: [], players: 0)
    /// The earlier days offered, newest first, with their games.
    private(set) var earlierDays: [(day: CalendarDay, game: SavedHistoryGame?)] = []
    var focus: HistoryFocus = .menu(0)
    /// The first line shown of each card's text (long texts scroll).
    var cardScroll = [0, 0]
    /// Lines each card had and showed when last drawn (for scrolling and its bar).
    var cardLines = [(total: 0, shown: 0), (total: 0, shown: 0)]
    /// The lines of About on view, when it is too long for the screen (a small one) and scrolls.
    var aboutLines = LineWindow()
    /// The first row the earlier days list shows, and how many it showed.
    var daysTop = 0
    var daysShown = 1
    /// Where the last finger (or mouse button) went down: a drag scrolls the card it started on.
    var pointer: (x: Double, y: Double)?
    /// When the screen on view appeared (animations), and when the question's cards started to leave.
    private(set) var shownAt = 0.0
    private(set) var leavingSince: Double?
    /// A handheld without touch: a tilt selects a card, holding still then submits (or goes on).
    var hold = NeutralHold(armAfterSeconds: 0.8, holdSeconds: 1.2)
    var tiltChose = false
    /// Days tried for "Play a random day".
    private var randomDraws: UInt64 = 0
    private(set) var log: [HistorySummary.Game] = []
    var lastSize = Size(width: 1280, height: 720)
    public internal(set) var wantsQuit = false
    public var isInKiosk = false
    public var offersHome = false

    /// Seconds the cards take to leave after Next.
    static let leaveSeconds = 0.3

    public init(
        saving: any HistorySaving, player: PlayerRef, sounds: SoundPlayer, tilt: TiltFeed,
        today: @escaping (Double) -> CalendarDay, nextGame: @escaping (Double) -> String? = { _ in nil },
        pictureFolder: String? = nil, at time: Double = 0
    ) {
        self.saving = saving
        self.player = player
        playerRef = player
        self.sounds = sounds
        self.tilt = tilt
        self.today = today
        self.nextGame = nextGame
        self.pictureFolder = pictureFolder
        day = today(time)
        showSplash(at: time)
    }

    public var screenName: String { screen.name }
    public var isDone: Bool { screen == .result }

    // MARK: Moving between screens

    func show(_ next: HistoryScreen, at time: Double) {
        screen = next
        shownAt = time
        hold.restart(at: time)
        tiltChose = false
    }

    /// The splash, with today's game as it stands.
    func showSplash(at time: Double) {
        day = today(time)
        todaysGame = saving.savedGame(player: playerRef, day: day)
        focus = .menu(0)
        show(.splash, at: time)
    }

    /// The splash's buttons, top to bottom.
    var menu: [HistoryMenuItem] {
        let first: HistoryMenuItem
        if let todaysGame {
            first = todaysGame.isFinished ? .todaysResult : .continueToday
        } else {
            first = .playToday
        }
        return [first, .earlierDays, .about]
    }

    func choose(_ item: HistoryMenuItem, at time: Double) {
        switch item {
        case .playToday, .continueToday, .todaysResult: start(day: day, at: time)
        case .earlierDays: showEarlierDays(at: time)
        case .about:
            focus = .back
            aboutLines = LineWindow()
            show(.about, at: time)
        }
    }

    /// The game of `day`: carried on from its save, else dealt now (and saved at once, so content imported
    /// later cannot change it); a day whose events make no game says so.
    func start(day: CalendarDay, at time: Double) {
        if let saved = saving.savedGame(player: playerRef, day: day) {
            kind = saved.kind
            game = saved.game
        } else {
            guard let questions = HistoryDeal.deal(saving.events(month: day.month, day: day.day), on: day) else {
                focus = .action
                show(.notAvailable(day), at: time)
                return
            }
            kind = day == today(time) ? .daily : .archive
            let dealt = WhichCameFirstGame(day: day, questions: questions)
            game = dealt
            saving.save(dealt, kind: kind, player: playerRef)
        }
        cardScroll = [0, 0]
        guard let game else { return }
        if game.isFinished {
            showResult(at: time)
        } else {
            focus = .action
            show(.question, at: time)
        }
    }

    func showResult(at time: Double) {
        guard let game else { return }
        board = saving.board(day: game.day, kind: kind, player: playerRef, top: 5)
        noteGame()
        focus = .action
        show(.result, at: time)
    }

    func showEarlierDays(at time: Double) {
        let last = today(time).adding(days: -1)
        let first = last.adding(days: -(Self.earlierDayCount - 1))
        let games = Dictionary(
            saving.games(player: playerRef, from: first, through: last).map { ($0.day, $0) },
            uniquingKeysWith: { first, _ in first })
        earlierDays = (0..<Self.earlierDayCount).map { back in
            let shown = last.adding(days: -back)
            return (shown, games[shown])
        }
        daysTop = 0
        focus = .day(0)
        show(.earlierDays, at: time)
    }

    /// How many earlier days the list offers.
    static let earlierDayCount = 30

    /// An earlier day, drawn at random (but the same for the same draws), whose events make a game.
    func playRandomDay(at time: Double) {
        let base = today(time)
        var random = SeededRandom(seed: UInt64(bitPattern: Int64(base.daysSinceEpoch)) &+ randomDraws)
        for _ in 0..<40 {
            randomDraws &+= 1
            let candidate = base.adding(days: -1 - random.index(below: 365))
            if saving.savedGame(player: playerRef, day: candidate) != nil
                || HistoryDeal.deal(saving.events(month: candidate.month, day: candidate.day), on: candidate) != nil
            {
                start(day: candidate, at: time)
                return
            }
        }
        // Forty days without a game: the store holds almost no events; stay here and say so.
        focus = .back
    }

    // MARK: Playing

    func selectCard(_ card: Int, at time: Double) {
        guard screen == .question, var current = game else { return }
        _ = current.reduce(.cardSelected(card))
        game = current
        focus = .card(card)
        sounds.play(.tick)
    }

    func submit(at time: Double) {
        guard screen == .question, var current = game else { return }
        let effects = current.reduce(.submitted)
        guard !effects.isEmpty else { return }
        game = current
        saving.save(current, kind: kind, player: playerRef)
        if case .answered(_, _, let right) = effects.first { sounds.play(right ? .right : .wrong) }
        focus = .action
        show(.reveal, at: time)
    }

    /// Next on the reveal: the cards leave, then the next question (or the result) comes.
    func next(at time: Double) {
        guard screen == .reveal, leavingSince == nil else { return }
        leavingSince = time
    }

    private func finishLeaving(at time: Double) {
        leavingSince = nil
        guard var current = game else { return }
        let effects = current.reduce(.nextPressed)
        game = current
        cardScroll = [0, 0]
        if effects.contains(where: { if case .finished = $0 { return true } else { return false } }) {
            saving.save(current, kind: kind, player: playerRef)
            showResult(at: time)
        } else {
            focus = .action
            show(.question, at: time)
        }
    }

    /// Back from any screen: toward the splash, and from the splash out of the mode.
    func back(at time: Double) {
        switch screen {
        case .splash: wantsQuit = true
        case .question, .reveal:
            leavingSince = nil
            noteGame()
            showSplash(at: time)
        default: showSplash(at: time)
        }
    }

    /// Keeps the game played (or left) for the summary.
    func noteGame() {
        guard let game else { return }
        let entry = HistorySummary.Game(game: game, kind: kind)
        if let index = log.firstIndex(where: { $0.game.day == game.day }) {
            log[index] = entry
        } else {
            log.append(entry)
        }
    }

    // MARK: Scene

    public func handle(_ event: TimedTiltEvent) {
        guard tilt.isSensor else { return }
        switch (screen, event.event) {
        case (.question, .commit(let side)):
            selectCard(side == .left ? 0 : 1, at: event.time)
            tiltChose = true
            hold.restart(at: event.time)
        default:
            break
        }
    }

    public func update(at time: Double) {
        if let leavingSince, time - leavingSince >= Self.leaveSeconds { finishLeaving(at: time) }
        if screen == .splash, today(time) != day { showSplash(at: time) }
        guard tilt.isSensor else { return }
        let still = hold.update(at: time, isNeutral: tilt.pipeline.isNeutral)
        switch screen {
        case .question where tiltChose && still: submit(at: time)
        case .reveal where still: next(at: time)
        default: break
        }
    }

    public func draw(_ painter: Painter, at time: Double) {
        lastSize = painter.size
        HistoryView(scene: self, layout: HistoryLayout(size: painter.size), time: time).draw(painter)
    }

    public func summaryJSON() -> String {
        noteGame()
        return HistorySummary(scene: self).json()
    }

    /// How far the cards have gone (0: in place, 1: gone), while they leave after Next.
    func leaving(at time: Double) -> Double {
        guard let leavingSince else { return 0 }
        return min(1, max(0, (time - leavingSince) / Self.leaveSeconds))
    }

    /// The hold ring's fill on a tilt handheld (0 when none shows).
    func holdProgress(at time: Double) -> Double {
        guard tilt.isSensor, screen == .reveal || (screen == .question && tiltChose) else { return 0 }
        return hold.progress(at: time)
    }
}
