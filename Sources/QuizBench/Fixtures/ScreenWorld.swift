import Foundation
import QuizApp
import QuizConfig
import QuizCore
import QuizFlows
import QuizNetwork
import QuizScreens
import QuizStore
import TiltInput

/// What the fixtures build scenes from: the bundled true/false statements,
/// and a fresh store holding the bundled packs for each trivia scene.
final class ScreenWorld {
    let folder: String
    let sounds: SoundPlayer
    /// The language the screens are checked in: the home's language on view, the keyboards' second page.
    let language: String
    private let pool: [TrueFalseQuestion]
    /// The store the statements come from (reports of them go there).
    private let trueFalseDatabase: QuizDatabase
    private let assets: String
    private var stores = 0
    private var sessionRepository: TriviaRepository?
    /// What every fixture's own store starts as a copy of.
    private let templates: StoreTemplates

    /// A new folder for a fixture's own store: `<folder>/<name>-<n>`.
    func nextStoreFolder(_ name: String) -> String {
        stores += 1
        return folder + "/\(name)-\(stores)"
    }

    /// A new store of its own in `storeFolder`: the bundled packs installed, or empty.
    func store(in storeFolder: String, withPacks: Bool) throws -> QuizDatabase {
        try templates.store(in: storeFolder, withPacks: withPacks)
    }

    /// A new store of its own in `<folder>/<name>-<n>`: the bundled packs installed, or empty.
    func newStore(named name: String, withPacks: Bool = false) throws -> QuizDatabase {
        try store(in: nextStoreFolder(name), withPacks: withPacks)
    }

    /// A world whose stores live in `folder` (made if missing), copied from `templates` (made there if not given:
    /// a caller making several worlds makes them once).
    init(
        folder: String, assets: String, sounds: SoundPlayer, templates: StoreTemplates? = nil, language: String = "en"
    ) throws {
        self.folder = folder
        self.language = language
        self.sounds = sounds
        self.assets = assets
        // A store makes only its own folder, not the folders above it: this one is the fixtures' to make.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let templates = try templates ?? StoreTemplates(folder: folder, assets: assets)
        self.templates = templates
        let database = try templates.store(in: PathText.join(folder, "tf"), withPacks: true)
        // The statements in the language checked, as a game deals them (English for the pseudo-locale).
        let statements = try database.trueFalseQuestions(in: PackScope.all.only(in: language))
        pool = statements.isEmpty ? try database.trueFalseQuestions(in: PackScope.all.only(in: "en")) : statements
        trueFalseDatabase = database
    }

    /// Tilt True/False whose reveal offers "Report", over the statements' store.
    func reportingTrueFalseScene() throws -> SceneDriver {
        let driver = trueFalseScene()
        let player = try PlayerDirectory(database: trueFalseDatabase).newGuest()
        (driver.scene as? TrueFalseScene)?.feedback = StoreFeedbackDesk(
            saves: PlaySaves(database: trueFalseDatabase), player: player, language: language)
        return driver
    }

    /// Trivia whose home offers "Add?" and whose results offer "Report", over its own new store.
    func feedbackTriviaScene() throws -> SceneDriver {
        let database = try newStore(named: "feedback", withPacks: true)
        let player = try PlayerDirectory(database: database).newGuest()
        let scene = try makeTriviaScene(
            repository: TriviaRepository(database: database, player: player, packs: triviaPacks(database)))
        scene.feedback = StoreFeedbackDesk(saves: PlaySaves(database: database), player: player, language: language)
        return SceneDriver(scene: scene)
    }

    /// What a mode says when its content is not in the player's language: English for a Spanish player, or
    /// Spanish for an English one.
    var notInLanguageNotice: ScreenText? {
        ContentLanguageNotice.text(dealt: language == "en" ? "es" : "en", onView: language)
    }

    /// Tilt True/False's scene; `notInLanguage`: its statements in another language than the player's, as
    /// the title then says (English for a Spanish player, or Spanish for an English one).
    func trueFalseScene(notInLanguage: Bool = false) -> SceneDriver {
        let feed = TiltFeed(source: SimulatedTilt())
        let scene = makeTrueFalseScene(tilt: feed)
        if notInLanguage { scene.languageNotice = notInLanguageNotice }
        return SceneDriver(scene: scene, feed: feed)
    }

