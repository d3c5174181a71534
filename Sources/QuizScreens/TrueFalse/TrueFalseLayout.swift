/// Where everything of the Tilt True/False screens goes, computed from the
/// window size alone, so drawing and hit-testing agree and every size from
/// 320x240 to 1920x1080 works.
struct TrueFalseLayout: ScreenLayout {
    let size: Size
    /// Row heights for the text size and language drawn in (`LineRoom`): the symbols make room for their words'
    /// line and the foot hint's as drawn.
    var lines = LineRoom.latinAtHundred
    /// The lines the question's foot hint takes on a landscape screen (`TrueFalseView.footHintLines`): two where
    /// even its short wording is too long for one line at the readable minimum (the pseudo-locale at 320x240).
    var footHintLines = 1

    var margin: Double { max(6, (shortSide * 0.035).rounded()) }
    /// The width text and panels may use.
    var contentWidth: Double { min(width - 2 * margin, height * 1.75) }

    // MARK: Question screen

    var diceRow: Rect {
        let side = max(14, (shortSide * 0.075).rounded())
        return Rect(x: margin, y: margin, width: width - 2 * margin, height: side)
    }

    var topicY: Double { diceRow.maxY + shortSide * 0.035 }
    var topicStyle: TextStyle {
        TextStyle(pixels: max(Theme.minimumTextPixels, (shortSide * 0.03).rounded()), bold: true)
    }

    var questionBox: Rect {
        let top = topicY + Double(topicStyle.pixels) * 1.5
        return Rect(x: (width - contentWidth) / 2, y: top, width: contentWidth, height: height * 0.5 - top)
    }

    /// The band with the two symbols and the arrow between them.
    var answerBand: Rect {
        Rect(x: margin, y: height * 0.53, width: width - 2 * margin, height: height * 0.32)
    }

    /// The symbols' diameter as the screen's proportions give it.
    private var fullSymbolDiameter: Double {
        (min(answerBand.height * 0.78, width * 0.2, shortSide * 0.26)).rounded()
    }

    /// The symbols' diameter: smaller, their tops kept, where their words' line and the foot hint's as drawn
    /// (`LineRoom`: a larger text size, Arabic's taller lines) would otherwise meet (the hint takes two lines on a
    /// portrait screen). At 100 % they never meet, so nothing changes there.
    var symbolDiameter: Double {
        let full = fullSymbolDiameter
        let top = answerBand.midY - height * 0.02 - full / 2
        let label = lines.height(Double(labelStyle.pixels), bold: true, least: 0)
        let hint = lines.height(Double(hintStyle.pixels), least: 0) * Double(isTall ? 2 : footHintLines)
        // The words' line starts a tenth of the diameter and 1 % of the height under the symbol (`drawSymbol`).
        let room = (hintY - hint - label - height * 0.01 - top) / 1.1
        return max(min(full, room.rounded(.down)), (full * 0.6).rounded())
    }

    var trueSymbol: Rect {
        let d = symbolDiameter
        let top = answerBand.midY - height * 0.02 - fullSymbolDiameter / 2
        let cx = max(margin + d / 2, width / 2 - min(width * 0.33, height * 0.62))
        return Rect(centerX: cx, centerY: top + d / 2, width: d, height: d)
    }

    var falseSymbol: Rect {
        let t = trueSymbol
        return Rect(centerX: width - t.midX, centerY: t.midY, width: t.width, height: t.height)
    }

    /// The top of the word (TRUE, FALSE) under the symbol drawn in `symbol`.
    func labelTop(under symbol: Rect) -> Double {
        symbol.maxY + symbol.height * 0.1 + height * 0.01
    }

    var labelStyle: TextStyle {
        TextStyle(pixels: max(Theme.minimumTextPixels, (shortSide * 0.038).rounded()), bold: true)
    }

    /// Between the symbols: the chevrons and the tilt meter.
    var arrowArea: Rect {
        let gap = symbolDiameter * 0.18
        let left = trueSymbol.maxX + gap
        let right = falseSymbol.x - gap
        return Rect(x: left, y: trueSymbol.y, width: max(0, right - left), height: trueSymbol.height)
    }

