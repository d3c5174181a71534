import CSDL2

/// The pixel format of what the software renderer now draws into, and how to make a texture it copies there
/// opaque cheaply (`SolidTiles`' tiles, `FadedTexts`' strips, the compositor's backdrop). A texture in another
/// format than the target (ARGB8888 onto the window's RGB888) is copied through SDL 2.26's per-pixel conversion,
/// `Blit4to4MaskAlpha` (57 % of the store's whole frame); in the target's format SDL copies rows with its SSE or
/// MMX `memcpy`, which store non-temporally (the rows leave the caches that what is blended over them next reads
/// back), unless a pitch is not a multiple of 8 bytes: then it calls the C library's `memcpy`. So such a texture
/// is made in `opaqueCopyFormat` and an odd number of pixels wide (`opaqueCopyWidth`): the store's whole frame
/// 1.17 -> 0.67 ms, home 0.91 -> 0.75, a keyboard 1.05 -> 0.93 (2026-11-28, perf with a debug build of SDL 2.26.5).
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

    /// The format for a texture copied opaque onto what `renderer` now draws into: the target's own when it is
    /// 32-bit RGB, else ARGB8888 (SDL converts it as it copies). Both keep a pixel as `0xAARRGGBB`.
    static func opaqueCopyFormat(_ renderer: OpaquePointer) -> UInt32 {
        current(renderer) ?? tq_SDL_PIXELFORMAT_ARGB8888()
    }

    /// `width`, or one more to make it odd: the width of a texture copied opaque (see above).
    static func opaqueCopyWidth(_ width: Int) -> Int {
        width | 1
    }
}
