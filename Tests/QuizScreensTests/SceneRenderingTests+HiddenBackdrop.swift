import CSDL2
import Foundation
import Testing
import TiltInput

@testable import QuizScreens

/// What changes under a scrim where an opaque card hides it (a question's
/// timer bar behind the store) is not redrawn into the kept picture until it
/// shows; the frames are still those drawn operation by operation.
extension SceneRenderingTests {
    /// A bar that grows for a quarter of a second under a scrim, hidden by a
    /// card that then moves off the bar for a few frames and is gone for a few more.
    final class HiddenChangeScene: Scene {
        var screenName: String { "hidden-change" }
        var wantsQuit: Bool { false }
        var isDone: Bool { false }

        func handle(_ input: InputEvent, at time: Double) {}
        func handle(_ tilt: TimedTiltEvent) {}
        func update(at time: Double) {}
        func summaryJSON() -> String { "{}" }

        func draw(_ painter: Painter, at time: Double) {
            let size = painter.size
            let frame = Int((time * 60).rounded())
            painter.fill(Rect(x: 100, y: 100, width: 100 + Double(min(frame, 15)) * 4, height: 20), Theme.accent)
            painter.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Theme.backgroundBottom.opacity(0.8))
            let card: Rect? =
                switch frame {
                case 20..<26: Rect(x: 30, y: 150, width: size.width - 60, height: 150)
                case 26..<30: nil
                default: Rect(x: 30, y: 30, width: size.width - 60, height: size.height - 60)
                }
            if let card { painter.roundedRect(card, radius: 12, Theme.surface) }
            painter.text("Store", TextStyle(pixels: 28, bold: true), Theme.text, x: 50, y: 50)
        }
    }

    @Test(arguments: [DisplayRotation.degrees0, .degrees90])
    func changesHiddenUnderACardAreRedrawnWhenTheyShow(rotation: DisplayRotation) throws {
        let harness = try HeadlessWindow(width: 640, height: 360, rotation: rotation)
        defer { harness.close() }
        let scene = HiddenChangeScene()
        let compositors = ScrimCompositors(harness)
        defer { compositors.close() }
        let keeping = compositors.keeping
        var redrawnWhileHidden = 0
        for frame in 0..<40 {
            try compositors.expectSamePixels(scene, frame: frame) { list in
                let before = keeping.backdropPixelsRedrawn
                keeping.draw(list, target: harness.window.transform)
                if (1..<20).contains(frame) { redrawnWhileHidden += keeping.backdropPixelsRedrawn - before }
            }
        }
        #expect(keeping.backdropsDrawn == 16, "the bar under the scrim changed in frames 0-15")
        #expect(redrawnWhileHidden == 0, "the bar's change under the card was not redrawn while hidden")
    }
}
