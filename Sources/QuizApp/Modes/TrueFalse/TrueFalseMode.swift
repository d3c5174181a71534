import QuizCore
import QuizScreens
import QuizStore

/// Tilt True/False over the store's statements, saved by `StoreTrueFalseSaving`.
struct TrueFalseMode: PlayableMode {
    static let info = GameModeInfo.tilt
    let context: ModeContext
    let pool: [TrueFalseQuestion]

    init(context: ModeContext) throws(CommandFailure) {
        self.context = context
        do {
            // The operator's default language when it has a round of statements, else English (issue 37).
            let language = context.settings.languages.language.rawValue
            let choice = try context.database.dealingLanguage(
                player: language, operatorDefault: language, kind: .trueFalse, needed: context.roundLength,
                in: context.packs)
            pool = try context.database.trueFalseQuestions(in: context.packs, language: choice.language)
        } catch {
            throw CommandFailure(error)
        }
        guard !pool.isEmpty else {
            throw CommandFailure("there are no true/false questions in \(context.contentPlace)")
        }
    }

    func attractDemo() -> AttractDemoMaker? { AttractDemos.trueFalse(pool) }

    func scene(for player: PlayerRef, sounds: SoundPlayer, at time: Double) -> any KioskPlayable {
        let rules = TrueFalseGame.Rules(roundLength: context.roundLength, neutralHoldAdvances: context.tilt.isSensor)
        let zone = context.settings.event.timeZone
        let saving = StoreTrueFalseSaving(saves: context.saves, player: player, timeZone: zone, fixedDay: context.date)
        let game = TrueFalseGame(
            pool: pool, rules: rules, seed: context.seed(), now: time, dealt: saving.dealtStatements())
        let scene = TrueFalseScene(game: game, tilt: context.tilt, sounds: sounds, saving: saving)
        scene.boards = context.afterGame(mode: Self.info.id, player: player)
        scene.feedback = StoreFeedbackDesk(saves: context.saves, player: player)
        return scene
    }
}
