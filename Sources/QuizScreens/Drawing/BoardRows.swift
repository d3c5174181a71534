/// A day's board as rows: "rank. name" on the left, the score on the right,
/// the player's own row raised and outlined. "Which came first?"'s result and
/// the Daily Challenge's first screen and result draw theirs with it.
enum BoardRows {
    struct Row: Equatable {
        var rank: Int
        var name: String
        /// The score as shown: "4/5", "1,240".
        var value: String
        var isPlayer: Bool
    }

    /// A row's height on a screen of `layout`.
    static func height(_ layout: WhichCameFirstLayout) -> Double {
        max(Theme.minimumTextPixels * 1.7, (layout.pixels(0.045) * 1.7).rounded())
    }

    /// Draws `rows` from `top` down, across `box`, while they fit above its foot.
    static func draw(_ painter: Painter, _ rows: [Row], in box: Rect, top: Double, layout: WhichCameFirstLayout) {
        let rowHeight = height(layout)
        var y = top
        for row in rows {
            guard y + rowHeight <= box.maxY + 0.5 else { break }
            let rect = Rect(x: box.x, y: y, width: box.width, height: rowHeight - 2)
            painter.roundedRect(rect, radius: 6, row.isPlayer ? Theme.surfaceRaised : Theme.surface)
            if row.isPlayer { painter.roundedRect(rect, radius: 6, Theme.accent, stroke: 2) }
            let inner = rect.insetBy(dx: layout.gap * 0.6, dy: 0)
            let valueWidth = painter.width(of: row.value, TextStyle(pixels: layout.pixels(0.04), bold: true))
            painter.line(
                "\(row.rank). \(row.name)",
                in: Rect(x: inner.x, y: inner.y, width: inner.width - valueWidth - layout.gap, height: inner.height),
                largest: layout.pixels(0.04), Theme.text, bold: row.isPlayer)
            painter.line(
                row.value, in: Rect(x: inner.maxX - valueWidth, y: inner.y, width: valueWidth, height: inner.height),
                largest: layout.pixels(0.04), Theme.text, bold: true, anchorX: 1)
            y += rowHeight
        }
    }
}
