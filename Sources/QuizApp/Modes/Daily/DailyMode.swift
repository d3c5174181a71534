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
        // Today's set in the language on view (the home's globe may have changed it) when it has one.
        let dealt = context.dailyDealing(for: context.language)
        let scene = DailyScene(
            saving: StoreDailySaving(saves: context.saves, packs: dealt.packs, language: dealt.language),
            player: player, sounds: sounds, today: { _ in clock.today() }, at: time,
            timeScale: context.timeScale(for: player))
        scene.languageNotice = context.languageNotice(dealt: dealt.language)
        scene.feedback = StoreFeedbackDesk(saves: context.saves, player: player, language: context.language)
        return scene
    }

    /// Today's deal in the operator's language playing itself: it reads the questions and the board, and saves
    /// nothing.
    func attractDemo() -> AttractDemoMaker? {
        let clock = clock
        let dealt = context.dailyDealing(for: context.settings.languages.language.rawValue)
        return AttractDemos.daily(
            reader: StoreDailySaving(saves: context.saves, packs: dealt.packs, language: dealt.language),
            today: { _ in clock.today() })
    }
}

extension ModeContext {
    /// The packs in play in the one language a Daily set is dealt in for the language on view `language`
    /// (its own when it has a set's worth of questions, else the operator's, else English), and that language,
    /// whose Daily board ranks the set; every language when the store cannot say (named on stderr) or holds no
    /// question.
    func dailyDealing(for language: String) -> DealtLanguage {
        dealt("the Daily Challenge's questions") { () throws(StoreError) in
            try database.dealingLanguage(
                player: language, operatorDefault: settings.languages.language.rawValue,
                kind: .multipleChoice, needed: DailyDeal.questionsPerDay, in: packs)
        }
    }
}
