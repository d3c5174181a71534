import QuizCore

/// `--date YYYY-MM-DD` (`play`, `leaderboard`): a day as the command line writes it, and the one line that says
/// how to write one.
public enum DateFlag {
    /// Why `text` is not a day, as the line that says how to write one; nil when it is one.
    public static func problem(_ text: String) -> String? {
        CalendarDay(text) == nil ? howToWrite(text) : nil
    }

    /// The day `text` names; a text that is not one throws `problem`'s line.
    public static func parse(_ text: String) throws(FlagValueProblem) -> CalendarDay {
        guard let day = CalendarDay(text) else { throw FlagValueProblem(howToWrite(text)) }
        return day
    }

    private static func howToWrite(_ text: String) -> String {
        "--date \(text): give a date as YYYY-MM-DD, e.g. 2026-07-20"
    }
}
