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
    /// The key in the report.
    public let name: String
    /// Drives a new scene to the moment measured; returns when the moment starts and how long it lasts.
    let prepare: @Sendable (ScreenWorld) throws -> (driver: SceneDriver, start: Double, span: Double)

    /// Every screen the bench times. Adding a screen is one line here.
    public static let all: [ScreenFixture] =
        [
            ScreenFixture(name: "title") { world in try trueFalse(world, title) },
            ScreenFixture(name: "tiltQuestion") { world in try trueFalse(world, tiltQuestionMidSnap) },
            ScreenFixture(name: "reveal") { world in try trueFalse(world, reveal) },
            ScreenFixture(name: "gameOver") { world in try trueFalse(world, gameOver) },
            ScreenFixture(name: "triviaQuestion") { world in try trivia(world, answering) },
            ScreenFixture(name: "peoplesChoice") { world in try trivia(world, peoplesChoice) },
            ScreenFixture(name: "topicProgress") { world in try trivia(world, topicProgress) },
            ScreenFixture(name: "progressAllAwards") { world in
                let driver = try world.allAwardsTriviaScene()
                let moment = try rightAnswerProgress(driver)
                return (driver, moment.start, moment.span)
            },
            ScreenFixture(name: "triviaHome") { world in try trivia(world, triviaHome) },
            ScreenFixture(name: "triviaSpinner") { world in try trivia(world, triviaSpinner) },
            ScreenFixture(name: "triviaTopic") { world in try trivia(world, triviaTopic) },
            ScreenFixture(name: "triviaExplanation") { world in try trivia(world, triviaExplanation) },
            ScreenFixture(name: "triviaStore") { world in try trivia(world, triviaStore) },
            ScreenFixture(name: "triviaRight") { world in try trivia(world, triviaRight) },
            ScreenFixture(name: "triviaSecondChance") { world in try trivia(world, triviaSecondChance) },
            ScreenFixture(name: "triviaNoLives") { world in try trivia(world, triviaNoLives) },
            ScreenFixture(name: "topicList") { world in try trivia(world, topicList) },
            ScreenFixture(name: "topicRules") { world in try trivia(world, topicRules) },
            ScreenFixture(name: "categoryQuestion") { world in try trivia(world, categoryQuestion) },
            ScreenFixture(name: "categoryAnswer") { world in try trivia(world, categoryAnswer) },
            ScreenFixture(name: "timedQuestion") { world in try trivia(world, timedQuestion) },
            ScreenFixture(name: "timedQuit") { world in try trivia(world, timedQuit) },
            ScreenFixture(name: "timedResult") { world in try trivia(world, timedResult) },
            ScreenFixture(name: "attract") { world in try attractDemo(world) },
            ScreenFixture(name: "attractTitle") { world in try kiosk(world, attractTitle) },
            ScreenFixture(name: "triviaAttractTitle") { world in
                let driver = try world.triviaKioskScene()
                let moment = try attractTitle(driver)
                return (driver, moment.start, moment.span)
            },
            ScreenFixture(name: "triviaAttractDemo") { world in
                let driver = try world.triviaKioskScene()
                try driver.waitFor(screen: "attract-demo", limit: 120)
                driver.run(seconds: 1)
                return (driver, driver.time, 5)
            },
            ScreenFixture(name: "attractLeaderboard") { world in try kiosk(world, attractLeaderboard) },
            ScreenFixture(name: "attractBoard") { world in try attractBoard(world) },
            ScreenFixture(name: "pinPad") { world in try kiosk(world, pinPad) },
            ScreenFixture(name: "adminMenu") { world in try kiosk(world, adminMenu) },
            ScreenFixture(name: "deviceInfo") { world in try kiosk(world, deviceInfo) },
            ScreenFixture(name: "notSaved") { world in try notSaved(world) },
            ScreenFixture(name: "storeDamaged") { _ in storeDamaged() },
            ScreenFixture(name: "home") { world in try home(world, tiles) },
            ScreenFixture(name: "homeWithPlayer") { world in try home(world, tilesWithPlayer) },
            ScreenFixture(name: "leaderboard") { world in try leaderboard(world) },
            ScreenFixture(name: "gameOverWithBoard") { world in try gameOverWithBoard(world) },
            ScreenFixture(name: "triviaHomeAfterGame") { world in try triviaHomeAfterGame(world) },
            ScreenFixture(name: "nameKeyboard") { world in try home(world, nameKeyboard) },
            ScreenFixture(name: "leadsForm") { world in try home(world, leadsForm) },
            ScreenFixture(name: "packsList") { world in try packs(world, packsList) },
            ScreenFixture(name: "packQuestion") { world in try packs(world, packQuestion) },
            ScreenFixture(name: "packAnswer") { world in try packs(world, packAnswer) },
            ScreenFixture(name: "packFinished") { world in try packs(world, packFinished) },
            ScreenFixture(name: "packSettings") { world in try packs(world, packSettings) },
            ScreenFixture(name: "packScores") { world in try packs(world, packScores) },
            ScreenFixture(name: "historySplash") { world in try history(world, historySplash) },
            ScreenFixture(name: "historyQuestion") { world in try history(world, historyQuestion) },
            ScreenFixture(name: "historyLongText") { world in
                let driver = try world.historyScene(content: .longestTexts)
                let moment = try historyLongText(driver)
                return (driver, moment.start, moment.span)
            },
            ScreenFixture(name: "historyReveal") { world in try history(world, historyReveal) },
            ScreenFixture(name: "historyResult") { world in try history(world, historyResult) },
            ScreenFixture(name: "historyAbout") { world in try history(world, historyAbout) },
            ScreenFixture(name: "historyDays") { world in try history(world, historyDays) },
            ScreenFixture(name: "historyUnavailable") { world in
                let driver = try world.historyScene(content: .none)
                let moment = try historyUnavailable(driver)
                return (driver, moment.start, moment.span)
            },
            ScreenFixture(name: "dailyHome") { world in try daily(world, dailyHome) },
            ScreenFixture(name: "dailyQuestion") { world in try daily(world, dailyQuestion) },
            ScreenFixture(name: "dailyReveal") { world in try daily(world, dailyReveal) },
            ScreenFixture(name: "dailyResult") { world in try daily(world, dailyResult) },
            ScreenFixture(name: "dailyUnavailable") { world in
                let driver = try world.dailyScene(content: .none)
                let moment = try dailyUnavailable(driver)
                return (driver, moment.start, moment.span)
            },
        ] + accountFixtures + profiles + feedback

    typealias Moment = (start: Double, span: Double)

    static func trueFalse(
        _ world: ScreenWorld, _ drive: (SceneDriver) throws -> Moment
    ) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = world.trueFalseScene()
        let moment = try drive(driver)
        return (driver, moment.start, moment.span)
    }

    static func trivia(
        _ world: ScreenWorld, _ drive: (SceneDriver) throws -> Moment
    ) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = try world.triviaScene()
        let moment = try drive(driver)
        return (driver, moment.start, moment.span)
    }

    /// Attract mode's self-playing demo, the busiest attract screen: a kiosk
    /// left idle on the title cycles to it, and its arrow snaps by itself.
    static func attractDemo(_ world: ScreenWorld) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = world.kioskScene()
        try driver.waitFor(screen: "attract-demo", limit: 120)
        driver.run(seconds: 1)
        return (driver, driver.time, 5)
    }

    /// A trivia question while the disk is full: the strip along the bottom says what is not saved.
    static func notSaved(_ world: ScreenWorld) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let saves = PlaySaves(database: try QuizDatabase())
        saves.report = { _ in }
        saves.save("an answer") { () throws(StoreError) in
            throw StoreError.storage(path: "/var/lib/tiltquiz/tiltquiz.sqlite", problem: .full, detail: "disk full")
        }
        let trivia = try world.triviaScene()
        let driver = SceneDriver(scene: StoreWatchScene(trivia.scene, saves: saves), feed: trivia.feed)
        let moment = try answering(driver)
        return (driver, moment.start, moment.span)
    }

    /// The screen a game shows instead of play when its store is damaged.
    static func storeDamaged() -> (driver: SceneDriver, start: Double, span: Double) {
        let scene = MessageScene.damagedStore(
            path: "/var/lib/tiltquiz/tiltquiz.sqlite", detail: "database disk image is malformed", kiosk: true)
        let driver = SceneDriver(scene: scene, feed: TiltFeed(source: SimulatedTilt()))
        driver.run(seconds: 0.5)
        return (driver, driver.time, 2)
    }
}
