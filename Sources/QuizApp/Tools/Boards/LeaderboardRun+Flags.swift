import QuizCore
import QuizText

extension LeaderboardRun {
    /// What `tiltquiz leaderboard` refuses before it opens the store, as the line that says why; nil when the
    /// board can be read: the quiz packs' mode (they have no board) or one with no board, a period or a date it
    /// cannot read, no rows, two output formats at once, or a `--language` that is no code or is given for a
    /// board other than the Daily Challenge's (the one kept per language). In `words` (the operator's catalog).
    public static func flagProblem(
        mode: String, period: String, date: String?, top: Int, json: Bool, csv: Bool, language: String? = nil,
        words: Catalog
    ) -> String? {
        if mode == GameMode.packs.rawValue {
            return words.text("cli.board_packs", ["modes": modeIDs])
        }
        guard let board = GameMode(rawValue: mode), modes.contains(board) else {
            return words.text("cli.board_mode_unknown", ["mode": mode, "modes": modeIDs])
        }
        guard BoardPeriod(rawValue: period) != nil else {
            return words.text("cli.board_period_unknown", ["period": period])
        }
        if let date, let problem = DateFlag.problem(date, words: words) {
            return problem
        }
        if let language {
            guard ContentLanguage.isCode(language) else {
                return words.text("cli.import_language_not_code", ["language": language])
            }
            guard board == .daily else { return words.text("cli.board_language_daily", ["language": language]) }
        }
        guard top >= 1 else { return words.text("cli.board_top", ["top": String(top)]) }
        guard !(json && csv) else { return words["cli.board_json_csv"] }
        return nil
    }
}
