import QuizCore

extension PacksScene: KioskPlayable {
    public var modeName: String { GameMode.packs.rawValue }

    /// A pack is being played (its question or answer on view).
    public var isPlaying: Bool { screen == .question || screen == .answer }

    /// The round under way or last played.
    public var progress: RoundProgress {
        RoundProgress(
            answered: resultsOfRound.count, right: resultsOfRound.filter { $0 }.count, roundLength: round?.total)
    }

    /// Back to the list at once: the answers given are kept as they came.
    public func stepTowardTitle(at time: Double) -> Bool {
        closeFeedback(at: time)
        if screen != .list { backToList(at: time) }
        return true
    }

    /// Packs are played by taps; a tilt handheld's flick only moves on.
    public var usesTilt: Bool { false }
}
