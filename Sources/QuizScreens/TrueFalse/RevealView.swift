import QuizCore

extension TrueFalseView {
    /// The reveal: a panel rising over the answer band, green with a check
    /// when right, red with a cross when wrong, the correct answer, the
    /// feedback for the answer given and the explanation, and Next.
    func drawRevealPanel(_ painter: Painter) {
        guard let answer = game.answers.last else { return }
        let rise = (1 - appear) * layout.height * 0.08
        let panel = layout.revealPanel.offsetBy(dx: 0, dy: rise)
        let color = answer.isRight ? Theme.right : Theme.wrong
        let radius = min(panel.height * 0.12, layout.height * 0.04)
        // Faded in by mixing toward the background behind it, not by blending: an opaque
        // panel this size costs the software renderer a fraction of a translucent one.
        // (In 16 shades, each under one colour level apart, so the corners' textures are reused.)
        let behind = Theme.background(atY: panel.midY, height: layout.height)
        painter.roundedRect(panel, radius: radius, behind.mixed(with: Theme.surface, (appear * 16).rounded() / 16))
        painter.roundedRect(panel, radius: radius, color.opacity(0.8 * appear), stroke: max(2, layout.height * 0.004))

        let pad = max(6, panel.height * 0.09)
        let badge = panel.height * 0.3
        let badgeRect = Rect(x: panel.x + pad, y: panel.y + pad, width: badge, height: badge)
        painter.circle(centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2, color.opacity(appear))
        painter.icon(answer.isRight ? .check : .cross, in: badgeRect.scaled(0.62), Theme.text.opacity(appear))

        let textX = badgeRect.maxX + pad * 0.8
        let headline = answer.isRight ? "Correct!" : "Not quite"
        let textWidth = panel.maxX - pad - textX
        let headStyle = TextStyle(pixels: max(14, min(badge * 0.5, textWidth / 6)), bold: true)
        painter.text(
            headline, headStyle, color.mixed(with: Theme.text, 0.25).opacity(appear), x: textX,
            y: badgeRect.y - badge * 0.04)
        let truth = answer.question.answer ? "TRUE" : "FALSE"
        let chosen = answer.chosen ? "TRUE" : "FALSE"
        let sub = answer.isRight ? "It is \(truth)." : "You said \(chosen): it is \(truth)."
        // As large as the badge allows while the line fits beside it (a narrow portrait panel has room for it).
        let probe = TextStyle(pixels: 100)
        let fitting = 100 * textWidth / max(1, painter.width(of: sub, probe))
        let subStyle = TextStyle(pixels: max(Theme.minimumTextPixels, min(badge * 0.3, fitting)))
        painter.text(sub, subStyle, Theme.text.opacity(appear), x: textX, y: badgeRect.maxY, anchorY: 1)

        let button = layout.nextButton.offsetBy(dx: 0, dy: rise)
        let explanationTop = badgeRect.maxY + pad * 0.7
        let above = Rect(
            x: panel.x + pad, y: explanationTop, width: panel.width - 2 * pad,
            height: button.y - pad * 0.4 - explanationTop)
        // Too long above the button: the column beside it, down to the panel's foot.
        let beside = Rect(
            x: above.x, y: above.y, width: button.x - pad * 0.6 - above.x, height: panel.maxY - pad * 0.5 - above.y)
        let largest = max(Theme.minimumTextPixels, layout.height * 0.04)
        let textColor = Theme.textDim.mixed(with: Theme.text, 0.4).opacity(appear)
        // The feedback and the explanation where they fit; else the feedback alone, or the explanation alone;
        // else the whole, cut with an ellipsis beside the button.
        var placed = false
        for text in answer.explanationChoices where !placed {
            for box in [above, beside] {
                let style = painter.fittingStyle(
                    text, width: box.width, height: box.height, largest: largest, smallest: Theme.minimumTextPixels)
                guard painter.paragraphHeight(text, style, width: box.width) <= box.height else { continue }
                painter.paragraph(
                    text, style, textColor, centerX: box.midX, top: box.y, width: box.width, centered: false)
                placed = true
                break
            }
        }
        if !placed, let text = answer.explanationChoices.first {
            painter.paragraph(text, in: beside, largest: largest, textColor, centered: false)
        }

        let last = game.answers.count >= game.round.count
        drawButton(painter, button, label: last ? "Results" : "Next", icon: .play, opacity: appear)
    }
}
