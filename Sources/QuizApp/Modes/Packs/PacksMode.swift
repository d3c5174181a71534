import QuizConfig
import QuizCore
import QuizNetwork
import QuizScreens
import QuizStore

/// The quiz packs game (iQuiz) over the store, with the pack URL's checks and
/// the score uploads running beside it (`LivePackLibrary`).
struct PacksMode: PlayableMode {
    static let info = GameModeInfo.packs
    let library: LivePackLibrary
    /// Where the answer screen's reports go.
    let saves: PlaySaves
    /// The language on view as a game starts (a report's note is typed in it).
    let language: () -> String
    /// `play --pack ID`: the pack each new scene starts in.
    let startPack: String?

    init(context: ModeContext) throws(CommandFailure) {
        library = LivePackLibrary(
            database: context.database, saves: context.saves, settings: context.settings.packSource,
            version: AppVersion.current)
        startPack = context.startPack
        saves = context.saves
        language = { [context] in context.language }
        if let startPack {
            let ids = library.packs(for: PlayerRef(id: 0, name: "Operator", isGuest: true)).map(\.id)
            guard ids.contains(startPack) else {
                throw CommandFailure(
                    "--pack \(startPack): no such quiz pack; the store has "
                        + (ids.isEmpty ? "none" : ids.joined(separator: ", ")) + " (see `tiltquiz packs list`)")
            }
        }
        if context.headless {
            // A scripted game runs on a virtual clock: the check at start ends before its first step.
            library.waitsForChecks = true
            library.checkNow()
        } else {
            library.startBackground()
        }
    }

    func scene(for player: PlayerRef, sounds: SoundPlayer, at time: Double) -> any KioskPlayable {
        let scene = PacksScene(library: library, player: player, sounds: sounds, startPack: startPack, at: time)
        scene.feedback = StoreFeedbackDesk(saves: saves, player: player, language: language())
        return scene
    }

    /// Packs have no demo: attract mode shows the home and the other modes' demos.
    func attractDemo() -> AttractDemoMaker? { nil }

    /// The admin menu's "Quiz pack settings": the pack URL and Check now.
    func operatorSettings() -> ((Double) -> any OperatorPage)? {
        let library = library
        return { time in
            let page = PacksScene(
                library: library, player: PlayerRef(id: 0, name: "Operator", isGuest: true),
                sounds: SoundPlayer(directory: "", enabled: false))
            page.openSettings(fromAdmin: true, at: time)
            return page
        }
    }
}
