import CSDL2

/// SDL textures keyed by what they show, freed when the cache is cleared or
/// grows past its count or its bytes (oldest use first), and all at `close`.
final class TextureCache<Key: Hashable> {
    private struct Entry {
        var texture: OpaquePointer
        var width: Double
        var height: Double
        var lastUse: UInt64
    }

    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private let limit: Int
    /// The most pixel memory the cache keeps (4 bytes a pixel): a few long lines of text are megabytes.
    private let byteLimit: Int
    private(set) var bytes = 0
    /// Textures made so far (misses), for the memory bench's trace.
    private(set) var made = 0
    /// Pixel bytes freed by eviction since the owner last asked (see `takeFreedBytes`).
    private var freed = 0

    init(limit: Int, byteLimit: Int) {
        self.limit = limit
        self.byteLimit = byteLimit
    }

    var count: Int { entries.count }

    /// The cached texture for `key`, or the one `make` creates (nil if it failed).
    func texture(
        for key: Key, make: () -> OpaquePointer?
    ) -> (texture: OpaquePointer, width: Double, height: Double)? {
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            return (entry.texture, entry.width, entry.height)
        }
        guard let texture = make() else { return nil }
        made += 1
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        let size = Int(width) * Int(height) * 4
        if entries.count >= limit || bytes + size > byteLimit {
            evictOldest(count: entries.count >= limit ? max(1, limit / 4) : 0, toFit: size)
        }
        entries[key] = Entry(texture: texture, width: Double(width), height: Double(height), lastUse: clock)
        bytes += size
        return (texture, Double(width), Double(height))
    }

    /// Frees the `count` least recently used, and more until `size` more bytes fit in three quarters of the budget.
    private func evictOldest(count: Int, toFit size: Int) {
        let oldest = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (index, (key, entry)) in oldest.enumerated() {
            guard index < count || bytes + size > byteLimit * 3 / 4 else { break }
            bytes -= Int(entry.width) * Int(entry.height) * 4
            freed += Int(entry.width) * Int(entry.height) * 4
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
    }

    /// The bytes evicted since the last call, and starts counting again.
    func takeFreedBytes() -> Int {
        defer { freed = 0 }
        return freed
    }

    /// Frees every texture but those of `kept`.
    func removeAll(except kept: Set<Key>) {
        for (key, entry) in entries where !kept.contains(key) {
            bytes -= Int(entry.width) * Int(entry.height) * 4
            freed += Int(entry.width) * Int(entry.height) * 4
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
    }

    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
        bytes = 0
    }
}

/// Makes an ARGB8888 texture from a surface and frees the surface. `readable`: a streaming one, whose pixels
/// `SDL_LockTexture` gives back (see `FadedShapes`); on the software renderer it is the same surface a static one is.
/// Always ARGB8888: SDL would keep a surface's own format (SDL_image's SVGs are ABGR8888), and SDL 2.26's software
/// renderer blends ABGR8888 onto the window in plain C (`BlitRGBtoBGRPixelAlpha`), 4-5 times slower than ARGB8888
/// with MMX: the avatar choice's 13 pictures were half of its frame.
func makeTexture(
    _ renderer: OpaquePointer, from surface: UnsafeMutablePointer<SDL_Surface>?, readable: Bool = false
) -> OpaquePointer? {
    guard let surface else { return nil }
    defer { SDL_FreeSurface(surface) }
    let made = readable ? makeStreamingTexture(renderer, from: surface) : makeStaticTexture(renderer, from: surface)
    guard let texture = made else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    return texture
}

private func makeStaticTexture(
    _ renderer: OpaquePointer, from surface: UnsafeMutablePointer<SDL_Surface>
) -> OpaquePointer? {
    let format = tq_SDL_PIXELFORMAT_ARGB8888()
    guard surface.pointee.format?.pointee.format != format else {
        return SDL_CreateTextureFromSurface(renderer, surface)
    }
    guard let converted = SDL_ConvertSurfaceFormat(surface, format, 0) else { return nil }
    defer { SDL_FreeSurface(converted) }
    return SDL_CreateTextureFromSurface(renderer, converted)
}

private func makeStreamingTexture(
    _ renderer: OpaquePointer, from surface: UnsafeMutablePointer<SDL_Surface>
) -> OpaquePointer? {
    let format = tq_SDL_PIXELFORMAT_ARGB8888()
    let access = Int32(SDL_TEXTUREACCESS_STREAMING.rawValue)
    let (width, height) = (surface.pointee.w, surface.pointee.h)
    guard let source = surface.pointee.format?.pointee.format,
        let texture = SDL_CreateTexture(renderer, format, access, width, height)
    else { return nil }
    // Converted straight into the texture's pixels: no second copy of the picture on the heap.
    var pixels: UnsafeMutableRawPointer?
    var pitch: Int32 = 0
    guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0 else {
        SDL_DestroyTexture(texture)
        return nil
    }
    let converted = SDL_ConvertPixels(
        width, height, source, surface.pointee.pixels, surface.pointee.pitch, format, pixels, pitch)
    SDL_UnlockTexture(texture)
    guard converted == 0 else {
        SDL_DestroyTexture(texture)
        return nil
    }
    return texture
}
