import QuizCore

/// "Which came first?" as a value-type state machine: the splash (Play
/// today's game, Continue playing or Today's result; Earlier days; About),
/// the question, its reveal, the result with the day's board, the earlier
/// days and a day whose events make no game. The scene turns input into
/// `WhichCameFirstAction`s, performs the `WhichCameFirstEffect`s (the
/// saving's reads and saves, sounds, the date) and sends what they answer.
public struct WhichCameFirstFlow: Equatable, Sendable {
    /// Seconds the cards take to leave after Next.
    public static let leaveSeconds = 0.3
    /// How many earlier days the list offers.
    public static let earlierDayCount = 30

    public private(set) var screen = Screen.splash
    /// The event's date when the splash last showed.
    public private(set) var day: CalendarDay
    /// Today's game as saved, read when the splash shows.
    public private(set) var todaysGame: SavedWhichCameFirstGame?
    public private(set) var game: WhichCameFirstGame?
    public private(set) var kind = WhichCameFirstGameKind.daily
    public private(set) var board = WhichCameFirstBoard(rows: [], players: 0)
    /// The earlier days offered, newest first, with their games.
    public private(set) var earlierDays: [EarlierDay] = []
    public private(set) var focus = Focus.menu(0)
    /// When the screen on view appeared (animations), and when the question's cards started to leave.
    public private(set) var shownAt = 0.0
    public private(set) var leavingSince: Double?
    /// The games played or left this session, for the summary.
    public private(set) var log: [PlayedGame] = []
    public private(set) var wantsQuit = false
    /// Days tried for "Play a random day".
    private var randomDraws: UInt64 = 0
    /// The newest of the earlier days asked for.
    private var earlierDaysThrough: CalendarDay?

    /// Before the splash's first read: the scene performs `loadToday` at once.
    public init(day: CalendarDay) {
        self.day = day
    }

    /// The splash's buttons, top to bottom.
    public var menu: [MenuItem] {
        let first: MenuItem
        if let todaysGame {
            first = todaysGame.isFinished ? .todaysResult : .continueToday
        } else {
            first = .playToday
        }
        return [first, .earlierDays, .about]
    }

    /// How far the cards have gone (0: in place, 1: gone), while they leave after Next.
    public func leaving(at time: Double) -> Double {
        guard let leavingSince else { return 0 }
        return min(1, max(0, (time - leavingSince) / Self.leaveSeconds))
    }

    /// Applies what happened; returns what the scene must do.
    public mutating func reduce(_ action: WhichCameFirstAction) -> [WhichCameFirstEffect] {
        switch action {
        case .menuMoved(let step):
            let index = { if case .menu(let at) = focus { return at } else { return 0 } }()
            focus = .menu((index + step + menu.count) % menu.count)
            return []
        case .menuTapped(let index, let today, let time):
            guard menu.indices.contains(index) else { return [] }
            focus = .menu(index)
            return choose(menu[index], today: today, at: time)
        case .enterPressed(let today, let time):
            return enter(today: today, at: time)
        case .backPressed(let time):
            return back(at: time)
        case .quit:
            wantsQuit = true
            return []
        case .focusToggled:
            focus = focus == .action ? .back : .action
            return []
        case .dayTapped(let index, let time):
            guard earlierDays.indices.contains(index) else { return [] }
            focus = .day(index)
            return [.loadDay(earlierDays[index].day)]
        case .dayMoved(let step):
            let index = { if case .day(let at) = focus { return at } else { return 0 } }()
            guard !earlierDays.isEmpty else { return [] }
            focus = .day(min(max(0, index + step), earlierDays.count - 1))
            return []
        case .focused(let part):
            focus = part
            return []
        case .randomDayTapped(let today, _):
            return [.findPlayableDay(randomCandidates(today: today))]
        case .playableDayFound(let found, let today, let time):
            let candidates = randomCandidates(today: today)
            guard let found, candidates.indices.contains(found.index) else {
                // Forty days without a game: the store holds almost no events; stay here and say so.
                randomDraws &+= UInt64(candidates.count)
                focus = .back
                return []
            }
            randomDraws &+= UInt64(found.index + 1)
            return dealt(candidates[found.index], saved: found.saved, events: found.events, today: today, at: time)
        case .cardSelected(let card, _):
            guard screen == .question, var current = game else { return [] }
            _ = current.reduce(.cardSelected(card))
            game = current
            focus = .card(card)
            return [.playSound(.tick)]
        case .submitTapped(let time):
            return submit(at: time)
        case .nextTapped(let time):
            guard screen == .reveal, leavingSince == nil else { return [] }
            leavingSince = time
            return []
        case .tick(let today, let time):
            if let leavingSince, time - leavingSince >= Self.leaveSeconds { return finishLeaving(at: time) }
            return screen == .splash && today != day ? [.loadToday] : []
        case .todayLoaded(let today, let saved, let time):
            day = today
            todaysGame = saved
            focus = .menu(0)
            return show(.splash, at: time)
        case .dayLoaded(let loaded, let saved, let events, let today, let time):
            return dealt(loaded, saved: saved, events: events, today: today, at: time)
        case .boardLoaded(let board, let time):
            self.board = board
            noteGame()
            focus = .action
            return show(.result, at: time)
        case .earlierDaysLoaded(let games, let time):
            let byDay = Dictionary(games.map { ($0.day, $0) }, uniquingKeysWith: { first, _ in first })
            let last = earlierDaysThrough ?? day
            earlierDays = (0..<Self.earlierDayCount).map { back in
                let shown = last.adding(days: -back)
                return EarlierDay(day: shown, game: byDay[shown])
            }
            focus = .day(0)
            return show(.earlierDays, at: time)
        }
    }

