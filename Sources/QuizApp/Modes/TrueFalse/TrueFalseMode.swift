import QuizCore
import QuizScreens
import QuizStore

/// Tilt True/False over the store's statements, saved by `StoreTrueFalseSaving`.
struct TrueFalseMode: PlayableMode {
    static let info = GameModeInfo.tilt
    let context: ModeContext
    /// The statements in the operator's language (when it has a round of them, else English): the attract
    /// demo's, and every game's while the language on view is the operator's.
    let pool: [TrueFalseQuestion]
    /// The statements of each language a game was dealt in, read once.
    private let pools = Pools()

    /// Statements by the language on view they were read for.
    final class Pools {
        var byLanguage: [String: [TrueFalseQuestion]] = [:]
    }

    init(context: ModeContext) throws(CommandFailure) {
        self.context = context
        // The operator's default language when it has a round of statements, else English (issue 37).
        let language = context.settings.languages.language.rawValue
        do {
            pool = try Self.statements(for: language, context: context)
        } catch {
            throw CommandFailure(error)
        }
        guard !pool.isEmpty else {
            throw CommandFailure("there are no true/false questions in \(context.contentPlace)")
        }
        pools.byLanguage[language] = pool
    }

    /// The statements a game in `language` deals from: that language's when it has a round of them, else the
    /// operator's, else English.
    private static func statements(for language: String, context: ModeContext) throws(StoreError) -> [TrueFalseQuestion]
    {
        let choice = try context.database.dealingLanguage(
            player: language, operatorDefault: context.settings.languages.language.rawValue, kind: .trueFalse,
            needed: context.roundLength, in: context.packs)
        return try context.database.trueFalseQuestions(in: context.packs, language: choice.language)
    }

    /// The statements for a game in the language on view (the home's globe may have changed it); the
    /// operator's when the store cannot answer (named on stderr).
    private func poolOnView() -> [TrueFalseQuestion] {
        let language = context.language
        if let kept = pools.byLanguage[language] { return kept }
        do {
            let found = try Self.statements(for: language, context: context)
            let usable = found.isEmpty ? pool : found
            pools.byLanguage[language] = usable
            return usable
        } catch {
            ProgramMessage.write("the statements in \(language) cannot be read (\(error)); dealing the operator's")
            return pool
        }
    }

    func attractDemo() -> AttractDemoMaker? { AttractDemos.trueFalse(pool) }

    func scene(for player: PlayerRef, sounds: SoundPlayer, at time: Double) -> any KioskPlayable {
        let rules = TrueFalseGame.Rules(roundLength: context.roundLength, neutralHoldAdvances: context.tilt.isSensor)
        let zone = context.settings.event.timeZone
        let saving = StoreTrueFalseSaving(saves: context.saves, player: player, timeZone: zone, fixedDay: context.date)
        let game = TrueFalseGame(
            pool: poolOnView(), rules: rules, seed: context.seed(), now: time, dealt: saving.dealtStatements())
        let scene = TrueFalseScene(game: game, tilt: context.tilt, sounds: sounds, saving: saving)
        scene.boards = context.afterGame(mode: Self.info.id, player: player)
        scene.feedback = StoreFeedbackDesk(saves: context.saves, player: player, language: context.language)
        return scene
    }
}
