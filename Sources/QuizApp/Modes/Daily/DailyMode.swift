import Foundation
import QuizConfig
import QuizCore
import QuizScreens
import QuizStore

/// The Daily Challenge over the store: the date in the event's time zone (or the date `play --date` fixes)
/// deals ten questions of the packs in play, each player's attempts kept through `StoreDailySaving`.
/// Unfinished attempts of earlier dates are scored when the mode starts (and when a day turns over).
struct DailyMode: PlayableMode {
    static let info = GameModeInfo.daily
    let context: ModeContext
    let saving: StoreDailySaving
    let clock: EventDayClock

    init(context: ModeContext) throws(CommandFailure) {
        self.context = context
        saving = StoreDailySaving(saves: context.saves, packs: context.packs)
        clock = EventDayClock(timeZone: context.settings.event.timeZone, fixed: context.date)
        saving.settle(before: clock.today())
    }

    func scene(for player: PlayerRef, sounds: SoundPlayer, at time: Double) -> any KioskPlayable {
        let clock = clock
        let scene = DailyScene(
            saving: saving, player: player, sounds: sounds, today: { _ in clock.today() }, at: time,
            timeScale: context.timeScale(for: player))
        scene.feedback = StoreFeedbackDesk(saves: context.saves, player: player, language: context.language)
        return scene
    }

    /// Today's deal playing itself: it reads the questions and the board, and saves nothing.
    func attractDemo() -> AttractDemoMaker? {
        let clock = clock
        return AttractDemos.daily(reader: saving, today: { _ in clock.today() })
    }
}
