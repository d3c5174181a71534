import QuizCore
import QuizLive

extension LiveView {
    /// How many chose each answer: a bar per answer, its shape and colour at the start, the right one marked
    /// with a check and a word, the others dimmed.
    func drawDistribution(_ painter: Painter, index: Int) {
        guard round.questions.indices.contains(index) else { return }
        let question = round.questions[index]
        drawHeader(painter, title: questionTitle(painter, index: index), side: nil)
        let area = body
        let textHeight = (area.height * 0.22).rounded()
        painter.paragraph(
            question.text, in: Rect(x: area.x, y: area.y, width: area.width, height: textHeight),
            largest: pixels(0.055), Theme.text, bold: true, middle: true)
        let counts = round.distribution
        let most = max(1, counts.max() ?? 1)
        let top = area.y + textHeight + gap
        let rowCount = Double(question.options.count)
        let rowHeight = min((area.maxY - top - gap * (rowCount - 1)) / rowCount, pixels(0.14) * textScale)
        for (option, text) in question.options(in: painter.catalog).enumerated() {
            let right = option == question.rightOption
            let row = Rect(x: area.x, y: top + Double(option) * (rowHeight + gap), width: area.width, height: rowHeight)
            drawChip(
                painter, option: option, in: Rect(x: row.x, y: row.y, width: rowHeight, height: rowHeight), dim: !right)
            let countText = painter.catalog.number(counts.indices.contains(option) ? counts[option] : 0)
            let labelHeight = (rowHeight * 0.5).rounded()
            let barHeight = rowHeight - labelHeight - 4
            let countStyle = TextStyle(pixels: fitting(pixels(0.055), height: barHeight * 0.9), bold: true)
            let countWidth = max(painter.width(of: "000", countStyle), painter.width(of: countText, countStyle))
            let barLeft = row.x + rowHeight + gap
            let barRoom = row.maxX - barLeft - countWidth - gap
            let markSide = right ? labelHeight : 0
            if right {
                painter.circle(
                    centerX: barLeft + markSide / 2, centerY: row.y + labelHeight / 2, radius: markSide / 2, Theme.right
                )
                painter.icon(
                    .check,
                    in: Rect(
                        centerX: barLeft + markSide / 2, centerY: row.y + labelHeight / 2, width: markSide * 0.6,
                        height: markSide * 0.6), Theme.text)
            }
            let label = right ? painter.catalog.text("live.right_answer", ["answer": text]) : text
            // Nothing stands right of the label's band (the count is beside the bar): it may reach the margin's gap.
            let labelRight = size.width - gap
            painter.line(
                label,
                in: Rect(
                    x: barLeft + (right ? markSide + gap * 0.5 : 0), y: row.y,
                    width: labelRight - barLeft - (right ? markSide + gap * 0.5 : 0), height: labelHeight),
                largest: fitting(pixels(0.042), height: labelHeight), right ? Theme.text : Theme.textDim, bold: right,
                smallest: readable)
            let share = Double(counts.indices.contains(option) ? counts[option] : 0) / Double(most)
            let color = Self.color(of: Self.shape(option))
            painter.roundedRect(
                Rect(x: barLeft, y: row.y + labelHeight + 4, width: barRoom, height: barHeight),
                radius: barHeight * 0.3,
                Theme.surface)
            if share > 0 {
                painter.roundedRect(
                    Rect(
                        x: barLeft, y: row.y + labelHeight + 4, width: max(barHeight, barRoom * share),
                        height: barHeight),
                    radius: barHeight * 0.3, right ? color : color.opacity(0.5))
            }
            painter.text(
                countText, countStyle, right ? Theme.text : Theme.textDim, x: row.maxX,
                y: row.y + labelHeight + 4 + barHeight / 2, anchorX: 1, anchorY: 0.5)
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
