import Foundation
import Testing

@testable import QuizScreens

/// A translucent pill of odd height (a button fading in) has no seam where
/// its top and bottom corners meet. (In the scene-rendering suite, which runs
/// one SDL test at a time.)
extension SceneRenderingTests {
    @Test func aTranslucentPillOfOddHeightHasNoSeam() throws {
        let harness = try HeadlessWindow(width: 320, height: 240)
        defer { harness.close() }
        let size = try harness.window.beginFrame()
        harness.painter.begin(size: size)
        let pill = Rect(x: 40, y: 60, width: 200, height: 61)
        harness.painter.roundedRect(pill, radius: pill.height / 2, Theme.accent.opacity(0.5))
        let pixels = try Self.presentAndRead(harness.window)
        let width = Int(size.width)
        // A column inside the left corners, where the top and bottom corner pieces meet at the middle row.
        let column = 40 + 20
        let rows = (60 + 27)...(60 + 33)
        let colours = Set(rows.map { pixels[$0 * width + column] & 0x00FF_FFFF })
        // The background's gradient may change by one level over these rows, a seam by many.
        let reds = colours.map { Int(($0 >> 16) & 0xFF) }
        #expect((reds.max() ?? 0) - (reds.min() ?? 0) <= 1, "rows \(rows) at x \(column): \(colours)")
    }
}

extension SceneRenderingTests {
    /// An arc of any length stays in its ring (nothing drawn outside it or into its hole), with soft edges.
    @Test(arguments: [0.03, 0.25, 0.5, 0.97, 1.0])
    func anArcStaysInItsRingAndIsSmooth(fraction: Double) throws {
        let harness = try HeadlessWindow(width: 320, height: 240)
        defer { harness.close() }
        let size = try harness.window.beginFrame()
        harness.painter.begin(size: size)
        let (cx, cy, radius, thickness) = (160.0, 120.0, 80.0, 12.0)
        harness.painter.ring(
            centerX: cx, centerY: cy, radius: radius, thickness: thickness, fraction: fraction, Color(hex: 0xFF0000))
        let pixels = try Self.presentAndRead(harness.window)
        var outside = 0
        var painted = 0
        var partial = 0
        for y in 0..<Int(size.height) {
            for x in 0..<Int(size.width) {
                let red = Int((pixels[y * Int(size.width) + x] >> 16) & 0xFF)
                guard red > 0x60 else { continue }
                painted += 1
                if red < 0xF0 { partial += 1 }
                let distance =
                    ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy)
                        * (Double(y) + 0.5 - cy))
                    .squareRoot()
                if distance > radius + 1.5 || distance < radius - thickness - 1.5 { outside += 1 }
            }
        }
        let area = Double.pi * (radius * radius - (radius - thickness) * (radius - thickness)) * fraction
        #expect(outside == 0, "\(outside) pixels off the ring at \(fraction)")
        #expect(abs(Double(painted) - area) < area * 0.15 + 20, "painted \(painted), the arc's area \(area)")
        #expect(partial > 0, "anti-aliased edges")
    }
}
