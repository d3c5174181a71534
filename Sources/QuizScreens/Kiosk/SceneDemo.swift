/// An attract demo that is a real scene playing itself on the demo's own clock (0 when the demo was made),
/// pressing on once a screen has been on view long enough: the Daily Challenge, trivia and Tilt True/False demos.
protocol SceneDemo: AttractDemo {
    associatedtype DemoScene: Scene
    /// The scene being played.
    var scene: DemoScene { get }
    /// When the demo started, and since when the scene's screen has been on view.
    var screenClock: DemoScreenClock { get set }
}

extension SceneDemo {
    /// The demo's time at game time `time`, and how long the scene's screen has been on view then.
    func tick(at time: Double) -> (local: Double, onScreen: Double) {
        let local = time - screenClock.startedAt
        return (local, screenClock.onScreen(scene.screenName, at: local))
    }

    func draw(_ painter: Painter, at time: Double) {
        scene.draw(painter, at: time - screenClock.startedAt)
    }
}

/// How a demo answers: rightly, but every third answer wrong, so both reveals are seen.
struct DemoAnswering: Equatable {
    /// The answers given so far.
    private(set) var given = 0

    /// Whether the answer about to be given is to be the right one.
    var nextIsRight: Bool { given % 3 != 2 }

    /// Counts one answer given.
    mutating func gaveOne() {
        given += 1
    }
}

/// When a demo started, and which screen its scene has shown since when.
struct DemoScreenClock: Equatable {
    /// Game time when the demo was made.
    let startedAt: Double
    private var screenSince = 0.0
    private var shownScreen = ""

    init(startedAt: Double) {
        self.startedAt = startedAt
    }

    /// Seconds `screen` has been on view at the demo's time `local`: a screen other than the last one asked
    /// about starts at 0.
    mutating func onScreen(_ screen: String, at local: Double) -> Double {
        if screen != shownScreen {
            shownScreen = screen
            screenSince = local
        }
        return local - screenSince
    }
}
