import QuizConfig
import QuizCore

extension PlayLaunch {
    /// Statements per Tilt True/False round: game over lists them all, readable down to 320x240.
    public static let roundLengths = 1...10

    /// What `play` refuses in its flags before anything is opened, as the line that says why; nil when they go
    /// together. A round game over cannot list, a pack with another mode, a language the game does not have, a
    /// player's name that is empty or too long.
    public var flagProblem: String? {
        guard Self.roundLengths.contains(questions) else {
            return "--questions must be between \(Self.roundLengths.lowerBound) and \(Self.roundLengths.upperBound): "
                + "game over lists every statement of the round, and more do not fit a small screen"
        }
        if pack != nil, let mode, mode != GameMode.packs.rawValue {
            return "--pack starts a quiz pack: it goes with --mode packs, not --mode \(mode)"
        }
        if let language, let problem = GameLanguage.problem(with: language) {
            return problem
        }
        if let player, PlayerRef.cleanName(player) == nil {
            return "--player must be a name of " + PlayerRef.nameLengthText
        }
        return nil
    }
}
