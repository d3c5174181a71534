import CSDL2
import CSDL2Image

/// A picture file at one drawn size.
struct PictureKey: Hashable {
    var path: String
    var width: Int
    var height: Int
}

extension Painter {
    /// Draws the picture in `path` (PNG, JPEG, WebP, or SVG drawn at the size shown) as large as fits in `box` without changing its shape,
    /// centred; false (nothing drawn) when the file cannot be read as a picture. The picture is scaled once per
    /// size and kept in a small cache (16 pictures: the avatar choice shows 13; 4 MB).
    @discardableResult
    public func picture(_ path: String, in box: Rect) -> Bool {
        guard box.width >= 2, box.height >= 2, let natural = Self.pictureSize(path) else { return false }
        let scale = min(box.width / natural.width, box.height / natural.height)
        let width = max(1, Int((natural.width * scale).rounded(.down)))
        let height = max(1, Int((natural.height * scale).rounded(.down)))
        let key = PictureKey(path: path, width: width, height: height)
        let rect = placed(
            Rect(
                x: (box.midX - Double(width) / 2).rounded(), y: (box.midY - Double(height) / 2).rounded(),
                width: Double(width), height: Double(height)))
        guard pictureTexture(key) != nil else { return false }
        list?.noteCover(rect)
        emitPicture(key, rect)
        return true
    }

    func pictureTexture(_ key: PictureKey) -> (texture: OpaquePointer, width: Double, height: Double)? {
        pictureTextures.texture(for: key) { () -> OpaquePointer? in
            if key.path.hasSuffix(".svg") {
                // Drawn at the size shown, sharp at any size.
                guard let file = SDL_RWFromFile(key.path, "rb") else { return nil }
                defer { SDL_RWclose(file) }
                return makeTexture(
                    renderer, from: IMG_LoadSizedSVG_RW(file, Int32(key.width), Int32(key.height)),
                    readable: readableTextures)
            }
            guard let loaded = IMG_Load(key.path) else { return nil }
            defer { SDL_FreeSurface(loaded) }
            guard
                let scaled = SDL_CreateRGBSurfaceWithFormat(
                    0, Int32(key.width), Int32(key.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return nil }
            SDL_SetSurfaceBlendMode(loaded, SDL_BLENDMODE_NONE)
            var target = SDL_Rect(x: 0, y: 0, w: Int32(key.width), h: Int32(key.height))
            _ = SDL_UpperBlitScaled(loaded, nil, scaled, &target)
            return makeTexture(renderer, from: scaled, readable: readableTextures)
        }
    }

    /// The picture's own size in pixels, read once per file (nil when it is not a picture SDL_image reads).
    static func pictureSize(_ path: String) -> (width: Double, height: Double)? {
        if let known = PictureSizes.shared.sizes[path] { return known }
        guard let loaded = IMG_Load(path) else {
            PictureSizes.shared.sizes[path] = .some(nil)
            return nil
        }
        defer { SDL_FreeSurface(loaded) }
        let size = (Double(loaded.pointee.w), Double(loaded.pointee.h))
        PictureSizes.shared.remember(path, size)
        return size
    }
}

/// The sizes of the picture files read so far (nil: not a picture), at most 64 of them: the main loop's alone.
final class PictureSizes {
    nonisolated(unsafe) static let shared = PictureSizes()
    var sizes: [String: (width: Double, height: Double)?] = [:]

    func remember(_ path: String, _ size: (width: Double, height: Double)) {
        if sizes.count >= 64 { sizes.removeAll() }
        sizes[path] = size
    }
}
