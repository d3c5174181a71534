/// The admin's device info page: the tilt device in use, the screen, the
/// version and the machine's IP addresses, with Back at the bottom. The
/// fleet status page is drawn the same way, with its own title and lines.
struct DeviceInfoView {
    /// One labelled line.
    struct Line: Equatable {
        var label: String
        var value: String
    }

    let size: Size
    let lines: [Line]
    /// The page's title (the menu item that opened it).
    let title: String
    /// The row shown first when the rows do not all fit, as the player scrolled (up and down keys, the wheel, a
    /// swipe); never past the row from which the last ones fill the page.
    var firstRow = 0
    /// The least button side on the panel (`Painter.tapSide`, 9 mm); 0 when its density is unknown.
    var tapSide = 0.0

    var margin: Double { KioskDrawing.margin(for: size) }

    var backButton: Rect {
        let short = min(size.width, size.height)
        let height = LineRoom.target(max(28, (short * 0.1).rounded()), tapSide: tapSide, shortSide: short)
        let width = max(height * 3, size.width * 0.22)
        return Rect(centerX: size.width / 2, centerY: size.height - margin - height / 2, width: width, height: height)
    }

    /// Draws the page and says where its rows went (the scene keeps how far the page can scroll).
    @discardableResult
    func draw(_ painter: Painter) -> Layout {
        let titleBottom = KioskDrawing.title(painter, title, size: size, top: margin)
        let page = layout(painter, top: titleBottom + margin * 0.6)
        let style = TextStyle(pixels: page.pixels)
        let labelStyle = TextStyle(pixels: page.pixels, bold: true)
        let pad = page.lineHeight * 0.25
        let valueWidth = page.width - page.rows.labelWidth - pad
        var rowTop = page.top
        for index in page.shown {
            let height = page.rows.heights[index]
            if index % 2 == 0 {
                painter.fill(
                    Rect(x: page.left, y: rowTop, width: page.width, height: height), Theme.surface.opacity(0.6))
            }
            let firstLineY = rowTop + page.lineHeight / 2
            for (number, text) in page.rows.labels[index].enumerated() {
                painter.text(
                    painter.truncate(text, labelStyle, width: page.rows.labelWidth - pad), labelStyle, Theme.textDim,
                    x: page.left + pad, y: firstLineY + Double(number) * page.rows.textLine, anchorY: 0.5)
            }
            for (number, text) in page.rows.values[index].enumerated() {
                painter.text(
                    painter.truncate(text, style, width: valueWidth), style, Theme.text,
                    x: page.left + page.rows.labelWidth, y: firstLineY + Double(number) * page.rows.textLine,
                    anchorY: 0.5)
            }
            rowTop += height
        }
        if let bar = page.scrollBar { drawScrollBar(painter, bar, page: page) }
        KioskDrawing.button(painter, backButton, label: painter.catalog["button.back"], kind: .primary, focused: false)
        return page
    }

