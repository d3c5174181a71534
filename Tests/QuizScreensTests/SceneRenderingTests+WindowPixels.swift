import CSDL2
import Testing

@testable import QuizScreens

/// Textures with alpha blended straight into the window's pixels (`WindowPixels`) give what SDL's own blend gives,
/// to the bit, and are left to SDL where its blend would be another. (In the scene-rendering suite, one SDL test at
/// a time.)
extension SceneRenderingTests {
    /// Every alpha over grounds of every kind, runs of transparent and opaque pixels (the vector path's shortcuts),
    /// widths that are not a multiple of four (its tail), and a texture cut by the window's edges and by a clip.
    @Test func texturesBlendedIntoTheWindowMatchSDLsBlendToTheBit() throws {
        let harness = try HeadlessWindow(width: 640, height: 360)
        defer { harness.close() }
        let renderer = harness.window.renderer
        let pixels = try #require(harness.painter.windowPixels)
        var seed: UInt64 = 0x19_2026
        func next() -> UInt32 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: seed >> 32)
        }
        let ground = try Self.streamingTexture(renderer, width: 640, height: 360) { _, _ in next() }
        defer { SDL_DestroyTexture(ground) }
        SDL_SetTextureBlendMode(ground, SDL_BLENDMODE_NONE)
        let source = try Self.streamingTexture(renderer, width: 259, height: 41) { column, row in
            let color = next() & 0x00FF_FFFF
            switch row {
            case 0: return color  // transparent
            case 1: return color | 0xFF00_0000  // opaque
            case 2: return color | (column % 8 < 4 ? 0 : 0xFF00_0000)  // runs of four of each
            default: return color | UInt32((column + row * 37) % 256) << 24  // every alpha, across each row
            }
        }
        defer { SDL_DestroyTexture(source) }
        SDL_SetTextureBlendMode(source, SDL_BLENDMODE_BLEND)
        func draw(ours: Bool, x: Int32, y: Int32, clip: SDL_Rect?) throws -> [UInt32] {
            _ = try harness.window.beginFrame()
            SDL_RenderCopy(renderer, ground, nil, nil)
            if var clip { SDL_RenderSetClipRect(renderer, &clip) }
            if ours {
                #expect(pixels.blend(source, x: x, y: y))
            } else {
                var target = SDL_Rect(x: x, y: y, w: 259, h: 41)
                SDL_RenderCopy(renderer, source, nil, &target)
            }
            SDL_RenderSetClipRect(renderer, nil)
            return try Self.windowPixels(renderer)
        }
        let placements: [(Int32, Int32, SDL_Rect?)] = [
            (0, 0, nil), (3, 5, nil), (-7, -3, nil), (500, 330, nil), (101, 47, SDL_Rect(x: 120, y: 50, w: 77, h: 20)),
        ]
        for (x, y, clip) in placements {
            let sdl = try draw(ours: false, x: x, y: y, clip: clip)
            let ours = try draw(ours: true, x: x, y: y, clip: clip)
            // Counted, not compared whole: a failure prints a number, not two frames of pixels.
            let differing = zip(sdl, ours).count { $0 != $1 }
            #expect(sdl.count == ours.count && differing == 0, "at \(x), \(y), clip \(String(describing: clip))")
        }
        #expect(pixels.blended == placements.count)
    }

    /// A texture SDL would draw another way (modulated, added, not readable, into a texture) is not blended here.
    @Test func texturesSDLWouldDrawOtherwiseAreLeftToIt() throws {
        let harness = try HeadlessWindow(width: 320, height: 200)
        defer { harness.close() }
        let renderer = harness.window.renderer
        let pixels = try #require(harness.painter.windowPixels)
        let texture = try Self.streamingTexture(renderer, width: 20, height: 20) { _, _ in 0x80FF_FFFF }
        defer { SDL_DestroyTexture(texture) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        _ = try harness.window.beginFrame()
        #expect(pixels.blend(texture, x: 0, y: 0))
        SDL_SetTextureAlphaMod(texture, 128)
        #expect(!pixels.blend(texture, x: 0, y: 0), "alpha modulated")
        SDL_SetTextureAlphaMod(texture, 255)
        SDL_SetTextureColorMod(texture, 255, 0, 255)
        #expect(!pixels.blend(texture, x: 0, y: 0), "colour modulated")
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_ADD)
        #expect(!pixels.blend(texture, x: 0, y: 0), "added, not blended")
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let access = Int32(SDL_TEXTUREACCESS_TARGET.rawValue)
        let target = try #require(SDL_CreateTexture(renderer, tq_SDL_PIXELFORMAT_ARGB8888(), access, 64, 64))
        defer { SDL_DestroyTexture(target) }
        SDL_SetRenderTarget(renderer, target)
        #expect(!pixels.blend(texture, x: 0, y: 0), "into a texture")
        SDL_SetRenderTarget(renderer, nil)
        let fixed = try #require(
            SDL_CreateTexture(renderer, tq_SDL_PIXELFORMAT_ARGB8888(), Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 8, 8))
        defer { SDL_DestroyTexture(fixed) }
        SDL_SetTextureBlendMode(fixed, SDL_BLENDMODE_BLEND)
        #expect(!pixels.blend(fixed, x: 0, y: 0), "not readable")
        #expect(pixels.blended == 1)
    }

    /// An ARGB8888 streaming texture whose pixel at (column, row) is `pixel(column, row)`.
    static func streamingTexture(
        _ renderer: OpaquePointer, width: Int, height: Int, _ pixel: (Int, Int) -> UInt32
    ) throws -> OpaquePointer {
        let access = Int32(SDL_TEXTUREACCESS_STREAMING.rawValue)
        let texture = try #require(
            SDL_CreateTexture(renderer, tq_SDL_PIXELFORMAT_ARGB8888(), access, Int32(width), Int32(height)))
        var raw: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        try #require(SDL_LockTexture(texture, nil, &raw, &pitch) == 0)
        let base = try #require(raw)
        for row in 0..<height {
            let line = (base + row * Int(pitch)).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width { line[column] = pixel(column, row) }
        }
        SDL_UnlockTexture(texture)
        return texture
    }

    /// The window's own pixels, every byte of each (read from its surface, as the renderer left them).
    static func windowPixels(_ renderer: OpaquePointer) throws -> [UInt32] {
        try #require(SDL_RenderFlush(renderer) == 0)
        let window = try #require(SDL_RenderGetWindow(renderer))
        let surface = try #require(SDL_GetWindowSurface(window))
        let base = try #require(surface.pointee.pixels)
        let (width, height, pitch) = (Int(surface.pointee.w), Int(surface.pointee.h), Int(surface.pointee.pitch))
        var out: [UInt32] = []
        out.reserveCapacity(width * height)
        for row in 0..<height {
            let line = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
            out.append(contentsOf: UnsafeBufferPointer(start: line, count: width))
        }
        return out
    }
}