    /// Keeps the game played (or left) for the summary.
    public mutating func noteGame() {
        guard let game else { return }
        let entry = PlayedGame(game: game, kind: kind)
        if let index = log.firstIndex(where: { $0.game.day == game.day }) {
            log[index] = entry
        } else {
            log.append(entry)
        }
    }

    // MARK: Moving between screens

    private mutating func show(_ next: Screen, at time: Double) -> [WhichCameFirstEffect] {
        screen = next
        shownAt = time
        return [.shown(next)]
    }

    private mutating func choose(_ item: MenuItem, today: CalendarDay, at time: Double) -> [WhichCameFirstEffect] {
        switch item {
        case .playToday, .continueToday, .todaysResult: return [.loadDay(day)]
        case .earlierDays:
            let last = today.adding(days: -1)
            let first = last.adding(days: -(Self.earlierDayCount - 1))
            earlierDaysThrough = last
            return [.loadEarlierDays(from: first, through: last)]
        case .about:
            focus = .back
            return show(.about, at: time)
        }
    }

    private mutating func enter(today: CalendarDay, at time: Double) -> [WhichCameFirstEffect] {
        switch screen {
        case .splash:
            let items = menu
            let index = { if case .menu(let at) = focus { return at } else { return 0 } }()
            return choose(items[min(index, items.count - 1)], today: today, at: time)
        case .about, .result:
            return [.loadToday]
        case .question:
            guard case .choosing(let selected) = game?.phase, selected != nil else { return [] }
            return submit(at: time)
        case .reveal:
            return reduce(.nextTapped(at: time))
        case .notAvailable:
            return focus == .back ? [.loadToday] : reduce(.randomDayTapped(today: today, at: time))
        case .earlierDays:
            guard !earlierDays.isEmpty else { return [.loadToday] }
            let index = { if case .day(let at) = focus { return at } else { return 0 } }()
            return [.loadDay(earlierDays[index].day)]
        }
    }

    /// Back from any screen: toward the splash, and from the splash out of the mode.
    private mutating func back(at time: Double) -> [WhichCameFirstEffect] {
        switch screen {
        case .splash:
            wantsQuit = true
            return []
        case .question, .reveal:
            leavingSince = nil
            noteGame()
            return [.loadToday]
        default:
            return [.loadToday]
        }
    }

    /// The game of `day`: carried on from its save, else dealt now (and saved at once, so content imported
    /// later cannot change it); a day whose events make no game says so.
    private mutating func dealt(
        _ day: CalendarDay, saved: SavedWhichCameFirstGame?, events: [WhichCameFirstEvent], today: CalendarDay,
        at time: Double
    ) -> [WhichCameFirstEffect] {
        var effects: [WhichCameFirstEffect] = []
        if let saved {
            kind = saved.kind
            game = saved.game
        } else {
            guard let questions = WhichCameFirstDeal.deal(events, on: day) else {
                focus = .action
                return show(.notAvailable(day), at: time)
            }
            kind = day == today ? .daily : .archive
            let dealt = WhichCameFirstGame(day: day, questions: questions)
            game = dealt
            effects.append(.save(dealt, kind: kind))
        }
        guard let game else { return effects }
        if game.isFinished { return effects + [.loadBoard(day: game.day, kind: kind)] }
        focus = .action
        return effects + show(.question, at: time)
    }

    /// The days "Play a random day" tries, in order: earlier days drawn the same for the same draws.
    private func randomCandidates(today: CalendarDay) -> [CalendarDay] {
        var random = SeededRandom(seed: UInt64(bitPattern: Int64(today.daysSinceEpoch)) &+ randomDraws)
        return (0..<40).map { _ in today.adding(days: -1 - random.index(below: 365)) }
    }

    // MARK: Playing

    private mutating func submit(at time: Double) -> [WhichCameFirstEffect] {
        guard screen == .question, var current = game else { return [] }
        let effects = current.reduce(.submitted)
        guard !effects.isEmpty else { return [] }
        game = current
        var done: [WhichCameFirstEffect] = [.save(current, kind: kind)]
        if case .answered(_, _, let right) = effects.first { done.append(.playSound(right ? .right : .wrong)) }
        focus = .action
        return done + show(.reveal, at: time)
    }

    private mutating func finishLeaving(at time: Double) -> [WhichCameFirstEffect] {
        leavingSince = nil
        guard var current = game else { return [] }
        let effects = current.reduce(.nextPressed)
        game = current
        if effects.contains(where: { if case .finished = $0 { return true } else { return false } }) {
            return [.save(current, kind: kind), .loadBoard(day: current.day, kind: kind)]
        }
        focus = .action
        return show(.question, at: time)
    }
}
