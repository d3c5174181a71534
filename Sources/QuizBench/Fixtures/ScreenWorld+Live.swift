import QuizApp
import QuizCore
import QuizLive
import QuizScreens
import QuizStore
import Synchronization
import TiltInput

/// The live round's big screen as the fixtures drive it: a `LiveScene` over a host whose clock is the scene
/// driver's (set from each update, draw and key), with players joined without phones. Everything else is the
/// live scene's own.
final class LiveFixtureScene: Scene {
    /// The host's seconds, as the driver last gave them.
    final class Clock: Sendable {
        private let seconds = Mutex(0.0)
        func read() -> Double { seconds.withLock { $0 } }
        func set(_ time: Double) { seconds.withLock { $0 = time } }
    }

    let live: LiveScene
    let clock: Clock
    /// The players, in the order they joined.
    let players: [LiveToken]
    /// The operator's page, once opened (as the kiosk's admin menu opens it): it has the keys and the screen.
    private(set) var page: (any OperatorPage)?

    init(live: LiveScene, clock: Clock, players: [LiveToken]) {
        self.live = live
        self.clock = clock
        self.players = players
    }

    var host: LiveHost { live.host }
    var screenName: String { page?.screenName ?? live.screenName }

    /// Opens the round's operator page over the big screen.
    func openOperatorPage() { page = live.roomPage() }
    var wantsQuit: Bool { live.wantsQuit }
    var isDone: Bool { live.isDone }

    func handle(_ input: InputEvent, at time: Double) {
        clock.set(time)
        if let page { page.handle(input, at: time) } else { live.handle(input, at: time) }
    }

    func handle(_ tilt: TimedTiltEvent) { live.handle(tilt) }

    func update(at time: Double) {
        clock.set(time)
        if let page { page.update(at: time) } else { live.update(at: time) }
    }

    func draw(_ painter: Painter, at time: Double) {
        clock.set(time)
        if let page { page.draw(painter, at: time) } else { live.draw(painter, at: time) }
    }

    func summaryJSON() -> String { live.summaryJSON() }
}

extension ScreenWorld {
    /// The names on the join screen: short and long ones (the longest the name rule allows), letters beyond
    /// ASCII, and markup that must show as text.
    static let livePlayers = [
        "Ana", "Benedikt", "Chiara", "Dmitri", "Émilie", "Farouk", "<b>Grete</b>", "Hiroshi",
        "Maximiliane Katharina von Hohenberg-Ost", "Ingrid", "Jamal", "Katarzyna Wiśniewska", "Lior", "Nia",
    ]

    /// A live round's big screen (the operator starts it, Enter moves on) with `livePlayers` joined, over its own
    /// store with the bundled packs: the round's questions are the 5 longest of `pool` there (trivia's, or true/false
    /// statements).
    func liveScene(_ pool: LiveQuestionPool = .trivia) throws -> SceneDriver {
        let database = try newStore(named: "live", withPacks: true)
        let longest = try database.liveQuestions(pool, count: 10_000, seed: 7).sorted {
            ($0.text.count + $0.options.map(\.text.count).reduce(0, +), $0.questionID)
                > ($1.text.count + $1.options.map(\.text.count).reduce(0, +), $1.questionID)
        }
        let questions = try longest.prefix(5).map {
            try LiveQuestion(
                text: $0.text, options: $0.options.map(\.text), rightOption: $0.rightOption,
                isStatement: pool == .trueFalse)
        }
        guard questions.count == 5 else { throw CommandFailure("the bench's store has too few live questions") }
        let clock = LiveFixtureScene.Clock()
        let host = LiveHost(pin: LivePIN("0427"), now: { clock.read() })
        let players = try Self.livePlayers.map { name in
            do {
                return try host.joinWithoutPhone(name)
            } catch {
                throw CommandFailure("the bench's live player \(name) could not join: \(error)")
            }
        }
        let scene = LiveScene(
            host: host, joinURL: "http://192.168.1.20:8090/",
            timing: LiveDirector.Timing(autoStartPlayers: 0, autoStartSeconds: 30),
            choice: LiveRoundChoice(source: pool == .trueFalse ? "true-false" : "trivia", questions: questions.count),
            hooks: LiveSceneHooks(
                sources: try database.liveQuestionPools(
                    day: Self.boardDay,
                    dealing: LiveDealing(player: "en", operatorDefault: "en", needed: questions.count)
                ).map(\.offer),
                questions: { _ in questions },
                finished: { _, _ in }, opened: { _ in }))
        return SceneDriver(scene: LiveFixtureScene(live: scene, clock: clock, players: players))
    }
}
