import QuizCore
import QuizScreens
import QuizStore

/// Tilt True/False over the store's statements, saved by `PlayRecorder`.
struct TiltMode: PlayableMode {
    static let info = GameModeInfo.tilt
    let context: ModeContext
    let pool: [TrueFalseQuestion]

    init(context: ModeContext) throws(CommandFailure) {
        self.context = context
        do {
            pool = try context.database.trueFalseQuestions(in: context.packs)
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
        let saves = context.saves
        let dealt = saves.read { () throws(StoreError) in try saves.database.dealtStatements(playerID: player.id) }
        let game = TrueFalseGame(pool: pool, rules: rules, seed: context.seed(), now: time, dealt: dealt ?? [])
        let recorder = PlayRecorder(
            saves: context.saves, mode: Self.info.id, player: player, timeZone: context.settings.event.timeZone)
        return TrueFalseScene(game: game, tilt: context.tilt, sounds: sounds, record: recorder.record)
    }
}
