import TiltInput

@testable import QuizScreens

/// SDL on its dummy driver without audio, a window of the given size and a painter with the game's fonts and
/// icons: what every test that draws opens first, opened one way. The rigs that drive a scene are kinds of it.
/// Close it at the end of the test.
class HeadlessWindow {
    let system: SDLSystem
    let window: GameWindow
    let painter: Painter

    init(width: Int, height: Int, rotation: DisplayRotation = .degrees0) throws {
        system = try Self.openSDL()
        window = try GameWindow(
            title: "test", width: width, height: height, fullscreen: false, headless: true, rotation: rotation)
        let fonts = try Fonts.locate()
        painter = Painter(
            renderer: window.renderer, fonts: Fonts(regularPath: fonts.regular, boldPath: fonts.bold),
            icons: try IconSet(directory: SceneRenderingTests.root + "/assets/icons"),
            catalog: try Painter.catalog(assets: SceneRenderingTests.root + "/assets"))
    }

    /// SDL as the tests open it, for those that need no window: the dummy video driver and no audio.
    static func openSDL() throws -> SDLSystem {
        try SDLSystem(headless: true, wantAudio: false)
    }

    /// Runs `body` with the painter of a new `width` x `height` window whose frame has begun, to measure and fit
    /// words as the screens do, and closes the window after.
    static func measuring<Result>(width: Int, height: Int, _ body: (Painter) throws -> Result) throws -> Result {
        let window = try HeadlessWindow(width: width, height: height)
        defer { window.close() }
        window.painter.begin(size: Size(width: Double(width), height: Double(height)))
        return try body(window.painter)
    }

    /// Draws `scene` at `time` on a new frame and saves the frame as a PNG at `path`.
    func screenshot(of scene: any Scene, at time: Double, to path: String) throws {
        painter.begin(size: try window.beginFrame())
        scene.draw(painter, at: time)
        try window.saveScreenshot(to: path)
    }

    func close() {
        painter.close()
        window.close()
        system.close()
    }
}
