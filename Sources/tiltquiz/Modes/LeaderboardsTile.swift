import QuizCore
import QuizScreens
import QuizStore

extension GameModeInfo {
    /// The home screen's "Leaderboards" button: not a game, the boards of the games on its tiles.
    static let leaderboards = GameModeInfo(
        id: "leaderboards", title: "Leaderboards", summary: "Today, this week and all time", icon: "trophy",
        inputs: [.taps])
}

extension LeaderboardChoice.Mode {
    /// A mode's tab: its title, and a word where that does not fit.
    init(_ info: GameModeInfo) {
        let short = ["tilt": "Tilt", "which-came-first": "History", "daily": "Daily"]
        self.init(id: info.id, title: info.title, short: short[info.id])
    }
}

extension ModeContext {
    /// The home screen's "Leaderboards" over `modes`' boards (and the timed challenges' per topic, when
    /// trivia is among them), the player's row highlighted.
    func leaderboardsTile(modes: [GameModeInfo]) -> HomeMode {
        let reading = StoreBoardReading(saves: saves)
        // Quiz packs keep their own scores per pack (no `gameResult`): a tab for them would always be empty.
        var offered = modes.filter { $0 != .packs }.map(LeaderboardChoice.Mode.init)
        if modes.contains(GameModeInfo.trivia) {
            offered.append(
                LeaderboardChoice.Mode(id: LeaderboardChoice.timedMode, title: "Timed challenge", short: "Timed"))
        }
        let clock = dayClock
        return HomeMode(info: .leaderboards) { player, time in
            let topics = reading.topics().map { LeaderboardChoice.Topic(id: $0.id, name: $0.name) }
            return LeaderboardScene(
                choice: LeaderboardChoice(modes: offered, topics: topics), reading: reading, playerID: player.id,
                today: { clock.today() }, at: time)
        }
    }
}
