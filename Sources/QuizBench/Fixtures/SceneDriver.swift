import QuizApp
import QuizScreens
import TiltInput

/// Steps a scene the way the game loop does (keys, the tilt feed, fixed
/// updates at 120 Hz) without drawing, to bring it to a screen worth timing.
final class SceneDriver {
    let scene: any Scene
    let feed: TiltFeed
    private(set) var time = 0.0
    /// The newest arrow stage the tilt feed reported, and when.
    private(set) var lastStage: (stage: Int, at: Double)?

    init(scene: any Scene, feed: TiltFeed) {
        self.scene = scene
        self.feed = feed
    }

    /// Keys pressed and released at once, one after another, at the same moment.
    func press(_ keys: String...) {
        for key in keys { scene.press(key: key, at: time) }
    }

    /// Keys pressed as `press` does, then the screen named `screen` waited for (up to `limit` seconds).
    func press(_ keys: String..., reaching screen: String, limit: Double = 5) throws {
        for key in keys { scene.press(key: key, at: time) }
        try waitFor(screen: screen, limit: limit)
    }

    /// Types text as a physical keyboard would.
    func type(_ text: String) {
        scene.handle(.text(text), at: time)
    }

    func hold(_ key: String, down: Bool = true) {
        scene.handle(.key(key, down: down), at: time)
    }

    /// Runs the game for `seconds`.
    func run(seconds: Double) {
        let end = time + seconds
        while time + PlaySession.stepSeconds <= end + 1e-9 { step() }
    }

    /// Runs the game until `condition` holds; fails after `limit` seconds.
    func run(until what: String, limit: Double = 120, _ condition: () -> Bool) throws {
        let end = time + limit
        while !condition() {
            guard time < end else {
                throw CommandFailure("the bench could not reach \(what) (on \(scene.screenName) after \(limit) s)")
            }
            step()
        }
    }

    /// Runs the game until the screen named `screen` is on view; fails after `limit` seconds.
    func waitFor(screen: String, limit: Double = 5) throws {
        try run(until: "the screen \(screen)", limit: limit) { scene.screenName == screen }
    }

    /// A fixture's usual last steps: half a second on, then `key` (read only then) pressed, the screen named
    /// `screen` waited for (up to `limit` seconds), and `after` seconds for it to settle; the moment to draw, one
    /// frame long.
    func moment(
        pressing key: @autoclosure () throws -> String, reaching screen: String, limit: Double = 5, after: Double
    ) throws -> ScreenFixture.Moment {
        run(seconds: 0.5)
        press(try key())
        try waitFor(screen: screen, limit: limit)
        run(seconds: after)
        return (time, 1)
    }

    /// One fixed update: the tilt feed's events up to now, then the rules.
    func step() {
        time += PlaySession.stepSeconds
        for event in feed.events(through: time) {
            if case .stage(_, let stage) = event.event { lastStage = (stage, event.time) }
            scene.handle(event)
        }
        scene.update(at: time)
    }
}
