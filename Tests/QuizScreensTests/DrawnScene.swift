import TiltInput

@testable import QuizScreens

/// A scene that only draws, by a closure given the painter and the time: for tests of the painter, the compositor
/// and the layout check, which need a frame and nothing of a game.
final class DrawnScene: Scene {
    let screenName: String
    private let drawing: (Painter, Double) -> Void

    init(_ screenName: String = "drawn", drawing: @escaping (Painter, Double) -> Void) {
        self.screenName = screenName
        self.drawing = drawing
    }

    var wantsQuit: Bool { false }
    var isDone: Bool { false }
    func handle(_ input: InputEvent, at time: Double) {}
    func handle(_ tilt: TimedTiltEvent) {}
    func update(at time: Double) {}
    func draw(_ painter: Painter, at time: Double) { drawing(painter, time) }
    func summaryJSON() -> String { "{}" }
}
