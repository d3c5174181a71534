import CSDL2

/// The pixel format of what the software renderer now draws into.
enum TargetFormat {
    /// The format `renderer` draws into (its target texture's, else its window's) when it is 32-bit RGB,
    /// with or without alpha; nil otherwise (a 16-bit window).
    static func current(_ renderer: OpaquePointer) -> UInt32? {
        var format: UInt32 = 0
        if let target = SDL_GetRenderTarget(renderer) {
            guard SDL_QueryTexture(target, &format, nil, nil, nil) == 0 else { return nil }
        } else if let window = SDL_RenderGetWindow(renderer) {
            format = SDL_GetWindowPixelFormat(window)
        }
        let rgb = format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue
        return rgb ? format : nil
    }
}