    var chevronSize: Double { min(arrowArea.height * 0.42, arrowArea.width / 7.2) }

    var hintStyle: TextStyle { TextStyle(pixels: max(Theme.minimumTextPixels, (shortSide * 0.03).rounded())) }
    var hintY: Double { height - margin }

    /// How tall a band attract mode's call to play covers across the top: none when it fits one line along the
    /// bottom (over the hint); when it would grow (a larger text size, where the symbols' words reach down to
    /// the hint, or words too long for one line at 320x240) it would cover the symbols' words, so it goes over
    /// the dice row instead, a band the size of the dice row and its margin.
    static func callToActionTop(for size: Size, stripGrows: Bool) -> Double? {
        guard stripGrows else { return nil }
        let layout = TrueFalseLayout(size: size)
        return (layout.diceRow.maxY + layout.margin * 0.3).rounded()
    }

    // MARK: Reveal

    /// The reveal's panel over the answer band; on a tall panel it starts higher, where the band was, and
    /// stacks its parts (its explanation above a button as wide as it).
    var revealPanel: Rect {
        let top = isTall ? max(questionBox.maxY + margin, height * 0.45) : height * 0.52
        let panelWidth = contentWidth
        return Rect(x: (width - panelWidth) / 2, y: top, width: panelWidth, height: height - margin - top)
    }

    /// "Report" at the reveal panel's top right; the headline beside the badge leaves it room.
    var reportButton: Rect {
        let panel = revealPanel
        let pad = max(6, (min(panel.height * 0.09, shortSide * 0.035)).rounded())
        let h = lines.target(
            max(26, (shortSide * 0.075).rounded()), shortSide: shortSide, most: (panel.height * 0.3).rounded())
        let w = max(h * 3, 84).rounded()
        return Rect(x: panel.maxX - pad - w, y: panel.y + pad, width: w, height: h)
    }

    var nextButton: Rect {
        let panel = revealPanel
        let buttonHeight = lines.target(
            max(26, (shortSide * 0.085).rounded()), shortSide: shortSide, most: (panel.height * 0.4).rounded())
        let inset = max(6, (min(panel.height, panel.width) * 0.06).rounded())
        if isTall {
            return Rect(
                x: panel.x + inset, y: panel.maxY - inset - buttonHeight, width: panel.width - 2 * inset,
                height: buttonHeight)
        }
        let buttonWidth = max(buttonHeight * 2.6, panel.width * 0.22)
        return Rect(
            x: panel.maxX - inset - buttonWidth, y: panel.maxY - inset - buttonHeight, width: buttonWidth,
            height: buttonHeight)
    }

    // MARK: Title

    /// "‹ Home", top left, when the home screen has other games.
    var homeButton: Rect {
        let buttonHeight = lines.target(max(26, (shortSide * 0.075).rounded()), shortSide: shortSide)
        return Rect(x: margin, y: margin, width: (buttonHeight * 2.9).rounded(), height: buttonHeight)
    }

    var playButton: Rect {
        let buttonHeight = lines.target(max(30, (shortSide * 0.12).rounded()), shortSide: shortSide)
        return Rect(
            centerX: width / 2, centerY: height * 0.74, width: max(buttonHeight * 3, width * 0.26), height: buttonHeight
        )
    }

    // MARK: Game over

    /// Where the list of answers starts, under the title and the score.
    var gameOverListTop: Double { margin + (shortSide * 0.07).rounded() * 1.35 + (shortSide * 0.09).rounded() * 1.5 }

    /// How game over shows today's board with the answers: beside them on a wide screen, below them on a
    /// tall one, or in their place on one with room for a single list (a Board button switches).
    enum GameOverBoard { case side, below, switched }

    var gameOverBoard: GameOverBoard {
        if width >= height * 1.5 { return .side }
        return height >= width ? .below : .switched
    }

    /// Whether game over shows one list at a time, with a button switching between answers and board.
    func gameOverSwitches(hasBoard: Bool) -> Bool { hasBoard && gameOverBoard == .switched }

