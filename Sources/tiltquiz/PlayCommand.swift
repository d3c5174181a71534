import ArgumentParser
import QuizApp
import QuizCore
import TiltInput

/// `tiltquiz play`: the game, in a window or headless.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play TiltQuiz (the default command).")

    @Option(
        help: ArgumentHelp(
            "Start this mode directly, without the home screen: \(ModeRegistry.ids.map(\.rawValue).joined(separator: ", ")).",
            valueName: "id"))
    var mode: String?

    @Option(
        help: ArgumentHelp(
            "Start this quiz pack (an id from `tiltquiz packs list`); implies --mode packs.", valueName: "id"))
    var pack: String?

    @Option(
        help: ArgumentHelp(
            "Deal the daily games for this date instead of today in the event's time zone, and show profiles as of "
                + "that day (tests, replaying a day).",
            valueName: "YYYY-MM-DD"))
    var date: String?

    @Option(
        help: ArgumentHelp(
            "Play as this player, without choosing on the home screen: a registered account's username, or a name "
                + "(created if new).", valueName: "name"))
    var player: String?

    /// `--config`, in the store's options with `--data`.
    var config: String? { store.config.file }

    @Flag(help: "Kiosk operation: fullscreen, attract mode, resets, and no way out without the admin gesture and PIN.")
    var kiosk = false

    @Option(help: ArgumentHelp(TiltToolsRun.playTiltHelp))
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
            "Window size in pixels, WIDTHxHEIGHT (width 160 to 7680, height 120 to 4320).", valueName: "size"))
    var size: String?

    @Flag(help: "Fill the screen.")
    var fullscreen = false

    @Option(help: "Degrees clockwise the picture is turned on the panel (0, 90, 180, 270); touch and tilt turn too.")
    var rotation: DisplayRotation?

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

    @Option(help: "Statements per Tilt True/False round (1 to 10).")
    var questions: Int = 5

    @Flag(help: "Leave when the game is over, printing the JSON summary.")
    var exitWhenDone = false

    @Flag(help: "No sound effects.")
    var noSound = false

    @Option(help: "The language shown: en, de, es, fr, tr, ar, or pseudo (English made longer, for layouts).")
    var language: String?

    @Flag(help: "Speak the question, its options, the timer, the reveal and the score (espeak-ng).")
    var speech = false

    @Option(help: "Write each utterance as a JSON line (text, voice, t on the game's clock) to this file.")
    var speechLog: String?

    @Flag(help: "Listen for spoken commands (\"two\", \"true\", \"next\"...) through the microphone (PocketSphinx).")
    var voice = false

    @Option(help: "Gesture profile: default or lenient.")
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
