import QuizCore

/// Where everything of the trivia screens goes, computed from the window size
/// alone so drawing and hit-testing agree, from 320x240 to 1920x1080 and in
/// portrait. Tap targets are at least 40 px where the screen has the room, and at least 9 mm on a panel whose
/// density is known (`tapSide`).
struct TriviaLayout: ScreenLayout {
    let size: Size
    /// The least button side on the panel (`Painter.tapSide`, 9 mm); 0 when its density is unknown.
    var tapSide = 0.0
    /// The home screen has other games: trivia's own home gets a Home button.
    var offersHome = false
    /// The home screen offers the topic list (the scene has somewhere to read topics from).
    var hasTopics = false
    /// "Add?" on home and "Report" on a result (the scene has somewhere to send them).
    var offersFeedback = false

    var margin: Double { max(6, (shortSide * 0.03).rounded()) }
    var contentWidth: Double { min(width - 2 * margin, height * 1.9) }
    var contentX: Double { (width - contentWidth) / 2 }

    /// A tap target's height: a share of the short side, never below `minimum` px where the short side has the
    /// room (a sixth of it), nor the panel's 9 mm where the screen grows its buttons (`LineRoom.target`).
    func targetHeight(_ fraction: Double, minimum: Double = 40) -> Double {
        max(
            min(minimum, shortSide * 0.16),
            LineRoom.target((shortSide * fraction).rounded(), tapSide: tapSide, shortSide: shortSide))
    }

    /// The smallest text readable on this screen: 11 px at 320x240, growing
    /// with the short side (the layout check's minimum).
    var readablePixels: Double { Double(LayoutCheck.minimumPixels(for: size)) }

    func style(_ fraction: Double, bold: Bool = false, minimum: Double = Theme.minimumTextPixels) -> TextStyle {
        TextStyle(pixels: max(minimum, (shortSide * fraction).rounded()), bold: bold)
    }

    // MARK: Top bar: the heart with the lives, the credits, the points

    var topBar: Rect { Rect(x: margin, y: margin, width: width - 2 * margin, height: targetHeight(0.1)) }

    /// How tall attract mode's call to play is across the top: the top bar and its margin, down to just
    /// above the timer bar (a taller band hid the top of the timer and its seconds).
    var callToActionHeight: Double { (topBar.maxY + margin * 0.3).rounded() }

    /// Where a notice goes: across the top bar, down to just above the timer bar, so a line about a refused
    /// press hides the lives, credits and topic for a moment and never the clock, the question or an answer.
    /// Over the shop (which hides the rest) it goes under the shop's title and credits, which it is about.
    func noticeBand(overShop: Bool) -> Rect {
        guard !overShop else {
            let top = topBar.maxY + margin * 0.5
            return Rect(x: contentX, y: top, width: contentWidth, height: style(0.04).pixelsDouble * 3.7)
        }
        let gap = max(2, (margin * 0.25).rounded())
        return Rect(x: contentX, y: gap, width: contentWidth, height: timerBar.y - 2 * gap)
    }

    /// The heart (tapping it opens the shop): a square at the left of the top bar.
    var heart: Rect { Rect(x: topBar.x, y: topBar.y, width: topBar.height * 1.05, height: topBar.height) }

    var barStyle: TextStyle { style(0.042, bold: true) }
    var smallStyle: TextStyle { style(0.034) }

    // MARK: Question and answers

    var timerBar: Rect {
        let barHeight = max(6, (shortSide * 0.022).rounded())
        return Rect(x: contentX, y: topBar.maxY + margin * 0.8, width: contentWidth, height: barHeight)
    }

    /// The power-up row, always at the foot of the question screens.
    var powerUpRow: Rect {
        let rowHeight = targetHeight(isTall ? 0.15 : 0.125)
        let rows = isTall ? 2.0 : 1.0
        let total = rowHeight * rows + (rows - 1) * margin * 0.5
        return Rect(x: contentX, y: height - margin - total, width: contentWidth, height: total)
    }

