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

    var margin: Double { KioskDrawing.margin(for: size) }

    var backButton: Rect {
        let height = max(28, (min(size.width, size.height) * 0.1).rounded())
        let width = max(height * 3, size.width * 0.22)
        return Rect(centerX: size.width / 2, centerY: size.height - margin - height / 2, width: width, height: height)
    }

    func draw(_ painter: Painter) {
        let top = KioskDrawing.title(painter, title, size: size, top: margin) + margin * 0.6
        let width = min(size.width - 2 * margin, size.height * 1.8)
        let left = (size.width - width) / 2
        let room = backButton.y - margin * 0.6 - top
        let count = Double(max(lines.count, 1))
        // Sized by the short side: a tall panel gets the same text as a wide one, not text too wide for it.
        let unit = min(size.width, size.height)
        var lineHeight = min(room / count, max(16, unit * 0.07))
        // Never under what the layout check calls readable here; a value too long for its row (a sync's failure,
        // a device id on a small panel) wraps onto more lines of its row rather than shrinking every line or
        // being cut.
        let floor = Double(LayoutCheck.minimumPixels(for: size))
        var pixels = max(floor, (lineHeight * 0.62).rounded())
        // Rows as tall as their words stand where the page has the room beside the values' wrapped lines (an Arabic
        // value's line stands taller than a Latin one: "operator (لوحة الإدارة)" under "TiltQuiz 0.1.0" at 200 %
        // text).
        var layout = rows(painter, pixels: pixels, width: width, lineHeight: lineHeight)
        let wrapped = layout.height - count * lineHeight
        let tall = min((room - wrapped) / count, tallestLine(painter, pixels: pixels))
        if tall > lineHeight {
            lineHeight = tall
            layout = rows(painter, pixels: pixels, width: width, lineHeight: lineHeight)
        }
        while pixels > floor, layout.height > room {
            pixels -= 1
            layout = rows(painter, pixels: pixels, width: width, lineHeight: lineHeight)
        }
        // Still too tall at the smallest text (a tiny panel): the rows closer together, down to a text line and a
        // quarter (room for Arabic's marks), so a value's wrapped lines fit (the device id whole in Arabic, whose
        // title is taller); then the labels' column narrower (a long label cut short beside its value), then the
        // values of most lines, the lowest first (the last problem before the device id), give up lines, their
        // last one cut short.
        if layout.height > room {
            lineHeight = Self.rowHeight(
                fitting: room, rows: lines.count, now: lineHeight, wrapped: layout.height - count * lineHeight,
                tightest: layout.textLine * 1.25)
            layout = rows(painter, pixels: pixels, width: width, lineHeight: lineHeight)
        }
        if layout.height > room {
            let narrower = rows(painter, pixels: pixels, width: width, lineHeight: lineHeight, labelShare: 0.3)
            if narrower.height < layout.height { layout = narrower }
        }
        while layout.height > room {
            let most = layout.values.map(\.count).max() ?? 1
            guard most > 1, let row = layout.values.lastIndex(where: { $0.count == most }) else { break }
            let dropped = layout.values[row].removeLast()
            let last = layout.values[row].count - 1
            let spaced = layout.values[row][last] + " " + dropped
            layout.values[row][last] = lines[row].value.contains(spaced) ? spaced : layout.values[row][last] + dropped
            layout.height -= layout.textLine
        }
        let style = TextStyle(pixels: pixels)
        let labelStyle = TextStyle(pixels: pixels, bold: true)
        let pad = lineHeight * 0.25
        let valueWidth = width - layout.labelWidth - pad
        var rowTop = top
        for (index, line) in lines.enumerated() {
            let height = lineHeight + Double(layout.values[index].count - 1) * layout.textLine
            if index % 2 == 0 {
                painter.fill(Rect(x: left, y: rowTop, width: width, height: height), Theme.surface.opacity(0.6))
            }
            let firstLineY = rowTop + lineHeight / 2
            painter.text(
                painter.truncate(line.label, labelStyle, width: layout.labelWidth - pad), labelStyle, Theme.textDim,
                x: left + pad, y: firstLineY, anchorY: 0.5)
            for (number, text) in layout.values[index].enumerated() {
                painter.text(
                    painter.truncate(text, style, width: valueWidth), style, Theme.text, x: left + layout.labelWidth,
                    y: firstLineY + Double(number) * layout.textLine, anchorY: 0.5)
            }
            rowTop += height
        }
        KioskDrawing.button(painter, backButton, label: painter.catalog["button.back"], kind: .primary, focused: false)
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

    /// With text of `pixels`: the labels' column (at most `labelShare` of the width), each value in the lines it
    /// wraps to, a text line's height, and the rows' whole height (a line's height each, more for a value that
    /// wraps).
    private func rows(
        _ painter: Painter, pixels: Double, width: Double, lineHeight: Double, labelShare: Double = 0.4
    ) -> (labelWidth: Double, values: [[String]], textLine: Double, height: Double) {
        let style = TextStyle(pixels: pixels)
        let labelStyle = TextStyle(pixels: pixels, bold: true)
        let labelWidth = min(
            width * labelShare, (lines.map { painter.width(of: $0.label, labelStyle) }.max() ?? 0) + lineHeight * 0.5)
        let valueWidth = width - labelWidth - lineHeight * 0.25
        let textLine = painter.paragraphHeight("X", style, width: valueWidth)
        let values = lines.map { Self.wrap($0.value, width: valueWidth) { painter.width(of: $0, style) } }
        let height = values.reduce(0) { $0 + lineHeight + Double($1.count - 1) * textLine }
        return (labelWidth, values, textLine, height)
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