    /// Replay, centred; with the switch between answers and board, the two side by side.
    func gameOverButtons(switching: Bool) -> (replay: Rect, switch: Rect?) {
        let buttonHeight = lines.target(max(26, (shortSide * 0.1).rounded()), shortSide: shortSide)
        let buttonWidth = max(buttonHeight * 3, width * 0.24)
        let centerY = height - margin - buttonHeight / 2
        guard switching else {
            return (Rect(centerX: width / 2, centerY: centerY, width: buttonWidth, height: buttonHeight), nil)
        }
        let narrow = min(buttonWidth, (width - 3 * margin) / 2)
        return (
            Rect(x: width / 2 + margin / 2, y: centerY - buttonHeight / 2, width: narrow, height: buttonHeight),
            Rect(x: width / 2 - margin / 2 - narrow, y: centerY - buttonHeight / 2, width: narrow, height: buttonHeight)
        )
    }

    /// Where the answers and the board go between the score and the buttons: both where the screen has room,
    /// else the one `showingBoard` picks. Without a board, the answers take it all.
    func gameOverParts(hasBoard: Bool, showingBoard: Bool) -> (answers: Rect?, board: Rect?) {
        let left = (width - contentWidth) / 2
        let top = gameOverListTop
        let bottom = gameOverButtons(switching: false).replay.y - margin
        let all = Rect(x: left, y: top, width: contentWidth, height: bottom - top)
        guard hasBoard else { return (all, nil) }
        switch gameOverBoard {
        case .side:
            let listWidth = ((contentWidth - margin) * 0.6).rounded()
            return (
                Rect(x: left, y: top, width: listWidth, height: all.height),
                Rect(x: left + listWidth + margin, y: top, width: contentWidth - listWidth - margin, height: all.height)
            )
        case .below:
            let listHeight = ((all.height - margin) * 0.55).rounded()
            return (
                Rect(x: left, y: top, width: contentWidth, height: listHeight),
                Rect(
                    x: left, y: top + listHeight + margin, width: contentWidth, height: all.height - listHeight - margin
                )
            )
        case .switched:
            return showingBoard ? (nil, all) : (all, nil)
        }
    }

    /// The list of answered questions on the game over screen, down `area`: on a tall panel, rows tall enough
    /// for a statement on two or three lines. `needs` is the height each row's statement takes at the readable
    /// minimum: when every statement can be shown whole, a row that needs more than the even share takes it from
    /// the room left under the list, then from rows that need less than theirs, so a long statement is not cut
    /// while a short one has room to spare. When they cannot all be, the rows stay even (one cut like another).
    func resultRows(count: Int, needs: [Double] = [], in area: Rect) -> [Rect] {
        guard count > 0 else { return [] }
        let even = min(isTall ? shortSide * 0.2 : height * 0.085, area.height / Double(count))
        let heights = Self.shared(even: even, count: count, needs: needs, room: area.height)
        var y = area.y
        return heights.map { rowHeight in
            defer { y += rowHeight }
            return Rect(x: area.x, y: y, width: area.width, height: rowHeight)
        }
    }

    /// Row heights from an even share: rows short of what they need are given it, first from `room` left
    /// over, then taken from the rows with more than they need, in proportion to what each can spare. Even
    /// rows when `room` cannot hold every need.
    static func shared(even: Double, count: Int, needs: [Double], room: Double) -> [Double] {
        var heights = Array(repeating: even, count: count)
        guard needs.count == count, needs.reduce(0, +) <= room else { return heights }
        var spare = max(0, room - even * Double(count))
        for index in heights.indices where needs[index] > heights[index] {
            let take = min(needs[index] - heights[index], spare)
            heights[index] += take
            spare -= take
        }
        let short = heights.indices.filter { needs[$0] > heights[$0] }
        let deficit = short.reduce(0) { $0 + needs[$1] - heights[$1] }
        let slack = heights.indices.reduce(0) { $0 + max(0, heights[$1] - needs[$1]) }
        guard deficit > 0, slack > 0 else { return heights }
        let given = min(deficit, slack)
        for index in heights.indices where heights[index] > needs[index] {
            heights[index] -= (heights[index] - needs[index]) * given / slack
        }
        for index in short {
            heights[index] += (needs[index] - heights[index]) * given / deficit
        }
        return heights
    }
}