    /// Tilt True/False over the bundled statements (seed 7, no advance on a neutral hold), its first screen
    /// shown at `time`.
    private func makeTrueFalseScene(tilt feed: TiltFeed, at time: Double = 0) -> TrueFalseScene {
        let game = TrueFalseGame(pool: pool, rules: .init(neutralHoldAdvances: false), seed: 7, now: time)
        return TrueFalseScene(game: game, tilt: feed, sounds: sounds)
    }

    /// A trivia question's scene while the disk is full: the strip along the bottom says what is not saved.
    func diskFullTriviaScene() throws -> SceneDriver {
        let saves = PlaySaves(database: try QuizDatabase())
        saves.report = { _ in }
        saves.save("an answer") { () throws(StoreError) in
            throw StoreError.storage(path: "/var/lib/tiltquiz/tiltquiz.sqlite", problem: .full, detail: "disk full")
        }
        let trivia = try triviaScene()
        return SceneDriver(scene: StoreWatchScene(trivia.scene, saves: saves), feed: trivia.feed)
    }

    /// The screen a game shows instead of play when its store is damaged.
    func damagedStoreScene() -> SceneDriver {
        SceneDriver(
            scene: MessageScene.damagedStore(
                path: "/var/lib/tiltquiz/tiltquiz.sqlite", detail: "database disk image is malformed", kiosk: true))
    }

    /// Tilt True/False inside the kiosk layer, with the shortest idle timeout and attract screens.
    func kioskScene() -> SceneDriver {
        let feed = TiltFeed(source: SimulatedTilt())
        return kioskScene(
            game: makeTrueFalseScene(tilt: feed), demos: [AttractDemos.trueFalse(pool)].compactMap { $0 }, feed: feed)
    }

    /// Tilt True/False inside the kiosk layer of a device in a fleet, whose last sync failed: the admin menu offers
    /// Fleet status, whose page has the longest of its lines (the failure's).
    func kioskFleetScene() -> SceneDriver {
        let feed = TiltFeed(source: SimulatedTilt())
        let status = FleetStatus(
            deviceID: "6f1d2c9e-4b7a-4e58-9a31-0c2d5e8f7a10", kioskID: "hall-1",
            server: "kiosk_hall@db.hall:5432/tiltquiz", outbox: 12, lastPush: Self.fleetTime,
            lastPull: Self.fleetTime,
            lastProblem: .unreachable(address: "db.hall:5432", reason: .refused), reachable: false)
        return kioskScene(game: makeTrueFalseScene(tilt: feed), demos: [], feed: feed, fleetStatus: { status })
    }

    /// The fleet page's last push and pull: 2026-12-02 17:44:07 UTC.
    private static let fleetTime = Date(timeIntervalSince1970: 1_796_233_447)

    /// Tilt True/False inside the kiosk layer offering English, French (the longest call to play) and Arabic:
    /// attract's first screen invites in each in turn.
    func kioskSceneInvitingInLanguages() -> SceneDriver {
        let feed = TiltFeed(source: SimulatedTilt())
        return kioskScene(
            game: makeTrueFalseScene(tilt: feed), demos: [], feed: feed,
            languages: AttractLanguages.loading(
                LanguageChoice(current: "en", offered: ["en", "fr", "ar"]), assets: assets))
    }

    /// Trivia inside the kiosk layer: its home as attract's title, a trivia question as its demo.
    func triviaKioskScene() throws -> SceneDriver {
        let database = try newStore(named: "trivia-kiosk", withPacks: true)
        let repository = try TriviaRepository.forNewGuest(in: database, packs: triviaPacks(database))
        let reader = StoreTriviaSaving(repository: repository, saves: PlaySaves(database: database))
        let demo = AttractDemos.trivia(
            topics: reader.topics(), settings: TriviaSettings(), localDate: TriviaMode.localDate(in: .current)
        ) { topicID, key in reader.nextQuestion(topicID: topicID, randomKey: key) }
        return kioskScene(
            game: try makeTriviaScene(repository: repository), demos: [demo].compactMap { $0 },
            feed: TiltFeed(source: SimulatedTilt()))
    }

    /// Tilt True/False inside the kiosk layer whose attract mode shows the title and today's Tilt True/False
    /// board of 41 players.
    func kioskSceneWithBoard() throws -> SceneDriver {
        let (database, _) = try boardsStore(mode: .tilt)
        let feed = TiltFeed(source: SimulatedTilt())
        let day = Self.boardDay
        return kioskScene(
            game: makeTrueFalseScene(tilt: feed), demos: [], feed: feed,
            screens: [.title, .tiltBoard],
            boards: (StoreBoardReading(saves: PlaySaves(database: database)), { day }))
    }

