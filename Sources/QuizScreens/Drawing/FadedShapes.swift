import CSDL2

/// Shapes drawn translucent (a dimmed arrow, the glow around a symbol, a
/// fading icon) on SDL's software renderer, blitted from a copy of their
/// texture with the alpha multiplied into its pixels. SDL 2.26 has no fast
/// blitter for a texture with alpha of its own and an alpha modulation (see
/// `FadedTexts`): a true/false question's three dimmed arrows (76 x 76 at
/// alpha 115) took 0.20 ms a frame modulated, 11.6 ns a pixel against 1.4-1.8
/// unmodulated (this machine). The copy is worked out from the shape's own
/// texture, which on this renderer is made streaming (the same surface a
/// static texture is, but readable), and is kept while it is used: a shape
/// fading makes one copy a frame, a few microseconds for an icon.
final class FadedShapes<Key: Hashable> {
    private struct Faded: Hashable {
        var key: Key
        var alpha: UInt8
    }

    /// A question's steady translucent shapes are a few hundred kilobytes (the glow around a symbol 190 KB); a fade
    /// adds one copy a frame, the oldest dropped first.
    private let copies = TextureCache<Faded>(limit: 64, byteLimit: 1 << 20)
    private let renderer: OpaquePointer

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// The copy of `source` (the texture made for `key`) at `alpha`, to blit unmodulated; nil when it cannot be made
    /// (a texture that is not streaming, or not ARGB8888): then the source is blitted modulated, as before.
    func texture(for key: Key, alpha: UInt8, from source: OpaquePointer) -> OpaquePointer? {
        copies.texture(for: Faded(key: key, alpha: alpha)) { copy(source, alpha: alpha) }?.texture
    }

    /// Copies made so far, for the tests and the memory trace.
    var made: Int { copies.made }
    var count: Int { copies.count }
    var bytes: Int { copies.bytes }
    func takeFreedBytes() -> Int { copies.takeFreedBytes() }

    func removeAll() {
        copies.removeAll()
    }

    private func copy(_ source: OpaquePointer, alpha: UInt8) -> OpaquePointer? {
        var format: UInt32 = 0
        var access: Int32 = 0
        var width: Int32 = 0
        var height: Int32 = 0
        guard SDL_QueryTexture(source, &format, &access, &width, &height) == 0,
            access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), format == tq_SDL_PIXELFORMAT_ARGB8888(),
            width > 0, height > 0
        else { return nil }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(source, nil, &pixels, &pitch) == 0 else { return nil }
        defer { SDL_UnlockTexture(source) }
        guard let pixels else { return nil }
        let (columns, rows) = (Int(width), Int(height))
        var faded = [UInt32](repeating: 0, count: columns * rows)
        let modulation = UInt32(alpha)
        faded.withUnsafeMutableBufferPointer { out in
            for row in 0..<rows {
                let line = (pixels + row * Int(pitch)).assumingMemoryBound(to: UInt32.self)
                for column in 0..<columns {
                    let pixel = line[column]
                    // SDL's modulation: the pixel's alpha times the modulation over 255, truncated.
                    out[row * columns + column] = (pixel & 0x00FF_FFFF) | ((pixel >> 24) * modulation / 255) << 24
                }
            }
        }
        let staticAccess = Int32(SDL_TEXTUREACCESS_STATIC.rawValue)
        guard let copy = SDL_CreateTexture(renderer, format, staticAccess, width, height) else { return nil }
        guard faded.withUnsafeBytes({ SDL_UpdateTexture(copy, nil, $0.baseAddress, width * 4) }) == 0 else {
            SDL_DestroyTexture(copy)
            return nil
        }
        SDL_SetTextureBlendMode(copy, SDL_BLENDMODE_BLEND)
        return copy
    }
}
