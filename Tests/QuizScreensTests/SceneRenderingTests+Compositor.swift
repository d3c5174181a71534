import CSDL2
import Foundation
import Testing
import TiltInput

@testable import QuizScreens

/// Redrawing only what changed leaves exactly the pixels a whole redraw
/// would: frame after frame of the title's entry and sway, the arrow growing
/// and snapping, and the reveal panel rising, drawn both ways and compared.
/// (In the scene-rendering suite, which runs one SDL test at a time.)
extension SceneRenderingTests {
    /// Presents the frame as the loop does and reads back the panel's pixels.
    static func presentAndRead(_ window: GameWindow) throws -> [UInt32] {
        window.present()
        let size = window.panelSize
        var pixels = [UInt32](repeating: 0, count: Int(size.width) * Int(size.height))
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(
                window.renderer, nil, tq_SDL_PIXELFORMAT_ARGB8888(), buffer.baseAddress, Int32(size.width) * 4)
        }
        try #require(status == 0)
        return pixels
    }

    @Test(arguments: [DisplayRotation.degrees0, .degrees90])
    func redrawingOnlyWhatChangedMatchesAWholeRedrawPixelForPixel(rotation: DisplayRotation) throws {
        let harness = try SceneRenderingTests.Harness(width: 640, height: 360, rotation: rotation)
        defer { harness.close() }
        let compositor = FrameCompositor(painter: harness.painter, redrawsParts: true)
        var partialFrames = 0
        var compared = 0
        func compareFrame() throws {
            let size = try harness.window.beginFrame()
            let list = compositor.record(harness.scene, size: size, at: harness.time)
            compositor.draw(list, target: harness.window.transform)
            if case .parts = compositor.lastRegion { partialFrames += 1 }
            let partial = try Self.presentAndRead(harness.window)
            try harness.window.beginFrame()
            compositor.draw(list, target: harness.window.transform, whole: true)
            let whole = try Self.presentAndRead(harness.window)
            let differing = zip(partial, whole).filter { $0 != $1 }.count
            #expect(differing == 0, "frame at \(harness.time) s on \(harness.scene.screenName)")
            compared += 1
        }
        func play(until condition: () -> Bool) throws {
            let end = harness.time + 6
            while !condition() && harness.time < end {
                // One frame at 60 Hz: the scene steps at 120 Hz.
                let next = harness.time + 1.0 / 60 - 1e-9
                harness.run(until: { harness.time >= next }, limit: .infinity)
                try compareFrame()
            }
        }
        try play(until: { harness.time >= 2.5 })
        harness.scene.handle(.key("enter", down: true), at: harness.time)
        harness.scene.handle(.key("enter", down: false), at: harness.time)
        try play(until: { harness.time >= 3.5 })
        harness.scene.handle(.key("left", down: true), at: harness.time)
        try play(until: { harness.scene.game.screen == .reveal })
        harness.scene.handle(.key("left", down: false), at: harness.time)
        let revealed = harness.time
        try play(until: { harness.time >= revealed + 1.5 })
        #expect(compared > 200)
        // (A fifth before the third arrow stayed 0.2 s on view; those frames redraw the whole arrow band.)
        #expect(partialFrames > compared / 6, "many frames change only a part of the screen")
    }
}
