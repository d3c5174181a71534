import QuizCore

extension WhichCameFirstFlow {
    /// What "Which came first?" has on view.
    public enum Screen: Equatable, Sendable {
        /// The title, Play today's game (or Continue playing, or Today's result), Earlier days, About this game.
        case splash
        /// What the game is, where its events come from and their licence.
        case about
        /// Two cards to choose between, then Submit.
        case question
        /// Correct! or Incorrect!, both years, right and wrong marked.
        case reveal
        /// The score, the five bubbles, when the next game comes, and the day's board.
        case result
        /// A day whose events make no game: say so, and offer a random earlier day.
        case notAvailable(CalendarDay)
        /// Earlier days' games: played, unfinished or new.
        case earlierDays

        /// The screen's name in screenshots and the summary.
        public var name: String {
            switch self {
            case .splash: return "wcf-splash"
            case .about: return "wcf-about"
            case .question: return "wcf-question"
            case .reveal: return "wcf-reveal"
            case .result: return "wcf-result"
            case .notAvailable: return "wcf-unavailable"
            case .earlierDays: return "wcf-days"
            }
        }
    }

    /// What Enter presses on the "Which came first?" screens.
    public enum Focus: Equatable, Sendable {
        /// A splash button, by its place.
        case menu(Int)
        /// A card of the question (0 or 1).
        case card(Int)
        /// Submit, Next, Done, Play a random day: the screen's main button.
        case action
        case back
        /// A row of the earlier days list.
        case day(Int)
    }

    /// The splash's buttons.
    public enum MenuItem: Equatable, Sendable {
        case playToday
        case continueToday
        case todaysResult
        case earlierDays
        case about

        public var label: String {
            switch self {
            case .playToday: return "Play today's game"
            case .continueToday: return "Continue playing"
            case .todaysResult: return "Today's result"
            case .earlierDays: return "Earlier days"
            case .about: return "About this game"
            }
        }
    }

    /// An earlier day offered, with the player's game of it if any.
    public struct EarlierDay: Equatable, Sendable {
        public var day: CalendarDay
        public var game: SavedWhichCameFirstGame?

        /// What its row says beside the date: the score of a finished game, how far an unfinished one went, or
        /// Play.
        public var status: ScreenText {
            guard let game else { return ScreenText("button.play") }
            let total = ScreenText.Value.number(game.questions.count)
            return game.isFinished
                ? ScreenText("wcf.score_of", ["score": .number(game.game.score), "total": total])
                : ScreenText("wcf.unfinished", ["answered": .number(game.answers.count), "total": total])
        }
    }

    /// The day a random pick found, by its place among the candidates, with the player's saved game of it, or
    /// (with none) the events it was dealt from.
    public struct PlayableDay: Equatable, Sendable {
        public var index: Int
        public var saved: SavedWhichCameFirstGame?
        public var events: [WhichCameFirstEvent]

        public init(index: Int, saved: SavedWhichCameFirstGame?, events: [WhichCameFirstEvent]) {
            self.index = index
            self.saved = saved
            self.events = events
        }
    }

    /// A game played (or left part way) this session, for the summary.
    public struct PlayedGame: Equatable, Sendable {
        public var game: WhichCameFirstGame
        public var kind: WhichCameFirstGameKind
    }
}

/// Something that happened in "Which came first?", with the game time; `today` is the event's date then.
public enum WhichCameFirstAction: Equatable, Sendable {
    /// Up or down on the splash's buttons (they wrap).
    case menuMoved(by: Int)
    /// A splash button tapped, by its place.
    case menuTapped(Int, today: CalendarDay, at: Double)
    /// Enter (or Space): the focused button of the screen on view.
    case enterPressed(today: CalendarDay, at: Double)
    /// Escape, Back, or the kiosk going to its title: one step toward the splash, and from it out of the mode.
    case backPressed(at: Double)
    /// The window closed.
    case quit
    /// Arrows on the unavailable day's two buttons.
    case focusToggled
    /// A row of the earlier days list by its index, tapped (and played).
    case dayTapped(Int, at: Double)
    /// The earlier days list's highlight moved by rows (clamped to the list).
    case dayMoved(by: Int)
    /// The highlight put on a part (a scrolled list keeping it in view).
    case focused(WhichCameFirstFlow.Focus)
    /// Play a random day on the unavailable day's screen.
    case randomDayTapped(today: CalendarDay, at: Double)
    case cardSelected(Int, at: Double)
    case submitTapped(at: Double)
    /// Next on the reveal: the cards start to leave.
    case nextTapped(at: Double)
    /// A frame: the clock and the event's date now (a new day on the splash reads it again).
    case tick(today: CalendarDay, at: Double)
    /// What `loadToday` read: the event's date and the player's game of it.
    case todayLoaded(CalendarDay, saved: SavedWhichCameFirstGame?, at: Double)
    /// What `loadDay` read: the saved game, else the day's events to deal from.
    case dayLoaded(
        CalendarDay, saved: SavedWhichCameFirstGame?, events: [WhichCameFirstEvent], today: CalendarDay, at: Double)
    case boardLoaded(WhichCameFirstBoard, at: Double)
    /// The player's games of the days `loadEarlierDays` asked for.
    case earlierDaysLoaded([SavedWhichCameFirstGame], at: Double)
    /// The first of `findPlayableDay`'s candidates with a game, with what was read of it (nil: none).
    case playableDayFound(WhichCameFirstFlow.PlayableDay?, today: CalendarDay, at: Double)
}

/// What the scene must do for "Which came first?"; what a read answers comes back as an action.
public enum WhichCameFirstEffect: Equatable, Sendable {
    /// Read the event's date and the player's game of it; send `.todayLoaded`.
    case loadToday
    /// Read the player's game of the day, or (with none) its events; send `.dayLoaded`.
    case loadDay(CalendarDay)
    /// Keep the game as it stands.
    case save(WhichCameFirstGame, kind: WhichCameFirstGameKind)
    /// Read the day's board; send `.boardLoaded`.
    case loadBoard(day: CalendarDay, kind: WhichCameFirstGameKind)
    /// Read the player's games of these days; send `.earlierDaysLoaded`.
    case loadEarlierDays(from: CalendarDay, through: CalendarDay)
    /// Find the first day with a saved game or events that make one; send `.playableDayFound` with what was read
    /// of that day, so it is not read again to play it.
    case findPlayableDay([CalendarDay])
    case playSound(GameSound)
    /// A screen appeared: animations and the tilt hold start again.
    case shown(WhichCameFirstFlow.Screen)
}
