import QuizCore

/// What "Which came first?" has on view.
enum HistoryScreen: Equatable {
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
    var name: String {
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
enum HistoryFocus: Equatable {
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
enum HistoryMenuItem: Equatable {
    case playToday
    case continueToday
    case todaysResult
    case earlierDays
    case about

    var label: String {
        switch self {
        case .playToday: return "Play today's game"
        case .continueToday: return "Continue playing"
        case .todaysResult: return "Today's result"
        case .earlierDays: return "Earlier days"
        case .about: return "About this game"
        }
    }
}
