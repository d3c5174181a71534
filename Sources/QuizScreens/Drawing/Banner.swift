/// A strip across the top of the screen with news, such as "Tilt sensor disconnected".
///
/// Drawn last, over whatever the screen shows, so every screen can carry it.
/// It is as tall as the screens' top bars (the trivia heart, the dice row),
/// so it covers them whole rather than half: 16 % of the short side, at least
/// 28 pixels; the text shrinks, then takes two lines, then ends in an ellipsis.
public struct Banner {
    public var message: String
    public var background: Color
    public var foreground: Color

    public init(message: String, background: Color = Theme.wrong, foreground: Color = Theme.text) {
        self.message = message
        self.background = background
        self.foreground = foreground
    }

    /// The strip for a window of `size`.
    public static func strip(for size: Size) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: max(28, (min(size.width, size.height) * 0.16).rounded()))
    }

    public func draw(_ painter: Painter) {
        draw(painter, in: Self.strip(for: painter.size))
    }

    /// Draws the banner in `strip` instead (a band a screen's own layout gives).
    public func draw(_ painter: Painter, in strip: Rect) {
        painter.fill(strip, background)
        let padding = max(4, (strip.height * 0.12).rounded())
        painter.paragraph(
            message, in: strip.insetBy(dx: padding * 2, dy: padding),
            largest: max(Theme.minimumTextPixels, strip.height * 0.36),
            foreground, bold: true, middle: true)
    }
}
