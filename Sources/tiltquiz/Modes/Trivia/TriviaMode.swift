import QuizConfig
import QuizCore
import QuizScreens
import QuizStore

/// Tap trivia over the store, each player with their own lives, passes,
/// power-ups and progress, saved through `StoreTriviaBackend`.
struct TriviaMode: PlayableMode {
    static let info = GameModeInfo.trivia
    let context: ModeContext
    let rules: TriviaSettings
    /// One wall clock for the session: every scene's game time counts from the same start.
    let clock: TriviaWallClock

    init(context: ModeContext) throws(CommandFailure) {
        self.context = context
        clock = TriviaWallClock(timeZone: context.settings.event.timeZone)
        let hasQuestions: Bool
        do {
            hasQuestions = try TriviaRepository.hasQuestions(context.database, in: context.packs)
            let loaded = try OperatorSettingsStore(database: context.database).triviaSettings(
                freePlay: context.settings.credits.mode == .free)
            for question in loaded.missing {
                PlayTiltFeed.say("a reward rule names a question no longer in the store, skipped: \"\(question)\"")
            }
            rules = loaded.settings
        } catch {
            throw CommandFailure(error)
        }
        guard hasQuestions else {
            throw CommandFailure("there are no multiple-choice questions in \(context.contentPlace)")
        }
    }

    /// A question played by itself, read as a player who has answered none (the demo keeps nothing).
    func attractDemo() -> AttractDemoMaker? {
        let reader = TriviaRepository(
            database: context.database, player: PlayerRef(id: 0, name: "Demo", isGuest: true), packs: context.packs)
        let saves = context.saves
        let topics = saves.read { () throws(StoreError) in try reader.topics() } ?? []
        return AttractDemos.trivia(topics: topics, settings: rules) { topicID, key in
            saves.read { () throws(StoreError) in try reader.nextQuestion(topicID: topicID, randomKey: key) } ?? nil
        }
    }

    func scene(for player: PlayerRef, sounds: SoundPlayer, at time: Double) -> any KioskPlayable {
        let repository = TriviaRepository(database: context.database, player: player, packs: context.packs)
        let saves = context.saves
        let seed = context.seed()
        let topics = saves.read { () throws(StoreError) in try repository.topics() } ?? []
        let state = saves.read { () throws(StoreError) in try repository.player() } ?? TriviaPlayer()
        var game = TriviaGame(topics: topics, player: state, settings: rules, seed: seed)
        let backend = StoreTriviaBackend(repository: repository, saves: saves)
        _ = backend.resumeSavedRound(&game, at: time)
        let scene = TriviaScene(game: game, backend: backend, sounds: sounds, clock: clock, seed: seed)
        let credits = context.settings.credits
        if credits.mode == .coin {
            scene.coinSlot = CoinSlot(key: credits.coinKey, cents: credits.perCoin * 100)
        }
        scene.operatorGrantCents = credits.mode == .operator ? credits.perCoin * 100 : nil
        return scene
    }
}
