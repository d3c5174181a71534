/// A text longer than its box, shown a window of lines at a time with a bar
/// beside them saying where the window is: the one way a long text is read
/// on a small screen (an event's card, About). The scene keeps the first line
/// shown and moves it on its keys, wheel and drags (`LineWindow`).
enum ScrollingText {
    /// Draws the lines of `text` from `first` (kept within the text) that fit in `box`, left-aligned, with a bar
    /// `bar` wide at the box's right edge, `gap` from the lines. Returns the lines the text has and shows.
    @discardableResult
    static func draw(
        _ painter: Painter, _ text: String, _ style: TextStyle, _ color: Color, in box: Rect, first: Int, bar: Double,
        gap: Double
    ) -> LineWindow {
        let lineHeight = painter.fonts.lineHeight(style, of: text)
        let lines = painter.fonts.wrap(text, style, width: box.width - bar - gap)
        let shown = max(1, Int(box.height / lineHeight))
        let window = LineWindow(total: lines.count, shown: shown, first: first)
        for row in 0..<min(shown, lines.count - window.first) {
            painter.text(lines[window.first + row], style, color, x: box.x, y: box.y + Double(row) * lineHeight)
        }
        let track = Rect(x: box.maxX - bar, y: box.y, width: bar, height: Double(shown) * lineHeight)
        painter.roundedRect(track, radius: bar / 2, Theme.surfaceRaised)
        let thumbHeight = max(bar * 3, track.height * Double(shown) / Double(lines.count))
        let travel = track.height - thumbHeight
        let fraction = Double(window.first) / Double(max(1, lines.count - shown))
        painter.roundedRect(
            Rect(x: track.x, y: track.y + travel * fraction, width: bar, height: thumbHeight), radius: bar / 2,
            Theme.textDim)
        return window
    }
}

/// Which lines of a scrolled text are on view: how many it has, how many fit, and the first shown.
struct LineWindow: Equatable {
    var total = 0
    var shown = 0
    /// Kept so the window never runs past the last line.
    private(set) var first = 0

    init(total: Int = 0, shown: Int = 0, first: Int = 0) {
        self.total = total
        self.shown = shown
        self.first = max(0, min(first, total - shown))
    }

    /// The window moved by `lines` (negative: back up), stopping at either end.
    func scrolled(by lines: Int) -> LineWindow {
        LineWindow(total: total, shown: shown, first: first + lines)
    }
}
