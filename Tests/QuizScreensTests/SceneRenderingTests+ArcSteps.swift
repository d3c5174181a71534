import CSDL2
import Testing

@testable import QuizScreens

/// A countdown's ring drawn in steps (`Painter.ring(steps:)`, the live question's) has its arcs made ahead off
/// the frame (`ArcSteps`): each step must be drawn with the very pixels the arc rasterised on the frame has, and
/// follow the value and the colour it is drawn in. (In the scene-rendering suite, one SDL test at a time.)
extension SceneRenderingTests {
    @Test func aRingsStepsMadeAheadDrawTheSamePixelsAndFollowTheValue() throws {
        let (cx, cy, radius, thickness) = (160.0, 120.0, 62.0, 11.0)
        let steps = 120
        /// Each fraction's frame from one painter, every ring drawn with `steps` or without.
        func frames(_ fractions: [(Double, Color)], stepped: Bool) throws -> (pixels: [[UInt32]], fromSteps: Int) {
            let harness = try HeadlessWindow(width: 320, height: 240)
            defer { harness.close() }
            var frames: [[UInt32]] = []
            for (fraction, color) in fractions {
                harness.painter.begin(size: try harness.window.beginFrame())
                harness.painter.ring(
                    centerX: cx, centerY: cy, radius: radius, thickness: thickness, fraction: fraction, color,
                    steps: stepped ? steps : nil)
                frames.append(try Self.presentAndRead(harness.window))
                // After a colour's first frame, which asks for its steps: every step of the ring is made.
                if stepped { harness.painter.arcSteps.waitUntilMade() }
            }
            return (frames, harness.painter.arcsFromSteps)
        }
        let shown: [(Double, Color)] = [
            (1, Theme.accent), (119.0 / 120, Theme.accent), (61.0 / 120, Theme.accent), (60.0 / 120, Theme.accent),
            (7.0 / 120, Theme.accent), (1.0 / 120, Theme.accent),
            // The colour turns (5 seconds left): its steps are made ahead too, from that frame.
            (30.0 / 120, Theme.wrong), (29.0 / 120, Theme.wrong), (2.0 / 120, Theme.wrong),
        ]
        let stepped = try frames(shown, stepped: true)
        let rasterised = try frames(shown, stepped: false)
        // Every step after a colour's first (5 and 2) came from the steps made ahead; a colour's first frame asks
        // for its steps and may or may not find its own made by the time it draws (the queue runs beside it), so
        // 7 to 9. Without `steps`, none did.
        #expect((7...9).contains(stepped.fromSteps), "\(stepped.fromSteps) arcs made from the steps")
        #expect(rasterised.fromSteps == 0)
        for (index, (fraction, color)) in shown.enumerated() {
            let differing = zip(stepped.pixels[index], rasterised.pixels[index]).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ at \(fraction) in \(color)")
        }
        // The picture follows the value and the colour: no two frames alike.
        for first in shown.indices {
            for second in shown.indices where second > first {
                #expect(
                    stepped.pixels[first] != stepped.pixels[second],
                    "the ring at \(shown[first].0) and at \(shown[second].0) drew the same pixels")
            }
        }
    }

    /// The steps kept are pixels that are not zero, in runs: written back, they are the arc as rasterised.
    @Test func anArcsRunsWriteBackItsPixels() throws {
        let system = try HeadlessWindow.openSDL()
        defer { system.close() }
        let ring = ArcSteps.Ring(diameter: 90, thickness: 9, red: 0xE0, green: 0x40, blue: 0x30)
        for thousandths in [8, 250, 500, 992, 1000] {
            let made = try #require(ArcSteps.rasterize(ring, thousandths: thousandths))
            let surface = try #require(ArcSteps.surface(of: made))
            defer { SDL_FreeSurface(surface) }
            let pixels = UnsafeBufferPointer(
                start: surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), count: 90 * 90)
            let again = ArcSteps.Pixels(width: 90, height: 90, pixels: pixels)
            #expect(again.values == made.values)
            #expect(again.runs.map(\.start) == made.runs.map(\.start))
            #expect(again.runs.map(\.count) == made.runs.map(\.count))
            // Not empty, and smaller than the square it lies in.
            #expect(!made.values.isEmpty && made.values.count < 90 * 90)
        }
    }
}
