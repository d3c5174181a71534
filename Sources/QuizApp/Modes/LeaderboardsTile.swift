import QuizCore
import QuizScreens
import QuizStore

extension LeaderboardChoice.Mode {
    /// A mode's tab: its title, and a word where that does not fit.
    public init(_ info: GameModeInfo) {
        self.init(id: info.id, title: info.title, short: Self.shortTitle(info.id))
    }

    /// The timed challenges' tab (their boards are per topic).
    static let timed = LeaderboardChoice.Mode(id: .timed, title: TopicQuizKind.timed.title, short: shortTitle(.timed))

    /// The word a mode's tab shows where its title does not fit; nil where the title is short enough.
    static func shortTitle(_ mode: GameMode) -> String? {
        switch mode {
        case .tilt: return "Tilt"
        case .whichCameFirst: return "History"
        case .daily: return "Daily"
        case .timed: return "Timed"
        case .trivia, .packs, .live: return nil
        }
    }
}

extension ModeContext {
    /// The home screen's "Leaderboards" over `modes`' boards (and the timed challenges' per topic, when
    /// trivia is among them; the Daily Challenge's of the language the one on view deals it in), the player's row
    /// highlighted.
    public func leaderboardsTile(modes: [GameModeInfo]) -> HomeBoards {
        let reading = StoreBoardReading(saves: saves)
        // Quiz packs keep their own scores per pack (no `gameResult`): a tab for them would always be empty.
        var offered = modes.filter { $0 != .packs }.map(LeaderboardChoice.Mode.init)
        if modes.contains(GameModeInfo.trivia) {
            offered.append(.timed)
        }
        let clock = dayClock
        let daily = modes.contains(GameModeInfo.daily)
        return HomeBoards { [self] player, time in
            let topics = reading.topics().map { LeaderboardChoice.Topic(id: $0.id, name: $0.name) }
            let dailyLanguage = daily ? dailyDealing(for: language).language : nil
            return LeaderboardScene(
                choice: LeaderboardChoice(modes: offered, topics: topics, dailyLanguage: dailyLanguage),
                reading: reading, playerID: player.id, today: { clock.today() }, at: time)
        }
    }
}
