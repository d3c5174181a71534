import QuizCore
import QuizFlows

extension HomeView {
    /// The leads form: name and email fields, the consent checkbox with its
    /// text, why Send did nothing (if it did), No thanks and Send.
    func drawLeadForm(_ painter: Painter) {
        guard let form = flow.leadForm else { return }
        let parts = layout.leadForm
        let title = painter.catalog["lead.title"]
        let titleStyle = painter.fittingStyle(
            title, width: layout.width - 2 * layout.margin, height: Double(layout.titleStyle.pixels) * 1.3,
            largest: Double(layout.titleStyle.pixels), smallest: Theme.minimumTextPixels, bold: true)
        painter.text(title, titleStyle, Theme.text, x: layout.width / 2, y: layout.margin, anchorX: 0.5)
        drawField(
            painter, parts.name, label: painter.catalog["lead.name"], value: form.name, focused: form.focus == .name)
        drawField(
            painter, parts.email, label: painter.catalog["lead.email"], value: form.email, focused: form.focus == .email
        )

        let box = parts.checkbox
        painter.roundedRect(box, radius: box.height * 0.2, Theme.surface)
        let stroke = max(2, (box.height * 0.1).rounded())
        painter.roundedRect(
            box, radius: box.height * 0.2, form.focus == .consent ? Theme.accent : Theme.textDim, stroke: stroke)
        if form.consented { painter.icon(.check, in: box.scaled(0.7), Theme.right) }
        // The consent text above one line kept for a problem.
        let problemHeight = Double(layout.hintStyle.pixels) * 1.4
        let text = parts.consentText
        let room = max(0, text.height - problemHeight)
        // The operator's words as written, or the catalog's sentence in the language on view.
        let consent = form.consent.sentence(in: painter.catalog)
        let style = painter.fittingStyle(
            consent, width: text.width, height: room, largest: Double(layout.textStyle.pixels),
            smallest: Theme.minimumTextPixels)
        painter.paragraph(
            consent, style, Theme.text, centerX: text.midX, top: text.y, width: text.width, centered: false)
        if let problem = form.problem.map({ $0.string(in: painter.catalog) }) {
            let problemStyle = painter.fittingStyle(
                problem, width: text.maxX - box.x, height: problemHeight, largest: Double(layout.hintStyle.pixels),
                smallest: Theme.minimumTextPixels)
            painter.text(
                painter.truncate(problem, problemStyle, width: text.maxX - box.x), problemStyle, Theme.wrong,
                x: box.x, y: text.maxY - problemHeight)
        }
        drawButton(
            painter, parts.skip, label: painter.catalog["button.no_thanks"], icon: nil, focused: form.focus == .skip)
        drawButton(
            painter, parts.send, label: painter.catalog["button.send"], icon: .check, focused: form.focus == .send,
            enabled: form.consented)
    }

    /// A field: its label, then what it holds (or "tap to type"), outlined when focused.
    func drawField(_ painter: Painter, _ rect: Rect, label: String, value: String, focused: Bool) {
        painter.roundedRect(rect, radius: rect.height * 0.2, Theme.surface)
        painter.roundedRect(
            rect, radius: rect.height * 0.2, focused ? Theme.accent : Theme.surfaceRaised,
            stroke: max(2, (rect.height * 0.06).rounded()))
        let pad = rect.height * 0.3
        let labelStyle = TextStyle(pixels: max(Theme.minimumTextPixels, (rect.height * 0.38).rounded()), bold: true)
        let labelWidth = painter.width(of: label, labelStyle)
        painter.text(label, labelStyle, Theme.textDim, x: rect.x + pad, y: rect.midY, anchorY: 0.5)
        let shown = value.isEmpty ? painter.catalog["field.tap_to_type"] : value
        let room = rect.width - labelWidth - 3 * pad
        let valueStyle = TextStyle(pixels: max(Theme.minimumTextPixels, (rect.height * 0.42).rounded()))
        painter.text(
            painter.truncate(shown, valueStyle, width: room), valueStyle, value.isEmpty ? Theme.dieDim : Theme.text,
            x: rect.x + labelWidth + 2 * pad, y: rect.midY, anchorY: 0.5)
    }
}
