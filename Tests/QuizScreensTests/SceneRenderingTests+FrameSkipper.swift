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

/// A screen that stays the same is listed less often; a change or input brings every turn back.
@Suite struct FrameSkipperPacingTests {
    /// Runs `turns` loop turns listing `list` whenever the skipper asks; returns how many turns listed it.
    func listed(_ skipper: inout FrameSkipper, _ list: DisplayList, turns: Int, input: Bool = false) -> Int {
        var count = 0
        for turn in 0..<turns where skipper.shouldList(inputArrived: input && turn == 0) {
            _ = skipper.needsDrawing(list, now: 0)
            count += 1
        }
        return count
    }

    @Test func aStillScreenIsListedEverySecondTurnUntilItChangesOrInputArrives() {
        var skipper = FrameSkipper()
        let still = DisplayList(size: Size(width: 320, height: 240))
        let other = DisplayList(size: Size(width: 640, height: 480))
        // The first frame and 30 unchanged ones: every turn lists.
        #expect(listed(&skipper, still, turns: FrameSkipper.stillFrames + 1) == FrameSkipper.stillFrames + 1)
        // Still: one turn in two.
        #expect(listed(&skipper, still, turns: 40) == 20)
        // Input ends the still spell at once: every turn lists again for the next 30 unchanged frames.
        #expect(listed(&skipper, still, turns: 20, input: true) == 20)
        #expect(listed(&skipper, still, turns: 40) < 40)
        // A frame that differs does too.
        var changed = 0
        for _ in 0..<10 where skipper.shouldList(inputArrived: false) {
            _ = skipper.needsDrawing(other, now: 0)
            changed += 1
        }
        #expect(changed >= 9, "within 2 turns the change is seen, then every turn lists")
        #expect(listed(&skipper, other, turns: 20) == 20, "the changed screen is listed every turn")
    }

    @Test func theLoopTurnsEverySecondFrameOnlyWhileTheScreenIsStill() {
        var skipper = FrameSkipper()
        let still = DisplayList(size: Size(width: 320, height: 240))
        let other = DisplayList(size: Size(width: 640, height: 480))
        #expect(skipper.framesPerTurn == 1)
        _ = listed(&skipper, still, turns: FrameSkipper.stillFrames)
        #expect(skipper.framesPerTurn == 1, "30 frames alike: not still yet")
        _ = listed(&skipper, still, turns: 1)
        #expect(skipper.isStill)
        #expect(skipper.framesPerTurn == FrameSkipper.stillTurnFrames)
        // Input: the very turn it arrives, the loop is back to every frame.
        _ = skipper.shouldList(inputArrived: true)
        #expect(skipper.framesPerTurn == 1)
        // Still again, then a different frame: every frame again.
        _ = listed(&skipper, still, turns: FrameSkipper.stillFrames + 1)
        #expect(skipper.framesPerTurn == FrameSkipper.stillTurnFrames)
        var turns = 0
        while skipper.framesPerTurn != 1, turns < 4 {
            if skipper.shouldList(inputArrived: false) { _ = skipper.needsDrawing(other, now: 0) }
            turns += 1
        }
        #expect(skipper.framesPerTurn == 1, "a change ends the still spell")
        #expect(turns <= FrameSkipper.stillStride)
    }
}