    var powerUpButtons: [Rect] {
        let row = powerUpRow
        let gap = margin * 0.6
        if isTall {
            let w = (row.width - gap) / 2
            let h = (row.height - margin * 0.5) / 2
            return (0..<4).map { index in
                Rect(
                    x: row.x + Double(index % 2) * (w + gap), y: row.y + Double(index / 2) * (h + margin * 0.5),
                    width: w, height: h)
            }
        }
        let w = (row.width - 3 * gap) / 4
        return (0..<4).map { Rect(x: row.x + Double($0) * (w + gap), y: row.y, width: w, height: row.height) }
    }

    /// The answers: a 2x2 grid in landscape, four rows in portrait when that leaves the question room.
    var answerArea: Rect {
        let total = answerAreaHeight(inRows: answersInRows)
        return Rect(x: contentX, y: powerUpRow.y - margin - total, width: contentWidth, height: total)
    }

    /// Four rows of answers, not a grid: in portrait, unless they would squeeze the question below
    /// three tenths of the short side (a 240x320 screen keeps the grid).
    var answersInRows: Bool {
        guard isTall else { return false }
        let questionTop = timerBar.maxY + margin
        let left = powerUpRow.y - margin - answerAreaHeight(inRows: true) - margin - questionTop
        return left >= shortSide * 0.3
    }

    private func answerAreaHeight(inRows: Bool) -> Double {
        let answerHeight = targetHeight(inRows ? 0.14 : 0.13)
        let rows = inRows ? 4.0 : 2.0
        return answerHeight * rows + margin * 0.6 * (rows - 1)
    }

    func answerButtons(count: Int) -> [Rect] {
        let area = answerArea
        let gap = margin * 0.6
        if answersInRows {
            let h = (area.height - 3 * gap) / 4
            return (0..<count).map { Rect(x: area.x, y: area.y + Double($0) * (h + gap), width: area.width, height: h) }
        }
        let w = (area.width - gap) / 2
        let h = (area.height - gap) / 2
        return (0..<count).map { index in
            Rect(
                x: area.x + Double(index % 2) * (w + gap), y: area.y + Double(index / 2) * (h + gap), width: w,
                height: h)
        }
    }

    /// The question's box, between the timer and the answers.
    var questionBox: Rect {
        let top = timerBar.maxY + margin
        return Rect(x: contentX, y: top, width: contentWidth, height: max(20, answerArea.y - margin - top))
    }

    /// The intro shows the question alone, bigger, above the power-ups.
    var introBox: Rect {
        let top = timerBar.maxY + margin
        return Rect(x: contentX, y: top, width: contentWidth, height: max(20, powerUpRow.y - margin - top))
    }

    // MARK: Buttons of the other screens

    /// "Add?" on home and "Report" on a result: a small pill under the top bar, at its right end, where no
    /// other button is (the foot buttons stay where they were); on a narrow screen up to 0.4 of the width, so
    /// "Frage / beitragen?" is read whole on two lines at 240x320.
    var feedbackButton: Rect {
        let h = targetHeight(0.08, minimum: 30)
        let w = min(contentWidth * 0.4, max(h * 3.2, 100)).rounded()
        return Rect(x: contentX + contentWidth - w, y: topBar.maxY + margin * 0.5, width: w, height: h)
    }

    /// Whether `game`'s screen shows the feedback pill.
    func showsFeedback(_ game: TriviaGame) -> Bool {
        guard offersFeedback, game.overlay == nil else { return false }
        if case .result = game.screen { return true }
        return game.screen == .home
    }

    var buttonHeight: Double { targetHeight(0.13) }

    /// One main button centred near the foot, or two side by side; where they take the row's whole width,
    /// each the share of it in `shares` (the no-lives screen's refill with its price 0.65, Quit 0.35).
    func footButtons(_ count: Int, bottom: Double? = nil, shares: [Double]? = nil) -> [Rect] {
        let h = buttonHeight
        let foot = (bottom ?? height - margin) - h
        let gap = margin
        let wide = max(h * 3.2, contentWidth * 0.3, Self.footButtonMinimumWidth)
        let each = min(wide, (contentWidth - gap * Double(count - 1)) / Double(count))
        if let shares, shares.count == count, each < wide {
            let room = contentWidth - gap * Double(count - 1)
            let sum = shares.reduce(0, +)
            var x = contentX
            return shares.map { share in
                let w = (room * share / sum).rounded()
                defer { x += w + gap }
                return Rect(x: x, y: foot, width: w, height: h)
            }
        }
        let total = each * Double(count) + gap * Double(count - 1)
        let left = (width - total) / 2
        return (0..<count).map { Rect(x: left + Double($0) * (each + gap), y: foot, width: each, height: h) }
    }

