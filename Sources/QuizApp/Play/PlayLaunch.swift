import Foundation
import ProcessLifecycle
import QuizConfig
import QuizCore
import QuizFlows
import QuizScreens
import QuizStore
import QuizText
import TiltInput

/// One start of `tiltquiz play`: what its flags said, as values (nil where a
/// flag was not given, so the config file's setting applies), and `run()`,
/// which wires the modes, the store, the tilt feed and the kiosk layer into a
/// session and plays it.
public struct PlayLaunch {
    /// `--mode`: start this mode directly.
    public var mode: String?
    /// `--pack`: start this quiz pack (implies the packs mode).
    public var pack: String?
    /// `--date`: deal the daily games for this day.
    public var date: CalendarDay?
    /// `--player`: play as this account or name.
    public var player: String?
    /// `--config`.
    public var configFile: String?
    /// `--data`.
    public var dataFolder: String?
    /// `--kiosk`.
    public var kiosk = false
    /// `--tilt`.
    public var tilt: TiltSourceOption?
    /// `--tilt-log`.
    public var tiltLog: String?
    /// Where accelerometers are looked for (`--sysfs-root`, `--dev-root`, `--udev-data`).
    public var discovery = AccelerometerDiscovery()
    /// `calibration.json` (`--config-dir`).
    public var calibrationFile = ""
    /// `--input`: scripted keys, taps and swipes.
    public var input: String?
    /// `--headless`.
    public var headless = false
    /// `--size`.
    public var size: (width: Int, height: Int)?
    /// `--fullscreen`.
    public var fullscreen = false
    /// `--rotation`.
    public var rotation: DisplayRotation?
    /// `--screenshots`.
    public var screenshots: String?
    /// `--seed`.
    public var seed: UInt64?
    /// `--journal`.
    public var journal: String?
    /// `--questions`: statements per Tilt True/False round.
    public var questions = 5
    /// `--exit-when-done`.
    public var exitWhenDone = false
    /// `--language`: the language shown instead of the config's `language` (a code of `GameLanguage`).
    public var language: String?
    /// `--no-sound`.
    public var noSound = false
    /// `--speech`: speak every game's essentials (else the config's `accessibility.speech`).
    public var speech = false
    /// `--speech-log`: one JSON line per utterance; speech is on with it, aloud only with sound.
    public var speechLog: String?
    /// `--voice`: listen for spoken commands (else the config's `accessibility.voice`).
    public var voice = false
    /// `--profile`.
    public var profile: GestureProfile?
    /// `--bench-first-frame`: leave once the first frame is presented.
    public var benchFirstFrame = false

    public init() {}

