import Foundation
import Testing

@testable import QuizScreens

/// A translucent pill of odd height (a button fading in) has no seam where
/// its top and bottom corners meet. (In the scene-rendering suite, which runs
/// one SDL test at a time.)
extension SceneRenderingTests {
    @Test func aTranslucentPillOfOddHeightHasNoSeam() throws {
        let harness = try SceneRenderingTests.Harness(width: 320, height: 240)
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
