import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizScreens
import QuizStore
import TiltInput

/// One screen `tiltquiz bench` times: how to bring a fresh scene of the game
/// to it (with the game's own scenes, keys and rules), and how long the
/// moment lasts. The bench draws the scene's frames while it plays on for
/// that long (its animations, timers, tilt and demo move), then brings a new
/// scene to the same moment.
public struct ScreenFixture: Sendable {
    /// When the moment measured starts, and how long it lasts.
    typealias Moment = (start: Double, span: Double)
    /// Where a fixture starts: a new scene of its own, from the world.
    typealias Start = @Sendable (ScreenWorld) throws -> SceneDriver
    /// How a fixture brings its scene to the moment measured.
    typealias Drive = @Sendable (SceneDriver) throws -> Moment

    /// The key in the report.
    public let name: String
    let start: Start
    let drive: Drive

    init(_ name: String, _ start: @escaping Start, _ drive: @escaping Drive) {
        self.name = name
        self.start = start
        self.drive = drive
    }

    /// A new scene driven to the moment measured; when the moment starts and how long it lasts.
    func prepare(_ world: ScreenWorld) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = try start(world)
        let moment = try drive(driver)
        return (driver, moment.start, moment.span)
    }

    /// Every screen the bench times. Adding a screen is one line here.
    public static let all: [ScreenFixture] =
        [
            ScreenFixture("title", trueFalse, entered),  // its arrows swaying
            ScreenFixture("titleNotInLanguage", trueFalseNotInLanguage, entered),
            ScreenFixture("tiltQuestion", trueFalse, tiltQuestionMidSnap),
            ScreenFixture("reveal", trueFalse, reveal),
            ScreenFixture("gameOver", trueFalse, gameOver),
            ScreenFixture("triviaQuestion", trivia, answering),
            ScreenFixture("peoplesChoice", trivia, peoplesChoice),
            ScreenFixture("topicProgress", trivia, topicProgress),
            ScreenFixture("progressAllAwards", { try $0.allAwardsTriviaScene() }, rightAnswerProgress),
            ScreenFixture("triviaHome", trivia, opened),
            ScreenFixture("triviaHomeNotInLanguage", triviaNotInLanguage, opened),
            ScreenFixture("triviaSpinner", trivia, triviaSpinner),
            ScreenFixture("triviaTopic", trivia, triviaTopic),
            ScreenFixture("triviaExplanation", trivia, triviaExplanation),
            ScreenFixture("triviaStore", trivia, triviaStore),
            ScreenFixture("triviaRight", trivia, triviaRight),
            ScreenFixture("triviaSecondChance", trivia, triviaSecondChance),
            ScreenFixture("triviaNoLives", trivia, triviaNoLives),
            ScreenFixture("topicList", trivia, topicList),
            ScreenFixture("topicRules", trivia, topicRules),
            ScreenFixture("categoryQuestion", trivia, categoryQuestion),
            ScreenFixture("categoryAnswer", trivia, categoryAnswer),
            ScreenFixture("timedQuestion", trivia, timedQuestion),
            ScreenFixture("timedQuit", trivia, timedQuit),
            ScreenFixture("timedResult", trivia, timedResult),
            ScreenFixture("attract", kiosk, attractDemo),
            ScreenFixture("attractTitle", kiosk, attractTitle),
            ScreenFixture("attractInvitation", { $0.kioskSceneInvitingInLanguages() }, attractInvitation),
            ScreenFixture("triviaAttractTitle", triviaKiosk, attractTitle),
            ScreenFixture("triviaAttractDemo", triviaKiosk, attractDemo),
            ScreenFixture("attractLeaderboard", kiosk, attractLeaderboard),
            ScreenFixture("attractBoard", { try $0.kioskSceneWithBoard() }, attractBoard),
            ScreenFixture("pinPad", kiosk, pinPad),
            ScreenFixture("pinPadLocked", kiosk, pinPadLocked),
            ScreenFixture("adminMenu", kiosk, adminMenu),
            ScreenFixture("deviceInfo", kiosk, deviceInfo),
            ScreenFixture("fleetStatus", { $0.kioskFleetScene() }, fleetStatus),
            ScreenFixture("notSaved", { try $0.diskFullTriviaScene() }, answering),
            ScreenFixture("storeDamaged", { $0.damagedStoreScene() }, opened),
            ScreenFixture("home", home, entered),  // the tiles, focus on the first
            ScreenFixture("homeWithPlayer", home, tilesWithPlayer),
            ScreenFixture("leaderboard", { try $0.leaderboardScene() }, entered),
            ScreenFixture("gameOverWithBoard", { try $0.trueFalseSceneWithBoard() }, gameOverWithBoard),
            ScreenFixture("triviaHomeAfterGame", { try $0.triviaSceneWithBoard() }, triviaHomeAfterGame),
            ScreenFixture("nameKeyboard", home, nameKeyboard),
            ScreenFixture("leadsForm", home, leadsForm),
            ScreenFixture("packsList", packs, opened),  // focus on the first
            ScreenFixture("packQuestion", packs, packQuestion),
            ScreenFixture("packAnswer", packs, packAnswer),
            ScreenFixture("packFinished", packs, packFinished),
            ScreenFixture("packSettings", packs, packSettings),
            ScreenFixture("packScores", packs, packScores),
            ScreenFixture("historySplash", history, opened),
            ScreenFixture("historySplashNotInLanguage", historyNotInLanguage, opened),
            ScreenFixture("historyQuestion", history, historyQuestion),
            ScreenFixture("historyLongText", { try $0.historyScene(content: .longestTexts) }, historyLongText),
            ScreenFixture("historyReveal", history, historyReveal),
            ScreenFixture("historyResult", history, historyResult),
            ScreenFixture("historyAbout", history, historyAbout),
            ScreenFixture("historyDays", history, historyDays),
            ScreenFixture("historyUnavailable", { try $0.historyScene(content: .none) }, historyUnavailable),
            ScreenFixture("dailyHome", daily, opened),  // the date, the rule, Play and today's top 5
            ScreenFixture("dailyHomeNotInLanguage", dailyNotInLanguage, opened),
            ScreenFixture("dailyQuestion", daily, dailyQuestion),
            ScreenFixture("dailyReveal", daily, dailyReveal),
            ScreenFixture("dailyResult", daily, dailyResult),
            ScreenFixture("dailyUnavailable", { try $0.dailyScene(content: .none) }, dailyUnavailable),
        ] + accountFixtures + profiles + feedback + liveFixtures + accessibilityFixtures

    /// The starts most fixtures share: each a new scene of one mode or layer.
    static let trueFalse: Start = { $0.trueFalseScene() }
    static let trueFalseNotInLanguage: Start = { $0.trueFalseScene(notInLanguage: true) }
    static let trivia: Start = { try $0.triviaScene() }
    static let kiosk: Start = { $0.kioskScene() }
    static let triviaKiosk: Start = { try $0.triviaKioskScene() }
    static let home: Start = { try $0.homeScene() }
    static let packs: Start = { try $0.packsScene() }
    static let history: Start = { try $0.historyScene() }
    static let daily: Start = { try $0.dailyScene() }
    /// Trivia's home, the Daily's and Which came first's splash saying their content is not in the player's
    /// language (`ScreenWorld.notInLanguageNotice`).
    static let triviaNotInLanguage: Start = { world in
        let driver = try world.triviaScene()
        (driver.scene as? TriviaScene)?.languageNotice = world.notInLanguageNotice
        return driver
    }
    static let dailyNotInLanguage: Start = { world in
        let driver = try world.dailyScene()
        (driver.scene as? DailyScene)?.languageNotice = world.notInLanguageNotice
        return driver
    }
    static let historyNotInLanguage: Start = { world in
        let driver = try world.historyScene()
        (driver.scene as? WhichCameFirstScene)?.languageNotice = world.notInLanguageNotice
        return driver
    }

    /// A scene's first screen as it opens (trivia's home, the packs list, a splash, the message a game shows
    /// instead of play when its store is damaged): half a second on, a moment of two seconds.
    static func opened(_ driver: SceneDriver) throws -> Moment {
        driver.moment(after: 0.5, lasting: 2)
    }

    /// A first screen after its entry animation (Tilt True/False's title, the home's tiles, the leaderboard): one
    /// second on, a moment of three.
    static func entered(_ driver: SceneDriver) throws -> Moment {
        driver.moment(after: 1, lasting: 3)
    }
}
