import QuizCore

extension TrueFalseView {
    /// Game over: the score, every question with its mark and the right
    /// answer, and Replay.
    func drawGameOver(_ painter: Painter) {
        let h = layout.height
        let w = layout.width
        let lift = (1 - appear) * h * 0.03
        let titleStyle = TextStyle(pixels: max(16, h * 0.07), bold: true)
        painter.text(
            "Game over", titleStyle, Theme.text.opacity(appear), x: w / 2, y: layout.margin + lift, anchorX: 0.5)

        let total = game.round.count
        let score = game.score
        let message: String
        switch total > 0 ? Double(score) / Double(total) : 0 {
        case 1: message = "Perfect!"
        case 0.6...: message = "Well played!"
        case 0.2...: message = "Good try!"
        default: message = "Keep practising!"
        }
        let scoreStyle = TextStyle(pixels: max(16, h * 0.09), bold: true)
        let scoreY = layout.margin + Double(titleStyle.pixels) * 1.35 + lift
        let scoreText = "\(score) / \(total)"
        let messageStyle = TextStyle(pixels: max(Theme.minimumTextPixels, h * 0.04))
        let gap = h * 0.03
        let scoreWidth = painter.width(of: scoreText, scoreStyle)
        let messageWidth = painter.width(of: message, messageStyle)
        let startX = w / 2 - (scoreWidth + gap + messageWidth) / 2
        painter.text(scoreText, scoreStyle, Theme.accent.opacity(appear), x: startX, y: scoreY)
        painter.text(
            message, messageStyle, Theme.text.opacity(appear), x: startX + scoreWidth + gap,
            y: scoreY + Double(scoreStyle.pixels) * 0.62, anchorY: 0.5)

        for (index, rect) in layout.resultRows(count: game.answers.count).enumerated() {
            drawResultRow(
                painter, game.answers[index], in: rect.offsetBy(dx: 0, dy: lift * Double(index + 2)),
                striped: index % 2 == 0)
        }
        drawButton(painter, layout.gameOverButton, label: "Replay", icon: .replay, opacity: appear)
    }

    private func drawResultRow(_ painter: Painter, _ answer: TrueFalseAnswer, in rect: Rect, striped: Bool) {
        if striped {
            painter.roundedRect(rect, radius: rect.height * 0.25, Theme.surface.opacity(0.6 * appear))
        }
        let mark = rect.height * 0.62
        let pad = rect.height * 0.22
        let markRect = Rect(x: rect.x + pad, y: rect.midY - mark / 2, width: mark, height: mark)
        let color = answer.isRight ? Theme.right : Theme.wrong
        painter.circle(centerX: markRect.midX, centerY: markRect.midY, radius: mark / 2, color.opacity(appear))
        painter.icon(answer.isRight ? .check : .cross, in: markRect.scaled(0.66), Theme.text.opacity(appear))

        let tagStyle = TextStyle(pixels: max(10, rect.height * 0.34), bold: true)
        let truth = answer.question.answer ? "TRUE" : "FALSE"
        let tagWidth = painter.width(of: "FALSE", tagStyle)
        painter.text(
            truth, tagStyle, Theme.textDim.opacity(appear), x: rect.maxX - pad, y: rect.midY, anchorX: 1, anchorY: 0.5)

        let textStyle = TextStyle(pixels: max(Theme.minimumTextPixels, rect.height * 0.4))
        let textX = markRect.maxX + pad
        let available = rect.maxX - pad * 2 - tagWidth - textX
        let line = painter.truncate(answer.question.statement, textStyle, width: available)
        painter.text(line, textStyle, Theme.text.opacity(appear), x: textX, y: rect.midY, anchorY: 0.5)
    }
}
