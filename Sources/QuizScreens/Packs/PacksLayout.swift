import QuizFlows

/// Where the quiz packs screens' parts go, from the window size. A tall
/// panel stacks what a wide one puts side by side (answers in one column,
/// scores' two lists one above the other), so no part shrinks below reading size.
struct PacksLayout: ScreenLayout {
    let size: Size
    /// How many times larger text is drawn (`Painter.textGrowth`): the list's rows grow with it.
    var textGrowth = 1.0
    /// Row heights for the text size and language drawn in (`LineRoom`): the status and hint lines grow with them.
    var lines = LineRoom.latinAtHundred

    var margin: Double { max(6, (shortSide * 0.04).rounded()) }
    var gap: Double { max(4, (shortSide * 0.02).rounded()) }

    /// The top band: the title or the way back, and the toolbar.
    var header: Rect {
        Rect(
            x: margin, y: margin, width: width - 2 * margin,
            height: lines.target(max(28, (shortSide * 0.11).rounded()), shortSide: shortSide))
    }

    /// "Packs" or "Back", at the header's left end (every screen but the list).
    var backButton: Rect {
        Rect(
            x: header.x, y: header.y, width: min(header.width * 0.34, header.height * 3.2).rounded(),
            height: header.height)
    }

    /// The toolbar's buttons, right-aligned in the header, in the order given.
    func toolbar(_ parts: [PacksFocus]) -> [(PacksFocus, Rect)] {
        let buttonWidth = min(header.height * 3.4, (header.width * 0.6 - gap) / Double(max(1, parts.count))).rounded()
        var x = header.maxX - Double(parts.count) * buttonWidth - Double(max(0, parts.count - 1)) * gap
        return parts.map { part in
            defer { x += buttonWidth + gap }
            return (part, Rect(x: x, y: header.y, width: buttonWidth, height: header.height))
        }
    }

    /// The line under the header: when the packs were updated, or what a check did.
    var statusLine: Rect {
        Rect(
            x: margin, y: header.maxY + gap, width: width - 2 * margin,
            height: lines.height(pixels(0.04), least: (pixels(0.04) * 1.35).rounded()))
    }

    /// The hint along the bottom.
    var hintLine: Rect {
        let lineHeight = lines.height(pixels(0.034), least: (pixels(0.034) * 1.35).rounded())
        return Rect(x: margin, y: height - margin - lineHeight, width: width - 2 * margin, height: lineHeight)
    }

    // MARK: The list

    /// A pack's row: taller with larger text, so its title and description keep their lines (fewer rows show,
    /// and the list scrolls); on a tall panel of a phone's width or more, tall enough for a description of two
    /// lines under the title, where one line cut it ("Sums, primes, angles and percenta…" at 480x800).
    var rowHeight: Double { rowHeight(share: twoLineDescriptions ? 0.19 : isTall ? 0.13 : 0.15) }

    /// A row's height where its description has one line (the pad and the icon of a taller row).
    var oneLineRowHeight: Double { rowHeight(share: 0.13) }

    /// A row `share` of the short side high, at least 40 px, grown with the text.
    private func rowHeight(share: Double) -> Double { (max(40, (shortSide * share).rounded()) * textGrowth).rounded() }

    /// Whether a pack's description may take two lines: on a tall panel at least 360 px wide (a row of 240x320
    /// has no room for them).
    var twoLineDescriptions: Bool { isTall && shortSide >= 360 }

    /// The share of a row's text height the title takes, the description the rest.
    var titleShare: Double { twoLineDescriptions ? 0.4 : 0.55 }

    /// The list's area, between the status line and the hint, less the scroll bar.
    var listArea: Rect {
        let top = statusLine.maxY + gap
        return Rect(
            x: margin, y: top, width: width - 2 * margin - scrollBarWidth - gap,
            height: max(0, hintLine.y - gap - top))
    }

    var scrollBarWidth: Double { max(4, (shortSide * 0.012).rounded()) }

    /// The scroll bar's track, at the list's right.
    var scrollTrack: Rect {
        Rect(x: listArea.maxX + gap, y: listArea.y, width: scrollBarWidth, height: listArea.height)
    }

    /// The rows that fit in the list area, top to bottom (at least one).
    func packRows() -> [Rect] {
        let count = max(1, Int((listArea.height + gap) / (rowHeight + gap)))
        return (0..<count).map { index in
            Rect(
                x: listArea.x, y: listArea.y + Double(index) * (rowHeight + gap), width: listArea.width,
                height: rowHeight)
        }
    }

    // MARK: A question

    /// The pack's title and "2 of 5", right of the back button.
    var questionHeaderText: Rect {
        Rect(x: backButton.maxX + gap, y: header.y, width: header.maxX - backButton.maxX - gap, height: header.height)
    }

    /// Submit or Next: the bottom row's button, full width on a tall panel.
    var actionButton: Rect {
        let buttonHeight = lines.target(max(30, (shortSide * 0.12).rounded()), shortSide: shortSide)
        let buttonWidth = isTall ? width - 2 * margin : min(width - 2 * margin, max(buttonHeight * 4, width * 0.3))
        return Rect(
            x: width - margin - buttonWidth, y: height - margin - buttonHeight, width: buttonWidth, height: buttonHeight
        )
    }

    /// The question's text box.
    var questionBox: Rect {
        let top = header.maxY + gap * 2
        let share = isTall ? 0.3 : 0.26
        return Rect(x: margin, y: top, width: width - 2 * margin, height: ((height - top) * share).rounded())
    }

