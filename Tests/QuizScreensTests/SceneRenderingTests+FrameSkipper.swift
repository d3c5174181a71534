import Foundation
import Testing

@testable import QuizScreens

/// The real-time loop draws a frame only when it differs from the one on
/// screen (or a second has passed), judged by what the scene asks the painter to draw.
/// (In the scene-rendering suite, which runs one SDL test at a time.)
extension SceneRenderingTests {
    @Test func frameSkipperDrawsAStillTitleOnceThenSkipsUntilItChangesOrASecondPasses() throws {
        let harness = try SceneRenderingTests.Harness(width: 640, height: 360)
        defer { harness.close() }
        var skipper = FrameSkipper()
        let compositor = FrameCompositor(painter: harness.painter)
        let size = harness.window.size
        // Well after the entry animation, the title only changes when its arrows' sway crosses a step.
        harness.run(until: { harness.time >= 3 })
        let draw = { (time: Double, now: Double) in
            skipper.needsDrawing(compositor.record(harness.scene, size: size, at: time), now: now)
        }
        let first = draw(3.0, 0.0)
        let same = draw(3.0, 0.1)
        let stillSame = draw(3.0, 0.5)
        let refreshed = draw(3.0, 1.2)
        #expect(first)
        #expect(!same)
        #expect(!stillSame)
        #expect(refreshed, "an unchanged screen is still refreshed once a second")
        // Over a whole sway period some frames differ, and most do not.
        var drawn = 0
        for frame in 0..<180 where draw(3.0 + Double(frame) / 60, 1.2 + Double(frame) / 600) { drawn += 1 }
        #expect(drawn > 0)
        #expect(drawn < 60)
    }

    @Test func frameSkipperTreatsADifferentSizeAsADifferentFrame() throws {
        let harness = try SceneRenderingTests.Harness(width: 640, height: 360)
        defer { harness.close() }
        var skipper = FrameSkipper()
        let compositor = FrameCompositor(painter: harness.painter)
        harness.run(until: { harness.time >= 3 })
        let small = Size(width: 640, height: 360)
        let large = Size(width: 1280, height: 720)
        let frame = { (size: Size) in compositor.record(harness.scene, size: size, at: 3) }
        let smallFirst = skipper.needsDrawing(frame(small), now: 0)
        let largeNext = skipper.needsDrawing(frame(large), now: 0.1)
        let largeAgain = skipper.needsDrawing(frame(large), now: 0.2)
        #expect(smallFirst)
        #expect(largeNext)
        #expect(!largeAgain)
    }
}
