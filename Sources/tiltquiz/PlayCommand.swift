import ArgumentParser
import Foundation
import QuizConfig
import QuizCore
import QuizScreens
import QuizStore
import TiltInput

/// `tiltquiz play`: the game, in a window or headless.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play TiltQuiz (the default command).")

    /// The game modes this build can play.
    enum Mode: String, ExpressibleByArgument, CaseIterable {
        case tilt
        case trivia
    }

    @Option(help: "Game mode.")
    var mode: Mode = .tilt

    @Option(
        help: ArgumentHelp(
            "The config file (default: $XDG_CONFIG_HOME/tiltquiz/config.yaml, else /etc/tiltquiz/config.yaml).",
            valueName: "file"))
    var config: String?

    @Flag(help: "Kiosk operation: fullscreen, attract mode, resets, and no way out without the admin gesture and PIN.")
    var kiosk = false

    @Option(help: TiltSourceOption.playHelp)
    var tilt: TiltSourceOption?

    @Option(help: "Write the tilt pipeline's events and sensor changes to this file, one JSON object a line.")
    var tiltLog: String?

    @OptionGroup(visibility: .hidden) var sensorRoots: SensorRootOptions

    @OptionGroup(visibility: .hidden) var sensorConfig: ConfigDirOption

    @Option(help: "Scripted keys, taps and swipes (JSON Lines).")
    var input: String?

    @Flag(help: "No window: SDL's dummy video driver and a virtual clock; prints a JSON summary at the end.")
    var headless = false

    @Option(
        help: ArgumentHelp(
            "Window size in pixels, WIDTHxHEIGHT (width 160 to 7680, height 120 to 4320).", valueName: "size"),
        transform: WindowSizeOption.parse)
    var size: WindowSizeOption?

    @Flag(help: "Fill the screen.")
    var fullscreen = false

    @Option(help: "Degrees clockwise the picture is turned on the panel (0, 90, 180, 270); touch and tilt turn too.")
    var rotation: RotationOption?

    @Option(help: "Write a PNG each time the screen changes into this folder.")
    var screenshots: String?

    @Option(help: "Random seed for the questions (the same seed deals the same rounds).")
    var seed: UInt64?

    @OptionGroup var store: StoreOptions

    @Option(
        help: ArgumentHelp(
            "Append one JSON line per committed transaction of answers, purchases and awards (the soak's check).",
            visibility: .hidden))
    var journal: String?

    @Option(help: "Questions per round.")
    var questions: Int = 5

    @Flag(help: "Leave when the game is over, printing the JSON summary.")
    var exitWhenDone = false

    @Flag(help: "No sound effects.")
    var noSound = false

    @Option(help: "Gesture profile: default or lenient.")
    var profile: ProfileOption?

    /// `tiltquiz bench` times startup with it: leave once the first frame is presented.
    @Flag(help: .hidden) var benchFirstFrame = false

    func validate() throws {
        guard (1...50).contains(questions) else {
            throw ValidationError("--questions must be between 1 and 50")
        }
    }

    func run() throws {
        let settings = try loadSettings()
        let store = try openPlayStore(settings: settings)
        let database = store.database
        if mode == .trivia {
            try runTrivia(store, settings: settings)
            return
        }
        let assets: String
        let pool: [TrueFalseQuestion]
        do {
            assets = try AssetLocator.locate()
            pool = try database.trueFalseQuestions()
        } catch {
            throw CommandFailure(error)
        }
        guard !pool.isEmpty else {
            throw CommandFailure("there are no true/false questions in the store; check assets/packs")
        }

        let options = try playOptions(assets: assets, settings: settings)
        let feed = try PlayTiltFeed(
            option: tiltSource(settings), roots: sensorRoots, config: sensorConfig, headless: headless,
            profile: gestureProfile(settings), logPath: tiltLog, rotation: displayRotation(settings),
            mountMatrix: mountMatrixOverride(settings)
        ).make()
        let rules = TrueFalseGame.Rules(roundLength: questions, neutralHoldAdvances: feed.isSensor)
        let game = TrueFalseGame(pool: pool, rules: rules, seed: seed ?? UInt64.random(in: 0...UInt64.max))
        let recorder = PlayRecorder(saves: store.saves, mode: "tilt")
        let session = PlaySession(options: options, tilt: feed) { sounds in
            StoreWatchScene(
                kioskWrapped(
                    TrueFalseScene(game: game, tilt: feed, sounds: sounds, record: recorder.record),
                    settings: settings, options: options, saves: store.saves, tilt: feed),
                saves: store.saves, startWarning: store.warning)
        }
        try play(session, store: store)
    }

    /// The session's options from the flags shared by every mode, over the config file's settings.
    func playOptions(assets: String, settings: KioskConfig) throws -> PlayOptions {
        var options = PlayOptions(assetsDirectory: assets)
        options.config = settings
        options.config.display.rotationDegrees = displayRotation(settings).degrees
        options.headless = headless
        let display = settings.display
        if let size {
            options.size = Size(width: Double(size.width), height: Double(size.height))
        } else {
            options.size = Size(width: Double(display.width), height: Double(display.height))
        }
        // Headless keeps the size asked for: "fullscreen" on the dummy driver is its own 1024x768.
        options.fullscreen = !headless && (fullscreen || display.fullscreen || settings.kiosk)
        options.screenshotsDirectory = screenshots
        options.exitWhenDone = exitWhenDone
        options.quitAfterFirstFrame = benchFirstFrame
        options.sound = !noSound && settings.sound.enabled
        if let input {
            do {
                options.script = try InputScript.load(path: input)
            } catch {
                throw CommandFailure(error)
            }
        }
        return options
    }

    /// `--mode trivia`: tap trivia over the store, as the kiosk's one local player.
    func runTrivia(_ store: PlayStore, settings: KioskConfig) throws {
        let database = store.database
        let assets: String
        let repository: TriviaRepository
        let topics: [TriviaTopic]
        let player: TriviaPlayer
        do {
            assets = try AssetLocator.locate()
            repository = TriviaRepository(
                database: database, player: try PlayerDirectory(database: database).newGuest())
            topics = try repository.topics()
            player = try repository.player()
        } catch {
            throw CommandFailure(error)
        }
        guard !topics.isEmpty else {
            throw CommandFailure("there are no multiple-choice questions in the store; check assets/packs")
        }
        let options = try playOptions(assets: assets, settings: settings)
        let seed = seed ?? UInt64.random(in: 0...UInt64.max)
        let rules = try triviaSettings(settings, database: database)
        var game = TriviaGame(topics: topics, player: player, settings: rules, seed: seed)
        let backend = StoreTriviaBackend(repository: repository, saves: store.saves)
        _ = backend.resumeSavedRound(&game)
        // Trivia is played by tapping: the feed only satisfies the session (arrow keys tilt nothing here).
        let feed = TiltFeed(source: SimulatedTilt())
        let session = PlaySession(options: options, tilt: feed) { sounds in
            let scene = TriviaScene(game: game, backend: backend, sounds: sounds, clock: TriviaWallClock(), seed: seed)
            scene.coinSlot = coinSlot(settings)
            scene.operatorGrantCents = operatorGrantCents(settings)
            return StoreWatchScene(
                kioskWrapped(scene, settings: settings, options: options, saves: store.saves, tilt: feed),
                saves: store.saves, startWarning: store.warning)
        }
        try play(session, store: store)
    }

    /// The `--journal` file, when asked for.
    func openJournal() throws -> CommitJournal? {
        guard let journal else { return nil }
        do {
            return try CommitJournal(path: journal)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Runs a session; headless and `--exit-when-done` runs print its JSON
    /// summary. Fails (after the summary) when a save could not be written.
    func play(_ session: PlaySession, store: PlayStore) throws {
        let summary: String
        do {
            summary = try session.run()
        } catch {
            throw CommandFailure(error)
        }
        if headless || exitWhenDone {
            print(summary)
        }
        try store.finish()
    }
}
