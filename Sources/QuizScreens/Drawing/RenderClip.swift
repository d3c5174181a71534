import CSDL2

/// What the renderer's clip leaves of a rectangle, for drawing that works out its own pixels (`WindowPixels`,
/// `SolidTiles`).
enum RenderClip {
    /// `rect` cut to `renderer`'s clip (all of it without one); nil when nothing of it is inside.
    static func visible(_ rect: SDL_Rect, _ renderer: OpaquePointer) -> SDL_Rect? {
        guard SDL_RenderIsClipEnabled(renderer) == SDL_TRUE else { return rect }
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &clip)
        var rect = rect
        var within = SDL_Rect()
        return SDL_IntersectRect(&rect, &clip, &within) == SDL_TRUE ? within : nil
    }
}
