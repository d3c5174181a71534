import CSDL2
import Foundation

/// A headless window, software renderer and painter without a game loop, for
/// `tiltquiz bench`: draws one frame of a scene, or a floor frame that only
/// clears and presents, exactly as the loop draws them.
public final class FrameRig {
    private let system: SDLSystem
    private let window: GameWindow
    private let painter: Painter
    /// A silent sound player for the scenes the rig draws.
    public let sounds: SoundPlayer

    /// Opens a `width` x `height` window on SDL's dummy (or offscreen) driver.
    public init(width: Int, height: Int, assetsDirectory: String) throws(ScreenError) {
        system = try SDLSystem(headless: true, wantAudio: false)
        do {
            window = try GameWindow(
                title: "TiltQuiz bench", width: width, height: height, fullscreen: false, headless: true)
        } catch {
            system.close()
            throw error
        }
        do {
            let fonts = try Fonts.locate()
            let icons = try IconSet(directory: (assetsDirectory as NSString).appendingPathComponent("icons"))
            painter = Painter(
                renderer: window.renderer, fonts: Fonts(regularPath: fonts.regular, boldPath: fonts.bold),
                icons: icons)
        } catch {
            window.close()
            system.close()
            throw error
        }
        sounds = SoundPlayer(directory: "", enabled: false)
    }

    /// Draws and presents the scene as it is at `time`, the whole frame even
    /// when nothing changed since the last one.
    public func drawFrame(_ scene: any Scene, at time: Double) {
        painter.begin(size: window.size)
        scene.draw(painter, at: time)
        window.present()
    }

    /// The cheapest frame there is: clear to the background colour and present.
    public func drawFloorFrame() {
        let color = Theme.backgroundBottom
        SDL_SetRenderDrawColor(window.renderer, color.red, color.green, color.blue, 255)
        SDL_RenderClear(window.renderer)
        window.present()
    }

    /// Saves what was last drawn (call right after `drawFrame`), to look at a benchmarked screen.
    public func saveScreenshot(to path: String) throws(ScreenError) {
        try window.saveScreenshot(to: path)
    }

    /// What the painter's caches hold, for the memory bench's trace.
    public var memorySummary: String { painter.memorySummary }

    /// Frees the painter, the window and SDL.
    public func close() {
        painter.close()
        sounds.close()
        window.close()
        system.close()
    }
}
