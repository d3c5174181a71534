import QuizCore
import QuizText

/// `--date YYYY-MM-DD` (`play`, `leaderboard`): a day as the command line writes it, and the one line that says
/// how to write one (`cli.date_flag`), in the operator's language (the config's, `OperatorCatalog`): the flag is
/// read as text and checked once `--config` is known.
public enum DateFlag {
    /// Why `text` is not a day, as the line that says how to write one in `words`; nil when it is one.
    public static func problem(_ text: String, words: Catalog) -> String? {
        CalendarDay(text) == nil ? words.text("cli.date_flag", ["date": text]) : nil
    }
}
