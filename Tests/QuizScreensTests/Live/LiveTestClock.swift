import QuizLive
import Synchronization

@testable import QuizScreens

/// The live round's clock in the tests: a time the test sets, read by the host and the scene.
final class LiveTestClock: Sendable {
    private let seconds = Mutex(0.0)
    func read() -> Double { seconds.withLock { $0 } }
    func set(_ time: Double) { seconds.withLock { $0 = time } }

    /// A round of one question ("Which planet is largest?", Jupiter right) on this clock with `names` joined
    /// without phones, not yet started: the scene, its host and the players' tokens in `names`' order.
    func roundOfOneQuestion(_ names: [String]) throws -> (scene: LiveScene, host: LiveHost, players: [LiveToken]) {
        let host = LiveHost(pin: LivePIN("0427"), now: { self.read() })
        let players = try names.map { try host.joinWithoutPhone($0) }
        let questions = [
            try LiveQuestion(text: "Which planet is largest?", options: ["Jupiter", "Mars"], rightOption: 0)
        ]
        let scene = LiveScene(
            host: host, joinURL: "http://192.168.1.20:8090/",
            timing: LiveDirector.Timing(autoStartPlayers: 0, autoStartSeconds: 30),
            choice: LiveRoundChoice(source: "trivia", questions: 1),
            hooks: LiveSceneHooks(sources: [], questions: { _ in questions }, finished: { _, _ in }, opened: { _ in }))
        return (scene, host, players)
    }
}
