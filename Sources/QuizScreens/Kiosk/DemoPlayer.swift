import QuizCore
import TiltInput

/// Attract mode's demo: the real Tilt True/False scene playing itself on a
/// simulated device that a small script tilts, so the arrow grows stage by
/// stage, commits and the reveal shows. It has its own tilt feed, no sound,
/// and keeps nothing. Its clock starts at 0 when it is made.
final class DemoPlayer: SceneDemo {
    /// The demo device turns slowly, so each stage of the arrow is seen.
    static let degreesPerSecond = 30.0
    /// Time on a fresh question before the device starts to turn.
    static let thinkSeconds = 0.9
    /// Time the reveal stays before the demo moves on.
    static let revealSeconds = 2.2

    let scene: TrueFalseScene
    private let device: SimulatedTilt
    private let feed: TiltFeed
    var screenClock: DemoScreenClock
    private var answering = DemoAnswering()

    /// A demo round of `questions`, dealt with `seed`, starting at game time `startedAt`.
    init(questions: [TrueFalseQuestion], seed: UInt64, startedAt: Double, sounds: SoundPlayer) {
        device = SimulatedTilt(degreesPerSecond: Self.degreesPerSecond)
        feed = TiltFeed(source: device)
        let rules = TrueFalseGame.Rules(roundLength: 3, neutralHoldAdvances: false)
        scene = TrueFalseScene(
            game: TrueFalseGame(pool: questions, rules: rules, seed: seed), tilt: feed, sounds: sounds)
        screenClock = DemoScreenClock(startedAt: startedAt)
    }

    /// At a larger text size the call to play goes over the dice row (see `TrueFalseLayout`).
    func callToActionTop(for size: Size, stripGrows: Bool) -> Double? {
        TrueFalseLayout.callToActionTop(for: size, stripGrows: stripGrows)
    }

    /// The round's screens without their foot hint, which the call to play covers.
    func drawUnderCallToAction(_ painter: Painter, at time: Double) {
        scene.drawUnderCallToAction(painter, at: time - screenClock.startedAt)
    }

    /// Steps the demo to game time `time`.
    func update(at time: Double) {
        let (local, onScreen) = tick(at: time)
        switch scene.game.screen {
        case .title, .gameOver:
            scene.handle(.key("enter", down: true), at: local)
            scene.handle(.key("enter", down: false), at: local)
        case .question:
            if onScreen >= Self.thinkSeconds, feed.pipeline.isCalibrated, let question = scene.game.currentQuestion {
                let chooseTrue = answering.nextIsRight ? question.answer : !question.answer
                device.setHeld(left: chooseTrue, right: !chooseTrue, at: local)
            }
        case .reveal:
            device.setHeld(left: false, right: false, at: local)
            if onScreen >= Self.revealSeconds {
                answering.gaveOne()
                scene.handle(.key("enter", down: true), at: local)
            }
        }
        for event in feed.events(through: local) { scene.handle(event) }
        scene.update(at: local)
    }
}
