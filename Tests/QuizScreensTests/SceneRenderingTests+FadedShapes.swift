import CSDL2
import Testing

@testable import QuizScreens

/// Translucent shapes on the software renderer are blitted from copies with their alpha multiplied in
/// (`FadedShapes`), not modulated: they must look as SDL's modulated blend draws them, and a fade must not
/// pile up copies. (In the scene-rendering suite, one SDL test at a time.)
extension SceneRenderingTests {
    /// An icon, a die's pips, a circle, a rounded rectangle cut into corners and bands, an outline and a ring,
    /// translucent over the background and over a panel: within a step per channel of the modulated blit.
    @Test func translucentShapesLookAsIfModulated() throws {
        let harness = try HeadlessWindow(width: 480, height: 240)
        defer { harness.close() }
        let painter = harness.painter
        let copies = try #require(painter.fadedShapes)
        func draw(alpha: Double, copied: Bool) throws -> [UInt32] {
            painter.fadedShapes = copied ? copies : nil
            defer { painter.fadedShapes = copies }
            painter.begin(size: try harness.window.beginFrame())
            painter.fill(Rect(x: 0, y: 120, width: 480, height: 120), Theme.surface)
            painter.icon(.chevronLeft, in: Rect(x: 10, y: 80, width: 76, height: 76), Theme.dieDim.opacity(alpha))
            painter.pips(5, in: Rect(x: 10, y: 170, width: 50, height: 50), Theme.accent.opacity(alpha))
            painter.circle(centerX: 170, centerY: 120, radius: 60, Theme.right.opacity(alpha))
            painter.roundedRect(
                Rect(x: 250, y: 30, width: 101, height: 180), radius: 30, Theme.accent.opacity(alpha))
            painter.roundedRect(
                Rect(x: 370, y: 30, width: 90, height: 60), radius: 12, Theme.text.opacity(alpha), stroke: 3)
            painter.ring(
                centerX: 415, centerY: 170, radius: 40, thickness: 8, fraction: 0.7, Theme.wrong.opacity(alpha))
            return try Self.presentAndRead(harness.window)
        }
        for alpha in [0.05, 0.25, 0.45, 0.5, 0.8, 0.99] {
            // Copied first: the shapes' textures are made readable only while there are copies to make.
            let copied = try draw(alpha: alpha, copied: true)
            let modulated = try draw(alpha: alpha, copied: false)
            var largest: UInt32 = 0
            var changed = 0
            for (a, b) in zip(modulated, copied) where a != b {
                changed += 1
                for shift: UInt32 in [0, 8, 16] {
                    let (x, y) = ((a >> shift) & 0xFF, (b >> shift) & 0xFF)
                    largest = max(largest, x > y ? x - y : y - x)
                }
            }
            #expect(largest <= 2, "alpha \(alpha): \(changed) pixels differ, by up to \(largest)")
        }
        #expect(copies.made >= 6 * 5, "each translucent shape was drawn from a copy at each alpha")
        let empty = try draw(alpha: 0, copied: true)
        #expect(try draw(alpha: 0.5, copied: true) != empty, "the shapes were drawn")
    }

    /// A shape fading in over 300 frames makes a copy a frame; the oldest are let go, so the copies stay within
    /// their count and bytes, and once the fade is over only the copy still drawn is kept.
    @Test func aFadeKeepsItsCopiesBounded() throws {
        let harness = try HeadlessWindow(width: 480, height: 240)
        defer { harness.close() }
        let painter = harness.painter
        let copies = try #require(painter.fadedShapes)
        for frame in 1...300 {
            painter.begin(size: try harness.window.beginFrame())
            painter.circle(centerX: 240, centerY: 120, radius: 110, Theme.right.opacity(Double(frame) / 301))
            harness.window.present()
        }
        #expect(copies.made >= 250)
        #expect(copies.count <= 64)
        #expect(copies.bytes <= 1 << 20)
        // The fade is over: the circle stays at its last alpha, and the fade's copies are let go.
        for _ in 0...(2 * copies.sweepFrames) {
            painter.begin(size: try harness.window.beginFrame())
            painter.circle(centerX: 240, centerY: 120, radius: 110, Theme.right.opacity(0.5))
            harness.window.present()
        }
        #expect(copies.count == 1, "only the steady circle's copy is kept")
        painter.close()
        #expect(copies.count == 0 && copies.bytes == 0)
    }
}