    private func kioskScene(
        game: any KioskPlayable, demos: [AttractDemoMaker], feed: TiltFeed,
        screens: [AttractScreen] = [.title, .demo, .leaderboard],
        boards: (reading: any BoardReading, today: () -> CalendarDay)? = nil,
        fleetStatus: (@Sendable () -> FleetStatus?)? = nil, languages: AttractLanguages? = nil
    ) -> SceneDriver {
        var config = KioskConfig()
        config.kiosk = true
        config.timeouts.idleSeconds = TimeoutSettings.allowedSeconds.lowerBound
        config.attract.secondsPerScreen = 30
        config.attract.screens = screens
        config.admin.gesture = .chord
        var services = KioskServices(
            records: InMemoryKioskRecords(), demos: demos, verifyPIN: { $0 == "2468" },
            version: AppVersion.current, timeZone: .current)
        services.boards = boards
        services.fleetStatus = fleetStatus
        services.languages = languages
        // An admin's credits mode over the config file's: the longer of the device info's two Credits lines.
        services.creditsStatus = { KioskCredits(mode: "operator", setInWebAdmin: true) }
        let scene = KioskScene(
            game: game, config: config, services: services, tilt: feed, size: Size(width: 1280, height: 720))
        return SceneDriver(scene: scene, feed: feed)
    }

    /// The home screen of a kiosk with this build's four modes, Leaderboards and leads, over its own new store.
    func homeScene() throws -> SceneDriver {
        let homeFolder = nextStoreFolder("home")
        let database = try store(in: homeFolder, withPacks: true)
        let saves = PlaySaves(database: database)
        let feed = TiltFeed(source: SimulatedTilt())
        let repository = try TriviaRepository.forNewGuest(in: database, packs: triviaPacks(database))
        // The fixtures start Tilt True/False; the trivia and packs tiles' scenes are made once, ready.
        let trivia: any KioskPlayable = try makeTriviaScene(repository: repository)
        let packs = try packsScene().scene as? PacksScene
        guard let history = try historyScene().scene as? WhichCameFirstScene else {
            throw CommandFailure("the bench could not make the Which came first? scene")
        }
        let modes =
            [
                HomeMode(info: .tilt) { _, time in self.makeTrueFalseScene(tilt: feed, at: time) },
                HomeMode(info: .trivia) { _, _ in trivia },
            ] + (packs.map { scene in [HomeMode(info: .packs) { _, _ in scene }] } ?? [])
            + [HomeMode(info: .whichCameFirst) { _, _ in history }]
        let reading = StoreBoardReading(saves: saves)
        let boardModes = modes.map { LeaderboardChoice.Mode($0.info) }
        let boards = HomeBoards { player, time in
            LeaderboardScene(
                choice: LeaderboardChoice(modes: boardModes, topics: []), reading: reading, playerID: player.id,
                today: { ScreenWorld.boardDay }, at: time)
        }
        let scene = HomeScene(
            modes: modes, roster: StorePlayerRoster(saves: saves), tilt: feed, kiosk: true,
            leads: StoreLeadDesk(saves: saves, consentText: KioskConfig.defaults.leads.consentText),
            // The fewest iterations a stored hash may have: a fixture registers without the device's wait.
            accounts: StoreAccountDesk(saves: saves, iterations: AccountStore.allowedIterations.lowerBound))
        scene.profiles = StoreProfileDesk(
            saves: saves, timeZone: .current, assets: assets, dataFolder: homeFolder)
        scene.boards = boards
        // As `play` has it: inside the layer of the Accessibility screen, whose speaker is in the header.
        let layer = AccessibilityLayer(
            scene, inForce: AccessibilityInForce(defaults: AccessibilityChoices()), language: "en")
        scene.openAccessibility = { [unowned layer] in layer.open() }
        // Every language offered (the config's default), so the globe is in the header.
        scene.languages = LanguageChoice(current: language, offered: GameLanguage.spoken.map(\.rawValue))
        return SceneDriver(scene: layer, feed: feed)
    }

