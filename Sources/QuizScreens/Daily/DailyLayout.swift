/// Where the Daily Challenge puts its parts, from the window size. The
/// header, back button, main button and hint line are "Which came first?"'s
/// (`WhichCameFirstLayout`); below the header a question has its timer bar, its text,
/// and its options in two columns on a wide screen (one on a tall one when the
/// question keeps room), above a row for the progress or the verdict.
struct DailyLayout {
    let base: WhichCameFirstLayout

    init(size: Size, lines: LineRoom = .latinAtHundred) {
        base = WhichCameFirstLayout(size: size, lines: lines)
    }

    var width: Double { base.width }
    var height: Double { base.height }
    var shortSide: Double { base.shortSide }
    var isTall: Bool { base.isTall }
    var margin: Double { base.margin }
    var gap: Double { base.gap }
    var header: Rect { base.header }
    var backButton: Rect { base.backButton }
    var hintLine: Rect { base.hintLine }
    var actionButton: Rect { base.actionButton }

    func pixels(_ fraction: Double) -> Double { base.pixels(fraction) }

    /// The header's title: beside the back button, or the whole header when there is none.
    func title(besideBack: Bool) -> Rect { besideBack ? base.headerText : header }

    // MARK: The first screen

    /// Between the header and the hint line.
    var homeBody: Rect {
        let top = header.maxY + gap
        return Rect(x: margin, y: top, width: width - 2 * margin, height: max(0, hintLine.y - gap - top))
    }

    /// The date and the rule: the left column on a wide screen, the top on a tall one.
    var homeInfo: Rect {
        let body = homeBody
        if isTall {
            return Rect(x: body.x, y: body.y, width: body.width, height: max(0, playButton.y - gap - body.y))
        }
        return Rect(x: body.x, y: body.y, width: columnWidth, height: max(0, playButton.y - gap - body.y))
    }

    private var columnWidth: Double { ((homeBody.width - gap) * 0.5).rounded(.down) }

    /// Play, Continue or Practice: under the rule.
    var playButton: Rect {
        let body = homeBody
        let buttonHeight = base.lines.target(max(30, (shortSide * 0.12).rounded()), shortSide: shortSide)
        if isTall {
            return Rect(x: body.x, y: body.y + (body.height * 0.42).rounded(), width: body.width, height: buttonHeight)
        }
        return Rect(x: body.x, y: body.maxY - buttonHeight, width: columnWidth, height: buttonHeight)
    }

    /// Today's top 5: the right column on a wide screen, under the button on a tall one.
    var homeBoard: Rect {
        let body = homeBody
        if isTall {
            let top = playButton.maxY + gap
            return Rect(x: body.x, y: top, width: body.width, height: max(0, body.maxY - top))
        }
        let x = body.x + columnWidth + gap
        return Rect(x: x, y: body.y, width: body.maxX - x, height: body.height)
    }

    // MARK: A question

    var timerBar: Rect {
        let barHeight = max(6, (shortSide * 0.022).rounded())
        return Rect(x: margin, y: header.maxY + gap * 0.6, width: width - 2 * margin, height: barHeight)
    }

    /// The row above the hint: the ten answers' marks on a question; the verdict and Next on its reveal.
    var footRow: Rect { Rect(x: margin, y: actionButton.y, width: width - 2 * margin, height: actionButton.height) }

    /// The verdict beside Next (above it on a tall screen, where Next takes the whole width).
    var verdict: Rect {
        if isTall {
            // As tall as "Report" at its end needs to be on the panel (`LineRoom.target`).
            let rowHeight = base.lines.target(max(22, (shortSide * 0.09).rounded()), shortSide: shortSide)
            return Rect(x: margin, y: actionButton.y - gap - rowHeight, width: width - 2 * margin, height: rowHeight)
        }
        return Rect(
            x: margin, y: actionButton.y, width: max(0, actionButton.x - margin - gap), height: actionButton.height)
    }

    /// The verdict's words beside "Report" on a tall screen, where the pill ends the verdict's row.
    func verdictText(besideReport: Bool) -> Rect {
        guard besideReport, isTall else { return verdict }
        let row = verdict
        return Rect(x: row.x, y: row.y, width: max(0, reportButton.x - gap - row.x), height: row.height)
    }

