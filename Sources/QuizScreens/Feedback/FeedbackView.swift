import QuizCore
import QuizFlows

/// Draws the feedback panel: the form (each field with what is typed, the
/// topic or the reason with arrows, the problem in red, Cancel and Send), the
/// keyboard, or the thanks with OK.
struct FeedbackView {
    let panel: FeedbackPanel
    let layout: FeedbackLayout
    let time: Double
    /// Whether the arrow-key ring shows (a player who has used the arrows or Enter, or no pointer).
    var showsFocus = true

    func draw(_ painter: Painter) {
        switch panel.page {
        case .typing(let field):
            KeyboardView(
                keyboard: panel.keyboard, title: painter.catalog(field.title),
                titleStyle: TextStyle(pixels: layout.pixels(0.055), bold: true), titleY: layout.title.y,
                field: layout.keyboardField, noteY: layout.keyboardNoteY,
                noteStyle: TextStyle(pixels: layout.pixels(0.034)), keys: layout.keys(panel.keyboard.rows), time: time
            ).draw(painter, width: layout.width, margin: layout.margin)
        case .done(let message):
            drawTitle(painter)
            painter.paragraph(
                painter.catalog(message), in: layout.message, largest: layout.pixels(0.06), Theme.text, middle: true)
            FocusButton.draw(painter, layout.okButton, label: painter.catalog["button.ok"], icon: .check, focused: true)
        case .form:
            drawForm(painter)
        }
    }

    private func drawTitle(_ painter: Painter) {
        painter.line(
            painter.catalog(panel.title), in: layout.title, largest: layout.pixels(0.065), Theme.text, bold: true,
            anchorX: 0.5)
    }

    private func drawForm(_ painter: Painter) {
        drawTitle(painter)
        if case .report(_, let text) = panel.purpose {
            painter.paragraph(text, in: layout.subject, largest: layout.pixels(0.04), Theme.textDim)
        }
        let rows = panel.rows(in: layout)
        // The fields' names in one column, as wide as the widest needs (up to 30 % of a field): what is typed
        // starts at the same place in every field, and has the rest.
        let labelColumn =
            rows.compactMap { item, rect -> Double? in
                guard case .field(let field) = item else { return nil }
                let name = painter.catalog(field.label)
                let needs = painter.width(of: name, TextStyle(pixels: layout.pixels(0.04), bold: true))
                return min(rect.width * 0.3, rect.height * 2.6, needs)
            }.max() ?? 0
        for (item, rect) in rows {
            let focused = showsFocus && panel.focus == item
            switch item {
            case .field(let field):
                drawField(painter, field, in: rect, labelColumn: labelColumn, focused: focused)
            case .topic:
                let topic = painter.catalog(FeedbackWords.topic(panel.topic))
                drawChoice(
                    painter, painter.catalog.text("feedback.topic", ["topic": topic]), in: rect, focused: focused)
            case .reason:
                let parts = layout.reasonParts(rect)
                let labels = ReportReason.allCases.enumerated().map { Self.label($1, in: parts[$0], painter) }
                // One size for the three, the smallest one needs ("Wrong answer"), as a row of choices reads.
                let shared = FocusButton.sharedPixels(painter, Array(zip(parts, labels)))
                for (index, reason) in ReportReason.allCases.enumerated() {
                    // The chosen reason is the filled one (a check beside the words would cut them on a small screen).
                    FocusButton.draw(
                        painter, parts[index], label: labels[index], icon: nil, focused: reason == panel.reason,
                        largestPixels: shared)
                }
                if focused {
                    painter.roundedRect(
                        rect.insetBy(dx: -3, dy: -3), radius: min(rect.height / 2, 12), Theme.accent, stroke: 2)
                }
            case .cancel:
                FocusButton.draw(painter, rect, label: painter.catalog["button.cancel"], icon: nil, focused: focused)
            case .send:
                FocusButton.draw(painter, rect, label: painter.catalog["button.send"], icon: .check, focused: focused)
            }
        }
        if !panel.problems.isEmpty {
            let problem = panel.problems.map { painter.catalog($0) }.joined(separator: " ")
            painter.paragraph(problem, in: layout.problemLine, largest: layout.pixels(0.04), Theme.wrong)
        }
    }

    /// The reason's words where its button shows them whole at the readable size, else its short word.
    private static func label(_ reason: ReportReason, in rect: Rect, _ painter: Painter) -> String {
        let whole = painter.catalog(FeedbackWords.reason(reason))
        return FocusButton.fits(painter, rect, label: whole, icon: nil)
            ? whole : painter.catalog(FeedbackWords.reason(reason, short: true))
    }

    /// How many reasons share a line in `layout`: all of them where each one's label fits its part whole, else
    /// one fewer, down to one.
    static func reasonsPerLine(_ painter: Painter, layout: FeedbackLayout) -> Int {
        var layout = layout
        let row = Rect(x: layout.margin, y: 0, width: layout.width - 2 * layout.margin, height: layout.rowHeight)
        for perLine in stride(from: ReportReason.allCases.count, to: 1, by: -1) {
            layout.reasonsPerLine = perLine
            let parts = layout.reasonParts(row)
            let fits = ReportReason.allCases.enumerated().allSatisfy { index, reason in
                FocusButton.fits(painter, parts[index], label: label(reason, in: parts[index], painter), icon: nil)
            }
            if fits { return perLine }
        }
        return 1
    }

    /// A typed field: its name small on the left, what is typed (or a dim prompt) after it.
    private func drawField(
        _ painter: Painter, _ field: FeedbackPanel.Field, in rect: Rect, labelColumn: Double, focused: Bool
    ) {
        painter.roundedRect(rect, radius: min(rect.height / 2, 12), Theme.surface)
        painter.roundedRect(
            rect, radius: min(rect.height / 2, 12), focused ? Theme.accent : Theme.surfaceRaised, stroke: 2)
        let typed = panel.text(of: field)
        let label = painter.catalog(field.label)
        let pad = rect.height * 0.3
        let labelBox = Rect(x: rect.x + pad, y: rect.y, width: labelColumn, height: rect.height)
        painter.line(label, in: labelBox, largest: layout.pixels(0.04), Theme.textDim, bold: true)
        let textBox = Rect(
            x: labelBox.maxX + pad / 2, y: rect.y, width: rect.maxX - pad - labelBox.maxX - pad / 2, height: rect.height
        )
        painter.line(
            typed.isEmpty
                ? painter.catalog[field == .note ? "feedback.optional_tap_to_type" : "field.tap_to_type"] : typed,
            in: textBox,
            largest: layout.pixels(0.045), typed.isEmpty ? Theme.textDim : Theme.text, smallest: layout.readable)
    }

    /// A value chosen with left and right: arrows at both ends.
    private func drawChoice(_ painter: Painter, _ text: String, in rect: Rect, focused: Bool) {
        painter.roundedRect(rect, radius: min(rect.height / 2, 12), focused ? Theme.accent : Theme.surfaceRaised)
        let ink = focused ? Theme.accentText : Theme.text
        let side = (rect.height * 0.5).rounded()
        painter.icon(
            .chevronLeft, in: Rect(x: rect.x + side * 0.4, y: rect.midY - side / 2, width: side, height: side), ink)
        painter.icon(
            .chevronRight, in: Rect(x: rect.maxX - side * 1.4, y: rect.midY - side / 2, width: side, height: side), ink)
        let box = Rect(x: rect.x + side * 1.8, y: rect.y, width: rect.width - side * 3.6, height: rect.height)
        painter.line(text, in: box, largest: layout.pixels(0.045), ink, bold: true, anchorX: 0.5)
    }
}
