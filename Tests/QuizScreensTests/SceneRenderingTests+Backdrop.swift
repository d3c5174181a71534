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
        let keeping = FrameCompositor(painter: harness.painter, redrawsParts: false)
        let reference = FrameCompositor(painter: harness.painter, redrawsParts: true)
        defer {
            keeping.close()
            reference.close()
        }
        for frame in 0..<40 {
            let time = Double(frame) / 60
            // What lies under the scrim changes now and then (a timer's second behind a store).
            if frame % 15 == 0 { scene.underAt = 1 + time }
            let size = try harness.window.beginFrame()
            let list = keeping.record(scene, size: size, at: time)
            #expect(list.backdrop != nil, "the scrim marks what is under it")
            keeping.draw(list, target: harness.window.transform)
            let kept = try Self.presentAndRead(harness.window)
            try harness.window.beginFrame()
            reference.draw(reference.record(scene, size: size, at: time), target: harness.window.transform, whole: true)
            let drawn = try Self.presentAndRead(harness.window)
            #expect(zip(kept, drawn).filter { $0 != $1 }.count == 0, "frame \(frame)")
        }
        #expect(keeping.backdropsDrawn == 3, "drawn again only when what is under the scrim changed")
    }
}
