/// An sRGB colour with alpha, 0...255 per channel.
public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBB`.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `opacity` (0...1).
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.alpha = UInt8((Double(alpha) * min(1, max(0, opacity))).rounded())
        return copy
    }

    /// A mix of this colour and `other`: 0 is self, 1 is other.
    public func mixed(with other: Color, _ amount: Double) -> Color {
        let t = min(1, max(0, amount))
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
        return Color(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: mix(alpha, other.alpha))
    }

    /// This colour blended over the opaque `background`, opaque: the software renderer's blended fill,
    /// to the bit (each product divided by 255 and truncated, then added).
    public func blended(over background: Color) -> Color {
        let a = UInt32(alpha)
        func mix(_ top: UInt8, _ under: UInt8) -> UInt8 {
            UInt8(UInt32(top) * a / 255 + UInt32(under) * (255 - a) / 255)
        }
        return Color(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }
}
