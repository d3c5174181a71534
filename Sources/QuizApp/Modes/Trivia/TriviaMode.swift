import Foundation
import QuizConfig
import QuizCore
import QuizScreens
import QuizStore

/// Tap trivia over the store, each player with their own lives, passes,
/// power-ups and progress, saved through `StoreTriviaSaving`.
public struct TriviaMode: PlayableMode {
    public static let info = GameModeInfo.trivia
    let context: ModeContext
    let rules: TriviaSettings
    /// One wall clock for the session: every scene's game time counts from the same start.
    let clock: TriviaWallClock

    public init(context: ModeContext) throws(CommandFailure) {
        self.context = context
        // `--date` fixes the day games, passes and boards count on.
        let fixed = context.date?.description
        let zoned = Self.localDate(in: context.settings.event.timeZone)
        clock = TriviaWallClock(localDate: { fixed ?? zoned($0) })
        let hasQuestions: Bool
        do {
            hasQuestions = try TriviaRepository.hasQuestions(context.database, in: context.packs)
            let loaded = try OperatorSettingsStore(database: context.database).triviaSettings(
                freePlay: Self.creditMode(context) == .free)
            for question in loaded.missing {
                context.saves.report("a reward rule names a question no longer in the store, skipped: \"\(question)\"")
            }
            rules = loaded.settings
        } catch {
            throw CommandFailure(error)
        }
        guard hasQuestions else {
            throw CommandFailure("there are no multiple-choice questions in \(context.contentPlace)")
        }
    }

    /// The packs in play in the one language the wheel deals in for the language on view `language`, and that
    /// language (`QuizDatabase.triviaDealingLanguage`); every language when the store cannot say (named on
    /// stderr) or holds no question.
    func dealing(for language: String) -> DealtLanguage {
        context.dealt("the trivia topics") { () throws(StoreError) in
            try context.database.triviaDealingLanguage(
                player: language, operatorDefault: context.settings.languages.language.rawValue, in: context.packs)
        }
    }

    /// A question played by itself in the operator's language, read as a player who has answered none (the demo
    /// keeps nothing).
    public func attractDemo() -> AttractDemoMaker? {
        let reader = StoreTriviaSaving(
            repository: TriviaRepository(
                database: context.database, player: PlayerRef(id: 0, name: "Demo", isGuest: true),
                packs: dealing(for: context.settings.languages.language.rawValue).packs), saves: context.saves)
        return AttractDemos.trivia(
            topics: reader.topics(), settings: rules, localDate: Self.localDate(in: context.settings.event.timeZone)
        ) { topicID, key in
            reader.nextQuestion(topicID: topicID, randomKey: key)
        }
    }

    public func scene(for player: PlayerRef, sounds: SoundPlayer, at time: Double) -> any KioskPlayable {
        // The wheel in the language on view (the home's globe may have changed it) when it has topics in it.
        let dealt = dealing(for: context.language)
        let saving = StoreTriviaSaving(
            repository: TriviaRepository(database: context.database, player: player, packs: dealt.packs),
            saves: context.saves)
        let seed = context.seed()
        let credits = context.settings.credits
        // The credits mode an admin set in the web admin applies from the next player's game.
        let mode = Self.creditMode(context)
        // The web admin's /settings writes the store while the game runs: each game starts with them, and each
        // spin reads them again.
        let settings = OperatorSettingsStore(database: context.database)
        let freePlay = mode == .free
        var rules = (try? settings.triviaSettings(freePlay: freePlay).settings) ?? self.rules
        rules.freePlay = freePlay
        var game = saving.game(settings: rules, seed: seed, at: time)
        game.useTimeScale(context.timeScale(for: player))
        let scene = TriviaScene(game: game, saving: saving, sounds: sounds, clock: clock, seed: seed)
        scene.topicSaving = StoreTopicSaving(repository: saving.repository, saves: context.saves)
        scene.operatorSettings = { try? settings.triviaSettings(freePlay: freePlay).settings }
        if mode == .coin {
            scene.coinSlot = CoinSlot(key: credits.coinKey, cents: credits.perCoin * 100)
        }
        scene.operatorGrantCents = mode == .operator ? credits.perCoin * 100 : nil
        scene.languageNotice = context.languageNotice(dealt: dealt.language)
        scene.boards = context.afterGame(mode: Self.info.id, player: player)
        scene.feedback = StoreFeedbackDesk(saves: context.saves, player: player, language: context.language)
        return scene
    }

    /// The credits mode in force when a game starts: the one an admin set in the store (the web admin's
    /// /settings, `tiltquiz settings credits`), else the config file's `credits.mode`. A store that cannot be
    /// read leaves the config file's.
    static func creditMode(_ context: ModeContext) -> CreditMode {
        let config = context.settings.credits.mode
        let inForce = try? OperatorSettingsStore(database: context.database).creditsInForce(configMode: config.rawValue)
        return inForce.flatMap { CreditMode(rawValue: $0.mode) } ?? config
    }

    /// The event's date at a wall-clock time, for the day's passes.
    public static func localDate(in timeZone: TimeZone) -> (_ wallSeconds: Double) -> String {
        { LocalDate.string(for: Date(timeIntervalSince1970: $0), in: timeZone) }
    }
}