    /// Where the page's rows go with `painter`'s fonts, from `top` (under the title): the text's size, the rows' height, each row's label and
    /// value in their lines, which rows show (all, or from `firstRow` while they fit whole, the page then
    /// scrolling by whole rows) and the scroll bar's track.
    func layout(_ painter: Painter, top: Double) -> Layout {
        var width = min(size.width - 2 * margin, size.height * 1.8)
        let left = (size.width - width) / 2
        let room = backButton.y - margin * 0.6 - top
        let count = Double(max(lines.count, 1))
        // Sized by the short side: a tall panel gets the same text as a wide one, not text too wide for it.
        let unit = min(size.width, size.height)
        var lineHeight = min(room / count, max(16, unit * 0.07))
        // Never under what the layout check calls readable here; a value or a label too long for its column (a
        // sync's failure, a device id on a small panel, "Sensor de inclinación") wraps onto more lines of its row
        // rather than shrinking every line or being cut.
        let floor = Double(LayoutCheck.minimumPixels(for: size))
        var pixels = max(floor, (lineHeight * 0.62).rounded())
        // Rows as tall as their words stand where the page has the room beside the values' wrapped lines (an Arabic
        // value's line stands taller than a Latin one: "operator (لوحة الإدارة)" under "TiltQuiz 0.1.0" at 200 %
        // text).
        var rows = self.rows(painter, pixels: pixels, width: width, lineHeight: lineHeight)
        let wrapped = rows.height - count * lineHeight
        let tall = min((room - wrapped) / count, tallestLine(painter, pixels: pixels))
        if tall > lineHeight {
            lineHeight = tall
            rows = self.rows(painter, pixels: pixels, width: width, lineHeight: lineHeight)
        }
        while pixels > floor, rows.height > room {
            pixels -= 1
            rows = self.rows(painter, pixels: pixels, width: width, lineHeight: lineHeight)
        }
        // Still too tall at the smallest text (a tiny panel): the rows closer together, down to a text line and a
        // quarter (room for Arabic's marks), so a value's wrapped lines fit (the device id whole in Arabic, whose
        // title is taller); then the labels' column narrower where that makes the rows shorter.
        if rows.height > room {
            lineHeight = Self.rowHeight(
                fitting: room, rows: lines.count, now: lineHeight, wrapped: rows.height - count * lineHeight,
                tightest: rows.textLine * 1.25)
            rows = self.rows(painter, pixels: pixels, width: width, lineHeight: lineHeight)
        }
        if rows.height > room {
            let narrower = self.rows(painter, pixels: pixels, width: width, lineHeight: lineHeight, labelShare: 0.3)
            if narrower.height < rows.height { rows = narrower }
        }
        // And then the page scrolls: whole rows from `firstRow`, a scroll bar at the right; no row gives up a line
        // unless it alone is taller than the page.
        var scrollBar: Rect?
        var shown = 0..<lines.count
        if rows.height > room {
            let bar = max(4, (unit * 0.012).rounded())
            width -= bar + margin * 0.5
            rows = self.rows(
                painter, pixels: pixels, width: width, lineHeight: lineHeight, labelShare: rows.labelShare)
            shown = Self.shownRows(heights: rows.heights, room: room, first: firstRow)
            scrollBar = Rect(x: left + width + margin * 0.5, y: top, width: bar, height: room)
            if let only = shown.first, shown.count == 1, rows.heights[only] > room {
                rows.cut(row: only, toFit: room, value: lines[only].value)
            }
        }
        return Layout(
            top: top, left: left, width: width, pixels: pixels, lineHeight: lineHeight, rows: rows,
            shown: shown, scrollBar: scrollBar, lastFirstRow: Self.lastFirstRow(heights: rows.heights, room: room))
    }

    private func drawScrollBar(_ painter: Painter, _ track: Rect, page: Layout) {
        painter.roundedRect(track, radius: track.width / 2, Theme.surface)
        let total = Double(max(lines.count, 1))
        let thumbHeight = max(track.width * 3, track.height * Double(page.shown.count) / total)
        let travel = track.height - thumbHeight
        let fraction = Double(page.shown.lowerBound) / Double(max(1, page.lastFirstRow))
        painter.roundedRect(
            Rect(x: track.x, y: track.y + travel * min(1, fraction), width: track.width, height: thumbHeight),
            radius: track.width / 2, Theme.textDim)
    }

    /// The rows shown from `first` (at most the last first row that still fills the page): as many as fit whole in
    /// `room`, at least one.
    static func shownRows(heights: [Double], room: Double, first: Int) -> Range<Int> {
        guard !heights.isEmpty else { return 0..<0 }
        let start = max(0, min(first, lastFirstRow(heights: heights, room: room)))
        var end = start
        var used = 0.0
        while end < heights.count, end == start || used + heights[end] <= room {
            used += heights[end]
            end += 1
        }
        return start..<end
    }

