import QuizCore

/// A mode as the home screen offers it: what its tile shows, and how to
/// start it for a player. `tiltquiz play` makes one per mode the config enables.
public struct HomeMode {
    public let info: GameModeInfo
    /// A new scene of the mode for `player`, at its first screen, made at game time `time`.
    public let start: (_ player: PlayerRef, _ time: Double) -> any KioskPlayable

    public init(info: GameModeInfo, start: @escaping (_ player: PlayerRef, _ time: Double) -> any KioskPlayable) {
        self.info = info
        self.start = start
    }
}

/// The home's "Leaderboards" button: not a game's tile, the boards of the games on the tiles.
public struct HomeBoards {
    /// The boards' scene for `player`, made at game time `time`.
    public let start: (_ player: PlayerRef, _ time: Double) -> any KioskPlayable

    public init(start: @escaping (_ player: PlayerRef, _ time: Double) -> any KioskPlayable) {
        self.start = start
    }
}
