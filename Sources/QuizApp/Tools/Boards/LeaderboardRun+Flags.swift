import QuizCore

extension LeaderboardRun {
    /// What `tiltquiz leaderboard` refuses before it opens the store, as the line that says why; nil when the
    /// board can be read: the quiz packs' mode (they have no board) or one with no board, a period or a date it
    /// cannot read, no rows, or two output formats at once.
    public static func flagProblem(
        mode: String, period: String, date: String?, top: Int, json: Bool, csv: Bool
    ) -> String? {
        if mode == GameMode.packs.rawValue {
            return "--mode packs: quiz packs have no leaderboard; each player's best score per pack is on the packs "
                + "list (Scores), and the boards are \(modeIDs)"
        }
        guard let board = GameMode(rawValue: mode), modes.contains(board) else {
            return "--mode \(mode): no such board; there are \(modeIDs)"
        }
        guard BoardPeriod(rawValue: period) != nil else {
            return "--period \(period): give day, week or all"
        }
        if let date, let problem = DateFlag.problem(date) {
            return problem
        }
        guard top >= 1 else { return "--top \(top): give 1 or more" }
        guard !(json && csv) else { return "--json and --csv: give one of them" }
        return nil
    }
}
