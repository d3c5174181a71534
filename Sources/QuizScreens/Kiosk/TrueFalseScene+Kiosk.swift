import QuizCore

extension TrueFalseScene: KioskPlayable {
    public var modeName: String { GameMode.tilt.rawValue }

    /// A question or its reveal is on: the round is under way.
    public var isPlaying: Bool { game.screen == .question || game.screen == .reveal }

    public var progress: RoundProgress {
        RoundProgress(answered: game.answers.count, right: game.score, roundLength: game.round.count)
    }

    /// Every answer is already kept as it is made, so the title is one step away.
    public func stepTowardTitle(at time: Double) -> Bool {
        closeFeedback(at: time)
        if game.screen != .title { send(.escapePressed(at: time), at: time) }
        return game.screen == .title
    }

    /// At a larger text size attract's call to play goes over the dice row (see `TrueFalseLayout`).
    public func callToActionTop(for size: Size, stripGrows: Bool) -> Double? {
        TrueFalseLayout.callToActionTop(for: size, stripGrows: stripGrows)
    }

    /// The title or the demo's question without the hint at the foot: the call to play along the bottom takes
    /// its place, and an Arabic hint's marks would show above the strip.
    public func drawUnderCallToAction(_ painter: Painter, at time: Double) {
        hidesFootHint = true
        defer { hidesFootHint = false }
        draw(painter, at: time)
    }

    /// On the title, holding the device still starts a game only once someone has engaged.
    public func kioskUpdate(at time: Double, engaged: Bool) {
        if engaged || game.screen != .title { update(at: time) }
    }
}
