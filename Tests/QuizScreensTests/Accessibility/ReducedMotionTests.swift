import QuizCore
import Testing
import TiltInput

@testable import QuizScreens

/// `accessibility.reduce_motion` drawn: a screen that is still fading, rising or swaying is drawn as it ends,
/// so a frame a moment after it appeared is the frame it settles on; without it the two differ. The
/// Accessibility screen's choice reaches the painter.
extension SceneRenderingTests {
    @Test func reducedMotionDrawsEveryScreenAsItsAnimationEnds() throws {
        let harness = try Harness(width: 800, height: 480)
        defer { harness.close() }
        func frame(at time: Double) throws -> [UInt32] {
            harness.painter.begin(size: try harness.window.beginFrame())
            harness.scene.draw(harness.painter, at: time)
            return try Self.windowPixels(harness.window.renderer)
        }
        // The title fades in and its arrows sway; the question fades in and rises.
        #expect(harness.scene.screenName == "title")
        #expect(try frame(at: 0.05) != frame(at: 2.3), "moving: the frames differ")
        harness.painter.reducesMotion = true
        #expect(try frame(at: 0.05) == frame(at: 2.3), "reduced: a cut to the still screen")

        harness.scene.handle(.key("enter", down: true), at: 3)
        harness.run(until: { harness.time >= 3 })
        #expect(harness.scene.screenName == "question")
        let shown = harness.scene.screenShownAt
        #expect(try frame(at: shown + 0.05) == frame(at: shown + 1))
        harness.painter.reducesMotion = false
        #expect(try frame(at: shown + 0.05) != frame(at: shown + 1))
        let settled = try frame(at: shown + 1)
        harness.painter.reducesMotion = true
        #expect(try frame(at: shown + 1) == settled, "where it ends is the same either way")
    }

    @Test func theChosenReduceMotionReachesThePainter() throws {
        let window = try HeadlessWindow(width: 480, height: 800)
        defer { window.close() }
        // The session gives the painter the config's choice; the layer passes on each change made after it.
        let inForce = AccessibilityInForce(defaults: AccessibilityChoices())
        let layer = AccessibilityLayer(AccessibilityLayerTests.Recorder(), inForce: inForce, language: "en")
        window.painter.begin(size: try window.window.beginFrame())
        layer.draw(window.painter, at: 0)
        #expect(!window.painter.reducesMotion)
        inForce.change(to: AccessibilityChoices(reduceMotion: true))
        layer.draw(window.painter, at: 0.1)
        #expect(window.painter.reducesMotion)
        inForce.change(to: AccessibilityChoices(reduceMotion: false))
        layer.draw(window.painter, at: 0.2)
        #expect(!window.painter.reducesMotion)
    }
}
