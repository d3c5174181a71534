import Foundation

/// The colours a screen is shown in (`accessibility.contrast`). Screens name `Theme`'s colours; the painter
/// draws them through its palette, so high contrast needs no screen of its own. `highContrast` keeps the
/// backgrounds and panels and makes every text colour at least 7:1 against each of them (WCAG 2.1's 1.4.6,
/// AAA) and the inactive marks at least 3:1 (1.4.11); `ContrastTests` computes every pair.
public enum Palette: Sendable, CaseIterable {
    case standard
    case highContrast

    /// What a colour paints: a text, or a shape (an area, an icon, a line), which WCAG asks 3:1 of, not 7:1.
    public enum Use: Sendable {
        case text
        case shape
    }

    /// `color` as this palette shows it when used as `use`: one of `Theme`'s foreground colours swapped for its
    /// high-contrast counterpart (its alpha kept, so fades and tints still work), any other colour as it is. Right
    /// and wrong differ by use: light as a word on the dark ground, darker as a shape, which often carries a white
    /// mark or number (a check on a disc, the lives on a heart).
    public func map(_ color: Color, as use: Use) -> Color {
        guard self == .highContrast else { return color }
        let swaps = use == .shape ? Self.highContrastShapes : Self.highContrastTexts
        guard let swapped = swaps[color.rgb] else { return color }
        return Color(hex: swapped, alpha: color.alpha)
    }

    /// The high-contrast counterparts of `Theme`'s foreground colours as texts, by 0xRRGGBB: 7:1 or more on
    /// every ground (3:1 for the inactive marks).
    static let highContrastTexts: [UInt32: UInt32] = [
        Theme.text.rgb: 0xFFFFFF,
        Theme.textDim.rgb: 0xDCE2F0,
        Theme.accent.rgb: 0xFFD966,
        Theme.right.rgb: 0x6EF5C8,
        Theme.wrong.rgb: 0xFFC6B3,
        Theme.die.rgb: 0xFFFFFF,
        Theme.dieDim.rgb: 0x8C97B8,
    ]

    /// As shapes: the same, but right's stays dark enough for a white mark on it (3:1 each way, as graphical
    /// objects need), and wrong's as it is (already 3:1 each way).
    static let highContrastShapes: [UInt32: UInt32] = highContrastTexts.merging([
        Theme.right.rgb: 0x1A9E6C,
        Theme.wrong.rgb: Theme.wrong.rgb,
    ]) { _, fill in fill }
}

extension Color {
    /// 0xRRGGBB, alpha left out.
    var rgb: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// WCAG 2.1's relative luminance (sRGB channels linearised, weighted 0.2126, 0.7152, 0.0722).
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.1's contrast ratio of two opaque colours, 1 to 21.
    public func contrast(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
