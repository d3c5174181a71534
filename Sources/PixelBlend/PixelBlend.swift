/// ARGB8888 pixels blended over the window's as SDL 2.26's software renderer blends them, four at a time (see
/// `WindowPixels` in QuizScreens). A module of its own so that it is compiled optimised in debug builds too: there
/// the vector types' operators are calls, and `make run` would draw slower than SDL.
public enum PixelBlend {
    /// Blends `count` ARGB pixels over `target`'s as SDL 2.26's `BlitRGBtoRGBPixelAlphaMMX` does: a transparent
    /// pixel leaves the target's, an opaque one replaces it, any other gives each channel
    /// `(s * a) >> 8 + (d * (255 - a)) >> 8` (alpha: `s` times 255). Four pixels at a time: two channels of each
    /// (blue and red, green and alpha) on the 16-bit lanes of one vector, all multiplied at once.
    public static func row(_ source: UnsafePointer<UInt32>, onto target: UnsafeMutablePointer<UInt32>, count: Int) {
        var index = 0
        while index + 4 <= count {
            let s = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD4<UInt32>.self)
            let a = s &>> 24
            let transparent = a .== 0
            let opaque = a .== 255
            if all(transparent) {
                index += 4
                continue
            }
            if all(opaque) {
                UnsafeMutableRawPointer(target + index).storeBytes(of: s, as: SIMD4<UInt32>.self)
                index += 4
                continue
            }
            let d = UnsafeRawPointer(target + index).loadUnaligned(as: SIMD4<UInt32>.self)
            let rest = 255 &- a
            // Each pixel's factors on both of its lanes: the texture's (255 for its alpha) and the window's.
            let factors = lanes(a | a &<< 16)
            let alphaFactors = lanes(a | 255 &<< 16)
            let restFactors = lanes(rest | rest &<< 16)
            // (A shift binds tighter than a product in Swift: each product is bracketed.)
            let blueRed = (lanes(s & 0x00FF_00FF) &* factors) &>> 8 &+ (lanes(d & 0x00FF_00FF) &* restFactors) &>> 8
            let greenAlpha =
                (lanes(s &>> 8 & 0x00FF_00FF) &* alphaFactors) &>> 8
                &+ (lanes(d &>> 8 & 0x00FF_00FF) &* restFactors) &>> 8
            var mixed = pixels(blueRed) | pixels(greenAlpha) &<< 8
            mixed.replace(with: d, where: transparent)
            mixed.replace(with: s, where: opaque)
            UnsafeMutableRawPointer(target + index).storeBytes(of: mixed, as: SIMD4<UInt32>.self)
            index += 4
        }
        while index < count {
            target[index] = pixel(source[index], target[index])
            index += 1
        }
    }

    /// Four pixels as eight 16-bit lanes, and back.
    @inline(__always)
    private static func lanes(_ pixels: SIMD4<UInt32>) -> SIMD8<UInt16> {
        unsafeBitCast(pixels, to: SIMD8<UInt16>.self)
    }

    @inline(__always)
    private static func pixels(_ lanes: SIMD8<UInt16>) -> SIMD4<UInt32> {
        unsafeBitCast(lanes, to: SIMD4<UInt32>.self)
    }

    /// One pixel, as `row` blends each.
    static func pixel(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let a = s >> 24
        if a == 0 { return d }
        if a == 255 { return s }
        let rest = 255 - a
        func channel(_ shift: UInt32, _ factor: UInt32) -> UInt32 {
            (((s >> shift & 0xFF) * factor) >> 8 + ((d >> shift & 0xFF) * rest) >> 8) << shift
        }
        return channel(0, a) | channel(8, a) | channel(16, a) | channel(24, 255)
    }
}
