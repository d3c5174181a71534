import QuizCore
import QuizText

/// `--date YYYY-MM-DD` (`play`, `leaderboard`): a day as the command line writes it, and the one line that says
/// how to write one (`cli.date_flag`), in the operator's language where the command speaks it (`leaderboard`) and in
/// English where it does not yet (`play`, whose own lines are English).
public enum DateFlag {
    /// Why `text` is not a day, as the line that says how to write one in `words`; nil when it is one.
    public static func problem(_ text: String, words: Catalog) -> String? {
        CalendarDay(text) == nil ? words.text("cli.date_flag", ["date": text]) : nil
    }

    /// Why `text` is not a day, in English; nil when it is one.
    public static func problem(_ text: String) -> String? {
        CalendarDay(text) == nil ? englishLine(text) : nil
    }

    /// The day `text` names; a text that is not one throws `problem`'s English line.
    public static func parse(_ text: String) throws(FlagValueProblem) -> CalendarDay {
        guard let day = CalendarDay(text) else { throw FlagValueProblem(englishLine(text)) }
        return day
    }

    /// The English catalog's line; a game without its assets (which then cannot start) names the date alone.
    private static func englishLine(_ text: String) -> String {
        (try? OperatorCatalog.named("en")).map { $0.text("cli.date_flag", ["date": text]) } ?? "--date \(text)"
    }
}