    /// The card drawn over the screen by an overlay or the Second Chance offer,
    /// never narrower than `cardMinimumWidth` where the screen allows.
    var card: Rect {
        let w = min(contentWidth, max(shortSide * 1.1, width * 0.6, Self.cardMinimumWidth))
        let h = min(height - 2 * margin, max(shortSide * 0.7, height * 0.62))
        return Rect(centerX: width / 2, centerY: height / 2, width: w, height: h)
    }

    /// A foot button's words and key at the readable minimum ("Refill $0.99
    /// Enter"), where the screen has the width.
    static let footButtonMinimumWidth = 140.0

    /// Two buttons side by side with their words and keys at the readable
    /// minimum ("Second Chance S" beside "No thanks Enter").
    static let cardMinimumWidth = 300.0

    /// The shop's card, taller for its list.
    var shopCard: Rect {
        Rect(x: contentX, y: margin, width: contentWidth, height: height - 2 * margin)
    }

    /// The shop's rows, one per catalogue item, with a Close button below (or in the header, `shopClosesAtTop`).
    func shopRows(count: Int) -> [Rect] {
        shopRows(count: count, closeAtTop: shopClosesAtTop(count: count))
    }

    private func shopRows(count: Int, closeAtTop: Bool) -> [Rect] {
        let card = shopCard
        let pad = margin
        let header = style(0.06, bold: true).pixelsDouble * 1.4
        let top = card.y + pad + (closeAtTop ? max(header, shopCloseHeight + pad * 0.3) : header)
        let bottom = closeAtTop ? card.maxY - pad : card.maxY - margin - shopCloseHeight - pad * 0.6
        let rowHeight = min(targetHeight(0.11), (bottom - top) / Double(max(1, count)))
        return (0..<count).map {
            Rect(x: card.x + pad, y: top + Double($0) * rowHeight, width: card.width - 2 * pad, height: rowHeight)
        }
    }

    /// Whether Close goes at the header's right end, beside the title, to give the rows its room: on a landscape
    /// panel whose buttons must be 9 mm (`tapSide`) and where, with Close below, a row's Buy button would not be.
    func shopClosesAtTop(count: Int) -> Bool {
        guard LineRoom.grows(tapSide: tapSide, shortSide: shortSide), width >= height * 1.2,
            let row = shopRows(count: count, closeAtTop: false).first
        else {
            return false
        }
        return buyButton(in: row).height < tapSide
    }

    /// The Buy button at the right of a shop row: wide enough for a price a third longer than "$0.99" at the
    /// readable minimum (the pseudo-locale's "[$0.99~~]" at 320x240 and 240x320); as tall as the row where that
    /// makes it 9 mm (`tapSide`).
    func buyButton(in row: Rect) -> Rect {
        let grows = LineRoom.grows(tapSide: tapSide, shortSide: shortSide)
        let h = grows ? max(row.height * 0.86, min(tapSide, row.height)) : row.height * 0.86
        let w = max(h * 2.4, row.width * 0.2, readablePixels * 6 + h * 0.45)
        return Rect(x: row.maxX - w, y: row.midY - h / 2, width: w, height: h)
    }

    private var shopCloseHeight: Double { targetHeight(0.1) }

    var shopClose: Rect {
        let card = shopCard
        let h = shopCloseHeight
        let y = shopClosesAtTop(count: ShopItem.catalog.count) ? card.y + margin * 0.5 : card.maxY - margin - h
        return Rect(x: card.maxX - margin - h * 3, y: y, width: h * 3, height: h)
    }

    /// Where the line naming the credits ends, at the header's right: before Close when Close is there.
    var shopCreditsRight: Double {
        shopClosesAtTop(count: ShopItem.catalog.count) ? shopClose.x - margin : shopCard.maxX - margin
    }
}

extension TextStyle {
    var pixelsDouble: Double { Double(pixels) }
}
