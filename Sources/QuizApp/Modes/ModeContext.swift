import QuizConfig
import QuizCore
import QuizScreens
import QuizStore
import TiltInput

/// What every mode is made from: the store and its save queue, the
/// operator's settings, the session's tilt feed and the play flags.
public final class ModeContext {
    public let store: PlayStore
    public let settings: KioskConfig
    let tilt: TiltFeed
    /// `--questions`.
    let roundLength: Int
    /// The config's `packs`: where every mode's questions come from.
    let packs: PackScope
    /// `--headless`: a virtual clock and scripted input, so background work is waited for.
    let headless: Bool
    /// The assets folder (its `languages/` catalog, for what a mode writes outside the screens).
    let assets: String
    /// `--pack`: the quiz pack the packs mode starts in.
    let startPack: String?
    /// `--date`: the day the daily games are dealt for, instead of today in the event's zone.
    let date: CalendarDay?
    /// The session's accessibility choices: a game takes its player's time scale from them when it starts.
    /// Nil (tools, tests): every game runs at its own time.
    var accessibility: AccessibilityInForce?
    /// The session's language, stepped by the home's globe: the tilt game deals statements in it when it has
    /// a round of them. Nil (tools, tests): the config's `language`.
    var languages: LanguageChoice?
    /// Each scene made gets the next seed, so a second game deals differently
    /// and the same `--seed` plays the same games.
    private var nextSeed: UInt64

    public init(
        store: PlayStore, settings: KioskConfig, tilt: TiltFeed, roundLength: Int, packs: PackScope, seed: UInt64,
        assets: String, headless: Bool = false, startPack: String? = nil, date: CalendarDay? = nil
    ) {
        self.store = store
        self.assets = assets
        self.packs = packs
        self.headless = headless
        self.startPack = startPack
        self.date = date
        self.settings = settings
        self.tilt = tilt
        self.roundLength = roundLength
        nextSeed = seed
    }

    var database: QuizDatabase { store.database }
    var saves: PlaySaves { store.saves }

    /// Where a mode found no questions: "the store" or "the packs the config lists".
    var contentPlace: String {
        packs.packIDs == nil ? "the store; check assets/packs" : "the packs the config's packs lists"
    }

    /// The event's date now, or the date `--date` fixes.
    public var dayClock: EventDayClock { EventDayClock(timeZone: settings.event.timeZone, fixed: date) }

    /// Where a game of `mode` reads its board and `player`'s streak when it ends.
    func afterGame(mode: GameMode, player: PlayerRef) -> AfterGameSource {
        let clock = dayClock
        return AfterGameSource(
            reading: StoreBoardReading(saves: saves), mode: mode, playerID: player.id, today: { clock.today() })
    }

    /// `player`'s `accessibility.time_scale` (their kept choice, else the session's): the factor every question
    /// timer of their game is multiplied by. The one place a mode reads it.
    func timeScale(for player: PlayerRef) -> Double {
        accessibility?.choices(for: player).timeScale ?? 1
    }

    /// The language on view now (`languages`), else the config's.
    var language: String { languages?.current ?? settings.languages.language.rawValue }

    /// The seed for the next scene.
    func seed() -> UInt64 {
        defer { nextSeed &+= 0x9E37_79B9_7F4A_7C15 }
        return nextSeed
    }
}
