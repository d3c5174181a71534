import QuizCore
import QuizFlows
import QuizText

/// Draws the Accessibility screen from its flow: Back and the title, a row per choice with its value (the
/// focused row filled with the accent), the notes (voice English only, no microphone) and the hint.
struct AccessibilityView {
    let flow: AccessibilityFlow
    let layout: AccessibilityLayout
    /// Whether the device is played by touch (the hint says to tap) rather than keys.
    let touch: Bool

    func draw(_ painter: Painter) {
        let catalog = painter.catalog
        FocusButton.draw(painter, layout.backButton, label: catalog["button.back"], icon: .chevronLeft, focused: false)
        painter.line(catalog["a11y.title"], in: layout.title, largest: layout.pixels(0.06), Theme.accent, bold: true)
        for (row, rect) in zip(AccessibilityFlow.Row.allCases, layout.rows) {
            drawRow(
                painter, name: catalog[row.nameKey], value: row.value(flow.choices).string(in: catalog), in: rect,
                focused: row == flow.focus)
        }
        for (note, rect) in zip(flow.notes, layout.notes) {
            painter.line(
                catalog[note.key], in: rect, largest: layout.pixels(0.034), Theme.textDim, anchorX: 0.5)
        }
        let hint = touch ? [catalog["a11y.hint_tap"]] : [catalog["a11y.hint_keys"], catalog["hint.esc_back"]]
        painter.line(firstOf: hint, in: layout.hintLine, largest: layout.pixels(0.034), Theme.textDim, anchorX: 0.5)
    }

    private func drawRow(_ painter: Painter, name: String, value: String, in rect: Rect, focused: Bool) {
        painter.noteTapTarget(rect)
        painter.roundedRect(
            rect, radius: min(rect.height * 0.3, 16), focused ? Theme.accent : Theme.surfaceRaised)
        let ink = focused ? Theme.accentText : Theme.text
        let inset = rect.insetBy(dx: rect.height * 0.35, dy: rect.height * 0.1)
        let largest = layout.pixels(0.042)
        // The value keeps its width; the name has the rest of the row.
        let valueStyle = painter.fittingStyle(
            value, width: inset.width * 0.4, height: inset.height, largest: largest, smallest: Theme.minimumTextPixels,
            bold: true)
        let valueWidth = painter.width(of: value, valueStyle)
        // The painter mirrors the row in a right-to-left language: the name then reads from the right.
        painter.text(value, valueStyle, ink, x: inset.maxX, y: inset.midY, anchorX: 1, anchorY: 0.5)
        let nameWidth = inset.width - valueWidth - layout.gap * 2
        let nameBox = Rect(x: inset.x, y: inset.y, width: nameWidth, height: inset.height)
        painter.line(name, in: nameBox, largest: largest, ink, anchorX: 0)
    }
}
