/// Where "Which came first?" puts its parts, from the window size: a header
/// (back, title, count), the two cards side by side on a wide screen and one
/// above the other on a tall one, then the result bubbles and the main
/// button, and a hint line at the bottom.
struct WhichCameFirstLayout: ScreenLayout {
    let size: Size
    /// Row heights for the text size and language drawn in (`LineRoom`): the hint line grows with them.
    var lines = LineRoom.latinAtHundred

    var margin: Double { max(8, (shortSide * 0.035).rounded()) }
    var gap: Double { max(6, (shortSide * 0.025).rounded()) }

    // MARK: Rows

    var header: Rect {
        Rect(
            x: margin, y: margin, width: width - 2 * margin,
            height: lines.target(max(26, (shortSide * 0.1).rounded()), shortSide: shortSide))
    }

    var backButton: Rect {
        let header = header
        return Rect(
            x: header.x, y: header.y, width: min(width * 0.3, max(70, header.height * 2.6)), height: header.height)
    }

    /// The header between the back button and the right edge (titles, Correct!, the count).
    var headerText: Rect {
        let back = backButton
        return Rect(x: back.maxX + gap, y: back.y, width: max(0, header.maxX - back.maxX - gap), height: back.height)
    }

    var hintLine: Rect {
        let lineHeight = lines.height(pixels(0.034), least: (pixels(0.034) * 1.5).rounded())
        return Rect(x: margin, y: height - margin * 0.5 - lineHeight, width: width - 2 * margin, height: lineHeight)
    }

    /// The main button (Submit, Next, Done): bottom right on a wide screen, the whole width on a tall one.
    var actionButton: Rect { actionButton(wide: false) }

    /// The main button; `wide` for a long label ("Play a random day"): at least half the width.
    func actionButton(wide: Bool) -> Rect {
        let buttonHeight = lines.target(max(30, (shortSide * 0.11).rounded()), shortSide: shortSide)
        let y = hintLine.y - gap * 0.5 - buttonHeight
        if isTall { return Rect(x: margin, y: y, width: width - 2 * margin, height: buttonHeight) }
        let buttonWidth =
            wide
            ? max(width * 0.5, min(width - 2 * margin, 200)).rounded()
            : min(width * 0.36, max(120, shortSide * 0.45)).rounded()
        return Rect(x: width - margin - buttonWidth, y: y, width: buttonWidth, height: buttonHeight)
    }

    /// The five result bubbles: beside the button on a wide screen, above it on a tall one.
    var bubbles: Rect {
        let button = actionButton
        if isTall {
            let rowHeight = max(22, (shortSide * 0.09).rounded())
            return Rect(x: margin, y: button.y - gap - rowHeight, width: width - 2 * margin, height: rowHeight)
        }
        return Rect(x: margin, y: button.y, width: max(0, button.x - margin - gap), height: button.height)
    }

    /// Between the header and the bubbles.
    var body: Rect {
        let top = header.maxY + gap
        let bottom = (isTall ? bubbles.y : actionButton.y) - gap
        return Rect(x: margin, y: top, width: width - 2 * margin, height: max(0, bottom - top))
    }

    /// The two cards: side by side, or one above the other on a tall screen.
    var cards: [Rect] {
        let body = body
        if isTall {
            let cardHeight = ((body.height - gap) / 2).rounded(.down)
            return [
                Rect(x: body.x, y: body.y, width: body.width, height: cardHeight),
                Rect(x: body.x, y: body.y + cardHeight + gap, width: body.width, height: cardHeight),
            ]
        }
        let cardWidth = ((body.width - gap) / 2).rounded(.down)
        return [
            Rect(x: body.x, y: body.y, width: cardWidth, height: body.height),
            Rect(x: body.x + cardWidth + gap, y: body.y, width: cardWidth, height: body.height),
        ]
    }

    // MARK: The splash

    /// The splash's title block: the game's name and the date.
    var splashTitle: Rect {
        Rect(x: margin, y: margin, width: width - 2 * margin, height: (height * (isTall ? 0.3 : 0.34)).rounded())
    }

    /// The splash's buttons, stacked under the title.
    func menuButtons(count: Int) -> [Rect] {
        let buttonHeight = lines.target(max(30, (shortSide * 0.12).rounded()), shortSide: shortSide)
        let buttonWidth = min(width - 2 * margin, max(240, shortSide * 0.95)).rounded()
        let top = splashTitle.maxY + gap
        let room = hintLine.y - gap - top
        let step = min(buttonHeight + gap, (room / Double(max(1, count))).rounded(.down))
        let size = min(buttonHeight, step - gap * 0.6)
        return (0..<count).map { index in
            Rect(
                x: ((width - buttonWidth) / 2).rounded(), y: top + Double(index) * step, width: buttonWidth,
                height: size)
        }
    }

    // MARK: Earlier days

    /// The rows of the earlier days list that fit between the header and the hint.
    func dayRows() -> [Rect] {
        let top = header.maxY + gap
        let rowHeight = max(26, (shortSide * 0.1).rounded())
        let rows = max(1, Int((hintLine.y - gap - top + gap * 0.5) / (rowHeight + gap * 0.5)))
        return (0..<rows).map { index in
            Rect(
                x: margin, y: top + Double(index) * (rowHeight + gap * 0.5), width: width - 2 * margin - gap,
                height: rowHeight)
        }
    }

    /// The scroll bar's track beside the earlier days' rows.
    var daysScrollTrack: Rect {
        let top = header.maxY + gap
        return Rect(x: width - margin - gap * 0.5, y: top, width: max(3, gap * 0.5), height: hintLine.y - gap - top)
    }
}