    /// Plays the session: the settings and modes read, what the flags and devices can refuse refused before
    /// the store is touched, then the store opened, the home screen (or the one mode) shown, and the store
    /// finished. Throws `CommandFailure` naming what went wrong.
    public func run() throws {
        // `systemctl stop` (SIGTERM) and Ctrl-C (SIGINT) end the session as leaving does, in a kiosk too: the
        // saves are written, the store checkpointed and sealed, and the exit status is 0.
        StopSignals.catchThem()
        let (settings, words) = try loadSettingsAndWords()
        let modes = try ModeRegistry.enabled(
            flag: pack == nil ? mode : GameModeInfo.packs.id.rawValue, config: settings.modes)
        // What the flags and devices can refuse is refused before the store is touched.
        let feed = try tiltFeed(
            settings, usedByModes: modes.contains { $0.info.inputs.contains(.tilt) }, words: words)
        let store = try PlayStore.openForPlay(
            directory: PlayStore.folder(data: dataFolder, settings: settings), journal: try openJournal(),
            settings: settings, headless: headless
        ) { try playOptions(assets: try AssetLocator.locate(), settings: settings, words: words) }
        let assets: String
        do {
            assets = try AssetLocator.locate()
        } catch {
            throw CommandFailure(error)
        }
        let options = try playOptions(assets: assets, settings: settings, words: words)
        let accessibility = AccessibilityInForce(
            defaults: settings.accessibility.choices(speech: options.speech != nil),
            keeper: StoreAccessibilityKeeper(saves: store.saves))
        let context = ModeContext(
            store: store, settings: settings, tilt: feed, roundLength: questions,
            packs: try packScope(settings, store, words: words),
            seed: seed ?? UInt64.random(in: 0...UInt64.max), assets: assets, headless: headless, startPack: pack,
            date: date)
        // A game's timers last as long as the player's time scale says (the choices in force when it starts).
        context.accessibility = accessibility
        // The home's globe steps through the offered languages; screens, speech and the tilt game follow.
        let languages = LanguageChoice(
            current: settings.languages.language.rawValue, offered: settings.languages.offeredLanguages.map(\.rawValue))
        context.languages = languages
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
                throw CommandFailure(words, "cli.play_player_failed", ["name": name])
            }
            return found
        }
        let fleet = startFleetSync(settings, store: store, words: words)
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
            home.languages = languages
            home.languageKeeper = StoreLanguageKeeper(saves: store.saves)
            home.fleetOffline = fleet?.offline
            // With a home screen (two games or more), the games' boards are a button at its top.
            if tiles.count > 1 { home.boards = context.leaderboardsTile(modes: tiles.map(\.info)) }
            // The outermost layer: the Accessibility screen (the home's speaker, Back held 2 s) and the choices
            // in force for every frame, each player's kept in the store.
            let layer = AccessibilityLayer(
                StoreWatchScene(
                    kioskWrapped(
                        home, settings: settings, options: options, saves: store.saves, tilt: feed,
                        demos: playable.compactMap { $0.attractDemo() },
                        operatorPages: playable.compactMap { $0.operatorSettings() },
                        demoSeed: seed == nil ? UInt64.random(in: 0...UInt64.max) : 0, fleetStatus: fleet?.status,
                        languages: languages,
                        dailyBoardLanguage: { context.dailyDealing(for: settings.languages.language.rawValue).language }
                    ),
                    saves: store.saves,
                    startWarning: store.lowFreeBytes.map {
                        ScreenText("saving.low_space", ["size": .verbatim(PlaySaves.size($0))])
                    }),
                inForce: accessibility, language: settings.languages.language.rawValue)
            layer.currentPlayer = { [unowned home] in home.player }
            home.openAccessibility = { [unowned layer] in layer.open() }
            if let microphone = options.voice?.microphone { layer.microphoneMissing = { microphone.isMissing } }
            return layer
        }
        session.languages = languages
        try play(session, store: store, fleet: fleet)
    }

    /// Profiles, follows and avatars over the store, in the event's time zone; with `--date`, the profile's
    /// week and streak are those of that date (noon in the zone).
    func profileDesk(store: PlayStore, settings: KioskConfig, assets: String) -> StoreProfileDesk {
        let zone = settings.event.timeZone
        let fixed = date.flatMap { ProfileWeek.midnight(of: $0.description, in: zone) }?.addingTimeInterval(12 * 3600)
        return StoreProfileDesk(
            saves: store.saves, timeZone: zone, assets: assets, dataFolder: store.folder, now: { fixed ?? Date() })
    }

    /// The config's `packs`, each checked to be installed; one that is not is named in `words`.
    func packScope(_ settings: KioskConfig, _ store: PlayStore, words: Catalog) throws(CommandFailure) -> PackScope {
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
                words, "cli.play_packs_missing", count: missing.count,
                ["packs": missing.joined(separator: ", "), "installed": installed.joined(separator: ", ")])
        }
        return PackScope(packIDs: wanted)
    }

    /// The session's options from the flags shared by every mode, over the config file's settings; a script's
    /// `say` line without voice is refused in `words`.
    func playOptions(assets: String, settings: KioskConfig, words: Catalog) throws -> PlayOptions {
        var options = PlayOptions(assetsDirectory: assets)
        options.config = settings
        options.config.display.rotationDegrees = displayRotation(settings).degrees
        options.headless = headless
        // A live round's phones are real: a headless host runs on the wall clock.
        options.wallClock =
            headless
            && (try? ModeRegistry.enabled(flag: mode, config: settings.modes))?.contains {
                $0.info.id == .live
            } == true
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
        if speech || speechLog != nil || settings.accessibility.speech {
            options.speech = SpeechOptions(logPath: speechLog)
        }
        if voice || settings.accessibility.voice { options.voice = VoiceOptions() }
        if let input {
            do {
                options.script = try InputScript.load(path: input)
            } catch {
                throw CommandFailure(error)
            }
            if options.voice == nil, let script = options.script, let line = script.firstSayLine {
                throw CommandFailure(words, "cli.play_say_without_voice", ["place": "\(script.file):\(line)"])
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
    func play(_ session: PlaySession, store: PlayStore, fleet: FleetPlay? = nil) throws {
        let summary: String
        do {
            // The fleet's runner stops with the game, before the store is finished.
            defer { fleet?.stop() }
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