    /// "Report" on a reveal: at the header's right end, as wide as the back button, on a small screen wider (28 %
    /// of the header, up to 96 px: the back button's icon needs less room than a word, "[Ŕéþóŕţ~]" at 320x240);
    /// at the verdict's right end on a tall screen, where the header has no room for a third part.
    var reportButton: Rect {
        let back = backButton
        if isTall {
            let row = verdict
            // At least 78 px: the word at the readable minimum on the smallest screen (the pseudo-locale's).
            let w = min((row.width * 0.4).rounded(), max(back.width, row.height * 2.8, 78))
            return Rect(x: row.maxX - w, y: row.y, width: w, height: row.height)
        }
        let w = max(back.width, min((header.width * 0.28).rounded(), 96))
        return Rect(x: header.maxX - w, y: back.y, width: w, height: back.height)
    }

    /// The header's title between the back button and "Report" (wide screens), centred on the screen.
    var titleBesideReport: Rect {
        guard !isTall else { return title(besideBack: true) }
        let left = backButton.maxX + gap
        return Rect(x: left, y: header.y, width: max(0, reportButton.x - gap - left), height: header.height)
    }

    /// Options side by side in two columns, or one per row on a tall screen when the question keeps three
    /// tenths of the short side.
    func optionColumns(count: Int) -> Int {
        guard isTall else { return 2 }
        let left = optionsBottom - areaHeight(count: count, columns: 1) - gap - questionTop
        return left >= shortSide * 0.3 ? 1 : 2
    }

    private var questionTop: Double { timerBar.maxY + gap }

    /// Where the options end: above the verdict (tall) or the foot row.
    private var optionsBottom: Double { (isTall ? verdict.y : footRow.y) - gap }

    /// The room the question's text keeps above the options: two lines of the smallest readable text at least.
    private var questionRoom: Double { max(shortSide * 0.14, Theme.minimumTextPixels * 3.2) }

    /// An option's height: a share of the short side, less when many rows would squeeze the question out of its
    /// room, but never under 26 px.
    private func optionHeight(count: Int, columns: Int) -> Double {
        let preferred = max(30, (shortSide * (columns == 1 ? 0.12 : 0.13)).rounded())
        let rows = Double((count + columns - 1) / columns)
        let room = optionsBottom - questionTop - questionRoom - gap - gap * 0.6 * (rows - 1)
        return max(26, min(base.lines.target(preferred, shortSide: shortSide), (room / rows).rounded(.down)))
    }

    private func areaHeight(count: Int, columns: Int) -> Double {
        let rows = Double((count + columns - 1) / columns)
        return optionHeight(count: count, columns: columns) * rows + gap * 0.6 * (rows - 1)
    }

    func options(count: Int) -> [Rect] {
        let columns = optionColumns(count: count)
        let total = areaHeight(count: count, columns: columns)
        let top = optionsBottom - total
        let h = optionHeight(count: count, columns: columns)
        let w = ((width - 2 * margin - gap * 0.6 * Double(columns - 1)) / Double(columns)).rounded(.down)
        return (0..<count).map { index in
            Rect(
                x: margin + Double(index % columns) * (w + gap * 0.6),
                y: top + Double(index / columns) * (h + gap * 0.6), width: w, height: h)
        }
    }

    /// The question's text, between the timer and the options.
    func questionBox(count: Int) -> Rect {
        let bottom = (options(count: count).first?.y ?? optionsBottom) - gap
        return Rect(x: margin, y: questionTop, width: width - 2 * margin, height: max(12, bottom - questionTop))
    }

    // MARK: The result

    /// The score on the left and the board on the right; one above the other on a tall or narrow screen.
    var resultParts: (score: Rect, board: Rect) {
        let top = header.maxY + gap
        let body = Rect(x: margin, y: top, width: width - 2 * margin, height: max(0, actionButton.y - gap - top))
        if isTall || body.width < 420 && body.height > body.width * 0.8 {
            let split = (body.height * 0.4).rounded()
            return (
                Rect(x: body.x, y: body.y, width: body.width, height: split),
                Rect(x: body.x, y: body.y + split + gap, width: body.width, height: max(0, body.height - split - gap))
            )
        }
        let split = (body.width * 0.42).rounded()
        return (
            Rect(x: body.x, y: body.y, width: split, height: body.height),
            Rect(x: body.x + split + gap, y: body.y, width: body.width - split - gap, height: body.height)
        )
    }
}
