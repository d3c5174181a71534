import QuizCore

extension HomeScene: KioskPlayable {
    /// The mode playing, else `home`.
    public var modeName: String {
        screen == .playing ? current.map { entry($0.index).name } ?? "home" : "home"
    }

    public var isPlaying: Bool { screen == .playing && currentScene?.isPlaying == true }

    public var progress: RoundProgress {
        currentScene?.progress ?? RoundProgress(answered: 0, right: 0, roundLength: nil)
    }

    public func stepTowardTitle(at time: Double) -> Bool { stepHomeward(at: time) }

    public func kioskUpdate(at time: Double, engaged: Bool) { kioskStep(at: time, engaged: engaged) }

    public var usesTilt: Bool {
        if screen == .playing, let scene = currentScene { return scene.usesTilt }
        return modes.contains { $0.info.inputs.contains(.tilt) }
    }

    public var creditGrantCents: Int? { screen == .playing ? currentScene?.creditGrantCents : nil }
    public var creditsCents: Int? { screen == .playing ? currentScene?.creditsCents : nil }

    public func grantCredits(at time: Double) {
        if screen == .playing { currentScene?.grantCredits(at: time) }
    }

    /// Escape here goes back to the tiles, never out of the program in a kiosk.
    public var takesEscapeInKiosk: Bool { hasHome }
}
