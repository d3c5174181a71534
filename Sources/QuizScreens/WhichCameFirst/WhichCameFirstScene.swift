import QuizCore
import QuizFlows
import TiltInput

/// "Which came first?" (Wikipedia's daily history game): each day five
/// questions of two events from that calendar day; the player picks the one
/// that happened first and submits, sees both years, and goes on. Progress
/// is saved after every answer; leaving and coming back offers "Continue
/// playing". Earlier days are played from the splash and ranked apart.
/// Played by taps, keys or a gamepad, and on a handheld by tilting toward a
/// card and holding still.
public final class WhichCameFirstScene: Scene {
    let saving: any WhichCameFirstSaving
    let sounds: SoundPlayer
    let tilt: TiltFeed
    public let player: PlayerRef?
    let playerRef: PlayerRef
    /// The event's date at a game time (fixed by `play --date`); read again on the splash as days change.
    let today: (Double) -> CalendarDay
    /// The minutes until the next day's game at a game time (the screen writes "in 5 h 12 min"); nil when the date is
    /// fixed.
    let nextGame: (Double) -> Int?
    /// Where cached event pictures are (`<data>/event-images`), nil for none.
    let pictureFolder: String?
    /// What the game has on view and decides (see `WhichCameFirstFlow`); the scene draws it and sends actions.
    private(set) var flow: WhichCameFirstFlow
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
    /// A handheld without touch: a tilt selects a card, holding still then submits (or goes on).
    var hold = NeutralHold(armAfterSeconds: 0.8, holdSeconds: 1.2)
    var tiltChose = false
    var lastSize = Size(width: 1280, height: 720)
    /// The row heights last drawn with (`LineRoom`), so taps find the buttons where they were drawn.
    var lastLines = LineRoom.latinAtHundred
    public var isInKiosk = false
    /// Said on the splash when today's events are not in the player's language (`ContentLanguage.Choice.fellBack`):
    /// "Not in your language yet: shown in English".
    public var languageNotice: ScreenText?
    public var offersHome = false

    public init(
        saving: any WhichCameFirstSaving, player: PlayerRef, sounds: SoundPlayer, tilt: TiltFeed,
        today: @escaping (Double) -> CalendarDay, nextGame: @escaping (Double) -> Int? = { _ in nil },
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
        flow = WhichCameFirstFlow(day: today(time))
        perform(.loadToday, at: time)
    }

    public var screenName: String { screen.name }
    public var isDone: Bool { screen == .result }
    public var wantsQuit: Bool { flow.wantsQuit }
    var screen: WhichCameFirstFlow.Screen { flow.screen }
    var day: CalendarDay { flow.day }
    var game: WhichCameFirstGame? { flow.game }
    var kind: WhichCameFirstGameKind { flow.kind }
    var board: WhichCameFirstBoard { flow.board }
    var earlierDays: [WhichCameFirstFlow.EarlierDay] { flow.earlierDays }
    var focus: WhichCameFirstFlow.Focus { flow.focus }
    var menu: [WhichCameFirstFlow.MenuItem] { flow.menu }
    var shownAt: Double { flow.shownAt }

    // MARK: Actions and effects

    /// Applies `action` and performs its effects.
    func send(_ action: WhichCameFirstAction, at time: Double) {
        let effects = flow.reduce(action)
        for effect in effects { perform(effect, at: time) }
    }

    /// The scene's one switch over the flow's effects: each read's answer goes back as an action.
    private func perform(_ effect: WhichCameFirstEffect, at time: Double) {
        switch effect {
        case .loadToday:
            let day = today(time)
            send(.todayLoaded(day, saved: saving.savedGame(player: playerRef, day: day), at: time), at: time)
        case .loadDay(let day):
            let saved = saving.savedGame(player: playerRef, day: day)
            // The events are read only for a day without a saved game, to deal one.
            let events = saved == nil ? saving.events(month: day.month, day: day.day) : []
            send(.dayLoaded(day, saved: saved, events: events, today: today(time), at: time), at: time)
        case .save(let game, let kind):
            saving.save(game, kind: kind, player: playerRef)
        case .loadBoard(let day, let kind):
            send(.boardLoaded(saving.board(day: day, kind: kind, player: playerRef, top: 5), at: time), at: time)
        case .loadEarlierDays(let first, let last):
            send(.earlierDaysLoaded(saving.games(player: playerRef, from: first, through: last), at: time), at: time)
        case .findPlayableDay(let days):
            send(.playableDayFound(playableDay(among: days), today: today(time), at: time), at: time)
        case .playSound(let sound):
            sounds.play(sound)
        case .shown(let screen):
            hold.restart(at: time)
            tiltChose = false
            switch screen {
            case .question: cardScroll = [0, 0]
            case .about: aboutLines = LineWindow()
            case .earlierDays: daysTop = 0
            default: break
            }
        }
    }

    /// The first of `days` with the player's saved game or events that deal one, read once.
    private func playableDay(among days: [CalendarDay]) -> WhichCameFirstFlow.PlayableDay? {
        for (index, day) in days.enumerated() {
            let saved = saving.savedGame(player: playerRef, day: day)
            let events = saved == nil ? saving.events(month: day.month, day: day.day) : []
            if saved != nil || WhichCameFirstDeal.deal(events, on: day) != nil {
                return WhichCameFirstFlow.PlayableDay(index: index, saved: saved, events: events)
            }
        }
        return nil
    }

    /// Back from any screen: toward the splash, and from the splash out of the mode.
    func back(at time: Double) {
        send(.backPressed(at: time), at: time)
    }

    func selectCard(_ card: Int, at time: Double) {
        send(.cardSelected(card, at: time), at: time)
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
        send(.tick(today: today(time), at: time), at: time)
        guard tilt.isSensor else { return }
        let still = hold.update(at: time, isNeutral: tilt.pipeline.isNeutral)
        switch screen {
        case .question where tiltChose && still: send(.submitTapped(at: time), at: time)
        case .reveal where still: send(.nextTapped(at: time), at: time)
        default: break
        }
    }

    public func draw(_ painter: Painter, at time: Double) {
        lastSize = painter.size
        lastLines = painter.lineRoom
        WhichCameFirstView(scene: self, layout: WhichCameFirstLayout(size: painter.size, lines: lastLines), time: time)
            .draw(painter)
    }

    public func summaryJSON() -> String {
        flow.noteGame()
        return WhichCameFirstSummary(scene: self).json()
    }

    /// How far the cards have gone (0: in place, 1: gone), while they leave after Next.
    func leaving(at time: Double) -> Double { flow.leaving(at: time) }

    /// The hold ring's fill on a tilt handheld (0 when none shows).
    func holdProgress(at time: Double) -> Double {
        guard tilt.isSensor, screen == .reveal || (screen == .question && tiltChose) else { return 0 }
        return hold.progress(at: time)
    }
}
