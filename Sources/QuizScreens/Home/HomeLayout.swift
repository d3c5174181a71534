/// Where the home screen's parts go, from the window size and the number of
/// tiles: a row of tiles on a wide screen, a column on a tall one, so a
/// portrait panel stacks the same parts instead of shrinking them.
struct HomeLayout {
    let size: Size
    let tileCount: Int
    /// Whether the screen has the Leaderboards button (in the header when wide, under the tiles when tall).
    var hasBoards = false

    var width: Double { size.width }
    var height: Double { size.height }
    var isTall: Bool { height > width }
    var shortSide: Double { min(width, height) }
    var margin: Double { max(6, (shortSide * 0.04).rounded()) }

    var titleStyle: TextStyle {
        TextStyle(pixels: Theme.textPixels(0.075, of: Size(width: width, height: shortSide)), bold: true)
    }
    var textStyle: TextStyle { TextStyle(pixels: Theme.textPixels(0.04, of: Size(width: width, height: shortSide))) }
    var hintStyle: TextStyle { TextStyle(pixels: Theme.textPixels(0.032, of: Size(width: width, height: shortSide))) }

    /// The top band: the name of the game on the left, the player on the right.
    var header: Rect {
        Rect(x: margin, y: margin, width: width - 2 * margin, height: max(26, (shortSide * 0.1).rounded()))
    }

    /// "Enter your name" or "Switch player", at the header's right end.
    var playerButton: Rect {
        let buttonHeight = header.height
        let buttonWidth = min(header.width * 0.5, max(buttonHeight * 4.6, width * 0.22)).rounded()
        return Rect(x: header.maxX - buttonWidth, y: header.y, width: buttonWidth, height: buttonHeight)
    }

    /// "Leaderboards": left of the player button (at the header's right end when there is none) on a wide
    /// screen; across the bottom of the tiles' area on a tall one, whose header has no room beside the title.
    func boardsButton(besidePlayer: Bool) -> Rect {
        let buttonHeight = header.height
        if isTall {
            let area = tileArea
            return Rect(x: area.x, y: area.maxY + margin, width: area.width, height: buttonHeight)
        }
        let right = besidePlayer ? playerButton.x - margin * 0.5 : header.maxX
        // As wide as "Leaderboards" needs, in what the title ("TiltQuiz", about 4.4 of its 0.7-header-high
        // letters wide) leaves.
        let titleEnd = header.x + header.height * 0.7 * 4.4 + margin
        let buttonWidth = min(right - titleEnd, buttonHeight * 4.3).rounded()
        return Rect(x: right - buttonWidth, y: header.y, width: buttonWidth, height: buttonHeight)
    }

    /// The line under the header naming who plays.
    var playerLine: Rect {
        Rect(
            x: margin, y: header.maxY + margin * 0.5, width: width - 2 * margin, height: Double(textStyle.pixels) * 1.3)
    }

    var hintY: Double { height - margin }

    /// Where the tiles go: between the player line and the hint.
    var tileArea: Rect {
        let top = playerLine.maxY + margin
        var bottom = hintY - Double(hintStyle.pixels) * 1.4 - margin * 0.5
        if hasBoards, isTall { bottom -= header.height + margin }
        return Rect(x: margin, y: top, width: width - 2 * margin, height: max(0, bottom - top))
    }

    /// One rect per tile: side by side on a wide screen, stacked on a tall one or where side by side they
    /// would be narrower than 120 px.
    var tiles: [Rect] {
        guard tileCount > 0 else { return [] }
        let area = tileArea
        let gap = margin
        let count = Double(tileCount)
        // Side by side only while each tile keeps room for its words (a small panel with three modes stacks them).
        let sideBySideWidth = (area.width - gap * (count - 1)) / count
        if isTall || sideBySideWidth < 120 {
            let tileHeight = min((area.height - gap * (count - 1)) / count, area.width * 0.45).rounded()
            let used = tileHeight * count + gap * (count - 1)
            let top = area.y + ((area.height - used) / 2).rounded()
            return (0..<tileCount).map { index in
                Rect(x: area.x, y: top + Double(index) * (tileHeight + gap), width: area.width, height: tileHeight)
            }
        }
        let tileWidth = min((area.width - gap * (count - 1)) / count, area.height * 1.1).rounded()
        let tileHeight = min(area.height, tileWidth * 1.15).rounded()
        let used = tileWidth * count + gap * (count - 1)
        let left = area.x + ((area.width - used) / 2).rounded()
        let top = area.y + ((area.height - tileHeight) / 2).rounded()
        return (0..<tileCount).map { index in
            Rect(x: left + Double(index) * (tileWidth + gap), y: top, width: tileWidth, height: tileHeight)
        }
    }

