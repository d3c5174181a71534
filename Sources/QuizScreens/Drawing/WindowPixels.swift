import CSDL2
import Glibc
import PixelBlend

/// Opaque rectangles and textures with alpha written straight into the
/// window's pixels on SDL's software renderer, each pixel as SDL would have
/// made it. SDL 2.26 fills a rectangle with non-temporal stores
/// (`SDL_FillRect4SSE`): the rows go to memory, past the processor's caches,
/// so everything blended or copied over them next (texts, corners, icons,
/// most of a frame) reads each pixel back from memory. Filled here, the
/// 3.7 MB of a 1280 x 720 background stay in the cache: whole frames of a
/// keyboard 0.99 -> 0.58 ms, home 0.72 -> 0.50, the title 0.42 -> 0.24
/// (medians, this machine, 2026-11-28). SDL blends a texture with alpha one
/// pixel at a time (`BlitRGBtoRGBPixelAlphaMMX`: a branch and a 64-bit
/// multiply a pixel); blended here, four pixels go through each 128-bit
/// operation and runs of four transparent or opaque ones are skipped or
/// copied whole, to the bit what SDL's blend gives. The queued drawing is
/// flushed first, so what is written lands in its place among the
/// operations. Only while the renderer draws into its window (not into a
/// texture: the compositor's backdrop, a rotated canvas) with 32-bit pixels,
/// at the scale and viewport this game leaves as SDL sets them.
final class WindowPixels {
    private let renderer: OpaquePointer
    /// Rectangles filled and textures blended here so far, for the tests.
    private(set) var filled = 0
    private(set) var blended = 0

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Fills what the clip leaves of `rect` with opaque `color` in the window's pixels; false when it cannot here
    /// (a translucent colour, a texture as the target, a window that is not 32-bit): then draw it another way.
    func fill(_ rect: SDL_Rect, _ color: Color) -> Bool {
        guard color.alpha == 255 else { return false }
        return write(rect) { surface, visible, pixels, pitch in
            let value = SDL_MapRGB(surface.pointee.format, color.red, color.green, color.blue)
            for row in Int(visible.y)..<Int(visible.y + visible.h) {
                let line = (pixels + row * pitch).assumingMemoryBound(to: wchar_t.self) + Int(visible.x)
                // The C library's 32-bit fill: ordinary stores, vectorised.
                wmemset(line, wchar_t(bitPattern: value), Int(visible.w))
            }
            filled += 1
            return true
        }
    }

    /// Blends `texture` (ARGB8888, streaming, as the painter makes them on this renderer) at its own size with its
    /// top left at (`x`, `y`), as SDL's blend would with no colour or alpha modulation; false when it cannot here
    /// (another format or access, a modulation, another blend mode, a target that is not the window).
    func blend(_ texture: OpaquePointer, x: Int32, y: Int32) -> Bool {
        var format: UInt32 = 0
        var access: Int32 = 0
        var width: Int32 = 0
        var height: Int32 = 0
        var mode = SDL_BLENDMODE_NONE
        var (red, green, blue, alpha): (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        guard SDL_QueryTexture(texture, &format, &access, &width, &height) == 0,
            format == tq_SDL_PIXELFORMAT_ARGB8888(), access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            SDL_GetTextureBlendMode(texture, &mode) == 0, mode == SDL_BLENDMODE_BLEND,
            SDL_GetTextureColorMod(texture, &red, &green, &blue) == 0, red & green & blue == 255,
            SDL_GetTextureAlphaMod(texture, &alpha) == 0, alpha == 255
        else { return false }
        let rect = SDL_Rect(x: x, y: y, w: width, h: height)
        return write(rect) { surface, visible, pixels, pitch in
            // The window's channels where the texture's are (0xAARRGGBB): SDL's blend of the two is the one above.
            let windowFormat = surface.pointee.format.pointee.format
            guard windowFormat == SDL_PIXELFORMAT_RGB888.rawValue || windowFormat == format else { return false }
            var source: UnsafeMutableRawPointer?
            var sourcePitch: Int32 = 0
            guard SDL_LockTexture(texture, nil, &source, &sourcePitch) == 0, let source else { return false }
            defer { SDL_UnlockTexture(texture) }
            let columns = Int(visible.w)
            for row in 0..<Int(visible.h) {
                let from = (source + (Int(visible.y - y) + row) * Int(sourcePitch)).assumingMemoryBound(to: UInt32.self)
                let to = (pixels + (Int(visible.y) + row) * pitch).assumingMemoryBound(to: UInt32.self)
                PixelBlend.row(from + Int(visible.x - x), onto: to + Int(visible.x), count: columns)
            }
            blended += 1
            return true
        }
    }

    /// Runs `body` with the window's surface, what the clip and the window leave of `rect` (not empty) and the
    /// surface's pixels and pitch; true when done (or nothing of it shows), false when the window cannot be written
    /// here or `body` could not (before writing anything).
    private func write(
        _ rect: SDL_Rect,
        _ body: (UnsafeMutablePointer<SDL_Surface>, SDL_Rect, UnsafeMutableRawPointer, Int) -> Bool
    ) -> Bool {
        guard SDL_GetRenderTarget(renderer) == nil, let window = SDL_RenderGetWindow(renderer) else { return false }
        guard var shown = RenderClip.visible(rect, renderer) else { return true }
        // What is queued before it is drawn first; the window's surface is the one the renderer draws into.
        guard SDL_RenderFlush(renderer) == 0, let surface = SDL_GetWindowSurface(window),
            let format = surface.pointee.format, format.pointee.BytesPerPixel == 4
        else { return false }
        var bounds = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
        var visible = SDL_Rect()
        guard SDL_IntersectRect(&shown, &bounds, &visible) == SDL_TRUE else { return true }
        guard SDL_LockSurface(surface) == 0 else { return false }
        defer { SDL_UnlockSurface(surface) }
        guard let pixels = surface.pointee.pixels else { return false }
        return body(surface, visible, pixels, Int(surface.pointee.pitch))
    }
}
