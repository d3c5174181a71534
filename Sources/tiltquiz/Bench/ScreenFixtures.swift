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
struct ScreenFixture: Sendable {
    /// The key in the report.
    let name: String
    /// Drives a new scene to the moment measured; returns when the moment starts and how long it lasts.
    let prepare: @Sendable (ScreenWorld) throws -> (driver: SceneDriver, start: Double, span: Double)

    /// Every screen the bench times. Adding a screen is one line here.
    static let all: [ScreenFixture] = [
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
        ScreenFixture(name: "attract") { world in try attractDemo(world) },
        ScreenFixture(name: "attractTitle") { world in try kiosk(world, attractTitle) },
        ScreenFixture(name: "triviaAttractTitle") { world in
            let driver = try world.triviaKioskScene()
            let moment = try attractTitle(driver)
            return (driver, moment.start, moment.span)
        },
        ScreenFixture(name: "triviaAttractDemo") { world in
            let driver = try world.triviaKioskScene()
            try driver.run(until: "attract mode's demo", limit: 120) { driver.scene.screenName == "attract-demo" }
            driver.run(seconds: 1)
            return (driver, driver.time, 5)
        },
        ScreenFixture(name: "attractLeaderboard") { world in try kiosk(world, attractLeaderboard) },
        ScreenFixture(name: "pinPad") { world in try kiosk(world, pinPad) },
        ScreenFixture(name: "adminMenu") { world in try kiosk(world, adminMenu) },
        ScreenFixture(name: "deviceInfo") { world in try kiosk(world, deviceInfo) },
        ScreenFixture(name: "notSaved") { world in try notSaved(world) },
        ScreenFixture(name: "storeDamaged") { _ in storeDamaged() },
        ScreenFixture(name: "home") { world in try home(world, tiles) },
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
    ]

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
        try driver.run(until: "attract mode's demo") { driver.scene.screenName == "attract-demo" }
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

    // MARK: Kiosk

