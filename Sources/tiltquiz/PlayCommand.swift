import ArgumentParser
import Foundation
import ProcessLifecycle
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

    @Option(
        help: ArgumentHelp(
            "Start this mode directly, without the home screen: \(ModeRegistry.ids.joined(separator: ", ")).",
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
            valueName: "YYYY-MM-DD"),
        transform: { text in
            guard let day = CalendarDay(text) else {
                throw ValidationError("--date \(text): give a date as YYYY-MM-DD, e.g. 2026-07-20")
            }
            return day
        })
    var date: CalendarDay?

    @Option(
        help: ArgumentHelp(
            "Play as this player, without choosing on the home screen: a registered account's username, or a name "
                + "(created if new).", valueName: "name"))
    var player: String?

    /// `--config`, in the store's options with `--data`.
    var config: String? { store.config.file }

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

    @Option(help: "Statements per Tilt True/False round (1 to 10).")
    var questions: Int = 5

    @Flag(help: "Leave when the game is over, printing the JSON summary.")
    var exitWhenDone = false

    @Flag(help: "No sound effects.")
    var noSound = false

    @Option(help: "Gesture profile: default or lenient.")
    var profile: ProfileOption?

    /// `tiltquiz bench` times startup with it: leave once the first frame is presented.
    @Flag(help: .hidden) var benchFirstFrame = false

    /// Statements per Tilt True/False round: game over lists them all, readable down to 320x240.
    static let roundLengths = 1...10

    func validate() throws {
        guard Self.roundLengths.contains(questions) else {
            throw ValidationError(
                "--questions must be between \(Self.roundLengths.lowerBound) and \(Self.roundLengths.upperBound): "
                    + "game over lists every statement of the round, and more do not fit a small screen")
        }
        if pack != nil, let mode, mode != GameModeInfo.packs.id {
            throw ValidationError("--pack starts a quiz pack: it goes with --mode packs, not --mode \(mode)")
        }
        if let player, PlayerRef.cleanName(player) == nil {
            throw ValidationError("--player must be a name of " + PlayerRef.nameLengthText)
        }
    }

    func run() throws {
        // `systemctl stop` (SIGTERM) and Ctrl-C (SIGINT) end the session as leaving does, in a kiosk too: the
        // saves are written, the store checkpointed and sealed, and the exit status is 0.
        StopSignals.catchThem()
        let settings = try loadSettings()
        let modes = try ModeRegistry.enabled(flag: pack == nil ? mode : GameModeInfo.packs.id, config: settings.modes)
        // What the flags and devices can refuse is refused before the store is touched.
        let feed = try tiltFeed(settings, usedByModes: modes.contains { $0.info.inputs.contains(.tilt) })
        let store = try openPlayStore(settings: settings)
        let assets: String
        do {
            assets = try AssetLocator.locate()
        } catch {
            throw CommandFailure(error)
        }
        let options = try playOptions(assets: assets, settings: settings)
        let context = ModeContext(
            store: store, settings: settings, tilt: feed, roundLength: questions, packs: try packScope(settings, store),
            seed: seed ?? UInt64.random(in: 0...UInt64.max), headless: headless, startPack: pack, date: date)
        let playable = try modes.map { mode throws(CommandFailure) in try mode.init(context: context) }
        let roster = StorePlayerRoster(saves: store.saves)
        let chosen = try player.map { name throws(CommandFailure) in
            // A registered account's username plays as that account (the operator's command line, as
            // `players` acts on accounts); any other name is a profile without an account, made when new.
            let account = try storeCommand { () throws(StoreError) in
                try AccountStore(database: store.database).registered(username: name)
            }
            if let account { return account }
            guard let found = roster.player(named: PlayerRef.cleanName(name) ?? name) else {
                throw CommandFailure("could not start the player \(name): the store did not answer (see above)")
            }
            return found
        }
        let session = PlaySession(options: options, tilt: feed) { sounds in
            let tiles = playable.map { mode in
                HomeMode(info: type(of: mode).info) { player, time in
                    mode.scene(for: player, sounds: sounds, at: time)
                }
            }
            let home = HomeScene(
                modes: tiles, roster: roster, tilt: feed, player: chosen, kiosk: settings.kiosk,
                leads: settings.leads.enabled
                    ? StoreLeadDesk(saves: store.saves, consentText: settings.leads.consentText) : nil,
                accounts: StoreAccountDesk(saves: store.saves))
            home.profiles = profileDesk(store: store, settings: settings, assets: assets)
            // With a home screen (two games or more), the games' boards are a button at its top.
            if tiles.count > 1 { home.boards = context.leaderboardsTile(modes: tiles.map(\.info)) }
            return StoreWatchScene(
                kioskWrapped(
                    home, settings: settings, options: options, saves: store.saves, tilt: feed,
                    demos: playable.compactMap { $0.attractDemo() },
                    operatorPages: playable.compactMap { $0.operatorSettings() },
                    demoSeed: seed == nil ? UInt64.random(in: 0...UInt64.max) : 0),
                saves: store.saves, startWarning: store.warning)
        }
        try play(session, store: store)
    }

    /// Profiles, follows and avatars over the store, in the event's time zone; with `--date`, the profile's
    /// week and streak are those of that date (noon in the zone).
    func profileDesk(store: PlayStore, settings: KioskConfig, assets: String) -> StoreProfileDesk {
        let zone = settings.event.timeZone
        let fixed = date.flatMap { ProfileWeek.midnight(of: $0.description, in: zone) }?.addingTimeInterval(12 * 3600)
        return StoreProfileDesk(
            saves: store.saves, timeZone: zone, assets: assets, dataFolder: store.folder, now: { fixed ?? Date() })
    }

    /// The config's `packs`, each checked to be installed.
    func packScope(_ settings: KioskConfig, _ store: PlayStore) throws(CommandFailure) -> PackScope {
        guard case .only(let wanted) = settings.packs else { return .all }
        let installed: [String]
        do {
            installed = try store.database.installedPackIDs()
        } catch {
            throw CommandFailure(error)
        }
        let missing = wanted.filter { !installed.contains($0) }
        guard missing.isEmpty else {
            throw CommandFailure(
                "the config's packs lists \(missing.joined(separator: ", ")), which "
                    + (missing.count == 1 ? "is" : "are") + " not installed (installed: "
                    + installed.joined(separator: ", ") + ")")
        }
        return PackScope(packIDs: wanted)
    }

    /// The session's tilt: the sensor, replay or keys the flags and config
    /// name when a mode is played by tilting; else nothing to open (the arrow
    /// keys then tilt nothing).
    func tiltFeed(_ settings: KioskConfig, usedByModes: Bool) throws(CommandFailure) -> TiltFeed {
        guard usedByModes || tilt != nil else { return TiltFeed(source: SimulatedTilt()) }
        return try PlayTiltFeed(
            option: tiltSource(settings), roots: sensorRoots, config: sensorConfig, headless: headless,
            profile: gestureProfile(settings), logPath: tiltLog, rotation: displayRotation(settings),
            mountMatrix: mountMatrixOverride(settings)
        ).make()
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
