/// A strip across the top of the screen with one line of news, such as "Tilt sensor disconnected".
///
/// Drawn last, over whatever the screen shows, so every screen can carry it.
/// Its height follows the window (8% of it, at least 24 pixels) and the text
/// shrinks, then truncates, to fit one line.
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
        Rect(x: 0, y: 0, width: size.width, height: max(24, (size.height * 0.08).rounded()))
    }

    public func draw(_ painter: Painter) {
        let strip = Self.strip(for: painter.size)
        painter.fill(strip, background)
        let padding = strip.height * 0.3
        let width = strip.width - 2 * padding
        let largest = max(Theme.minimumTextPixels, strip.height * 0.5)
        var style = TextStyle(pixels: largest, bold: true)
        while Double(style.pixels) > Theme.minimumTextPixels, painter.width(of: message, style) > width {
            style = TextStyle(pixels: Double(style.pixels) - 1, bold: true)
        }
        let line = painter.truncate(message, style, width: width)
        painter.text(line, style, foreground, x: strip.midX, y: strip.midY, anchorX: 0.5, anchorY: 0.5)
    }
}
