import QuizCore
import QuizLive

extension LiveView {
    /// A question: its number and countdown, its text, and its answers as coloured shapes, each a shape and
    /// a colour (never the colour alone), in the order the phones show them.
    func drawQuestion(_ painter: Painter, index: Int) {
        guard round.questions.indices.contains(index) else { return }
        let question = round.questions[index]
        let remaining = round.secondsRemaining(at: scene.now)
        drawHeader(
            painter, title: questionTitle(painter, index: index),
            side: painter.catalog.plural("live.answered", count: round.answers.count))
        let area = body
        let clockSide = (min(area.width, area.height) * (isTall ? 0.2 : 0.22)).rounded()
        let textBox: Rect
        if isTall {
            textBox = Rect(x: area.x, y: area.y, width: area.width, height: (area.height * 0.3).rounded())
        } else {
            textBox = Rect(
                x: area.x, y: area.y, width: area.width - clockSide - gap * 2, height: (area.height * 0.42).rounded())
        }
        painter.paragraph(question.text, in: textBox, largest: pixels(0.075), Theme.text, bold: true, middle: true)
        let clockCenter =
            isTall
            ? (x: area.midX, y: textBox.maxY + gap + clockSide / 2)
            : (x: area.maxX - clockSide / 2, y: textBox.midY)
        drawCountdown(painter, remaining: remaining, of: question.seconds, center: clockCenter, side: clockSide)
        let answersTop = isTall ? clockCenter.y + clockSide / 2 + gap : textBox.maxY + gap
        let answers = Rect(x: area.x, y: answersTop, width: area.width, height: area.maxY - answersTop)
        let options = question.options(in: painter.catalog)
        // A statement's true and false keep their sides in every language, as in the tilt game and on the phones.
        if question.isStatement {
            painter.drawingPhysically { drawAnswers(painter, options, in: answers) }
        } else {
            drawAnswers(painter, options, in: answers)
        }
    }

    /// The seconds left, whole, in a ring that empties as they run out.
    private func drawCountdown(
        _ painter: Painter, remaining: Double, of seconds: Double, center: (x: Double, y: Double), side: Double
    ) {
        let radius = side / 2
        let thickness = max(4, (side * 0.09).rounded())
        painter.circle(centerX: center.x, centerY: center.y, radius: radius, Theme.surface)
        // In steps of 1/120 of the circle: each step is a texture, kept while the countdowns run.
        let fraction = (remaining / max(0.001, seconds) * 120).rounded(.up) / 120
        let urgent = remaining <= 5
        painter.ring(
            centerX: center.x, centerY: center.y, radius: radius, thickness: thickness, fraction: fraction,
            urgent ? Theme.wrong : Theme.accent)
        painter.line(
            painter.catalog.number(Int(remaining.rounded(.up))),
            in: Rect(centerX: center.x, centerY: center.y, width: side * 0.7, height: side * 0.5),
            largest: fitting(side * 0.42, height: side * 0.5), Theme.text, bold: true, anchorX: 0.5)
    }

    /// Each answer in a tile of its colour, its shape at the start: two columns across, one above another
    /// when the screen is tall.
    func drawAnswers(_ painter: Painter, _ options: [String], in box: Rect) {
        let columns = isTall ? 1 : 2
        let rows = (options.count + columns - 1) / columns
        guard rows > 0 else { return }
        let width = (box.width - gap * Double(columns - 1)) / Double(columns)
        let height = min((box.height - gap * Double(rows - 1)) / Double(rows), pixels(0.2))
        for (option, text) in options.enumerated() {
            let rect = Rect(
                x: box.x + Double(option % columns) * (width + gap),
                y: box.y + Double(option / columns) * (height + gap),
                width: width, height: height)
            let shape = Self.shape(option)
            painter.roundedRect(rect, radius: min(14, height * 0.2), Self.color(of: shape))
            let iconSide = (height * 0.56).rounded()
            painter.icon(
                Self.icon(of: shape),
                in: Rect(x: rect.x + gap, y: rect.midY - iconSide / 2, width: iconSide, height: iconSide), Theme.text)
            let textBox = Rect(
                x: rect.x + gap * 2 + iconSide, y: rect.y + 4, width: rect.width - iconSide - gap * 3,
                height: rect.height - 8)
            painter.paragraph(
                text, in: textBox, largest: pixels(0.055), Theme.text, bold: true, centered: false, middle: true)
        }
    }
}
