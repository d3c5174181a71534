import QuizConfig
import QuizCore
import QuizScreens

/// Every mode this build plays, in the home screen's default order. A new
/// mode is its own folders (rules in QuizCore, screens in QuizScreens,
/// saving in QuizStore, its `PlayableMode` here) and one line in `modes`.
public enum ModeRegistry {
    public static let modes: [any PlayableMode.Type] = [
        TrueFalseMode.self,
        TriviaMode.self,
        PacksMode.self,
        WhichCameFirstMode.self,
        DailyMode.self,
        LiveMode.self,
    ]

    /// The ids `--mode` and the config's `modes` take.
    public static var ids: [GameMode] { modes.map { $0.info.id } }

    /// The mode whose id is `id`, nil when this build has none.
    public static func mode(id: GameMode) -> (any PlayableMode.Type)? {
        modes.first { $0.info.id == id }
    }

    /// The modes to offer: `--mode ID` alone, else the config's list (when it says "all", every mode
    /// `offeredByAll`: not the live rounds, which open a port). A mode the build does not have is an error naming it.
    public static func enabled(flag: String?, config: [GameMode]?) throws(CommandFailure) -> [any PlayableMode.Type] {
        let have = ids.map(\.rawValue).joined(separator: ", ")
        if let flag {
            guard let mode = GameMode(rawValue: flag).flatMap(mode(id:)) else {
                throw CommandFailure("--mode \(flag): no such mode; this build has \(have)")
            }
            return [mode]
        }
        guard let config else { return modes.filter { $0.offeredByAll } }
        return try config.map { wanted throws(CommandFailure) in
            guard let mode = mode(id: wanted) else {
                throw CommandFailure(
                    "the config's modes lists \(wanted.rawValue), which this build does not have yet "
                        + "(it has \(have)): remove it from modes")
            }
            return mode
        }
    }
}

/// One mode as `play` runs it: how it is named and described, and how it
/// makes its scene for a player over the store.
public protocol PlayableMode: SendableMetatype {
    static var info: GameModeInfo { get }
    /// Readies the mode (questions, settings); throws naming what is missing.
    init(context: ModeContext) throws(CommandFailure)
    /// A new scene of the mode for `player`, at its first screen, made at game time `time`.
    func scene(for player: PlayerRef, sounds: SoundPlayer, at time: Double) -> any KioskPlayable
    /// Attract mode's demo of the mode, or nil when it has none.
    func attractDemo() -> AttractDemoMaker?
    /// The mode's page in the kiosk's admin menu (made at a game time), or nil when it has none.
    func operatorSettings() -> ((Double) -> any OperatorPage)?
    /// Whether the config's "all" offers the mode (false: only when `modes` names it).
    static var offeredByAll: Bool { get }
}

extension PlayableMode {
    public static var offeredByAll: Bool { true }

    public func operatorSettings() -> ((Double) -> any OperatorPage)? { nil }
}