    /// The answers' boxes: one column on a tall panel or with more than four answers, else two by two.
    func answers(count: Int) -> [Rect] {
        guard count > 0 else { return [] }
        let top = questionBox.maxY + gap
        let area = Rect(x: margin, y: top, width: width - 2 * margin, height: max(0, actionButton.y - gap * 2 - top))
        let columns = isTall || count > 4 ? 1 : 2
        let rows = (count + columns - 1) / columns
        let cellWidth = ((area.width - gap * Double(columns - 1)) / Double(columns)).rounded(.down)
        let cellHeight = min(((area.height - gap * Double(rows - 1)) / Double(rows)).rounded(.down), shortSide * 0.2)
        let used = cellHeight * Double(rows) + gap * Double(rows - 1)
        let y0 = area.y + ((area.height - used) / 2).rounded()
        return (0..<count).map { index in
            let row = columns == 1 ? index : index / 2
            let column = columns == 1 ? 0 : index % 2
            return Rect(
                x: area.x + Double(column) * (cellWidth + gap), y: y0 + Double(row) * (cellHeight + gap),
                width: cellWidth, height: cellHeight)
        }
    }

    // MARK: The answer and finished screens

    /// The area between the header and the Next button.
    var body: Rect {
        let top = header.maxY + gap * 2
        return Rect(x: margin, y: top, width: width - 2 * margin, height: max(0, actionButton.y - gap * 2 - top))
    }

    /// "Report" on the answer screen: the bottom row's left end, as wide as the back button (a share of the row
    /// on a tall panel, where Next keeps the rest).
    var reportButton: Rect {
        let next = actionButton
        let w = isTall ? ((next.width - gap) * 0.38).rounded() : min(backButton.width, next.x - margin - gap)
        return Rect(x: margin, y: next.y, width: w, height: next.height)
    }

    /// Next beside "Report": where it always is on a wide panel, the row right of Report on a tall one.
    var nextBesideReport: Rect {
        guard isTall else { return actionButton }
        let left = reportButton.maxX + gap
        return Rect(x: left, y: actionButton.y, width: actionButton.maxX - left, height: actionButton.height)
    }

    // MARK: Settings

    /// The URL field, under its label.
    var urlField: Rect {
        let fieldHeight = max(28, (shortSide * 0.11).rounded())
        let top = header.maxY + gap * 2 + lines.height(pixels(0.04), bold: true, least: (pixels(0.04) * 1.4).rounded())
        return Rect(x: margin, y: top, width: width - 2 * margin, height: fieldHeight)
    }

    /// The line under the URL field that says where the URL came from: its line as drawn (`LineRoom`).
    var settingsOriginHeight: Double { lines.height(pixels(0.034), least: (pixels(0.034) * 1.4).rounded()) }

    /// Change URL and Check now, side by side under the field (stacked on a narrow panel).
    var settingsButtons: (change: Rect, check: Rect) {
        let buttonHeight = lines.target(max(30, (shortSide * 0.11).rounded()), shortSide: shortSide)
        let top = urlField.maxY + gap * 2 + settingsOriginHeight
        if isTall {
            let change = Rect(x: margin, y: top, width: width - 2 * margin, height: buttonHeight)
            return (change, change.offsetBy(dx: 0, dy: buttonHeight + gap))
        }
        let buttonWidth = ((width - 2 * margin - gap) / 2).rounded(.down)
        let change = Rect(x: margin, y: top, width: buttonWidth, height: buttonHeight)
        return (change, change.offsetBy(dx: buttonWidth + gap, dy: 0))
    }

    /// Where the last check's lines go, under the buttons.
    var settingsReport: Rect {
        let top = settingsButtons.check.maxY + gap * 2
        return Rect(x: margin, y: top, width: width - 2 * margin, height: max(0, hintLine.y - gap - top))
    }

    // MARK: Scores

    /// The two lists: best per pack, and recent games; side by side when wide, stacked when tall.
    var scoreColumns: (best: Rect, recent: Rect) {
        let top = header.maxY + gap * 2
        let area = Rect(x: margin, y: top, width: width - 2 * margin, height: max(0, hintLine.y - gap - top))
        if isTall || width < 560 {
            let half = ((area.height - gap * 2) / 2).rounded(.down)
            let best = Rect(x: area.x, y: area.y, width: area.width, height: half)
            return (best, Rect(x: area.x, y: best.maxY + gap * 2, width: area.width, height: half))
        }
        let half = ((area.width - gap * 2) / 2).rounded(.down)
        let best = Rect(x: area.x, y: area.y, width: half, height: area.height)
        return (best, Rect(x: best.maxX + gap * 2, y: area.y, width: half, height: area.height))
    }

    var scoreRowHeight: Double { (pixels(0.042) * 1.6).rounded() }

    // MARK: The URL keyboard

    /// The field the address appears in.
    var keyboardField: Rect {
        let fieldHeight = max(24, (shortSide * 0.1).rounded())
        return Rect(x: margin, y: header.maxY + gap, width: width - 2 * margin, height: fieldHeight)
    }

    var keyboardNoteY: Double { keyboardField.maxY + gap }

    /// Every key's rect, row by row (ten columns each), at the bottom.
    func keys(_ rows: [[TextKeyboard.Cell]]) -> [[Rect]] {
        TextKeyboard.keyRects(
            rows, size: size, margin: margin, highest: keyboardNoteY + pixels(0.034) * 1.5, tapSide: lines.tapSide)
    }
}
