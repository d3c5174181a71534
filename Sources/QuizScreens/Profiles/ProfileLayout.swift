import QuizFlows

/// Where the profile screens' parts go, from the window size: a header
/// (avatar, name, figures), the page's body, a line for notices and a row of
/// buttons along the bottom. Wide windows put the week and the honours side
/// by side; tall ones stack them.
struct ProfileLayout: ScreenLayout {
    let size: Size
    /// Row heights for the text size and language drawn in (`LineRoom`).
    var lines = LineRoom.latinAtHundred

    var isWide: Bool { width >= height * 1.1 }
    var margin: Double { max(6, (shortSide * 0.035).rounded()) }
    /// The readable minimum at this size (11 px at 240 high, 2.8 % of the short side above).
    var smallest: Double { max(Theme.minimumTextPixels, (shortSide * 0.028).rounded()) }
    var titlePixels: Double { max(smallest + 2, (shortSide * 0.07).rounded()) }
    var bodyPixels: Double { max(smallest, (shortSide * 0.042).rounded()) }

    var buttonHeight: Double { lines.target(max(26, (shortSide * 0.1).rounded()), shortSide: shortSide) }

    /// Rows of buttons along the bottom: one on a wide window, two on a tall one (two buttons a row).
    var buttonRows: Int { isWide ? 1 : 2 }
    var buttonGap: Double { max(4, (margin * 0.5).rounded()) }
    /// The top of the buttons' band.
    var buttonsTop: Double {
        height - margin - Double(buttonRows) * buttonHeight - Double(buttonRows - 1) * buttonGap
    }

    /// `count` buttons along the bottom: side by side on a wide window, two a row on a tall one.
    func buttons(_ count: Int) -> [Rect] {
        guard count > 0 else { return [] }
        let gap = buttonGap
        let columns = isWide ? count : min(count, 2)
        let rows = (count + columns - 1) / columns
        let room = width - 2 * margin
        let buttonWidth = min(
            isWide ? room * 0.3 : room, ((room - gap * Double(columns - 1)) / Double(columns)).rounded(.down))
        let used = buttonWidth * Double(columns) + gap * Double(columns - 1)
        let left = ((width - used) / 2).rounded()
        let top = height - margin - Double(rows) * buttonHeight - Double(rows - 1) * gap
        return (0..<count).map { index in
            Rect(
                x: left + Double(index % columns) * (buttonWidth + gap),
                y: top + Double(index / columns) * (buttonHeight + gap), width: buttonWidth, height: buttonHeight)
        }
    }

    /// The line above the buttons for notices (a refused follow, a saved avatar).
    var notice: Rect {
        let lineHeight = (smallest * 1.5).rounded()
        return Rect(
            x: margin, y: buttonsTop - lineHeight - margin * 0.3, width: width - 2 * margin,
            height: lineHeight)
    }

    /// The top band: the avatar and beside it the name and the figures line.
    var header: Rect {
        Rect(x: margin, y: margin, width: width - 2 * margin, height: max(34, (shortSide * 0.16).rounded()))
    }

    var avatar: Rect { Rect(x: header.x, y: header.y, width: header.height, height: header.height) }

    /// A one-line title at the top (the lists, the search, the comparison).
    var title: Rect {
        Rect(x: margin, y: margin, width: width - 2 * margin, height: (titlePixels * 1.3).rounded())
    }

    /// Between `top` and the notice line.
    func body(below top: Double) -> Rect {
        let y = top + margin * 0.6
        return Rect(x: margin, y: y, width: width - 2 * margin, height: max(0, notice.y - y))
    }

    /// The profile's two panels: this week, and the medals and badges.
    var panels: (week: Rect, honours: Rect) {
        let area = body(below: header.maxY)
        let gap = margin
        if isWide {
            let weekWidth = ((area.width - gap) * 0.55).rounded()
            return (
                Rect(x: area.x, y: area.y, width: weekWidth, height: area.height),
                Rect(x: area.x + weekWidth + gap, y: area.y, width: area.width - weekWidth - gap, height: area.height)
            )
        }
        let weekHeight = ((area.height - gap) * 0.58).rounded()
        return (
            Rect(x: area.x, y: area.y, width: area.width, height: weekHeight),
            Rect(x: area.x, y: area.y + weekHeight + gap, width: area.width, height: area.height - weekHeight - gap)
        )
    }

