import QuizCore

extension TriviaScene: KioskPlayable {
    public var modeName: String { GameModeInfo.trivia.id }

    /// Anywhere but the home screen: a topic is being played (or the topic list is open).
    public var isPlaying: Bool { game.screen != .home || topics != nil }

    /// The questions ended since the player last left the home screen.
    public var progress: RoundProgress {
        let entries = log.entries.dropFirst(min(entriesAtHome, log.entries.count))
        return RoundProgress(
            answered: entries.count, right: entries.filter { $0.result == .right }.count, roundLength: nil)
    }

    /// Closes an overlay, then quits to the home screen; a question on the
    /// clock is left to run out (the store records the time-out) first.
    public func stepTowardTitle(at time: Double) -> Bool {
        // The topic screens close at once: a game left unfinished keeps nothing; so does the feedback panel.
        closeFeedback(at: time)
        leaveTopics(at: time)
        switch game.overlay {
        case .explanation: send(.explanationDismissed(at: clock.moment(at: time)), at: time)
        case .store: send(.storeClosed, at: time)
        case nil: break
        }
        if game.screen == .secondChanceOffer {
            send(.secondChanceDeclined(at: clock.moment(at: time)), at: time)
        }
        if game.screen != .home, game.overlay == nil {
            // The kiosk keeps the game as abandoned: it is no finished game for the boards.
            abandonRun()
            send(.quitTapped, at: time)
        }
        return game.screen == .home && game.overlay == nil
    }

    /// Trivia is played by tapping.
    public var usesTilt: Bool { false }

    /// Set when the operator grants credits (`credits.mode: operator`).
    public var creditGrantCents: Int? { operatorGrantCents }

    public var creditsCents: Int? { operatorGrantCents == nil ? nil : game.player.creditsCents }

    public func grantCredits(at time: Double) {
        guard let cents = operatorGrantCents else { return }
        send(.creditsAdded(cents: cents, from: .operatorGrant), at: time)
    }

    /// Trivia has no tilt: its clocks always run.
    public func kioskUpdate(at time: Double, engaged: Bool) {
        update(at: time)
    }
}

extension TriviaScene {
    /// Trivia's screens have their buttons along the bottom (Store and Play Now): attract's call goes on
    /// top, over the top bar.
    public func callToActionTop(for size: Size) -> Double? { TriviaLayout(size: size).callToActionHeight }
}