    /// Ada's profile over a new store of the sample players (`ProfileSampleData`), on Wednesday
    /// 22 July 2026 in UTC.
    func profileScene() throws -> SceneDriver {
        let storeFolder = nextStoreFolder("profiles")
        let database = try store(in: storeFolder, withPacks: true)
        let utc = TimeZone(identifier: "UTC") ?? .current
        let players = try ProfileSampleData.add(to: database, today: "2026-07-22", zone: utc)
        let now = (ProfileWeek.midnight(of: "2026-07-22", in: utc) ?? Date()).addingTimeInterval(12 * 3600)
        let desk = StoreProfileDesk(
            saves: PlaySaves(database: database), timeZone: utc, assets: assets, dataFolder: storeFolder, now: { now })
        return SceneDriver(
            scene: ProfileScene(desk: desk, viewer: players.ada, letters: TextKeyboard.LetterPage(language: language)))
    }

    /// The quiz packs mode over its own new store holding the starter quizzes, with no pack URL.
    func packsScene() throws -> SceneDriver {
        let database = try newStore(named: "packs")
        try StarterQuizzes(database: database).install(from: StarterQuizzes.file(inAssets: assets))
        let saves = PlaySaves(database: database)
        let library = LivePackLibrary(
            database: database, saves: saves, settings: PackSourceSettings(), version: AppVersion.current)
        let player = try PlayerDirectory(database: database).newGuest()
        let scene = PacksScene(library: library, player: player, sounds: sounds)
        // The answer screen offers "Report", as in play.
        scene.feedback = StoreFeedbackDesk(saves: saves, player: player, language: language)
        return SceneDriver(scene: scene)
    }

    /// What the "Which came first?" fixtures' store holds.
    enum WhichCameFirstContent {
        case bundled
        /// Only the bundle's ten longest texts, all on 20 July.
        case longestTexts
        case none
    }

    /// "Which came first?" on 20 July 2026 over its own new store.
    func historyScene(content: WhichCameFirstContent = .bundled) throws -> SceneDriver {
        let storeFolder = nextStoreFolder("history")
        let database = try store(in: storeFolder, withPacks: content == .bundled)
        if content == .longestTexts {
            let feed = PathText.join(storeFolder, "longest-07-20.json")
            try Data(try Self.longestEventsFeed().utf8).write(to: URL(fileURLWithPath: feed))
            _ = try database.importFiles([feed], format: .onthisday, packName: nil, dryRun: false)
        }
        let saving = StoreWhichCameFirstSaving(
            saves: PlaySaves(database: database), familySafe: false, timeZone: .current)
        let feed = TiltFeed(source: SimulatedTilt())
        let day = CalendarDay(year: 2026, month: 7, day: 20)!
        let scene = WhichCameFirstScene(
            saving: saving, player: try PlayerDirectory(database: database).newGuest(), sounds: sounds, tilt: feed,
            today: { _ in day })
        return SceneDriver(scene: scene, feed: feed)
    }

