/// Draws the PIN pad: the title, a dot per digit typed, what went wrong, the
/// keys and Cancel.
struct PINPadView {
    let layout: PINPadLayout
    let entry: PINEntry
    let time: Double

    func draw(_ painter: Painter) {
        let size = layout.size
        let info = layout.infoColumn
        let titleText = painter.catalog["admin.pin.title"]
        // As large as the column takes it ("PIN de administración" is longer than "Admin PIN"), never under the
        // readable minimum.
        let titleStyle = painter.style(
            TextStyle(pixels: Theme.textPixels(0.07, of: size, minimum: 15), bold: true), fitting: titleText,
            width: info.width, floor: painter.readableFloor(Double(LayoutCheck.minimumPixels(for: size))))
        let bodyStyle = TextStyle(pixels: Theme.textPixels(0.04, of: size, minimum: 11))
        var y = info.y + (layout.isLandscape ? info.height * 0.12 : 0)
        let title = painter.text(
            painter.truncate(titleText, titleStyle, width: info.width), titleStyle, Theme.accent, x: info.midX, y: y,
            anchorX: 0.5)
        y = title.maxY + layout.gap * 2

        // The field: a dot per digit, or a prompt while empty.
        let fieldHeight = max(24, (size.height * 0.08).rounded())
        let field = Rect(x: info.x, y: y, width: info.width, height: fieldHeight)
        painter.roundedRect(field, radius: fieldHeight * 0.3, Theme.surface)
        if entry.digits.isEmpty {
            painter.text(
                painter.truncate(
                    painter.catalog["admin.pin.prompt"], bodyStyle, width: field.width - fieldHeight * 0.4), bodyStyle,
                Theme.textDim, x: field.midX, y: field.midY, anchorX: 0.5, anchorY: 0.5)
        } else {
            let count = Double(entry.digits.count)
            let dot = min(fieldHeight * 0.32, (field.width - fieldHeight * 0.4) / (count * 1.8))
            let spacing = dot * 1.8
            let start = field.midX - spacing * (count - 1) / 2
            for index in 0..<entry.digits.count {
                painter.circle(
                    centerX: start + Double(index) * spacing, centerY: field.midY, radius: dot / 2, Theme.text)
            }
        }
        y = field.maxY + layout.gap * 1.5

        if let notice {
            let words = painter.catalog(notice.screenText)
            let room = layout.isLandscape ? layout.cancelButton.y - layout.gap - y : info.maxY - y
            let style = painter.fittingStyle(
                words, width: info.width, height: max(room, Double(bodyStyle.pixels) * 1.3),
                largest: Double(bodyStyle.pixels), smallest: Theme.minimumTextPixels, bold: true)
            painter.paragraph(words, style, Theme.wrong, centerX: info.midX, top: y, width: info.width)
        }

        let locked = entry.lockRemaining(at: time) != nil
        for (key, rect) in zip(PINPadLayout.keys, layout.keyRects) {
            switch key {
            case .digit(let digit):
                KioskDrawing.button(painter, rect, label: String(digit), kind: .plain)
            case .erase:
                KioskDrawing.button(painter, rect, label: "", kind: .plain, icon: .chevronLeft)
            case .enter:
                KioskDrawing.button(
                    painter, rect, label: painter.catalog["button.ok"], kind: .primary, iconWhenCut: .check)
            }
            if locked {
                painter.roundedRect(rect, radius: min(rect.height * 0.3, 18), Theme.backgroundBottom.opacity(0.6))
            }
        }
        KioskDrawing.button(painter, layout.cancelButton, label: painter.catalog["button.cancel"], kind: .plain)
    }

    /// The refusal or lock to show; the lock counts down.
    private var notice: PINNotice? {
        if let remaining = entry.lockRemaining(at: time) { return .locked(remaining: remaining) }
        return entry.notice
    }
}
