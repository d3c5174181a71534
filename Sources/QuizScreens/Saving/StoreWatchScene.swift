import QuizCore
import QuizFlows
import TiltInput

/// Wraps a game (or the kiosk around it) so that the store's health is
/// always on screen: while saves cannot be written, a red strip across the
/// top (over the header, never over the buttons) says so in plain words, with
/// what the operator should do; at start, a low-space warning shows for
/// `warningSeconds`. It also gives the play's
/// saves their time to retry and checkpoint.
public final class StoreWatchScene: Scene {
    public let inner: any Scene
    public let saves: any SavingStatus
    /// Shown in amber at the start (free space below the threshold), nil for none.
    public let startWarning: ScreenText?
    static let warningSeconds = 15.0

    public init(_ inner: any Scene, saves: any SavingStatus, startWarning: ScreenText? = nil) {
        self.inner = inner
        self.saves = saves
        self.startWarning = startWarning
    }

    public var screenName: String { inner.screenName }
    public var wantsQuit: Bool { inner.wantsQuit }
    public var isDone: Bool { inner.isDone }

    public func handle(_ input: InputEvent, at time: Double) { inner.handle(input, at: time) }
    public func isSettled(at time: Double) -> Bool { inner.isSettled(at: time) }
    public func handle(_ tilt: TimedTiltEvent) { inner.handle(tilt) }

    public func update(at time: Double) {
        inner.update(at: time)
        saves.tick(at: time)
    }

    public func draw(_ painter: Painter, at time: Double) {
        inner.draw(painter, at: time)
        if let message = Self.message(saves) {
            Banner(message: painter.catalog(message)).draw(painter)
        } else if let startWarning, time < Self.warningSeconds {
            Banner(message: painter.catalog(startWarning), background: Theme.accent, foreground: Theme.accentText)
                .draw(painter)
        }
    }

    public func summaryJSON() -> String { inner.summaryJSON() }

    /// The strip's words while saves wait: what is not saved, why, and what to do.
    static func message(_ saves: any SavingStatus) -> ScreenText? {
        switch saves.storageProblem {
        case .full: ScreenText("saving.not_saved_full")
        case .readOnly: ScreenText("saving.not_saved_read_only")
        case .ioError: ScreenText("saving.not_saved_io_error")
        case .damaged: ScreenText("saving.not_saved_damaged")
        case nil: nil
        }
    }
}
