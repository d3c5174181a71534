extension LeaderboardRun {
    /// `tiltquiz leaderboard --help` beyond its abstract: how players are ranked, and who is left out.
    public static let discussion = """
        Players are ranked by the points of their ranked games in the period, in the config's event.time_zone; \
        a tie goes to the earlier finish. Banned players and practice games (a Daily Challenge played again) \
        are left out.
        """
}
