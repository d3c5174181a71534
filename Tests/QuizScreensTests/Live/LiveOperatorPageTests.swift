import QuizFlows
import QuizLive
import Synchronization
import Testing

@testable import QuizScreens

/// The live round's operator page over a real host: what it chooses is what the next round deals, a name it
/// removes leaves the round, and the round goes on behind it.
@Suite struct LiveOperatorPageTests {
    final class Recorder: Sendable {
        let choices = Mutex<[LiveRoundChoice]>([])
        let seconds = Mutex(0.0)
    }

    static func scene(_ recorder: Recorder) throws -> LiveScene {
        let host = LiveHost(pin: LivePIN("0427"), now: { recorder.seconds.withLock { $0 } })
        for name in ["Ana", "Bo", "Cy"] { _ = try host.joinWithoutPhone(name) }
        let question = try LiveQuestion(text: "Which is a planet?", options: ["Mars", "Moon"], rightOption: 0)
        return LiveScene(
            host: host, joinURL: "http://127.0.0.1:8090/",
            timing: LiveDirector.Timing(autoStartPlayers: 0, autoStartSeconds: 30),
            choice: LiveRoundChoice(source: "trivia", questions: 10),
            hooks: LiveSceneHooks(
                sources: [("trivia", 200), ("true-false", 80), ("topic:Planets", 12)].map {
                    LiveOperatorFlow.Source(name: $0.0, questions: $0.1)
                },
                questions: { choice in
                    recorder.choices.withLock { $0.append(choice) }
                    return [question]
                }, finished: { _, _ in }, opened: { _ in }))
    }

    static func press(_ page: any OperatorPage, _ keys: String...) {
        for key in keys { page.handle(.key(key, down: true), at: 0) }
    }

    @Test func theNextRoundDealsWhatThePageChose() throws {
        let recorder = Recorder()
        let scene = try Self.scene(recorder)
        let page = try #require(scene.roomPage())
        #expect(page.screenName == "live-operator")
        Self.press(page, "left", "down", "right", "right")
        #expect(scene.choice == LiveRoundChoice(source: "topic:Planets", questions: 12))
        Self.press(page, "escape")
        #expect(page.isClosed)
        scene.handle(.key("enter", down: true), at: 0)
        #expect(recorder.choices.withLock { $0 } == [LiveRoundChoice(source: "topic:Planets", questions: 12)])
        #expect(scene.round.questions.count == 1)
    }

    @Test func aNameIsRemovedAfterTheSecondEnterAndCannotAnswer() throws {
        let recorder = Recorder()
        let scene = try Self.scene(recorder)
        let page = try #require(scene.roomPage())
        let bo = try #require(scene.host.round.players.first { $0.name == "Bo" }?.token)
        Self.press(page, "down", "down", "down", "enter")
        #expect(scene.host.round.players.count == 3)
        Self.press(page, "enter")
        #expect(scene.host.round.players.map(\.name) == ["Ana", "Cy"])
        scene.handle(.key("enter", down: true), at: 0)
        #expect(throws: LiveRefusal.kicked) { try scene.host.answerWithoutPhone(bo, question: 0, option: 0) }
    }

    /// With the page up, the round still moves: a question's countdown ends and its results come.
    @Test func theRoundGoesOnBehindThePage() throws {
        let recorder = Recorder()
        let scene = try Self.scene(recorder)
        scene.handle(.key("enter", down: true), at: 0)
        #expect(scene.screenName == "live-question")
        let page = try #require(scene.roomPage())
        recorder.seconds.withLock { $0 = 25 }
        page.update(at: 25)
        #expect(scene.screenName == "live-distribution")
        // A player who joins meanwhile shows on the page.
        _ = try scene.host.joinWithoutPhone("Di")
        page.update(at: 26)
        #expect((page as? LiveOperatorPage)?.flow.players == ["Ana", "Bo", "Cy", "Di"])
    }
}
