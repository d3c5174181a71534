extension DeviceInfoView {
    /// Where the page's rows go: the text's size, the rows in their lines, which of them show and, when they do
    /// not all fit, the scroll bar's track and how far the page scrolls.
    struct Layout {
        var top: Double
        var left: Double
        var width: Double
        var pixels: Double
        var lineHeight: Double
        var rows: Rows
        /// The rows on view: all of them, or those from the scroll's first row that fit whole.
        var shown: Range<Int>
        /// The scroll bar's track, when the rows do not all fit.
        var scrollBar: Rect?
        /// The first row shown once the page is scrolled to its end (0 when it does not scroll).
        var lastFirstRow: Int
    }

    /// The rows laid out in text of one size: the labels' column, each label and value in its lines, a text line's
    /// height and each row's.
    struct Rows {
        var labelWidth: Double
        var labelShare: Double
        var labels: [[String]]
        var values: [[String]]
        var textLine: Double
        var heights: [Double]

        var height: Double { heights.reduce(0, +) }

        /// Row `row`, taller than the page on its own (a very long value on a tiny panel), cut to the lines that
        /// fit `room`: the first line left out joins the last one kept, which is then drawn cut short with "…".
        mutating func cut(row: Int, toFit room: Double, value: String) {
            let lineHeight = heights[row] - Double(max(labels[row].count, values[row].count) - 1) * textLine
            let kept = max(1, Int(((room - lineHeight) / textLine).rounded(.down)) + 1)
            values[row] = Self.cut(values[row], to: kept, from: value)
            labels[row] = Self.cut(labels[row], to: kept, from: labels[row].joined(separator: " "))
            heights[row] = lineHeight + Double(max(labels[row].count, values[row].count) - 1) * textLine
        }

        /// `lines` (wrapped from `whole`) down to `kept`, the first one left out joined to the last kept, with the
        /// space between them where `whole` has one.
        static func cut(_ lines: [String], to kept: Int, from whole: String) -> [String] {
            guard lines.count > kept else { return lines }
            var shown = Array(lines.prefix(kept))
            let spaced = shown[kept - 1] + " " + lines[kept]
            shown[kept - 1] = whole.contains(spaced) ? spaced : shown[kept - 1] + lines[kept]
            return shown
        }
    }
}
