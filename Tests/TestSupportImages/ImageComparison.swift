import CSDL2
import CSDL2Image
import Foundation

/// A PNG decoded to 32-bit ARGB pixels, for comparing screenshots.
public struct PixelImage {
    public var width: Int
    public var height: Int
    public var pixels: [UInt32]

    public init?(path: String) {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, tq_SDL_PIXELFORMAT_ARGB8888(), 0) else { return nil }
        defer { SDL_FreeSurface(surface) }
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch) / 4
        let base = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            for column in 0..<width { pixels.append(base[row * pitch + column]) }
        }
        self.pixels = pixels
    }

    /// How different two images are: the share of pixels whose largest
    /// channel difference exceeds `threshold`, and the mean difference.
    public func difference(from other: PixelImage, threshold: Int = 40) -> (changedShare: Double, meanDelta: Double)? {
        guard width == other.width, height == other.height else { return nil }
        var changed = 0
        var total = 0
        for (a, b) in zip(pixels, other.pixels) {
            var largest = 0
            for shift in [0, 8, 16] {
                let delta = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
                largest = max(largest, delta)
            }
            total += largest
            if largest > threshold { changed += 1 }
        }
        let count = Double(pixels.count)
        return (Double(changed) / count, Double(total) / count)
    }

    /// How many different colours the image holds (a blank screen has one or two).
    public var distinctColours: Int { Set(pixels).count }
}