    /// An "On this day" feed of the bundle's ten longest event texts, each in its own year.
    private static func longestEventsFeed() throws -> String {
        let file = PathText.join(try FrameBench.assets(), "packs/history-events.json")
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CommandFailure("cannot read \(file)")
        }
        let events = try EventsPack.decode(data, file: file).events.filter { $0.year > 0 }
        let longest = events.sorted { $0.text.count > $1.text.count }.prefix(10)
        let items = longest.enumerated().map { index, event in
            "{\"text\":\(JSONText.string(event.text)),\"year\":\(1500 + index * 50),\"pages\":[]}"
        }
        return "{\"events\":[" + items.joined(separator: ",") + "]}"
    }

    /// A trivia scene over its own new store, so one fixture's lost lives do
    /// not reach the next; earlier players' answers give People's Choice its bars.
    func triviaScene() throws -> SceneDriver {
        let database = try newStore(named: "trivia", withPacks: true)
        try BenchmarkData.addPastAnswers(database)
        return try triviaScene(repository: try TriviaRepository.forNewGuest(in: database, packs: triviaPacks(database)))
    }

    /// A trivia scene over the statements' store, kept for the whole session: one store for both modes,
    /// as a kiosk has.
    func sessionTriviaScene() throws -> SceneDriver {
        if let sessionRepository { return try triviaScene(repository: sessionRepository) }
        let repository = try TriviaRepository.forNewGuest(in: trueFalseDatabase, packs: triviaPacks(trueFalseDatabase))
        sessionRepository = repository
        return try triviaScene(repository: repository)
    }

    /// Trivia over a store whose one topic (with a long name) has one question, and whose operator gives
    /// every reward there is: answering it right earns three medals, both badges, three badges of the
    /// operator's, and a power-up for each rule at once, the most a progress screen ever lists.
    func allAwardsTriviaScene() throws -> SceneDriver {
        let storeFolder = nextStoreFolder("awards")
        let database = try store(in: storeFolder, withPacks: false)
        let csv = PathText.join(storeFolder, "one.csv")
        let question = "Which planet has the largest volcano in the Solar System?"
        try Data(
            ("topic,question,correct,wrong1,wrong2,wrong3\n\"Planets, Moons and the Spacecraft that Visit Them\","
                + "\(question),Mars,Venus,Earth,Mercury\n").utf8
        ).write(to: URL(fileURLWithPath: csv))
        _ = try database.importFiles([csv], format: .csv, packName: nil, dryRun: false)
        // Written as an operator writes them (deploy/trivia-settings.example.json).
        let settingsJSON = """
            {"rewards": {
              "correctAnswers": [{"after": 1, "powerUp": "freezeTime", "repeat": true}],
              "questions": [{"question": "\(question)", "powerUps": ["jumpIt"]}],
              "milestones": [{"at": "bronze", "powerUp": "halfOff"}, {"at": "silver", "powerUp": "peoplesChoice"},
                             {"at": "gold", "powerUp": "freezeTime", "count": 2}, {"at": "ninety", "powerUp": "jumpIt"},
                             {"at": "hundred", "powerUp": "halfOff", "count": 3}],
              "badges": [{"code": "volcano", "title": "Volcano Spotter", "question": "\(question)"},
                         {"code": "first", "title": "First Answer", "answered": 1},
                         {"code": "sharp", "title": "Sharp Mind", "correct": 1}]}}
            """
        let settings: TriviaOperatorSettings
        do {
            settings = try TriviaOperatorSettings.parse(settingsJSON, file: "bench")
        } catch {
            throw CommandFailure("the bench's trivia settings: \(error)")
        }
        try OperatorSettingsStore(database: database).save(settings, file: "bench")
        let repository = try TriviaRepository.forNewGuest(in: database, packs: triviaPacks(database))
        let rules = try OperatorSettingsStore(database: database).triviaSettings(freePlay: true).settings
        let game = TriviaGame(
            topics: try repository.topics(), player: try repository.player(), settings: rules, seed: 7)
        let scene = TriviaScene(
            game: game,
            saving: StoreTriviaSaving(repository: repository, saves: PlaySaves(database: database)),
            sounds: sounds, clock: TriviaWallClock(localDate: TriviaMode.localDate(in: .current)), seed: 7)
        return SceneDriver(scene: scene)
    }

    func triviaScene(repository: TriviaRepository) throws -> SceneDriver {
        SceneDriver(scene: try makeTriviaScene(repository: repository))
    }

    private func makeTriviaScene(repository: TriviaRepository) throws -> TriviaScene {
        let game = TriviaGame(topics: try repository.topics(), player: try repository.player(), seed: 7)
        let saves = PlaySaves(database: repository.database)
        let scene = TriviaScene(
            game: game, saving: StoreTriviaSaving(repository: repository, saves: saves), sounds: sounds,
            clock: TriviaWallClock(localDate: TriviaMode.localDate(in: .current)), seed: 7)
        scene.topicSaving = StoreTopicSaving(repository: repository, saves: saves)
        // A coin-operated kiosk: key 0 is a coin, so the shop can be used.
        scene.coinSlot = CoinSlot(key: "0", cents: 100)
        return scene
    }
}

extension ScreenWorld {
    /// Every pack in the one language trivia deals in for the world's language, as the game picks it
    /// (`QuizDatabase.triviaDealingLanguage`, English the operator's).
    func triviaPacks(_ database: QuizDatabase) -> PackScope {
        let choice = try? database.triviaDealingLanguage(player: language, operatorDefault: ContentLanguage.english)
        return PackScope.all.only(in: choice?.language)
    }

    /// Every pack in the one language a Daily set is dealt in for the world's language, as the game picks it.
    func dailyPacks(_ database: QuizDatabase) -> PackScope {
        let choice = try? database.dealingLanguage(
            player: language, operatorDefault: ContentLanguage.english, kind: .multipleChoice,
            needed: DailyDeal.questionsPerDay)
        return PackScope.all.only(in: choice?.language)
    }
}

extension TriviaRepository {
    /// A repository over `database` for a new guest, the player a fixture's or a part's trivia starts with.
    static func forNewGuest(in database: QuizDatabase, packs: PackScope = .all) throws -> TriviaRepository {
        TriviaRepository(database: database, player: try PlayerDirectory(database: database).newGuest(), packs: packs)
    }
}
