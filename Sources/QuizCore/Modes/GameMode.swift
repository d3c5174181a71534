/// A game mode's id, spelled once: `--mode`, the config's `modes`, the
/// home's tiles, and `answer.mode` and `gameResult.mode` in the store (its raw
/// value is the stored string, bound as an argument, never written in SQL).
public enum GameMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Tilt True/False (`TrueFalseGame`): "tilt" for the device's tilt it is played with.
    case tilt
    case trivia
    case daily
    case whichCameFirst = "which-came-first"
    case packs
    /// A live round (docs/live.md): the big screen hosts, the room answers on their phones. Offered only when the
    /// config's `modes` names it: "all" does not open a port on a kiosk that never asked.
    case live
    /// Trivia's timed challenge (`TopicQuizKind.timed`): played inside trivia, not a mode of its own (no
    /// tile, not in `--mode` or the config), but its games are recorded and ranked under their own id.
    case timed

    /// Every mode a player can be offered, in the product's order: each case but `timed`. The config's
    /// `modes` names these; `--mode` takes the ones this build has.
    public static let playable: [GameMode] = allCases.filter { $0 != .timed }
}

extension GameMode {
    /// The catalog key of the mode's name, as its tile, its board tab and the web admin say it.
    public var titleKey: String {
        switch self {
        case .tilt: "mode.tilt"
        case .trivia: "trivia.title"
        case .daily: "daily.title"
        case .whichCameFirst: "wcf.title"
        case .packs: "quizpacks.title"
        case .live: "mode.live"
        case .timed: "topics.timed_challenge"
        }
    }
}
