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
/// fading makes one copy a frame, a few microseconds for an icon, and those
/// are let go 60 listed frames after the fade's end (a second while the
/// screen moves).
final class FadedShapes<Key: Hashable> {
    private struct Faded: Hashable {
        var key: Key
        var alpha: UInt8
    }

    /// A question's steady translucent shapes are a few hundred kilobytes (the glow around a symbol 190 KB); a fade
    /// adds one copy a frame, the oldest dropped first.
    private let copies = TextureCache<Faded>(limit: 64, byteLimit: 1 << 20)
    /// Every `sweepFrames` frames the copies not drawn since the last sweep are let go.
    let sweepFrames = 60
    private var drawnSinceSweep: Set<Faded> = []
    private var framesSinceSweep = 0
    private let renderer: OpaquePointer

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// The copy of `source` (the texture made for `key`) at `alpha`, to blit unmodulated; nil when it cannot be made
    /// (a texture that is not streaming, or not ARGB8888): then the source is blitted modulated, as before.
    func texture(for key: Key, alpha: UInt8, from source: OpaquePointer) -> OpaquePointer? {
        let faded = Faded(key: key, alpha: alpha)
        drawnSinceSweep.insert(faded)
        return copies.texture(for: faded) { copy(source, alpha: alpha) }?.texture
    }

    /// Called as each frame begins: every `sweepFrames` frames, lets go of the copies not drawn since the last time
    /// (a fade's, each drawn in one frame of it).
    func beginFrame() {
        framesSinceSweep += 1
        guard framesSinceSweep >= sweepFrames else { return }
        copies.removeAll(except: drawnSinceSweep)
        drawnSinceSweep.removeAll(keepingCapacity: true)
        framesSinceSweep = 0
    }

    /// Copies made so far, for the tests and the memory trace.
    var made: Int { copies.made }
    var count: Int { copies.count }
    var bytes: Int { copies.bytes }
    func takeFreedBytes() -> Int { copies.takeFreedBytes() }

    func removeAll() {
        copies.removeAll()
        drawnSinceSweep.removeAll()
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
        let streaming = Int32(SDL_TEXTUREACCESS_STREAMING.rawValue)
        guard let copy = SDL_CreateTexture(renderer, format, streaming, width, height) else { return nil }
        var target: UnsafeMutableRawPointer?
        var targetPitch: Int32 = 0
        guard SDL_LockTexture(copy, nil, &target, &targetPitch) == 0, let target else {
            SDL_DestroyTexture(copy)
            return nil
        }
        let modulation = UInt32(alpha)
        for row in 0..<Int(height) {
            let line = (pixels + row * Int(pitch)).assumingMemoryBound(to: UInt32.self)
            let out = (target + row * Int(targetPitch)).assumingMemoryBound(to: UInt32.self)
            for column in 0..<Int(width) {
                let pixel = line[column]
                // SDL's modulation: the pixel's alpha times the modulation over 255, truncated.
                out[column] = (pixel & 0x00FF_FFFF) | ((pixel >> 24) * modulation / 255) << 24
            }
        }
        SDL_UnlockTexture(copy)
        SDL_SetTextureBlendMode(copy, SDL_BLENDMODE_BLEND)
        return copy
    }
}
