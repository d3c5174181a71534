/// The game's colours and type scale, in one place so every screen agrees.
/// Right and wrong are never told by colour alone: a check or a cross and a
/// word always come with the green or red.
public enum Theme {
    public static let backgroundTop = Color(hex: 0x1D2744)
    public static let backgroundBottom = Color(hex: 0x111829)
    public static let surface = Color(hex: 0x263252)
    public static let surfaceRaised = Color(hex: 0x2F3D63)
    public static let text = Color(hex: 0xF4F6FB)
    public static let textDim = Color(hex: 0xA7B1CC)
    public static let accent = Color(hex: 0xFFC53D)
    public static let accentText = Color(hex: 0x1B1F2B)
    /// Right and wrong: a teal green and an orange red, chosen so that they stay apart for protanopes and
    /// deuteranopes and tritanopes too (CIEDE2000 10 or more in simulation; `ColourBlindTests`), not only by
    /// their icons.
    public static let right = Color(hex: 0x20C997)
    public static let wrong = Color(hex: 0xF2542D)
    public static let die = Color(hex: 0xE9EDF6)
    public static let dieDim = Color(hex: 0x5B6788)

    /// The background gradient's colour at `y` in a window `height` pixels tall.
    public static func background(atY y: Double, height: Double) -> Color {
        backgroundTop.mixed(with: backgroundBottom, y / max(1, height - 1))
    }

    /// Minimum text height in pixels, so 320x240 stays readable.
    public static let minimumTextPixels = 11.0
    /// Shapes that grow or pulse change size in steps of this many pixels (see `Rect.scaled(_:inStepsOf:)`).
    public static let animationSizeStep = 2.0

    /// A text size that is `fraction` of the window height, but never below the minimum.
    public static func textPixels(_ fraction: Double, of size: Size, minimum: Double = minimumTextPixels) -> Double {
        max(minimum, (size.height * fraction).rounded())
    }
}

/// Easing curves for animations, `t` in 0...1.
public enum Ease {
    public static func outCubic(_ t: Double) -> Double {
        let u = 1 - min(1, max(0, t))
        return 1 - u * u * u
    }

    /// Overshoots a little, then settles: the "magnetic snap" of the tilt arrow.
    public static func outBack(_ t: Double) -> Double {
        let x = min(1, max(0, t))
        let c1 = 1.70158
        let c3 = c1 + 1
        return 1 + c3 * pow3(x - 1) + c1 * (x - 1) * (x - 1)
    }

    private static func pow3(_ v: Double) -> Double { v * v * v }

    /// Progress of an animation that started at `start` and lasts `duration` seconds; 1 at once when `cut`
    /// (`accessibility.reduce_motion`: the animation is a cut to its end).
    public static func progress(since start: Double, now: Double, duration: Double, cut: Bool = false) -> Double {
        guard duration > 0, !cut else { return 1 }
        return min(1, max(0, (now - start) / duration))
    }
}
