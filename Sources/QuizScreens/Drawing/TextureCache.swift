import CSDL2

/// SDL textures keyed by what they show, freed when the cache is cleared or
/// grows past its limit (oldest use first), and all at `close`.
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

    init(limit: Int) {
        self.limit = limit
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
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        if entries.count >= limit { evictOldest() }
        entries[key] = Entry(texture: texture, width: Double(width), height: Double(height), lastUse: clock)
        return (texture, Double(width), Double(height))
    }

    private func evictOldest() {
        let oldest = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(max(1, limit / 4))
        for (key, entry) in oldest {
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
    }

    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }
}

/// Makes a texture from a surface and frees the surface.
func makeTexture(_ renderer: OpaquePointer, from surface: UnsafeMutablePointer<SDL_Surface>?) -> OpaquePointer? {
    guard let surface else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    return texture
}
