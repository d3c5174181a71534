import QuizCore
import QuizFlows
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

    /// Statements by the language on view they were read for, and the language they are in.
    final class Pools {
        var byLanguage: [String: (statements: [TrueFalseQuestion], dealt: String)] = [:]
    }

    init(context: ModeContext) throws(CommandFailure) {
        self.context = context
        // The operator's default language when it has a round of statements, else English (issue 37).
        let language = context.settings.languages.language.rawValue
        let dealt: (statements: [TrueFalseQuestion], dealt: String)
        do {
            dealt = try Self.statements(for: language, context: context)
        } catch {
            throw CommandFailure(error)
        }
        pool = dealt.statements
        guard !pool.isEmpty else {
            throw CommandFailure("there are no true/false questions in \(context.contentPlace)")
        }
        pools.byLanguage[language] = dealt
    }

    /// The statements a game in `language` deals from, and their language: that language's when it has a round
    /// of them, else the operator's, else English.
    private static func statements(
        for language: String, context: ModeContext
    ) throws(StoreError) -> (statements: [TrueFalseQuestion], dealt: String) {
        let choice = try context.database.dealingLanguage(
            player: language, operatorDefault: context.settings.languages.language.rawValue, kind: .trueFalse,
            needed: context.roundLength, in: context.packs)
        let language = choice?.language ?? ContentLanguage.english
        return (try context.database.trueFalseQuestions(in: context.packs.only(in: language)), language)
    }

    /// The statements for a game in the language on view (the home's globe may have changed it) and their
    /// language; the operator's when the store cannot answer (named on stderr).
    private func poolOnView() -> (statements: [TrueFalseQuestion], dealt: String) {
        let language = context.language
        if let kept = pools.byLanguage[language] { return kept }
        // Read at start for the operator's language (`init`), so always there.
        let operators =
            pools.byLanguage[context.settings.languages.language.rawValue] ?? (pool, ContentLanguage.english)
        do {
            let found = try Self.statements(for: language, context: context)
            let usable = found.statements.isEmpty ? operators : found
            pools.byLanguage[language] = usable
            return usable
        } catch {
            ProgramMessage.write("the statements in \(language) cannot be read (\(error)); dealing the operator's")
            return operators
        }
    }

    func attractDemo() -> AttractDemoMaker? { AttractDemos.trueFalse(pool) }

    func scene(for player: PlayerRef, sounds: SoundPlayer, at time: Double) -> any KioskPlayable {
        let rules = TrueFalseGame.Rules(roundLength: context.roundLength, neutralHoldAdvances: context.tilt.isSensor)
        let zone = context.settings.event.timeZone
        let saving = StoreTrueFalseSaving(saves: context.saves, player: player, timeZone: zone, fixedDay: context.date)
        let (statements, dealt) = poolOnView()
        let game = TrueFalseGame(
            pool: statements, rules: rules, seed: context.seed(), now: time, dealt: saving.dealtStatements())
        let scene = TrueFalseScene(game: game, tilt: context.tilt, sounds: sounds, saving: saving)
        // Not the player's language (none of theirs yet): the title says which it is, once a game.
        scene.languageNotice = context.languageNotice(dealt: dealt)
        scene.boards = context.afterGame(mode: Self.info.id, player: player)
        scene.feedback = StoreFeedbackDesk(saves: context.saves, player: player, language: context.language)
        return scene
    }
}
