import Foundation
import Testing
import TiltInput

@testable import QuizScreens

/// `--screenshots` waits for a screen to come to rest: a scene that says it is moving until 2 s is captured
/// then, not half a second after it appeared. In the serialized rendering suite: SDL's state is process-wide,
/// and a suite of its own would start and quit SDL while another suite draws (a flaky "invalid width" or a crash).
extension SceneRenderingTests {
    @Suite struct ScreenshotSettling {
        /// Shows "moving" from 0.1 s, at rest from `restsAt`; remembers when it was drawn.
        final class SlowScene: Scene {
            let restsAt: Double
            private(set) var drawnAt: [Double] = []
            private(set) var time = 0.0

            init(restsAt: Double) { self.restsAt = restsAt }

            var screenName: String { time >= 0.1 ? "moving" : "start" }
            var wantsQuit: Bool { false }
            var isDone: Bool { false }
            func handle(_ input: InputEvent, at time: Double) {}
            func handle(_ tilt: TimedTiltEvent) {}
            func update(at time: Double) { self.time = time }
            func draw(_ painter: Painter, at time: Double) { drawnAt.append(time) }
            func summaryJSON() -> String { "{}" }
            func isSettled(at time: Double) -> Bool { time >= restsAt }
        }

        func run(_ scene: SlowScene) throws -> [String] {
            let folder = NSTemporaryDirectory() + "tiltquiz-settle-" + UUID().uuidString
            var options = PlayOptions(assetsDirectory: SceneRenderingTests.root + "/assets")
            options.headless = true
            options.sound = false
            options.screenshotsDirectory = folder
            options.script = InputScript(steps: [(time: 4, step: .wait)])
            _ = try PlaySession(options: options, tilt: TiltFeed(source: SimulatedTilt())) { _ in scene }.run()
            return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        }

        @Test func aScreenIsCapturedOnceAtRest() throws {
            let scene = SlowScene(restsAt: 2)
            let shots = try run(scene)
            #expect(shots == ["001-moving.png"], "a screen gone before its half second is not captured")
            let capture = try #require(scene.drawnAt.last)
            #expect(capture >= 2 && capture < 2.02, "captured at \(capture) s, when it came to rest")
        }

        @Test func aScreenAtRestAtOnceIsCapturedHalfASecondIn() throws {
            let scene = SlowScene(restsAt: 0)
            _ = try run(scene)
            let capture = try #require(scene.drawnAt.last)
            #expect(capture >= 0.6 && capture < 0.62, "captured at \(capture) s")
        }
    }
}
