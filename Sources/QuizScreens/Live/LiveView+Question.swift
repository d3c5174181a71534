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
        let options = question.options(in: painter.catalog)
        let layout = questionLayout(painter, question: question.text, options: options)
        painter.paragraph(
            question.text, in: layout.text, largest: pixels(0.075), Theme.text, bold: true, middle: true,
            mustBeWhole: true)
        drawCountdown(
            painter, remaining: remaining, of: question.seconds, center: layout.clockCenter, side: layout.clockSide)
        // A statement's true and false keep their sides in every language, as in the tilt game and on the phones.
        if question.isStatement {
            painter.drawingPhysically { drawAnswers(painter, options, layout: layout) }
        } else {
            drawAnswers(painter, options, layout: layout)
        }
    }

    /// Where a question's parts go: its text, the countdown, and the answers' tiles.
    struct QuestionLayout {
        var text: Rect
        var clockCenter: (x: Double, y: Double)
        var clockSide: Double
        var answers: Rect
        var columns: Int
        var tileHeight: Double
        var iconSide: Double
    }

    /// The question's text above (on a tall screen, the countdown under it) or beside the countdown, and under them
    /// the answers' tiles: two columns, or one above another on a tall screen. Every tile is as tall as the longest
    /// answer needs at the readable minimum, on as many lines as it takes ("Compton Gamma Ray Observatory" on two
    /// at 240x320); where the tiles then need more room, the question's text gives it (down to the readable
    /// minimum), the countdown going beside it on a tall screen when it does not fit under it.
    func questionLayout(_ painter: Painter, question: String, options: [String]) -> QuestionLayout {
        let area = body
        var clockSide = (min(area.width, area.height) * (isTall ? 0.2 : 0.22)).rounded()
        var textBox: Rect
        if isTall {
            textBox = Rect(x: area.x, y: area.y, width: area.width, height: (area.height * 0.3).rounded())
        } else {
            textBox = Rect(
                x: area.x, y: area.y, width: area.width - clockSide - gap * 2, height: (area.height * 0.42).rounded())
        }
        var clockCenter =
            isTall
            ? (x: area.midX, y: textBox.maxY + gap + clockSide / 2)
            : (x: area.maxX - clockSide / 2, y: textBox.midY)
        var answersTop = isTall ? clockCenter.y + clockSide / 2 + gap : textBox.maxY + gap
        let columns = isTall ? 1 : 2
        let rows = max(1, (options.count + columns - 1) / columns)
        let gaps = gap * Double(rows - 1)
        let tileWidth = (area.width - gap * Double(columns - 1)) / Double(columns)
        let base = min((area.maxY - answersTop - gaps) / Double(rows), pixels(0.2))
        let iconSide = (base * 0.56).rounded()
        let padding = 8.0
        let needed =
            (options.map {
                painter.readableParagraphHeight($0, width: tileWidth - iconSide - gap * 3, bold: true)
            }.max() ?? 0) + padding
        let tileHeight = max(base, needed.rounded(.up))
        let block = Double(rows) * tileHeight + gaps
        if answersTop + block > area.maxY {
            // The tiles take the room they need from the bottom up; the question and its countdown keep the rest.
            answersTop = area.maxY - block
            let above = max(0, answersTop - gap - area.y)
            let under = above - clockSide - gap
            if isTall, under >= painter.readableParagraphHeight(question, width: area.width, bold: true) {
                textBox = Rect(x: area.x, y: area.y, width: area.width, height: under)
                clockCenter = (x: area.midX, y: textBox.maxY + gap + clockSide / 2)
            } else {
                clockSide = min(clockSide, above)
                textBox = Rect(x: area.x, y: area.y, width: area.width - clockSide - gap * 2, height: above)
                clockCenter = (x: area.maxX - clockSide / 2, y: textBox.midY)
            }
        }
        return QuestionLayout(
            text: textBox, clockCenter: clockCenter, clockSide: clockSide,
            answers: Rect(x: area.x, y: answersTop, width: area.width, height: area.maxY - answersTop),
            columns: columns, tileHeight: tileHeight, iconSide: iconSide)
    }

    /// The seconds left, whole, in a ring that empties as they run out.
    private func drawCountdown(
        _ painter: Painter, remaining: Double, of seconds: Double, center: (x: Double, y: Double), side: Double
    ) {
        let radius = side / 2
        let thickness = max(4, (side * 0.09).rounded())
        painter.circle(centerX: center.x, centerY: center.y, radius: radius, Theme.surface)
        // In steps of 1/120 of the circle: each step is a texture, its pixels made ahead off the frame.
        let fraction = (remaining / max(0.001, seconds) * 120).rounded(.up) / 120
        let urgent = remaining <= 5
        painter.ring(
            centerX: center.x, centerY: center.y, radius: radius, thickness: thickness, fraction: fraction,
            urgent ? Theme.wrong : Theme.accent, steps: 120)
        painter.line(
            painter.catalog.number(Int(remaining.rounded(.up))),
            in: Rect(centerX: center.x, centerY: center.y, width: side * 0.7, height: side * 0.5),
            largest: fitting(side * 0.42, height: side * 0.5), Theme.text, bold: true, anchorX: 0.5)
    }

    /// Each answer in a tile of its colour, its shape at the start: two columns across, one above another
    /// when the screen is tall. Its words on as many lines as they take at the readable minimum (the tile is as
    /// tall as that), marked as read whole: the layout check names any cut.
    func drawAnswers(_ painter: Painter, _ options: [String], layout: QuestionLayout) {
        let box = layout.answers
        let columns = layout.columns
        let width = (box.width - gap * Double(columns - 1)) / Double(columns)
        let height = layout.tileHeight
        let iconSide = layout.iconSide
        let textSize = Size(width: width - iconSide - gap * 3, height: height - 8)
        // One size for every tile's words: the largest at which each fits its tile (the longest answer's).
        let largest =
            options.map {
                painter.fittingStyle(
                    $0, width: textSize.width, height: textSize.height, largest: pixels(0.055),
                    smallest: painter.readableMinimum, bold: true
                ).pixelsDouble
            }.min() ?? pixels(0.055)
        for (option, text) in options.enumerated() {
            let rect = Rect(
                x: box.x + Double(option % columns) * (width + gap),
                y: box.y + Double(option / columns) * (height + gap),
                width: width, height: height)
            let shape = Self.shape(option)
            painter.roundedRect(rect, radius: min(14, height * 0.2), Self.color(of: shape))
            painter.icon(
                Self.icon(of: shape),
                in: Rect(x: rect.x + gap, y: rect.midY - iconSide / 2, width: iconSide, height: iconSide), Theme.text)
            let textBox = Rect(
                x: rect.x + gap * 2 + iconSide, y: rect.y + 4, width: textSize.width, height: textSize.height)
            painter.paragraph(
                text, in: textBox, largest: largest, Theme.text, bold: true, centered: false, middle: true,
                mustBeWhole: true)
        }
    }
}
