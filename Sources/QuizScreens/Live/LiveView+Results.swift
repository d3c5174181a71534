import QuizCore
import QuizLive

extension LiveView {
    /// How many chose each answer: a bar per answer, its shape and colour at the start, the right one marked
    /// with a check and a word, the others dimmed. An answer's words are read whole, on as many lines as they take
    /// at the readable minimum (every row as tall as the longest needs), the question's text giving them room down
    /// to its own readable minimum. Where the words' lines above their bars leave the question too little room
    /// (Arabic at 240x320), each bar runs behind its words, the count at its end (`DistributionRows`).
    func drawDistribution(_ painter: Painter, index: Int) {
        guard round.questions.indices.contains(index) else { return }
        let question = round.questions[index]
        drawHeader(painter, title: questionTitle(painter, index: index), side: nil)
        let area = body
        let labels = question.options(in: painter.catalog).enumerated().map { option, text in
            option == question.rightOption ? painter.catalog.text("live.right_answer", ["answer": text]) : text
        }
        let rows = DistributionRows(
            view: self, painter: painter, area: area, labels: labels, right: question.rightOption,
            question: question.text)
        var textHeight = (area.height * 0.22).rounded()
        if area.y + textHeight + gap + rows.block > area.maxY {
            textHeight = max(0, area.maxY - rows.block - gap - area.y)
        }
        painter.paragraph(
            question.text, in: Rect(x: area.x, y: area.y, width: area.width, height: textHeight),
            largest: pixels(0.055), Theme.text, bold: true, middle: true, mustBeWhole: true)
        let counts = round.distribution
        let most = max(1, counts.max() ?? 1)
        let top = area.y + textHeight + gap
        for (option, label) in labels.enumerated() {
            let count = counts.indices.contains(option) ? counts[option] : 0
            rows.draw(
                option: option, label: label, count: count, share: Double(count) / Double(most),
                top: top + Double(option) * (rows.height + gap), in: area)
        }
    }

    /// The top 5 after a question: rank, name, points, and places moved since the question before.
    func drawLeaderboard(_ painter: Painter, index: Int) {
        drawHeader(painter, title: painter.catalog["live.top_five"], side: questionTitle(painter, index: index))
        drawStandings(painter, round.topFive, in: body, showMovement: true)
    }

    /// Rows of standings: rank, name, points and (after a question) the movement.
    func drawStandings(_ painter: Painter, _ standings: [LiveStanding], in box: Rect, showMovement: Bool) {
        guard !standings.isEmpty else {
            painter.line(
                painter.catalog["live.nobody"],
                in: Rect(x: box.x, y: box.y, width: box.width, height: pixels(0.08) * textScale),
                largest: pixels(0.05), Theme.textDim, anchorX: 0.5)
            return
        }
        let rowHeight = min((box.height - gap * 4) / 5, pixels(0.13) * textScale).rounded()
        // One size for the row's texts: it fits the row's height, and rank, points and movement leave the name
        // at least 45 % of the row.
        var textPixels = fitting(pixels(0.05), height: rowHeight)
        var style = TextStyle(pixels: textPixels, bold: true)
        // The movement column as wide as its widest words in this language ("+2", "▲ 2", ...).
        let moves = showMovement ? standings.compactMap { movementWords(painter, $0.movement)?.text } + ["+00"] : []
        let movesWidth = { (style: TextStyle) in moves.map { painter.width(of: $0, style) }.max() ?? 0 }
        let columnsWidth = { (style: TextStyle) in
            painter.width(of: "000", style) + painter.width(of: "00000", style) + movesWidth(style)
        }
        let room = (box.width - gap * 5) * 0.55
        if columnsWidth(style) > room {
            textPixels = max(readable, (textPixels * room / columnsWidth(style)).rounded(.down))
            style = TextStyle(pixels: textPixels, bold: true)
        }
        let rankWidth = painter.width(of: "000", style)
        let pointsWidth = painter.width(of: "00000", style) + gap
        let moveWidth = showMovement ? movesWidth(style) + gap : 0
        for (position, standing) in standings.enumerated() {
            let row = Rect(
                x: box.x, y: box.y + Double(position) * (rowHeight + gap), width: box.width, height: rowHeight)
            painter.roundedRect(row, radius: rowHeight * 0.2, standing.rank == 1 ? Theme.surfaceRaised : Theme.surface)
            let inner = row.insetBy(dx: gap, dy: 0)
            painter.line(
                painter.catalog.number(standing.rank),
                in: Rect(x: inner.x, y: inner.y, width: rankWidth, height: inner.height),
                largest: textPixels, Theme.accent, bold: true)
            let nameX = inner.x + rankWidth + gap
            let points = painter.catalog.number(standing.points)
            // The name reaches the points as drawn (they stand right-aligned in their column).
            let pointsDrawn = min(pointsWidth, painter.width(of: points, TextStyle(pixels: textPixels)) + gap)
            painter.line(
                standing.name,
                in: Rect(
                    x: nameX, y: inner.y, width: inner.maxX - nameX - pointsDrawn - moveWidth, height: inner.height),
                largest: textPixels, Theme.text, bold: true, smallest: readable)
            painter.line(
                points,
                in: Rect(x: inner.maxX - pointsWidth - moveWidth, y: inner.y, width: pointsWidth, height: inner.height),
                largest: textPixels, Theme.text, anchorX: 1)
            if showMovement {
                drawMovement(
                    painter, standing.movement, pixels: textPixels,
                    in: Rect(x: inner.maxX - moveWidth + gap, y: inner.y, width: moveWidth - gap, height: inner.height))
            }
        }
    }

    /// "+2" in green, "-1" in red, "=" dim; nothing before the first question's.
    private func drawMovement(_ painter: Painter, _ movement: Int?, pixels: Double, in box: Rect) {
        guard let words = movementWords(painter, movement) else { return }
        painter.line(words.text, in: box, largest: pixels, words.color, bold: true, anchorX: 1)
    }

    /// A movement's words and colour; nil before the first question's. A signed count reads left to right in every
    /// language (`Painter.leftToRight`): alone on a right-to-left line its sign would be drawn after the digits.
    private func movementWords(_ painter: Painter, _ movement: Int?) -> (text: String, color: Color)? {
        guard let movement else { return nil }
        let catalog = painter.catalog
        let signed = { (key: String, count: Int) in
            painter.leftToRight(catalog.text(key, ["count": catalog.number(count)]))
        }
        if movement > 0 {
            return (signed("live.moved_up", movement), Theme.right)
        } else if movement < 0 {
            return (signed("live.moved_down", -movement), Theme.wrong)
        }
        return (catalog["live.moved_none"], Theme.textDim)
    }
}
