import QuizCore

extension TrueFalseView {
    /// The reveal: a panel rising over the answer band, green with a check
    /// when right, red with a cross when wrong, the correct answer, the
    /// explanation and Next.
    func drawRevealPanel(_ painter: Painter) {
        guard let answer = game.answers.last else { return }
        let rise = (1 - appear) * layout.height * 0.08
        let panel = layout.revealPanel.offsetBy(dx: 0, dy: rise)
        let color = answer.isRight ? Theme.right : Theme.wrong
        let radius = min(panel.height * 0.12, layout.height * 0.04)
        painter.roundedRect(panel, radius: radius, Theme.surface.opacity(appear))
        painter.roundedRect(
            Rect(x: panel.x, y: panel.y, width: panel.width, height: max(3, panel.height * 0.035)).insetBy(dx: radius, dy: 0),
            radius: 2, color.opacity(appear))

        let pad = max(6, panel.height * 0.09)
        let badge = panel.height * 0.3
        let badgeRect = Rect(x: panel.x + pad, y: panel.y + pad, width: badge, height: badge)
        painter.circle(centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2, color.opacity(appear))
        painter.icon(answer.isRight ? .check : .cross, in: badgeRect.scaled(0.62), Theme.text.opacity(appear))

        let textX = badgeRect.maxX + pad * 0.8
        let headline = answer.isRight ? "Correct!" : "Not quite"
        let headStyle = TextStyle(pixels: max(14, badge * 0.5), bold: true)
        painter.text(headline, headStyle, color.mixed(with: Theme.text, 0.25).opacity(appear), x: textX, y: badgeRect.y - badge * 0.04)
        let truth = answer.question.answer ? "TRUE" : "FALSE"
        let sub = "The answer is \(truth)."
        let subStyle = TextStyle(pixels: max(Theme.minimumTextPixels, badge * 0.3))
        painter.text(sub, subStyle, Theme.text.opacity(appear), x: textX, y: badgeRect.maxY, anchorY: 1)

        let button = layout.nextButton.offsetBy(dx: 0, dy: rise)
        let explanationTop = badgeRect.maxY + pad * 0.7
        let explanationBox = Rect(
            x: panel.x + pad, y: explanationTop, width: panel.width - 2 * pad,
            height: button.y - pad * 0.4 - explanationTop)
        let style = painter.fittingStyle(
            answer.question.explanation, width: explanationBox.width, height: explanationBox.height,
            largest: max(Theme.minimumTextPixels, layout.height * 0.04), smallest: Theme.minimumTextPixels)
        painter.paragraph(
            answer.question.explanation, style, Theme.textDim.mixed(with: Theme.text, 0.4).opacity(appear),
            centerX: explanationBox.midX, top: explanationBox.y, width: explanationBox.width, centered: false)

        let last = game.answers.count >= game.round.count
        drawButton(painter, button, label: last ? "Results" : "Next", icon: .play, opacity: appear)
    }
}