    /// Whether the follow lists' two tabs stand one under the other, each the row's width: where one's words
    /// would not fit half the row whole at the readable size (Turkish "Takip edilenler (1)" at 240x320). Measured
    /// where the page is drawn (`ProfileView.tabsFitSideBySide`), as `lines` is.
    var tabsStacked = false

    /// The two tabs of the follow lists, under the title: side by side, or one under the other (`tabsStacked`).
    var tabs: [Rect] {
        let y = title.maxY + margin * 0.4
        if tabsStacked {
            // Room between them for the chosen tab's underline.
            let gap = max(8, (margin * 0.5).rounded())
            return (0..<2).map { index in
                Rect(
                    x: margin, y: y + Double(index) * (buttonHeight + gap), width: width - 2 * margin,
                    height: buttonHeight)
            }
        }
        let gap = max(4, (margin * 0.5).rounded())
        let tabWidth = ((width - 2 * margin - gap) / 2).rounded(.down)
        return (0..<2).map { index in
            Rect(x: margin + Double(index) * (tabWidth + gap), y: y, width: tabWidth, height: buttonHeight)
        }
    }

    /// Where the follow list starts: under the tabs.
    var followsTop: Double { (tabs.last?.maxY ?? title.maxY) + margin * 0.6 }

    /// List rows from `top`, as many as fit above the notice line.
    func rows(from top: Double, count: Int) -> [Rect] {
        let rowHeight = lines.target(max(26, (shortSide * 0.095).rounded()), shortSide: shortSide)
        let gap = max(3, (margin * 0.35).rounded())
        let fit = max(1, Int((notice.y - top + gap) / (rowHeight + gap)))
        let listWidth = min(width - 2 * margin, max(rowHeight * 9, width * 0.6))
        return (0..<min(count, fit)).map { index in
            Rect(
                x: ((width - listWidth) / 2).rounded(), y: top + Double(index) * (rowHeight + gap), width: listWidth,
                height: rowHeight)
        }
    }

    /// The avatar grid: `count` square cells, as large as fit, centred under the title.
    func avatarCells(_ count: Int) -> [Rect] {
        let area = body(below: title.maxY)
        guard count > 0, area.height > 0 else { return [] }
        let gap = max(4, (margin * 0.6).rounded())
        var best: (columns: Int, side: Double) = (1, 0)
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            let side = min(
                (area.width - gap * Double(columns - 1)) / Double(columns),
                (area.height - gap * Double(rows - 1)) / Double(rows)
            ).rounded(.down)
            if side > best.side { best = (columns, side) }
        }
        let rows = (count + best.columns - 1) / best.columns
        let usedWidth = best.side * Double(best.columns) + gap * Double(best.columns - 1)
        let usedHeight = best.side * Double(rows) + gap * Double(rows - 1)
        let left = (area.x + (area.width - usedWidth) / 2).rounded()
        let top = (area.y + (area.height - usedHeight) / 2).rounded()
        return (0..<count).map { index in
            Rect(
                x: left + Double(index % best.columns) * (best.side + gap),
                y: top + Double(index / best.columns) * (best.side + gap), width: best.side, height: best.side)
        }
    }

    // MARK: The search keyboard

    var field: Rect {
        let fieldHeight = max(24, (shortSide * 0.1).rounded())
        let fieldWidth = min(width - 2 * margin, max(fieldHeight * 6, width * 0.6))
        return Rect(x: ((width - fieldWidth) / 2).rounded(), y: title.maxY, width: fieldWidth, height: fieldHeight)
    }

    var fieldNoteY: Double { field.maxY + margin * 0.4 }

    func keys(_ rows: [[TextKeyboard.Cell]]) -> [[Rect]] {
        TextKeyboard.keyRects(
            rows, size: size, margin: margin, highest: fieldNoteY + lines.height(smallest, least: smallest * 1.6),
            tapSide: lines.tapSide)
    }
}
