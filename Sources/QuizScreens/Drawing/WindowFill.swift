import CSDL2
import Glibc

/// Opaque rectangles written straight into the window's pixels on SDL's
/// software renderer, with ordinary stores. SDL 2.26 fills a rectangle with
/// non-temporal stores (`SDL_FillRect4SSE`): the rows go to memory, past the
/// processor's caches, so everything blended or copied over them next (texts,
/// corners, icons, most of a frame) reads each pixel back from memory. Written
/// here, the 3.7 MB of a 1280 x 720 background stay in the cache: whole
/// frames of a keyboard 0.99 -> 0.63 ms, home 0.72 -> 0.52, the title
/// 0.42 -> 0.25 (medians, this machine, 2026-11-28). The queued drawing is
/// flushed first, so the fill lands in its place among the operations. Only
/// while the renderer draws into its window (not into a texture: the
/// compositor's backdrop, a rotated canvas) with 32-bit pixels, at the scale
/// and viewport this game leaves as SDL sets them.
final class WindowFill {
    private let renderer: OpaquePointer
    /// Rectangles filled here so far, for the tests.
    private(set) var filled = 0

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Fills what the clip leaves of `rect` with opaque `color` in the window's pixels; false when it cannot here
    /// (a translucent colour, a texture as the target, a window that is not 32-bit): then draw it another way.
    func fill(_ rect: SDL_Rect, _ color: Color) -> Bool {
        guard color.alpha == 255, SDL_GetRenderTarget(renderer) == nil, let window = SDL_RenderGetWindow(renderer)
        else { return false }
        var shown = rect
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &clip)
            var within = SDL_Rect()
            guard SDL_IntersectRect(&shown, &clip, &within) == SDL_TRUE else { return true }
            shown = within
        }
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
        let value = SDL_MapRGB(format, color.red, color.green, color.blue)
        let pitch = Int(surface.pointee.pitch)
        for row in Int(visible.y)..<Int(visible.y + visible.h) {
            let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self) + Int(visible.x)
            line.withMemoryRebound(to: wchar_t.self, capacity: Int(visible.w)) {
                _ = wmemset($0, wchar_t(bitPattern: value), Int(visible.w))
            }
        }
        filled += 1
        return true
    }
}