    /// The first row of the page scrolled to its end: the lowest from which every row to the last fits in `room`
    /// (the last row alone where even that one does not).
    static func lastFirstRow(heights: [Double], room: Double) -> Int {
        var first = heights.count
        var used = 0.0
        while first > 0, used + heights[first - 1] <= room {
            used += heights[first - 1]
            first -= 1
        }
        return min(first, max(0, heights.count - 1))
    }

    /// The tallest a line of the page's labels and values stands in text of `pixels` (`Fonts.lineHeight(_:ofAny:)`:
    /// the game face's, or the box a right-to-left language's lines with Arabic letters are drawn in).
    private func tallestLine(_ painter: Painter, pixels: Double) -> Double {
        let texts = lines.map(\.value) + lines.map(\.label)
        return max(
            painter.fonts.lineHeight(TextStyle(pixels: pixels), ofAny: texts),
            painter.fonts.lineHeight(TextStyle(pixels: pixels, bold: true), ofAny: texts))
    }

    /// A row's height where rows of `now` with `wrapped` more for values' second lines are taller than `room`:
    /// what makes them fit, never under `tightest` (a line of their words) nor over `now`.
    static func rowHeight(fitting room: Double, rows: Int, now: Double, wrapped: Double, tightest: Double) -> Double {
        let fitting = (room - wrapped) / Double(max(rows, 1))
        return min(now, max(tightest, fitting.rounded(.down)))
    }

    /// With text of `pixels`: the labels' column (at most `labelShare` of the width), each label and value in the
    /// lines it wraps to, a text line's height, and each row's height (a line's height, more for a label or a value
    /// that wraps).
    private func rows(
        _ painter: Painter, pixels: Double, width: Double, lineHeight: Double, labelShare: Double = 0.4
    ) -> Rows {
        let style = TextStyle(pixels: pixels)
        let labelStyle = TextStyle(pixels: pixels, bold: true)
        // A label wraps between its words, never inside one: the column is at least its longest word wide (up to
        // 60 % of the page: "Programmversion" at 240x320).
        let widest = lines.map { painter.width(of: $0.label, labelStyle) }.max() ?? 0
        let longestWord =
            lines.flatMap { $0.label.split(separator: " ") }.map { painter.width(of: String($0), labelStyle) }.max()
            ?? 0
        let labelWidth = max(
            min(width * labelShare, widest + lineHeight * 0.5), min(width * 0.6, longestWord + lineHeight * 0.5))
        let pad = lineHeight * 0.25
        let valueWidth = width - labelWidth - pad
        let textLine = painter.paragraphHeight("X", style, width: valueWidth)
        let labels = lines.map { Self.wrap($0.label, width: labelWidth - pad) { painter.width(of: $0, labelStyle) } }
        let values = lines.map { Self.wrap($0.value, width: valueWidth) { painter.width(of: $0, style) } }
        let heights = zip(labels, values).map { lineHeight + Double(max($0.count, $1.count) - 1) * textLine }
        return Rows(
            labelWidth: labelWidth, labelShare: labelShare, labels: labels, values: values, textLine: textLine,
            heights: heights)
    }

    /// `value` in lines of at most `width`: broken at spaces, and a word wider than the column (a device id, a
    /// server's address) after a "-", "/", ":", "@" or "." in it, else anywhere.
    static func wrap(_ value: String, width: Double, measure: (String) -> Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in value.split(separator: " ").map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if measure(candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            var rest = Substring(word)
            while measure(String(rest)) > width {
                // The longest head that fits, ending after a break character when one fits.
                var fits = rest.startIndex
                var breakAfter: Substring.Index?
                for index in rest.indices {
                    let next = rest.index(after: index)
                    guard measure(String(rest[..<next])) <= width else { break }
                    fits = next
                    if "-/:@.".contains(rest[index]) { breakAfter = next }
                }
                let cut = breakAfter ?? (fits > rest.startIndex ? fits : rest.index(after: rest.startIndex))
                lines.append(String(rest[..<cut]))
                rest = rest[cut...]
            }
            line = String(rest)
        }
        lines.append(line)
        return lines
    }
}
