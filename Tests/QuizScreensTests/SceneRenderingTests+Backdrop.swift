import CSDL2
import Foundation
import Testing
import TiltInput

@testable import QuizScreens

/// Whole frames over a scrim reuse the picture under it (a renderer that does
/// not keep its picture is given whole frames): the pixels are those of the
/// frame drawn operation by operation, when the kept picture is reused, when
/// what is under the scrim changes, and on a turned panel.
extension SceneRenderingTests {
    /// A screen frozen under a scrim at `underAt`, with a card moving over it.
    final class OverlayScene: Scene {
        let under: any Scene
        var underAt = 0.0
        var screenName: String { "overlay" }
        var wantsQuit: Bool { false }
        var isDone: Bool { false }

        init(under: any Scene) { self.under = under }

        func handle(_ input: InputEvent, at time: Double) {}
        func handle(_ tilt: TimedTiltEvent) {}
        func update(at time: Double) {}
        func summaryJSON() -> String { "{}" }

        func draw(_ painter: Painter, at time: Double) {
            under.draw(painter, at: underAt)
            let size = painter.size
            painter.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Theme.backgroundBottom.opacity(0.78))
            let card = Rect(x: size.width * 0.2 + time * 20, y: size.height * 0.25, width: size.width * 0.5, height: 90)
            painter.roundedRect(card, radius: 12, Theme.surface)
            painter.text("Store", TextStyle(pixels: 28, bold: true), Theme.text, x: card.x + 16, y: card.y + 12)
            painter.text("\(Int(time * 60))", TextStyle(pixels: 20), Theme.accent, x: card.x + 16, y: card.y + 50)
        }
    }

    @Test(arguments: [DisplayRotation.degrees0, .degrees90])
    func wholeFramesOverAScrimKeepThePictureUnderItPixelForPixel(rotation: DisplayRotation) throws {
        let harness = try SceneRenderingTests.Harness(width: 640, height: 360, rotation: rotation)
        defer { harness.close() }
        harness.run(until: { harness.time >= 1.5 })
        let scene = OverlayScene(under: harness.scene)
        let compositors = ScrimCompositors(harness)
        defer { compositors.close() }
        for frame in 0..<40 {
            // What lies under the scrim changes now and then (a timer's second behind a store).
            if frame % 15 == 0 { scene.underAt = 1 + Double(frame) / 60 }
            try compositors.expectSamePixels(scene, frame: frame) { list in
                #expect(list.backdrop != nil, "the scrim marks what is under it")
                compositors.keeping.draw(list, target: harness.window.transform)
            }
        }
        #expect(compositors.keeping.backdropsDrawn == 3, "drawn again only when what is under the scrim changed")
    }

    /// Two compositors over one harness: `keeping` reuses the picture under a scrim as the game does (a renderer
    /// that does not keep its picture), `reference` draws every frame whole, operation by operation.
    final class ScrimCompositors {
        let harness: HeadlessWindow
        let keeping: FrameCompositor
        let reference: FrameCompositor

        init(_ harness: HeadlessWindow) {
            self.harness = harness
            keeping = FrameCompositor(painter: harness.painter, redrawsParts: false)
            reference = FrameCompositor(painter: harness.painter, redrawsParts: true)
        }

        func close() {
            keeping.close()
            reference.close()
        }

        /// Frame `frame` of `scene` (60 a second): `keep` draws its list with `keeping`, and the same frame drawn
        /// whole by `reference` must have the same pixels.
        func expectSamePixels(
            _ scene: any Scene, frame: Int, sourceLocation: SourceLocation = #_sourceLocation,
            keep: (DisplayList) -> Void
        ) throws {
            let time = Double(frame) / 60
            let size = try harness.window.beginFrame()
            keep(keeping.record(scene, size: size, at: time))
            let kept = try SceneRenderingTests.presentAndRead(harness.window)
            try harness.window.beginFrame()
            reference.draw(reference.record(scene, size: size, at: time), target: harness.window.transform, whole: true)
            let drawn = try SceneRenderingTests.presentAndRead(harness.window)
            #expect(zip(kept, drawn).filter { $0 != $1 }.count == 0, "frame \(frame)", sourceLocation: sourceLocation)
        }
    }
}
