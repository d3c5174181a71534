import ArgumentParser
import QuizApp
import QuizCore
import TiltInput

/// `tiltquiz play`: the game, in a window or headless.
struct PlayCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "play", abstract: HelpWords["help.play.abstract"])
    }

    @Option(
        help: ArgumentHelp(
            HelpWords.text("help.play.mode", ["modes": ModeRegistry.ids.map(\.rawValue).joined(separator: ", ")]),
            valueName: "id"))
    var mode: String?

    @Option(help: ArgumentHelp(HelpWords["help.play.pack"], valueName: "id"))
    var pack: String?

    @Option(help: ArgumentHelp(HelpWords["help.play.date"], valueName: "YYYY-MM-DD"))
    var date: String?

    @Option(help: ArgumentHelp(HelpWords["help.play.player"], valueName: "name"))
    var player: String?

    /// `--config`, in the store's options with `--data`.
    var config: String? { store.config.file }

    @Flag(help: ArgumentHelp(HelpWords["help.play.kiosk"]))
    var kiosk = false

    @Option(help: ArgumentHelp(HelpWords["help.play.tilt"]))
    var tilt: TiltSourceOption?

    @Option(help: ArgumentHelp(HelpWords["help.play.tilt_log"]))
    var tiltLog: String?

    @OptionGroup(visibility: .hidden) var sensorRoots: SensorRootOptions

    @OptionGroup(visibility: .hidden) var sensorConfig: ConfigDirOption

    @Option(help: ArgumentHelp(HelpWords["help.play.input"]))
    var input: String?

    @Flag(help: ArgumentHelp(HelpWords["help.play.headless"]))
    var headless = false

    @Option(help: ArgumentHelp(HelpWords["help.play.size"], valueName: "size"))
    var size: String?

    @Flag(help: ArgumentHelp(HelpWords["help.play.fullscreen"]))
    var fullscreen = false

    @Option(help: ArgumentHelp(HelpWords["help.play.rotation"]))
    var rotation: DisplayRotation?

    @Option(help: ArgumentHelp(HelpWords["help.play.screenshots"]))
    var screenshots: String?

    @Option(help: ArgumentHelp(HelpWords["help.play.seed"]))
    var seed: UInt64?

    @OptionGroup var store: StoreOptions

    @Option(help: ArgumentHelp(HelpWords["help.play.journal"], visibility: .hidden))
    var journal: String?

    @Option(help: ArgumentHelp(HelpWords["help.play.questions"]))
    var questions: Int = 5

    @Flag(help: ArgumentHelp(HelpWords["help.play.exit_when_done"]))
    var exitWhenDone = false

    @Flag(help: ArgumentHelp(HelpWords["help.play.no_sound"]))
    var noSound = false

    @Option(help: ArgumentHelp(HelpWords["help.play.language"]))
    var language: String?

    @Flag(help: ArgumentHelp(HelpWords["help.play.speech"]))
    var speech = false

    @Option(help: ArgumentHelp(HelpWords["help.play.speech_log"]))
    var speechLog: String?

    @Flag(help: ArgumentHelp(HelpWords["help.play.voice"]))
    var voice = false

    @Option(help: ArgumentHelp(HelpWords["help.play.profile"]))
    var profile: GestureProfile?

    /// `tiltquiz bench` times startup with it: leave once the first frame is presented.
    @Flag(help: .hidden) var benchFirstFrame = false

    /// `--size` and `--date` are read as text and checked here, once `--config` is known: their refusals speak the
    /// config's language, as the other flags' do.
    func validate() throws {
        let words = try OperatorCatalog.of(store.location)
        try refuse(launch.flagProblem(words: words) ?? PlayLaunch.valueProblem(size: size, date: date, words: words))
    }

    func run() throws {
        try launch.run()
    }

    /// The flags, as the values `PlayLaunch` wires the session from.
    var launch: PlayLaunch {
        var launch = PlayLaunch()
        (launch.mode, launch.pack, launch.player) = (mode, pack, player)
        launch.read(size: size, date: date)
        (launch.configFile, launch.dataFolder, launch.kiosk) = (config, store.data, kiosk)
        (launch.tilt, launch.tiltLog, launch.profile) = (tilt, tiltLog, profile)
        launch.discovery = sensorRoots.discovery
        launch.calibrationFile = sensorConfig.calibrationFile
        (launch.input, launch.headless) = (input, headless)
        (launch.fullscreen, launch.rotation, launch.screenshots) = (fullscreen, rotation, screenshots)
        (launch.seed, launch.journal, launch.questions) = (seed, journal, questions)
        (launch.exitWhenDone, launch.noSound, launch.benchFirstFrame) = (exitWhenDone, noSound, benchFirstFrame)
        (launch.speech, launch.speechLog, launch.language) = (speech, speechLog, language)
        launch.voice = voice
        return launch
    }
}
