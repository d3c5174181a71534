import QuizCore

extension TrueFalseView {
    /// Game over: the score, every question with its mark and the right
    /// answer, and Replay.
    func drawGameOver(_ painter: Painter) {
        let h = layout.height
        let w = layout.width
        let unit = layout.shortSide
        let titleStyle = TextStyle(pixels: max(16, (unit * 0.07).rounded()), bold: true)
        painter.text(
            painter.catalog["result.game_over"], titleStyle, Theme.text.opacity(appear), x: w / 2,
            y: layout.margin + lift, anchorX: 0.5)

        let total = game.round.count
        let score = game.score
        var message: String
        switch total > 0 ? Double(score) / Double(total) : 0 {
        case 1: message = painter.catalog["result.perfect"]
        case 0.6...: message = painter.catalog["result.well_played"]
        case 0.2...: message = painter.catalog["result.good_try"]
        default: message = painter.catalog["result.keep_practising"]
        }
        // With the boards read: the player's rank today, and the streak when this game grew it.
        if let words = afterGame?.rankWords(painter.catalog) {
            message = words.joined(separator: " · ")
        }
        let scoreStyle = TextStyle(pixels: max(16, (unit * 0.09).rounded()), bold: true)
        let scoreY = layout.margin + Double(titleStyle.pixels) * 1.35 + lift
        let scoreText = painter.catalog.text(
            "result.score_of", ["score": painter.catalog.number(score), "total": painter.catalog.number(total)])
        let messageStyle = TextStyle(pixels: max(Theme.minimumTextPixels, unit * 0.04))
        let gap = unit * 0.03
        let scoreWidth = painter.width(of: scoreText, scoreStyle)
        let room = w - 2 * layout.margin - scoreWidth - gap
        message = painter.truncate(message, messageStyle, width: room)
        let messageWidth = painter.width(of: message, messageStyle)
        let startX = w / 2 - (scoreWidth + gap + messageWidth) / 2
        painter.text(scoreText, scoreStyle, Theme.accent.opacity(appear), x: startX, y: scoreY)
        painter.text(
            message, messageStyle, (afterGame?.row != nil ? Theme.accent : Theme.text).opacity(appear),
            x: startX + scoreWidth + gap,
            y: scoreY + Double(scoreStyle.pixels) * 0.62, anchorY: 0.5)

        let parts = layout.gameOverParts(hasBoard: afterGame != nil, showingBoard: showingBoard)
        if let list = parts.answers {
            var needs = game.answers.map { statementNeed(painter, $0.question.statement, rowWidth: list.width) }
            // Where the statements cannot all be read whole beside their tags (a narrow panel, 240x320), each
            // takes the row's width and its tag goes on its last line's right, or under it.
            var stacked = false
            if needs.reduce(0, +) > list.height {
                let under = game.answers.map { stackedNeed(painter, $0.question.statement, rowWidth: list.width) }
                if under.reduce(0, +) <= list.height { (needs, stacked) = (under, true) }
            }
            let rows = layout.resultRows(count: game.answers.count, needs: needs, in: list)
            for (index, rect) in rows.enumerated() {
                drawResultRow(
                    painter, game.answers[index], in: rect.offsetBy(dx: 0, dy: lift * Double(index + 2)),
                    striped: index % 2 == 0, stacked: stacked)
            }
        }
        if let afterGame, let box = parts.board {
            AfterGameBoardPanel(afterGame: afterGame, opacity: appear)
                .draw(painter, in: box.offsetBy(dx: 0, dy: lift * 2), unit: layout.shortSide)
        }
        let buttons = layout.gameOverButtons(switching: layout.gameOverSwitches(hasBoard: afterGame != nil))
        drawButton(painter, buttons.replay, label: painter.catalog["button.replay"], icon: .replay, opacity: appear)
        if let rect = buttons.switch {
            painter.roundedRect(rect, radius: rect.height / 2, Theme.surfaceRaised.opacity(appear))
            painter.line(
                firstOf: (showingBoard ? ["result.answers", "result.list"] : ["result.board"]).map {
                    painter.catalog[$0]
                }, in: rect.insetBy(dx: rect.height * 0.4, dy: 0),
                largest: rect.height * 0.42, Theme.text.opacity(appear), bold: true, anchorX: 0.5)
        }
    }

