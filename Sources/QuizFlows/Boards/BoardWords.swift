import QuizCore

/// How a leaderboard's period is worded, the same on its tab, in its empty board's line and aloud.
extension BoardPeriod {
    /// The period's tab ("Today", "This week", "All time").
    public var tabKey: String {
        switch self {
        case .day: return "board.today"
        case .week: return "board.this_week"
        case .all: return "board.all_time"
        }
    }

    /// The period's tab where `tabKey`'s words do not fit ("Week"; Turkish "Tümü" for "Tüm zamanlar").
    public var tabShortKey: String {
        switch self {
        case .day: return "board.today_short"
        case .week: return "board.this_week_short"
        case .all: return "board.all_time_short"
        }
    }

    /// The empty board's line for the period ("No ranked games yet" for all time, not "so far yet").
    public var emptyKey: String {
        switch self {
        case .day: return "board.empty_today"
        case .week: return "board.empty_week"
        case .all: return "board.empty_all"
        }
    }
}
