import QuizCore

extension TriviaScene: KioskPlayable {
    public var modeName: String { GameMode.trivia.rawValue }

    /// Anywhere but the home screen: a topic is being played (or the topic list is open).
    public var isPlaying: Bool { game.screen != .home || topics != nil }

    /// The questions ended since the player last left the home screen.
    public var progress: RoundProgress {
        let entries = log.entries.dropFirst(min(entriesAtHome, log.entries.count))
        return RoundProgress(
            answered: entries.count, right: entries.filter { $0.result == .right }.count, roundLength: nil)
    }

    /// Home at once, from any screen: the topic screens and the feedback panel
    /// close (a topic game left unfinished keeps nothing), and the game under
    /// way ends as abandoned; a question on the clock is kept for resuming
    /// (see `abandonGame`), so the reset never waits for its timer.
    public func stepTowardTitle(at time: Double) -> Bool {
        closeFeedback(at: time)
        leaveTopics(at: time)
        if game.screen != .home || game.overlay != nil { abandonGame(at: time) }
        return game.screen == .home && game.overlay == nil
    }

    /// Trivia is played by tapping; with no tilt to wait for, its clocks always run (the default `kioskUpdate`).
    public var usesTilt: Bool { false }

    /// Set when the operator grants credits (`credits.mode: operator`).
    public var creditGrantCents: Int? { operatorGrantCents }

    public var creditsCents: Int? { operatorGrantCents == nil ? nil : game.player.creditsCents }

    public func grantCredits(at time: Double) {
        guard let cents = operatorGrantCents else { return }
        send(.creditsAdded(cents: cents, from: .operatorGrant), at: time)
    }
}

extension TriviaScene {
    /// Trivia's screens have their buttons along the bottom (Store and Play Now): attract's call goes on
    /// top, over the top bar.
    public func callToActionTop(for size: Size, stripGrows: Bool) -> Double? {
        TriviaLayout(size: size).callToActionHeight
    }
}