    /// The height a statement takes at the readable minimum in a row `rowWidth` wide whose mark and padding
    /// are at their largest (the narrowest its text can be), with a pixel above and below.
    private func statementNeed(_ painter: Painter, _ statement: String, rowWidth: Double) -> Double {
        let mark = layout.shortSide * 0.06
        let pad = layout.shortSide * 0.025
        // The readable minimum as drawn: at a larger text size, what the row's paragraph shrinks to at most.
        let minimum = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels))
        let tagStyle = tagStyle(painter, lineSize: layout.shortSide * 0.045, rowWidth: rowWidth)
        let tagWidth = tagWidth(painter, tagStyle)
        let width = rowWidth - mark - pad * 4 - tagWidth
        return painter.paragraphHeight(statement, minimum, width: max(1, width)) + 2
    }

    /// The height a statement takes at the readable minimum with its tag under it (`stackedLines`) in a row
    /// `rowWidth` wide whose mark and padding are at their largest, with a pixel above and below.
    private func stackedNeed(_ painter: Painter, _ statement: String, rowWidth: Double) -> Double {
        let mark = layout.shortSide * 0.06
        let pad = layout.shortSide * 0.025
        let minimum = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels))
        let tagStyle = tagStyle(painter, lineSize: layout.shortSide * 0.045, rowWidth: rowWidth)
        let width = rowWidth - mark - pad * 3
        return stackedLines(painter, statement, minimum, tag: tagStyle, width: max(1, width)).height + 2
    }

    /// A statement's lines `width` across at `style`, and the height they take with the TRUE or FALSE tag
    /// (`tag`) on the last line's right where it fits there beside the words, else on a line of its own.
    private func stackedLines(
        _ painter: Painter, _ statement: String, _ style: TextStyle, tag: TextStyle, width: Double
    ) -> (lines: [String], height: Double, tagOwnLine: Bool) {
        let lines = painter.fonts.wrap(statement, style, width: width)
        let lineHeight = painter.fonts.lineHeight(style, of: statement)
        let last = lines.last.map { painter.width(of: $0, style) } ?? 0
        let ownLine = last + style.pixelsDouble + tagWidth(painter, tag) > width
        let height = Double(lines.count) * lineHeight + (ownLine ? painter.fonts.lineHeight(tag) : 0)
        return (lines, height, ownLine)
    }

    /// The TRUE or FALSE tag's style for a row's line size: made smaller, down to the readable minimum as drawn,
    /// where the wider of the two would take more than a third of the row (Spanish "VERDADERO" at a larger text
    /// size), so the statement keeps room for its lines.
    private func tagStyle(_ painter: Painter, lineSize: Double, rowWidth: Double) -> TextStyle {
        let style = TextStyle(pixels: max(Theme.minimumTextPixels, lineSize * 0.85), bold: true)
        let wider = [painter.catalog["truefalse.true"], painter.catalog["truefalse.false"]].max {
            painter.width(of: $0, style) < painter.width(of: $1, style)
        }
        return painter.style(
            style, fitting: wider ?? "", width: rowWidth / 3, floor: painter.readableFloor(Theme.minimumTextPixels))
    }

    /// The wider of TRUE and FALSE: every row's tag column.
    private func tagWidth(_ painter: Painter, _ style: TextStyle) -> Double {
        max(
            painter.width(of: painter.catalog["truefalse.true"], style),
            painter.width(of: painter.catalog["truefalse.false"], style))
    }

    private func drawResultRow(
        _ painter: Painter, _ answer: TrueFalseAnswer, in rect: Rect, striped: Bool, stacked: Bool
    ) {
        if striped {
            painter.roundedRect(rect, radius: rect.height * 0.25, Theme.surface.opacity(0.6 * appear))
        }
        let mark = min(rect.height * 0.62, layout.shortSide * 0.06)
        let pad = min(rect.height * 0.22, layout.shortSide * 0.025)
        let markRect = Rect(x: rect.x + pad, y: rect.midY - mark / 2, width: mark, height: mark)
        let color = answer.isRight ? Theme.right : Theme.wrong
        painter.circle(centerX: markRect.midX, centerY: markRect.midY, radius: mark / 2, color.opacity(appear))
        painter.icon(answer.isRight ? .check : .cross, in: markRect.scaled(0.66), Theme.text.opacity(appear))

        let lineSize = min(rect.height * 0.4, layout.shortSide * 0.045)
        let tagStyle = tagStyle(painter, lineSize: lineSize, rowWidth: rect.width)
        let truth = painter.catalog[answer.question.answer ? "truefalse.true" : "truefalse.false"]
        let tagWidth = tagWidth(painter, tagStyle)
        if stacked {
            drawStackedStatement(
                painter, answer.question.statement, truth, in: rect, left: markRect.maxX + pad, pad: pad,
                lineSize: lineSize, tagStyle: tagStyle)
            return
        }
        painter.text(
            truth, tagStyle, Theme.textDim.opacity(appear), x: rect.maxX - pad, y: rect.midY, anchorX: 1, anchorY: 0.5)

        // The statement on as many lines as the row holds (two or three on a tall panel), ellipsised only
        // when even the readable minimum cannot hold it.
        let textX = markRect.maxX + pad
        let box = Rect(x: textX, y: rect.y + 1, width: rect.maxX - pad * 2 - tagWidth - textX, height: rect.height - 2)
        painter.paragraph(
            answer.question.statement, in: box, largest: max(Theme.minimumTextPixels, lineSize),
            Theme.text.opacity(appear), centered: false, middle: true)
    }

    /// A statement across its row from `left`, at the largest size down to the readable minimum whose lines and
    /// tag fit the row (`stackedLines`; the row was given what they need at the minimum), middled, with `truth`
    /// at the right of its last line or under it.
    private func drawStackedStatement(
        _ painter: Painter, _ statement: String, _ truth: String, in rect: Rect, left: Double, pad: Double,
        lineSize: Double, tagStyle: TextStyle
    ) {
        let width = rect.maxX - pad - left
        let floor = painter.readableFloor(Theme.minimumTextPixels)
        var style = TextStyle(pixels: max(floor, lineSize.rounded(.down)))
        var laid = stackedLines(painter, statement, style, tag: tagStyle, width: width)
        while style.pixelsDouble > floor, laid.height > rect.height - 2 {
            style = TextStyle(pixels: style.pixelsDouble - 1)
            laid = stackedLines(painter, statement, style, tag: tagStyle, width: width)
        }
        let lineHeight = painter.fonts.lineHeight(style, of: statement)
        let top = rect.y + max(1, (rect.height - laid.height) / 2)
        for (index, line) in laid.lines.enumerated() {
            painter.text(line, style, Theme.text.opacity(appear), x: left, y: top + Double(index) * lineHeight)
        }
        let lastMiddle = top + (Double(laid.lines.count) - 0.5) * lineHeight
        let tagY =
            laid.tagOwnLine
            ? top + Double(laid.lines.count) * lineHeight + painter.fonts.lineHeight(tagStyle) / 2 : lastMiddle
        painter.text(
            truth, tagStyle, Theme.textDim.opacity(appear), x: rect.maxX - pad, y: tagY, anchorX: 1, anchorY: 0.5)
    }
}
