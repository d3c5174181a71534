import QuizFlows

// Each scene hands the narration its state; what is said is decided beside the flows (QuizFlows/Speech).

extension TriviaScene {
    public func spokenScreen(at time: Double) -> SpokenScreen? { TriviaNarration.screen(of: game, at: time) }
}

extension TrueFalseScene {
    public func spokenScreen(at time: Double) -> SpokenScreen? { TrueFalseNarration.screen(of: game) }
}

extension HomeScene {
    /// The mode being played speaks; the home's own screens do not yet.
    public func spokenScreen(at time: Double) -> SpokenScreen? {
        guard flow.screen == .playing else { return nil }
        return current?.scene.spokenScreen(at: time)
    }
}

extension KioskScene {
    /// The game speaks; attract mode and the operator's pages do not.
    public func spokenScreen(at time: Double) -> SpokenScreen? {
        guard flow.screen == .game else { return nil }
        return game.spokenScreen(at: time)
    }
}

extension StoreWatchScene {
    /// The game it wraps speaks (the saving strip does not yet).
    public func spokenScreen(at time: Double) -> SpokenScreen? { inner.spokenScreen(at: time) }
}
