import CSDL2
import CSDL2Image
import Foundation
import QuizConfig
import QuizCore
import TiltInput

/// The window and its renderer. Headless windows use SDL's dummy driver and
/// the software renderer, so screenshots work without a display; a window
/// gets the renderer `RendererPicker` chooses for the machine and the config.
///
/// With a rotation, each frame is drawn upright into a canvas texture of the
/// game's size and turned onto the panel when it is shown (`RotatedCanvas`).
public final class GameWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// How the picture is turned on the panel.
    public let rotation: DisplayRotation
    private var canvas: RotatedCanvas?
    private var cursor: CursorAutoHide
    private var cursorShown: Bool?

    /// Which renderer draws, and why.
    public let rendererDecision: RendererDecision

    public init(
        title: String, width: Int, height: Int, fullscreen: Bool, headless: Bool,
        rotation: DisplayRotation = .degrees0, renderer choice: RendererChoice = .auto
    ) throws(ScreenError) {
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        if !headless { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centered = Int32(bitPattern: tq_SDL_WINDOWPOS_CENTERED())
        let frame =
            (fullscreen ? Self.screenBounds() : nil)
            ?? SDL_Rect(x: centered, y: centered, w: Int32(width), h: Int32(height))
        guard let window = SDL_CreateWindow(title, frame.x, frame.y, frame.w, frame.h, flags) else {
            throw ScreenError.sdl("cannot open a \(frame.w)x\(frame.h) window")
        }
        let (made, decision) = RendererPicker.makeRenderer(window, choice: choice, headless: headless)
        guard let renderer = made else {
            let error = ScreenError.sdl("cannot create a renderer")
            SDL_DestroyWindow(window)
            throw error
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        self.window = window
        self.renderer = renderer
        self.rendererDecision = decision
        RendererDecision.current = decision
        self.rotation = rotation
        self.cursor = CursorAutoHide(fullscreen: fullscreen)
        updateCursor(mouseMoved: false, at: 0)
    }

    /// Where a fullscreen window is made: over the whole first display. Under
    /// X11 with no window manager (a kiosk started by `xinit`) nobody acts on
    /// SDL's fullscreen request: SDL takes the window for the display's size
    /// while it keeps the size and place it was made with (1280x720 at
    /// (0,40) on a 1280x800 screen, its bottom 80 px off the screen). Made at
    /// the display's bounds, it covers the screen with or without one. Nil
    /// when SDL cannot say (the window is then made centred at its size).
    private static func screenBounds() -> SDL_Rect? {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        return bounds
    }

    /// The density the panel under the window reports through the video driver, when it reports a believable
    /// one (`PanelDensity.allowedDotsPerInch`); nil where the driver or the panel gives none (the dummy and
    /// offscreen drivers). Of a panel whose pixels are not square, the denser way: a button 9 mm that way is 9
    /// mm the other too.
    public var reportedDensity: PanelDensity? {
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0 else { return nil }
        var horizontal: Float = 0
        var vertical: Float = 0
        guard SDL_GetDisplayDPI(display, nil, &horizontal, &vertical) == 0 else { return nil }
        return PanelDensity(dotsPerInch: Double(max(horizontal, vertical)).rounded(), source: .panel)
    }

    /// The drawable size of the panel in pixels.
    public var panelSize: Size {
        // While the canvas is the target, the renderer reports the canvas's size.
        if let canvas, SDL_GetRenderTarget(renderer) != nil { return canvas.transform.panelSize }
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }

    /// The panel's size and the rotation: maps game points to panel points and back.
    public var transform: PanelTransform {
        PanelTransform(rotation: rotation, panelSize: panelSize)
    }

    /// The size the game draws at: the panel's, turned with the rotation.
    public var size: Size {
        transform.gameSize
    }

    /// Starts a frame: the game draws into the canvas from here on; returns the game's size.
    @discardableResult
    public func beginFrame() throws(ScreenError) -> Size {
        let transform = transform
        guard transform.rotation != .degrees0 else { return transform.gameSize }
        if canvas?.transform != transform {
            canvas?.destroy()
            canvas = nil
            canvas = try RotatedCanvas(renderer: renderer, transform: transform)
        }
        canvas?.drawInto()
        return transform.gameSize
    }

    /// Puts the frame drawn since `beginFrame` on the panel, turned (it is on screen after `present`).
    private func composeFrame() {
        canvas?.copyToPanel()
    }

    public func present() {
        composeFrame()
        SDL_RenderPresent(renderer)
    }

    /// Hides the mouse cursor (kiosk) or shows it.
    public func showCursor(_ visible: Bool) {
        SDL_ShowCursor(visible ? SDL_ENABLE : SDL_DISABLE)
    }

    /// In fullscreen, shows the cursor while the mouse moves and hides it `CursorAutoHide.showSeconds` later.
    public func updateCursor(mouseMoved: Bool, at time: Double) {
        if mouseMoved { cursor.mouseMoved(at: time) }
        let visible = cursor.isVisible(at: time)
        guard visible != cursorShown else { return }
        cursorShown = visible
        showCursor(visible)
    }

    /// Saves the panel's picture, turned as the panel shows it, as a PNG (call before `present`).
    public func saveScreenshot(to path: String) throws(ScreenError) {
        composeFrame()
        let size = panelSize
        let width = Int32(size.width)
        let height = Int32(size.height)
        let format = tq_SDL_PIXELFORMAT_ARGB8888()
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format) else {
            throw ScreenError.sdl("cannot make a screenshot surface")
        }
        defer { SDL_FreeSurface(surface) }
        guard SDL_RenderReadPixels(renderer, nil, format, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            throw ScreenError.sdl("cannot read the screen")
        }
        guard IMG_SavePNG(surface, path) == 0 else {
            throw ScreenError.sdl("cannot write the screenshot \(path)")
        }
    }

    public func close() {
        canvas?.destroy()
        canvas = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }
}
