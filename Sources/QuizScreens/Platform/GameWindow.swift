import CSDL2
import CSDL2Image
import Foundation

/// The window and its renderer. Headless windows use SDL's dummy driver and
/// the software renderer, so screenshots work without a display.
public final class GameWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer

    public init(title: String, width: Int, height: Int, fullscreen: Bool, headless: Bool) throws(ScreenError) {
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        if !headless { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let position = Int32(bitPattern: tq_SDL_WINDOWPOS_CENTERED())
        guard let window = SDL_CreateWindow(title, position, position, Int32(width), Int32(height), flags) else {
            throw ScreenError.sdl("cannot open a \(width)x\(height) window")
        }
        let rendererFlags =
            headless
            ? SDL_RENDERER_SOFTWARE.rawValue
            : SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        var renderer = SDL_CreateRenderer(window, -1, rendererFlags)
        if renderer == nil {
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer else {
            let error = ScreenError.sdl("cannot create a renderer")
            SDL_DestroyWindow(window)
            throw error
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        self.window = window
        self.renderer = renderer
    }

    /// The drawable size in pixels.
    public var size: Size {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }

    public func present() {
        SDL_RenderPresent(renderer)
    }

    /// Hides the mouse cursor (kiosk) or shows it.
    public func showCursor(_ visible: Bool) {
        SDL_ShowCursor(visible ? SDL_ENABLE : SDL_DISABLE)
    }

    /// Saves what was last drawn as a PNG (call before `present`).
    public func saveScreenshot(to path: String) throws(ScreenError) {
        let size = size
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
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }
}
