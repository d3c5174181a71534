/// How a mode is played: by tilting the device, by tapping (touch, keys,
/// gamepad), or either.
public struct ModeInputs: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let tilt = ModeInputs(rawValue: 1)
    public static let taps = ModeInputs(rawValue: 2)
}

/// One game mode as every part of the game names it: the id the command
/// line, the config's `modes`, the recorder and the store use, and what the
/// home screen shows on its tile. Each mode declares its own beside its rules.
public struct GameModeInfo: Sendable, Hashable, Identifiable {
    /// `tilt`, `trivia`...: `--mode`, the config's `modes`, `answer.mode` and `gameResult.mode`.
    public let id: GameMode
    /// The tile's title: "Tilt True/False".
    public let title: String
    /// One line of what it is, under the title.
    public let summary: String
    /// The tile's icon, a name from `assets/icons` without `.svg`.
    public let icon: String
    public let inputs: ModeInputs

    public init(id: GameMode, title: String, summary: String, icon: String, inputs: ModeInputs) {
        self.id = id
        self.title = title
        self.summary = summary
        self.icon = icon
        self.inputs = inputs
    }
}
