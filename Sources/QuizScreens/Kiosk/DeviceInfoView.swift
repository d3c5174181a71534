/// The admin's device info page: the tilt device in use, the screen, the
/// version and the machine's IP addresses, with Back at the bottom.
struct DeviceInfoView {
    /// One labelled line.
    struct Line: Equatable {
        var label: String
        var value: String
    }

    let size: Size
    let lines: [Line]

    var margin: Double { KioskDrawing.margin(for: size) }

    var backButton: Rect {
        let height = max(28, (min(size.width, size.height) * 0.1).rounded())
        let width = max(height * 3, size.width * 0.22)
        return Rect(centerX: size.width / 2, centerY: size.height - margin - height / 2, width: width, height: height)
    }

    func draw(_ painter: Painter) {
        let top = KioskDrawing.title(painter, "Device info", size: size, top: margin) + margin * 0.6
        let width = min(size.width - 2 * margin, size.height * 1.8)
        let left = (size.width - width) / 2
        let room = backButton.y - margin * 0.6 - top
        let count = Double(max(lines.count, 1))
        // Sized by the short side: a tall panel gets the same text as a wide one, not text too wide for it.
        let unit = min(size.width, size.height)
        let lineHeight = min(room / count, max(16, unit * 0.07))
        var style = TextStyle(pixels: max(Theme.minimumTextPixels, (lineHeight * 0.62).rounded()))
        // Every label whole, and the longest value whole when the text can shrink to the readable minimum.
        let longestLabel = lines.map(\.label).max { $0.count < $1.count } ?? ""
        let longestValue = lines.map(\.value).max { $0.count < $1.count } ?? ""
        while Double(style.pixels) > Theme.minimumTextPixels,
            painter.width(of: longestLabel, TextStyle(pixels: Double(style.pixels), bold: true))
                + painter.width(of: longestValue, style) + lineHeight > width
        {
            style = TextStyle(pixels: Double(style.pixels - 1))
        }
        let labelStyle = TextStyle(pixels: Double(style.pixels), bold: true)
        let labelWidth = min(
            width * 0.4, (lines.map { painter.width(of: $0.label, labelStyle) }.max() ?? 0) + lineHeight * 0.5)
        for (index, line) in lines.enumerated() {
            let y = top + (Double(index) + 0.5) * lineHeight
            if index % 2 == 0 {
                painter.fill(
                    Rect(x: left, y: top + Double(index) * lineHeight, width: width, height: lineHeight),
                    Theme.surface.opacity(0.6))
            }
            let pad = lineHeight * 0.25
            painter.text(
                painter.truncate(line.label, labelStyle, width: labelWidth - pad), labelStyle, Theme.textDim,
                x: left + pad, y: y, anchorY: 0.5)
            painter.text(
                painter.truncate(line.value, style, width: width - labelWidth - pad), style, Theme.text,
                x: left + labelWidth, y: y, anchorY: 0.5)
        }
        KioskDrawing.button(painter, backButton, label: "Back", kind: .primary, focused: false)
    }
}