    static func kiosk(
        _ world: ScreenWorld, _ drive: (SceneDriver) throws -> Moment
    ) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = world.kioskScene()
        let moment = try drive(driver)
        return (driver, moment.start, moment.span)
    }

    /// Attract mode's title screen, its banner along the bottom.
    static func attractTitle(_ driver: SceneDriver) throws -> Moment {
        try driver.run(until: "attract mode's title", limit: 120) { driver.scene.screenName == "attract-title" }
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// Attract mode's leaderboard of today's best.
    static func attractLeaderboard(_ driver: SceneDriver) throws -> Moment {
        try driver.run(until: "attract mode's leaderboard", limit: 300) {
            driver.scene.screenName == "attract-leaderboard"
        }
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// The admin gesture (Left, Right and Enter held 5 s) and the PIN pad, two digits typed.
    static func pinPad(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        for key in ["left", "right", "enter"] { driver.hold(key) }
        try driver.run(until: "the PIN pad", limit: 10) { driver.scene.screenName == "pinpad" }
        for key in ["left", "right", "enter"] { driver.hold(key, down: false) }
        driver.press("2")
        driver.press("4")
        driver.run(seconds: 0.3)
        return (driver.time, 1)
    }

    /// The admin menu, once the PIN is accepted.
    static func adminMenu(_ driver: SceneDriver) throws -> Moment {
        _ = try pinPad(driver)
        driver.press("6")
        driver.press("8")
        driver.press("enter")
        try driver.run(until: "the admin menu", limit: 5) { driver.scene.screenName == "admin" }
        driver.run(seconds: 0.3)
        return (driver.time, 1)
    }

    /// The admin menu's device info page.
    static func deviceInfo(_ driver: SceneDriver) throws -> Moment {
        _ = try adminMenu(driver)
        driver.press("4")
        try driver.run(until: "the device info", limit: 5) { driver.scene.screenName == "admin-info" }
        driver.run(seconds: 0.3)
        return (driver.time, 1)
    }

    // MARK: Home

    static func home(
        _ world: ScreenWorld, _ drive: (SceneDriver) throws -> Moment
    ) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = try world.homeScene()
        let moment = try drive(driver)
        return (driver, moment.start, moment.span)
    }

    /// The home screen's tiles, focus on the first.
    static func tiles(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 1)
        return (driver.time, 3)
    }

    /// The name keyboard with a name half typed, its caret blinking.
    static func nameKeyboard(_ driver: SceneDriver) throws -> Moment {
        driver.press("left")
        driver.press("enter")
        try driver.run(until: "the name keyboard", limit: 5) { driver.scene.screenName == "home-name" }
        driver.type("Ad")
        driver.run(seconds: 0.5)
        return (driver.time, 3)
    }

    /// The leads form after a Tilt True/False answer, back home.
    static func leadsForm(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        try driver.run(until: "the title", limit: 5) { driver.scene.screenName == "title" }
        driver.press("enter")
        driver.run(seconds: 1)
        try answerByTilt(driver)
        driver.press("escape")
        driver.press("escape")
        try driver.run(until: "the leads form", limit: 5) { driver.scene.screenName == "home-lead" }
        driver.run(seconds: 0.5)
        return (driver.time, 3)
    }

    // MARK: Quiz packs

    static func packs(
        _ world: ScreenWorld, _ drive: (SceneDriver) throws -> Moment
    ) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = try world.packsScene()
        let moment = try drive(driver)
        return (driver, moment.start, moment.span)
    }

    /// The list of the starter quizzes, focus on the first.
    static func packsList(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// The first pack's first question with an answer chosen.
    static func packQuestion(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        try driver.run(until: "a pack's question", limit: 5) { driver.scene.screenName == "pack-question" }
        driver.press("2")
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// A wrong answer's screen: what was chosen and the right answer.
    static func packAnswer(_ driver: SceneDriver) throws -> Moment {
        _ = try packQuestion(driver)
        driver.press("enter")
        try driver.run(until: "a pack's answer", limit: 5) { driver.scene.screenName == "pack-answer" }
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// The finished screen after the whole first pack, its marks in a row.
    static func packFinished(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        while driver.scene.screenName != "pack-finished" {
            try driver.run(until: "a pack's question", limit: 5) { driver.scene.screenName == "pack-question" }
            driver.press("1")
            driver.press("enter")
            try driver.run(until: "a pack's answer", limit: 5) { driver.scene.screenName == "pack-answer" }
            driver.press("enter")
            driver.run(seconds: 0.2)
        }
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// Settings from the list's toolbar: no URL set, Change URL and Check now.
    static func packSettings(_ driver: SceneDriver) throws -> Moment {
        driver.press("up")
        driver.press("enter")
        try driver.run(until: "the packs' settings", limit: 5) { driver.scene.screenName == "pack-settings" }
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// Scores after a whole pack: its best and the game in the recent list.
    static func packScores(_ driver: SceneDriver) throws -> Moment {
        _ = try packFinished(driver)
        driver.press("enter")
        try driver.run(until: "the packs' list", limit: 5) { driver.scene.screenName == "packs" }
        driver.press("up")
        driver.press("up")
        driver.press("left")
        driver.press("enter")
        try driver.run(until: "the packs' scores", limit: 5) { driver.scene.screenName == "pack-scores" }
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    // MARK: Which came first?

    static func history(
        _ world: ScreenWorld, _ drive: (SceneDriver) throws -> Moment
    ) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = try world.historyScene()
        let moment = try drive(driver)
        return (driver, moment.start, moment.span)
    }

    static func historySplash(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// The first question of 20 July 2026, its cards coming in, then card 1 selected.
    static func historyQuestion(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        try driver.run(until: "a question", limit: 5) { driver.scene.screenName == "wcf-question" }
        let start = driver.time
        driver.run(seconds: 0.6)
        driver.press("left")
        return (start, 1.5)
    }

    /// A day whose events are the ten longest texts the bundle holds (on a small panel they scroll), card 1's
    /// text moved down a line.
    static func historyLongText(_ driver: SceneDriver) throws -> Moment {
        _ = try historyQuestion(driver)
        driver.press("down")
        return (driver.time, 1)
    }

    /// The answer to the first question (a wrong one: card 1 is the later event), then the cards leaving.
    static func historyReveal(_ driver: SceneDriver) throws -> Moment {
        _ = try historyQuestion(driver)
        driver.press("enter")
        try driver.run(until: "the reveal", limit: 5) { driver.scene.screenName == "wcf-reveal" }
        driver.run(seconds: 0.6)
        return (driver.time, 1)
    }

    /// The result of a whole game, with the day's board.
    static func historyResult(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        while driver.scene.screenName != "wcf-result" {
            try driver.run(until: "a question", limit: 5) { driver.scene.screenName == "wcf-question" }
            driver.press("right")
            driver.press("enter")
            try driver.run(until: "the reveal", limit: 5) { driver.scene.screenName == "wcf-reveal" }
            driver.press("enter")
            driver.run(seconds: 0.5)
        }
        driver.run(seconds: 0.5)
        return (driver.time, 1)
    }

    static func historyAbout(_ driver: SceneDriver) throws -> Moment {
        driver.press("up")
        driver.press("enter")
        try driver.run(until: "About", limit: 5) { driver.scene.screenName == "wcf-about" }
        return (driver.time, 1)
    }

    static func historyDays(_ driver: SceneDriver) throws -> Moment {
        driver.press("down")
        driver.press("enter")
        try driver.run(until: "the earlier days", limit: 5) { driver.scene.screenName == "wcf-days" }
        driver.press("down")
        return (driver.time, 1)
    }

    /// A store with no events at all: today's game is not available.
    static func historyUnavailable(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        try driver.run(until: "no game today", limit: 5) { driver.scene.screenName == "wcf-unavailable" }
        driver.run(seconds: 0.5)
        return (driver.time, 1)
    }

    // MARK: Tilt True/False

    /// The title with its swaying arrows, after the entry animation.
    static func title(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 1)
        return (driver.time, 3)
    }

    /// A statement with the arrow snapping into stage 2 (Left held on the simulated device).
    static func tiltQuestionMidSnap(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        driver.run(seconds: 1)
        driver.hold("left")
        try driver.run(until: "the arrow's stage 2") { (driver.lastStage?.stage ?? 0) >= 2 }
        // The snap eases in over 180 ms: every frame is drawn inside it.
        return (driver.lastStage?.at ?? driver.time, 0.18)
    }

    /// The reveal panel after a tilted answer.
    static func reveal(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        driver.run(seconds: 1)
        try answerByTilt(driver)
        return (driver.time, 1)
    }

    /// Game over after a whole round answered by tilting.
    static func gameOver(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        driver.run(seconds: 1)
        while driver.scene.screenName != "gameover" {
            try answerByTilt(driver)
            driver.press("enter")
            try driver.run(until: "the next question or game over", limit: 5) {
                ["question", "gameover"].contains(driver.scene.screenName)
            }
            driver.run(seconds: 1)
        }
        return (driver.time, 1)
    }

    static func answerByTilt(_ driver: SceneDriver) throws {
        driver.hold("left")
        try driver.run(until: "the reveal", limit: 10) { driver.scene.screenName == "reveal" }
        driver.hold("left", down: false)
        driver.run(seconds: 1)
    }

    // MARK: Trivia

    /// A question with its four answers and the 40 s timer running.
    static func answering(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.run(seconds: 1)
        // Ten seconds of the timer: its bar and its label change as they do in play.
        return (driver.time, 10)
    }

    /// The answers with People's Choice shares: a coin buys the power-up in the
    /// store (after its first-use explanation), then it is used.
    static func peoplesChoice(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.press("0")
        for key in ["c", "enter", "c", "4", "escape", "c"] {
            driver.press(key)
            driver.run(seconds: 0.3)
        }
        guard let trivia = driver.scene as? TriviaScene, trivia.game.round?.peoplesChoice != nil else {
            throw CommandFailure("the bench could not use People's Choice (on \(driver.scene.screenName))")
        }
        return (driver.time, 5)
    }

    /// The topic's progress after a question is answered.
    static func topicProgress(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.press("1")
        try driver.run(until: "the topic's progress", limit: 30) {
            if driver.scene.screenName == "secondchance" { driver.press("enter") }
            return driver.scene.screenName == "progress"
        }
        driver.run(seconds: 1)
        return (driver.time, 1)
    }

    /// A right answer, then the topic's progress with what it earned.
    static func rightAnswerProgress(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.run(seconds: 0.5)
        driver.press(try answerKey(driver, right: true))
        try driver.run(until: "the topic's progress", limit: 30) { driver.scene.screenName == "progress" }
        driver.run(seconds: 1)
        return (driver.time, 1)
    }

    static func triviaHome(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// Play Now: the topics rolling past the slot.
    static func triviaSpinner(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        driver.press("enter")
        try driver.run(until: "the spinner", limit: 5) { driver.scene.screenName == "spinner" }
        return (driver.time, 1.5)
    }

    /// The topic the spinner landed on, with Pass and Play.
    static func triviaTopic(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        driver.press("enter")
        try driver.run(until: "the chosen topic", limit: 10) { driver.scene.screenName == "topic" }
        driver.run(seconds: 0.5)
        return (driver.time, 1)
    }

    /// A power-up's first tap: its explanation over the question.
    static func triviaExplanation(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.run(seconds: 0.5)
        driver.press("j")
        try driver.run(until: "the explanation", limit: 5) { driver.scene.screenName == "question-explain" }
        driver.run(seconds: 0.4)
        return (driver.time, 1)
    }

    /// The store over a question.
    static func triviaStore(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.run(seconds: 0.5)
        driver.press("b")
        try driver.run(until: "the store", limit: 5) { driver.scene.screenName == "question-store" }
        driver.run(seconds: 0.4)
        return (driver.time, 1)
    }

    /// A right answer's result: the message, the points, the explanation.
    static func triviaRight(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.run(seconds: 0.5)
        driver.press(try answerKey(driver, right: true))
        try driver.run(until: "the result", limit: 5) { driver.scene.screenName.hasPrefix("result") }
        driver.run(seconds: 0.5)
        return (driver.time, 1)
    }

    /// A wrong answer: the Second Chance offer.
    static func triviaSecondChance(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.run(seconds: 0.5)
        driver.press(try answerKey(driver, right: false))
        try driver.run(until: "the offer", limit: 5) { driver.scene.screenName == "secondchance" }
        driver.run(seconds: 0.5)
        return (driver.time, 1)
    }

    /// No lives left: three wrong answers, each offer declined.
    static func triviaNoLives(_ driver: SceneDriver) throws -> Moment {
        for _ in 0..<3 {
            try reachQuestion(driver)
            driver.run(seconds: 0.5)
            driver.press(try answerKey(driver, right: false))
            try driver.run(until: "the offer or the result", limit: 5) {
                ["secondchance", "result-wrong"].contains(driver.scene.screenName)
            }
            if driver.scene.screenName == "secondchance" { driver.press("escape") }
            try driver.run(until: "the progress or no lives", limit: 30) {
                if driver.scene.screenName == "progress" { driver.press("enter") }
                return ["home", "nolives", "spinner", "topic"].contains(driver.scene.screenName)
            }
            if driver.scene.screenName == "nolives" { break }
        }
        try driver.run(until: "no lives", limit: 10) { driver.scene.screenName == "nolives" }
        driver.run(seconds: 0.5)
        return (driver.time, 1)
    }

    /// The key of an answer on view: the right one, or a wrong one.
    static func answerKey(_ driver: SceneDriver, right: Bool) throws -> String {
        guard let trivia = driver.scene as? TriviaScene, let options = trivia.game.round?.options,
            let index = options.firstIndex(where: { $0.isCorrect == right })
        else { throw CommandFailure("the bench found no question on screen") }
        return "\(index + 1)"
    }

    /// Play Now, the spinner, Play, the question alone, then its answers.
    static func reachQuestion(_ driver: SceneDriver) throws {
        driver.run(seconds: 0.5)
        driver.press("enter")
        try driver.run(until: "the chosen topic", limit: 10) { driver.scene.screenName == "topic" }
        driver.press("enter")
        try driver.run(until: "a trivia question", limit: 10) { driver.scene.screenName == "question" }
    }
}

/// What the fixtures build scenes from: the bundled true/false statements,
/// and a fresh store holding the bundled packs for each trivia scene.
final class ScreenWorld {
    let folder: String
    let sounds: SoundPlayer
    private let pool: [TrueFalseQuestion]
    private let packs: String
    private let assets: String
    private var stores = 0
    private var sessionRepository: TriviaRepository?

    init(folder: String, assets: String, sounds: SoundPlayer) throws {
        self.folder = folder
        self.sounds = sounds
        self.assets = assets
        packs = (assets as NSString).appendingPathComponent("packs")
        let database = try QuizDatabase(path: folder + "/tf/tiltquiz.sqlite")
        try PackInstaller(database: database).installPacks(inDirectory: packs)
        pool = try database.trueFalseQuestions()
    }

    func trueFalseScene() -> SceneDriver {
        let feed = TiltFeed(source: SimulatedTilt())
        let game = TrueFalseGame(pool: pool, rules: .init(neutralHoldAdvances: false), seed: 7)
        return SceneDriver(scene: TrueFalseScene(game: game, tilt: feed, sounds: sounds), feed: feed)
    }

    /// Tilt True/False inside the kiosk layer, with the shortest idle timeout and attract screens.
    func kioskScene() -> SceneDriver {
        let feed = TiltFeed(source: SimulatedTilt())
        let game = TrueFalseGame(pool: pool, rules: .init(neutralHoldAdvances: false), seed: 7)
        return kioskScene(
            game: TrueFalseScene(game: game, tilt: feed, sounds: sounds),
            demos: [AttractDemos.trueFalse(pool)].compactMap { $0 }, feed: feed)
    }

    /// Trivia inside the kiosk layer: its home as attract's title, a trivia question as its demo.
    func triviaKioskScene() throws -> SceneDriver {
        stores += 1
        let database = try QuizDatabase(path: folder + "/trivia-kiosk-\(stores)/tiltquiz.sqlite")
        try PackInstaller(database: database).installPacks(inDirectory: packs)
        let repository = TriviaRepository(
            database: database, player: try PlayerDirectory(database: database).newGuest())
        let reader = StoreTriviaSaving(repository: repository, saves: PlaySaves(database: database))
        let demo = AttractDemos.trivia(
            topics: reader.topics(), settings: TriviaSettings(), localDate: TriviaMode.localDate(in: .current)
        ) { topicID, key in reader.nextQuestion(topicID: topicID, randomKey: key) }
        return kioskScene(
            game: try makeTriviaScene(repository: repository), demos: [demo].compactMap { $0 },
            feed: TiltFeed(source: SimulatedTilt()))
    }

    private func kioskScene(game: any KioskPlayable, demos: [AttractDemoMaker], feed: TiltFeed) -> SceneDriver {
        var config = KioskConfig()
        config.kiosk = true
        config.timeouts.idleSeconds = TimeoutSettings.allowedSeconds.lowerBound
        config.attract.secondsPerScreen = 30
        config.attract.screens = [.title, .demo, .leaderboard]
        config.admin.gesture = .chord
        let services = KioskServices(
            records: InMemoryKioskRecords(), demos: demos, verifyPIN: { $0 == "2468" },
            version: TiltQuiz.configuration.version, timeZone: .current)
        let scene = KioskScene(
            game: game, config: config, services: services, tilt: feed, size: Size(width: 1280, height: 720))
        return SceneDriver(scene: scene, feed: feed)
    }

    /// The home screen of a kiosk with this build's four modes and leads, over its own new store.
    func homeScene() throws -> SceneDriver {
        stores += 1
        let database = try QuizDatabase(path: folder + "/home-\(stores)/tiltquiz.sqlite")
        try PackInstaller(database: database).installPacks(inDirectory: packs)
        let saves = PlaySaves(database: database)
        let feed = TiltFeed(source: SimulatedTilt())
        let pool = pool
        let sounds = sounds
        let repository = TriviaRepository(
            database: database, player: try PlayerDirectory(database: database).newGuest())
        // The fixtures start Tilt True/False; the trivia and packs tiles' scenes are made once, ready.
        let trivia: any KioskPlayable = try makeTriviaScene(repository: repository)
        let packs = try packsScene().scene as? PacksScene
        guard let history = try historyScene().scene as? WhichCameFirstScene else {
            throw CommandFailure("the bench could not make the Which came first? scene")
        }
        let modes =
            [
                HomeMode(info: .tilt) { _, time in
                    let game = TrueFalseGame(pool: pool, rules: .init(neutralHoldAdvances: false), seed: 7, now: time)
                    return TrueFalseScene(game: game, tilt: feed, sounds: sounds)
                },
                HomeMode(info: .trivia) { _, _ in trivia },
            ] + (packs.map { scene in [HomeMode(info: .packs) { _, _ in scene }] } ?? [])
            + [HomeMode(info: .whichCameFirst) { _, _ in history }]
        let scene = HomeScene(
            modes: modes, roster: StorePlayerRoster(saves: saves), tilt: feed, kiosk: true,
            leads: StoreLeadDesk(saves: saves, consentText: KioskConfig.defaults.leads.consentText))
        return SceneDriver(scene: scene, feed: feed)
    }

    /// The quiz packs mode over its own new store holding the starter quizzes, with no pack URL.
    func packsScene() throws -> SceneDriver {
        stores += 1
        let database = try QuizDatabase(path: folder + "/packs-\(stores)/tiltquiz.sqlite")
        try StarterQuizzes(database: database).install(from: StarterQuizzes.file(inAssets: assets))
        let saves = PlaySaves(database: database)
        let library = LivePackLibrary(
            database: database, saves: saves, settings: PackSourceSettings(), version: TiltQuiz.configuration.version)
        let player = try PlayerDirectory(database: database).newGuest()
        let scene = PacksScene(library: library, player: player, sounds: sounds)
        return SceneDriver(scene: scene, feed: TiltFeed(source: SimulatedTilt()))
    }

    /// What the "Which came first?" fixtures' store holds.
    enum HistoryContent {
        case bundled
        /// Only the bundle's ten longest texts, all on 20 July.
        case longestTexts
        case none
    }

    /// "Which came first?" on 20 July 2026 over its own new store.
    func historyScene(content: HistoryContent = .bundled) throws -> SceneDriver {
        stores += 1
        let storeFolder = folder + "/history-\(stores)"
        let database = try QuizDatabase(path: storeFolder + "/tiltquiz.sqlite")
        switch content {
        case .bundled:
            try PackInstaller(database: database).installPacks(inDirectory: packs)
        case .longestTexts:
            let feed = storeFolder + "/longest-07-20.json"
            try Data(try Self.longestEventsFeed().utf8).write(to: URL(fileURLWithPath: feed))
            _ = try database.importFiles([feed], format: .onthisday, packName: nil, dryRun: false)
        case .none:
            break
        }
        let saving = StoreHistorySaving(saves: PlaySaves(database: database), familySafe: false, timeZone: .current)
        let feed = TiltFeed(source: SimulatedTilt())
        let day = CalendarDay(year: 2026, month: 7, day: 20)!
        let scene = WhichCameFirstScene(
            saving: saving, player: try PlayerDirectory(database: database).newGuest(), sounds: sounds, tilt: feed,
            today: { _ in day })
        return SceneDriver(scene: scene, feed: feed)
    }

    /// An "On this day" feed of the bundle's ten longest event texts, each in its own year.
    private static func longestEventsFeed() throws -> String {
        let file = (try FrameBench.assets() as NSString).appendingPathComponent("packs/history-events.json")
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
        stores += 1
        let database = try QuizDatabase(path: folder + "/trivia-\(stores)/tiltquiz.sqlite")
        try PackInstaller(database: database).installPacks(inDirectory: packs)
        try BenchmarkData.addPastAnswers(database)
        return try triviaScene(
            repository: TriviaRepository(database: database, player: try PlayerDirectory(database: database).newGuest())
        )
    }

    /// A trivia scene over one store kept for the whole session, as a kiosk keeps its own.
    func sessionTriviaScene() throws -> SceneDriver {
        if let sessionRepository { return try triviaScene(repository: sessionRepository) }
        let database = try QuizDatabase(path: folder + "/session/tiltquiz.sqlite")
        try PackInstaller(database: database).installPacks(inDirectory: packs)
        let repository = TriviaRepository(
            database: database, player: try PlayerDirectory(database: database).newGuest())
        sessionRepository = repository
        return try triviaScene(repository: repository)
    }

    /// Trivia over a store whose one topic (with a long name) has one question, and whose operator gives
    /// every reward there is: answering it right earns three medals, both badges, three badges of the
    /// operator's, and a power-up for each rule at once, the most a progress screen ever lists.
    func allAwardsTriviaScene() throws -> SceneDriver {
        stores += 1
        let storeFolder = folder + "/awards-\(stores)"
        let database = try QuizDatabase(path: storeFolder + "/tiltquiz.sqlite")
        let csv = storeFolder + "/one.csv"
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
        let repository = TriviaRepository(
            database: database, player: try PlayerDirectory(database: database).newGuest())
        let rules = try OperatorSettingsStore(database: database).triviaSettings(freePlay: true).settings
        let game = TriviaGame(
            topics: try repository.topics(), player: try repository.player(), settings: rules, seed: 7)
        let scene = TriviaScene(
            game: game,
            saving: StoreTriviaSaving(repository: repository, saves: PlaySaves(database: database)),
            sounds: sounds, clock: TriviaWallClock(localDate: TriviaMode.localDate(in: .current)), seed: 7)
        return SceneDriver(scene: scene, feed: TiltFeed(source: SimulatedTilt()))
    }

    private func triviaScene(repository: TriviaRepository) throws -> SceneDriver {
        SceneDriver(scene: try makeTriviaScene(repository: repository), feed: TiltFeed(source: SimulatedTilt()))
    }

    private func makeTriviaScene(repository: TriviaRepository) throws -> TriviaScene {
        let game = TriviaGame(topics: try repository.topics(), player: try repository.player(), seed: 7)
        let scene = TriviaScene(
            game: game,
            saving: StoreTriviaSaving(repository: repository, saves: PlaySaves(database: repository.database)),
            sounds: sounds,
            clock: TriviaWallClock(localDate: TriviaMode.localDate(in: .current)), seed: 7)
        // A coin-operated kiosk: key 0 is a coin, so the store can be used.
        scene.coinSlot = CoinSlot(key: "0", cents: 100)
        return scene
    }
}
