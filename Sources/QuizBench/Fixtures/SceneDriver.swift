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

    /// A driver of `scene`, fed by `feed` (a simulated device's, unless the scene was made with one).
    init(scene: any Scene, feed: TiltFeed = TiltFeed(source: SimulatedTilt())) {
        self.scene = scene
        self.feed = feed
    }

    /// Keys pressed and released at once, one after another, at the same moment.
    func press(_ keys: String...) {
        press(keys)
    }

    func press(_ keys: [String]) {
        for key in keys { scene.press(key: key, at: time) }
    }

    /// Keys pressed as `press` does, then the screen named `screen` waited for (up to `limit` seconds).
    func press(_ keys: String..., reaching screen: String, limit: Double = 5) throws {
        press(keys)
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

    /// The moment to draw: `seconds` on from now, lasting `span` seconds.
    func moment(after seconds: Double = 0, lasting span: Double) -> ScreenFixture.Moment {
        run(seconds: seconds)
        return (time, span)
    }

    /// The screen named `screen` waited for (up to `limit` seconds), then the moment `seconds` on from there,
    /// lasting `span` seconds.
    func moment(
        reaching screen: String, limit: Double = 5, after seconds: Double = 0, lasting span: Double
    ) throws -> ScreenFixture.Moment {
        try waitFor(screen: screen, limit: limit)
        return moment(after: seconds, lasting: span)
    }

    /// Keys pressed as `press` does, then the moment as `moment(reaching:limit:after:lasting:)` finds it.
    func moment(
        pressing keys: String..., reaching screen: String, limit: Double = 5, after seconds: Double = 0,
        lasting span: Double
    ) throws -> ScreenFixture.Moment {
        press(keys)
        return try moment(reaching: screen, limit: limit, after: seconds, lasting: span)
    }

    /// A whole game: Enter to start, then each question (the screen named `question`) answered by `answer`,
    /// Enter pressed and `pause` seconds run, until the screen named `end` is on view.
    func play(to end: String, question: String, pause: Double, answer: () throws -> Void) throws {
        press("enter")
        while scene.screenName != end {
            try waitFor(screen: question)
            try answer()
            press("enter")
            run(seconds: pause)
        }
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
