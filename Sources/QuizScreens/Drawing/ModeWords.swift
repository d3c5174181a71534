import QuizCore
import QuizText

/// The catalog keys of a mode's words on the screens: its tile's line, and the word a leaderboard tab shows
/// where the title does not fit (the title's own key is `GameMode.titleKey`, which the web admin shares). A
/// mode's `GameModeInfo` keeps English for the command line and the logs; screens show these.
extension GameMode {
    /// One line of what the mode is, under its tile's title; nil for the timed challenges (no tile).
    var summaryKey: String? {
        switch self {
        case .tilt: return "mode.tilt_about"
        case .trivia: return "mode.trivia_about"
        case .daily: return "mode.daily_about"
        case .whichCameFirst: return "mode.wcf_about"
        case .packs: return "mode.packs_about"
        case .live: return "mode.live_about"
        case .timed: return nil
        }
    }

    /// A leaderboard tab's word where the title does not fit.
    var shortKey: String {
        switch self {
        case .tilt: return "mode.tilt_short"
        case .whichCameFirst: return "mode.wcf_short"
        case .daily: return "mode.daily_short"
        case .trivia: return "mode.trivia_short"
        case .timed: return "topics.timed"
        case .packs, .live: return titleKey
        }
    }
}

extension GameModeInfo {
    /// This mode with its title and line in `catalog`'s language.
    func words(in catalog: Catalog) -> GameModeInfo {
        GameModeInfo(
            id: id, title: catalog[id.titleKey], summary: id.summaryKey.map { catalog[$0] } ?? summary, icon: icon,
            inputs: inputs)
    }
}
