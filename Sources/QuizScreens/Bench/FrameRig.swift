import CSDL2
import Foundation
import QuizCore

/// A headless window, software renderer and painter without a game loop, for
/// `tiltquiz bench`: draws one frame of a scene exactly as the loop draws it,
/// or a floor frame that only clears and presents, in a second window of the
/// same size (opened with the first floor frame, so the memory bench does not
/// carry it) so the game's picture stays as the loop leaves it.
public final class FrameRig {
    private let system: SDLSystem
    private let window: GameWindow
    private var floorWindow: GameWindow?
    private let size: (width: Int, height: Int)
    private let painter: Painter
    private let compositor: FrameCompositor
    private let wholeCompositor: FrameCompositor
    /// A silent sound player for the scenes the rig draws.
    public let sounds: SoundPlayer

    /// Opens a `width` x `height` window on SDL's dummy (or offscreen) driver, its texts in `language`.
    public init(width: Int, height: Int, assetsDirectory: String, language: String = "en") throws(ScreenError) {
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
            let icons = try IconSet(directory: PathText.join(assetsDirectory, "icons"))
            painter = Painter(
                renderer: window.renderer, fonts: Fonts(regularPath: fonts.regular, boldPath: fonts.bold),
                icons: icons, catalog: try Painter.catalog(assets: assetsDirectory, language: language))
        } catch {
            window.close()
            system.close()
            throw error
        }
        compositor = FrameCompositor(painter: painter)
        wholeCompositor = FrameCompositor(painter: painter, redrawsParts: false)
        size = (width, height)
        sounds = SoundPlayer(directory: "", enabled: false)
    }

    /// Every text at this percentage of its size (`accessibility.text_scale`); see `Painter.textScalePercent`.
    public var textScalePercent: Int {
        get { painter.textScalePercent }
        set { painter.textScalePercent = newValue }
    }

    /// Whether animations are cuts (`accessibility.reduce_motion`); see `Painter.reducesMotion`.
    public var reducesMotion: Bool {
        get { painter.reducesMotion }
        set { painter.reducesMotion = newValue }
    }

    /// The colours screens are drawn in (`accessibility.contrast`); see `Painter.palette`.
    public var palette: Palette {
        get { painter.palette }
        set { painter.palette = newValue }
    }

    /// The panel's density the screens lay their buttons out for, and the layout check holds them to (9 mm);
    /// see `Painter.density`.
    public var density: PanelDensity? {
        get { painter.density }
        set { painter.density = newValue }
    }

    /// Draws and presents the scene as it is at `time` as the game loop does:
    /// listed, compared with the frame on screen, and only what changed
    /// redrawn (on the software renderer). Returns the share of the frame's
    /// pixels that were redrawn (0...1).
    @discardableResult
    public func drawFrame(_ scene: any Scene, at time: Double) -> Double {
        let list = compositor.record(scene, size: window.size, at: time)
        compositor.draw(list, target: window.transform)
        window.present()
        return compositor.lastRegion.share(of: list.frame)
    }

    /// What `LayoutCheck` finds wrong with the scene's frame at `time` (listed, not drawn), and how many texts it
    /// drew; with a `density`, every button under 9 mm on that panel too (issue 38).
    public func layoutProblems(
        _ scene: any Scene, at time: Double, minimumTextPixels: Int? = nil
    ) -> (problems: [String], texts: Int) {
        let list = compositor.record(scene, size: window.size, at: time, forLayoutCheck: true)
        var problems = LayoutCheck.problems(in: list.marks, size: list.size, minimumPixels: minimumTextPixels)
        if let density {
            problems += LayoutCheck.tapTargetProblems(
                list.targets, marks: list.marks, side: density.leastTargetPixels,
                millimetres: PanelDensity.leastTargetMillimetres)
        }
        return (problems, list.texts.count)
    }

    /// What the painter lists of the scene's frame at `time` for `LayoutCheck` (its texts, icons and panels).
    func layoutMarks(_ scene: any Scene, at time: Double) -> [LayoutCheck.Mark] {
        compositor.record(scene, size: window.size, at: time, forLayoutCheck: true).marks
    }

    /// Draws and presents the whole frame for `time`, as if nothing were on screen.
    /// Whole frames are what a renderer that does not keep its picture (a GPU's) is given every frame, so they
    /// are drawn as its compositor draws them (a scrim's backdrop kept); the loop's compositor is told the
    /// picture it now has.
    public func drawWholeFrame(_ scene: any Scene, at time: Double) {
        let list = wholeCompositor.record(scene, size: window.size, at: time)
        wholeCompositor.draw(list, target: window.transform, whole: true)
        compositor.noteShown(list, target: window.transform)
        window.present()
    }

    /// Opens the second window the floor frames are drawn in.
    public func openFloorWindow() throws(ScreenError) {
        guard floorWindow == nil else { return }
        floorWindow = try GameWindow(
            title: "TiltQuiz bench floor", width: size.width, height: size.height, fullscreen: false, headless: true)
    }

    /// The cheapest frame there is: clear to the background colour and present (after `openFloorWindow`).
    public func drawFloorFrame() {
        guard let floor = floorWindow else { preconditionFailure("drawFloorFrame before openFloorWindow") }
        let color = Theme.backgroundBottom
        SDL_SetRenderDrawColor(floor.renderer, color.red, color.green, color.blue, 255)
        SDL_RenderClear(floor.renderer)
        floor.present()
    }

    /// Saves what was last drawn (call right after `drawFrame`), to look at a benchmarked screen.
    public func saveScreenshot(to path: String) throws(ScreenError) {
        try window.saveScreenshot(to: path)
    }

    /// What the painter's caches hold, for the memory bench's trace.
    public var memorySummary: String { painter.memorySummary }

    /// Frees the painter, the window and SDL.
    public func close() {
        compositor.close()
        wholeCompositor.close()
        painter.close()
        sounds.close()
        floorWindow?.close()
        window.close()
        system.close()
    }
}
