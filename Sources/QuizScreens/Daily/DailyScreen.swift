/// What the Daily Challenge has on view.
enum DailyScreen: Equatable {
    /// Today's date, the rule, Play / Continue / Practice, and today's top 5.
    case home
    /// A question with its 20 s countdown and options.
    case question
    /// The question answered: right or wrong, the right answer, the points earned.
    case reveal
    /// After the 10th: score, right count, rank today and the top 5, the streak when it grew.
    case result
    /// Fewer than ten questions to deal from.
    case unavailable

    /// The screen's name in screenshots and the summary.
    var name: String {
        switch self {
        case .home: return "daily-home"
        case .question: return "daily-question"
        case .reveal: return "daily-reveal"
        case .result: return "daily-result"
        case .unavailable: return "daily-unavailable"
        }
    }
}

/// What Enter presses on the Daily Challenge screens.
enum DailyFocus: Equatable {
    /// The home's main button (Play, Continue, Practice).
    case play
    /// An option of the question, by its place.
    case option(Int)
    /// Next, Done: the screen's main button.
    case action
    case back
}
