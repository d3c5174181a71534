import CSDL2

/// A texture's cache key together with the colour it was made in.
struct Tinted<Key: Hashable>: Hashable {
    var key: Key
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    init(_ key: Key, _ color: Color) {
        self.key = key
        red = color.red
        green = color.green
        blue = color.blue
    }
}

/// Multiplies a white (or grey) surface's colour by `tint` in place, keeping its alpha.
func tintSurface(_ surface: UnsafeMutablePointer<SDL_Surface>, _ tint: Color) {
    guard let format = surface.pointee.format, format.pointee.BytesPerPixel == 4 else { return }
    if tint.red == 255 && tint.green == 255 && tint.blue == 255 { return }
    guard SDL_LockSurface(surface) == 0 else { return }
    defer { SDL_UnlockSurface(surface) }
    let f = format.pointee
    let channels: [(mask: UInt32, shift: UInt32, factor: UInt32)] = [
        (f.Rmask, UInt32(f.Rshift), UInt32(tint.red)), (f.Gmask, UInt32(f.Gshift), UInt32(tint.green)),
        (f.Bmask, UInt32(f.Bshift), UInt32(tint.blue)),
    ]
    let pitch = Int(surface.pointee.pitch) / 4
    let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    for row in 0..<Int(surface.pointee.h) {
        let line = pixels + row * pitch
        for column in 0..<Int(surface.pointee.w) {
            let pixel = line[column]
            var result = pixel & f.Amask
            for channel in channels {
                let value = (pixel & channel.mask) >> channel.shift
                result |= ((value * channel.factor + 127) / 255) << channel.shift
            }
            line[column] = result
        }
    }
}
