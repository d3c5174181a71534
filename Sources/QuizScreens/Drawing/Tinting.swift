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

/// The top-left `width` x `height` of an SVG's `surface` (which is then freed), or `surface` itself when it is no
/// larger. SDL_image sizes the surface with `ceilf` of a float product, so an icon 24 units wide asked for at
/// 107 pixels comes out 108 wide, its last column left empty by the rasteriser; drawn into its 107-pixel rectangle
/// that texture would be stretched, the software renderer's slow path (4.6 ns a pixel against 1.4-1.8).
func cropped(
    _ surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int
) -> UnsafeMutablePointer<SDL_Surface> {
    let (w, h) = (min(surface.pointee.w, Int32(width)), min(surface.pointee.h, Int32(height)))
    guard w < surface.pointee.w || h < surface.pointee.h, w > 0, h > 0, let format = surface.pointee.format,
        let crop = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, format.pointee.format)
    else { return surface }
    SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
    var area = SDL_Rect(x: 0, y: 0, w: w, h: h)
    guard SDL_UpperBlit(surface, &area, crop, nil) == 0 else {
        SDL_FreeSurface(crop)
        return surface
    }
    SDL_FreeSurface(surface)
    return crop
}