    // MARK: The name keyboard

    var keyboardTitleY: Double { margin }

    /// The field the name appears in.
    var nameField: Rect {
        let fieldHeight = max(24, (shortSide * 0.1).rounded())
        let fieldWidth = min(width - 2 * margin, max(fieldHeight * 6, width * 0.6))
        return Rect(
            x: ((width - fieldWidth) / 2).rounded(), y: margin + Double(titleStyle.pixels) * 1.3,
            width: fieldWidth, height: fieldHeight)
    }

    /// The line under the field: the rule, or what was wrong.
    var fieldNoteY: Double { nameField.maxY + margin * 0.4 }

    /// Every key's rect, row by row, as `rows` lists them (ten columns each).
    func keys(_ rows: [[TextKeyboard.Cell]]) -> [[Rect]] {
        TextKeyboard.keyRects(rows, size: size, margin: margin, highest: fieldNoteY + Double(hintStyle.pixels) * 1.5)
    }

    // MARK: The leads form

    /// Where the leads form's parts go: two fields, the checkbox with the
    /// consent text beside it, and No thanks and Send at the bottom.
    struct LeadParts {
        var name: Rect
        var email: Rect
        var checkbox: Rect
        /// The consent text's box, beside the checkbox.
        var consentText: Rect
        /// The checkbox and its text: a tap anywhere on it checks the box.
        var consentRow: Rect
        var skip: Rect
        var send: Rect
    }

    var leadForm: LeadParts {
        let fieldHeight = max(24, (shortSide * 0.09).rounded())
        let columnWidth = min(width - 2 * margin, max(fieldHeight * 7, width * 0.62)).rounded()
        let left = ((width - columnWidth) / 2).rounded()
        let gap = max(4, (margin * 0.6).rounded())
        let top = margin + Double(titleStyle.pixels) * 1.4
        let name = Rect(x: left, y: top, width: columnWidth, height: fieldHeight)
        let email = Rect(x: left, y: name.maxY + gap, width: columnWidth, height: fieldHeight)
        let buttonHeight = max(26, (shortSide * 0.1).rounded())
        let buttonWidth = ((columnWidth - gap) / 2).rounded(.down)
        let buttonsY = height - margin - buttonHeight
        let skip = Rect(x: left, y: buttonsY, width: buttonWidth, height: buttonHeight)
        let send = Rect(x: left + columnWidth - buttonWidth, y: buttonsY, width: buttonWidth, height: buttonHeight)
        let side = (fieldHeight * 0.75).rounded()
        let rowTop = email.maxY + gap * 1.5
        let checkbox = Rect(x: left, y: rowTop, width: side, height: side)
        let consentText = Rect(
            x: checkbox.maxX + gap, y: rowTop, width: columnWidth - side - gap, height: max(0, buttonsY - gap - rowTop))
        let consentRow = Rect(x: left, y: rowTop, width: columnWidth, height: consentText.height)
        return LeadParts(
            name: name, email: email, checkbox: checkbox, consentText: consentText, consentRow: consentRow, skip: skip,
            send: send)
    }

    // MARK: Switch player

    /// The rows of the player list, as many as fit, under the title.
    func playerRows(count: Int) -> [Rect] {
        let top = margin + Double(titleStyle.pixels) * 1.6
        let rowHeight = max(24, (shortSide * 0.095).rounded())
        let gap = max(3, (margin * 0.4).rounded())
        let fit = max(1, Int((hintY - Double(hintStyle.pixels) * 1.4 - top) / (rowHeight + gap)))
        let listWidth = min(width - 2 * margin, max(rowHeight * 8, width * 0.6))
        return (0..<min(count, fit)).map { index in
            Rect(
                x: ((width - listWidth) / 2).rounded(), y: top + Double(index) * (rowHeight + gap), width: listWidth,
                height: rowHeight)
        }
    }
}
