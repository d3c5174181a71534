/// A strip across the top of the screen with news, such as "Tilt sensor disconnected".
///
/// Drawn last, over whatever the screen shows, so every screen can carry it.
/// It is as tall as the screens' top bars (the trivia heart, the dice row),
/// so it covers them whole rather than half: 16 % of the short side, at least
/// 28 pixels; the text shrinks, then takes two lines, and the strip grows for more.
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

    /// Drawn in `strip(for:)`, grown down (to a third of the screen at most) where the message takes more lines
    /// at the readable minimum than the strip holds: news is read whole, not cut short.
    public func draw(_ painter: Painter) {
        var strip = Self.strip(for: painter.size)
        let padding = Self.padding(strip, painter)
        let floor = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels), bold: true)
        let needed = painter.paragraphHeight(message, floor, width: strip.width - padding * 4) + padding * 2
        if needed > strip.height {
            strip.height = min(needed.rounded(.up), (painter.size.height / 3).rounded())
        }
        draw(painter, in: strip)
    }

    /// The room around the words: that of a strip of the usual height, however tall it grew.
    private static func padding(_ strip: Rect, _ painter: Painter) -> Double {
        max(4, (min(strip.height, Self.strip(for: painter.size).height) * 0.12).rounded())
    }

    /// Draws the banner in `strip` instead (a band a screen's own layout gives).
    public func draw(_ painter: Painter, in strip: Rect) {
        painter.fill(strip, background)
        let padding = Self.padding(strip, painter)
        painter.paragraph(
            message, in: strip.insetBy(dx: padding * 2, dy: padding),
            largest: max(Theme.minimumTextPixels, strip.height * 0.36),
            foreground, bold: true, middle: true)
    }
}
