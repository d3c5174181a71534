import QuizCore
import QuizFlows

extension HomeScene: KioskPlayable {
    /// The mode playing, else `home`.
    public var modeName: String {
        flow.screen == .playing ? flow.game.map { entry($0.mode).name } ?? "home" : "home"
    }

    public var isPlaying: Bool { flow.screen == .playing && currentScene?.isPlaying == true }

    public var progress: RoundProgress {
        currentScene?.progress ?? RoundProgress(answered: 0, right: 0, roundLength: nil)
    }

    public func stepTowardTitle(at time: Double) -> Bool { stepHomeward(at: time) }

    public func kioskUpdate(at time: Double, engaged: Bool) { kioskStep(at: time, engaged: engaged) }

    public var usesTilt: Bool {
        if flow.screen == .playing, let scene = currentScene { return scene.usesTilt }
        return modes.contains { $0.info.inputs.contains(.tilt) }
    }

    /// The mode on view hosts the room (a live round started from its tile).
    public var hostsRoom: Bool { flow.screen == .playing && currentScene?.hostsRoom == true }
    public func roomPage() -> (any OperatorPage)? { hostsRoom ? currentScene?.roomPage() : nil }

    public var creditGrantCents: Int? { flow.screen == .playing ? currentScene?.creditGrantCents : nil }
    public var creditsCents: Int? { flow.screen == .playing ? currentScene?.creditsCents : nil }

    public func grantCredits(at time: Double) {
        if flow.screen == .playing { currentScene?.grantCredits(at: time) }
    }

    /// Escape here goes back to the tiles, never out of the program in a kiosk.
    public var takesEscapeInKiosk: Bool { flow.hasHome }
}
