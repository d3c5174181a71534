import CSDL2

/// Opaque rectangles of middling width drawn into a texture (the
/// compositor's backdrop, the canvas of a turned panel), copied from a small
/// texture of their colour, on SDL's software renderer only; onto the window
/// `WindowPixels` writes them. SDL's fill writes each row with non-temporal
/// stores, which cost about 0.2 µs a row however short the row: 140
/// key-sized rectangles (70 x 50) took 2.1 ms to fill and 0.21 ms to copy
/// (this machine, SDL 2.26). A wide card is copied too: its fill's stores
/// bypass the processor's caches, so whatever is blended over the card next
/// (a store's rows, texts, icons) reads every pixel back from memory; a whole
/// frame of the store took 1.32 ms with its 1,000-pixel card filled and
/// 1.17 ms with it copied (medians, 2026-11-27). Rows of the window's whole
/// width (the background's, 1200 pixels and wider) fill faster than they
/// copy (a whole frame of home 0.72 ms filled, 0.80 copied, when these drew onto
/// the window too), and slivers under 16 as fast, so they are filled.
/// Widths are those the clip leaves: a part of the picture redrawn cuts the
/// background's rows.
/// Tiles are made as `TargetFormat` says a texture copied opaque should be.
final class SolidTiles {
    /// One colour's texture: rectangles wider or taller are tiled from it.
    static let tileWidth = TargetFormat.opaqueCopyWidth(318)
    static let tileHeight = 16
    /// The widths that copy faster than they fill.
    static let copiedWidths: Range<Int32> = 16..<1200

    /// A colour's tile in the format of what it is copied onto (ARGB8888 where that is not 32-bit RGB).
    private struct Tile: Hashable {
        var color: Color
        var format: UInt32
    }

    private let renderer: OpaquePointer
    /// A screen uses a few dozen opaque colours (more while a card fades in); 20 KB each, 640 KB at most
    /// (a colour drawn into textures of two formats has two).
    private let tiles = TextureCache<Tile>(limit: 32, byteLimit: 32 * tileWidth * tileHeight * 4)

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Draws `rect` in opaque `color` from tiles; false when it should be filled instead
    /// (a width the fill does as fast, a colour with alpha, or no texture could be made).
    func copy(_ rect: SDL_Rect, _ color: Color) -> Bool {
        guard color.alpha == 255, rect.h > 0 else { return false }
        // What the clip leaves of it (a redrawn part of the screen: the background's full rows cut to a key's width).
        guard let rect = RenderClip.visible(rect, renderer) else { return true }
        guard Self.copiedWidths.contains(rect.w) else { return false }
        let key = Tile(color: color, format: TargetFormat.opaqueCopyFormat(renderer))
        guard let tile = tiles.texture(for: key, make: { make(key) }) else { return false }
        let tileWidth = Int32(Self.tileWidth)
        let tileHeight = Int32(Self.tileHeight)
        var y: Int32 = 0
        while y < rect.h {
            let rows = min(tileHeight, rect.h - y)
            var x: Int32 = 0
            while x < rect.w {
                let columns = min(tileWidth, rect.w - x)
                var source = SDL_Rect(x: 0, y: 0, w: columns, h: rows)
                var target = SDL_Rect(x: rect.x + x, y: rect.y + y, w: columns, h: rows)
                SDL_RenderCopy(renderer, tile.texture, &source, &target)
                x += columns
            }
            y += rows
        }
        return true
    }

    /// The textures kept, for the memory trace.
    var count: Int { tiles.count }
    var bytes: Int { tiles.bytes }
    func takeFreedBytes() -> Int { tiles.takeFreedBytes() }

    func removeAll() {
        tiles.removeAll()
    }

    private func make(_ tile: Tile) -> OpaquePointer? {
        let width = Int32(Self.tileWidth)
        let height = Int32(Self.tileHeight)
        let access = Int32(SDL_TEXTUREACCESS_STATIC.rawValue)
        guard let texture = SDL_CreateTexture(renderer, tile.format, access, width, height) else { return nil }
        let color = tile.color
        let argb = UInt32(color.alpha) << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
        let pixels = [UInt32](repeating: argb, count: Self.tileWidth * Self.tileHeight)
        let updated = pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, width * 4) }
        guard updated == 0 else {
            SDL_DestroyTexture(texture)
            return nil
        }
        // Opaque: copied, not blended.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        return texture
    }
}
