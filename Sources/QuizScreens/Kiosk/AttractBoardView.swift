import QuizCore
import QuizText

/// Attract mode's board of one mode today (`attract.screens`' `tilt_board`, `trivia_board`, `daily_board`):
/// the top players by points, or an invitation to set the first score.
struct AttractBoardView {
    /// Rows shown at most, at any size.
    static let rowLimit = 5

    let size: Size
    let board: Board?
    /// The mode's title.
    let title: String
    let time: Double
    let shownAt: Double
    /// The catalog the call to play is in (attract's first screen invites in each offered language).
    var invitation: Catalog? = nil

    var margin: Double { KioskDrawing.margin(for: size) }

    func draw(_ painter: Painter) {
        let strip = KioskDrawing.callToActionStrip(painter, demo: false, words: invitation)
        let titleHeight = max(22, (size.height * 0.1).rounded())
        // Room for the star left of the title (and as much on the right, so the title stays centred).
        let starRoom = titleHeight * 0.8 * 1.3
        let titleBox = Rect(
            x: margin + starRoom, y: margin, width: size.width - 2 * (margin + starRoom), height: titleHeight)
        let drawn = painter.line(
            firstOf: [painter.catalog.text("kiosk.todays_best_mode", ["mode": title]), title], in: titleBox,
            largest: titleHeight * 0.8, Theme.text,
            bold: true, anchorX: 0.5)
        let starSide = min(drawn.height, titleHeight)
        painter.icon(
            .star,
            in: Rect(x: drawn.x - starSide * 1.3, y: drawn.midY - starSide / 2, width: starSide, height: starSide),
            Theme.accent)
        let top = titleBox.maxY + margin * 0.8
        let area = Rect(x: margin, y: top, width: size.width - 2 * margin, height: strip.y - margin * 0.8 - top)
        if let board, !board.top.isEmpty {
            let width = min(area.width, size.height * 1.6)
            let rowHeight = min(area.height / Double(Self.rowLimit), size.height * 0.12)
            let rects = (0..<min(board.top.count, Self.rowLimit)).map { index in
                Rect(
                    x: area.midX - width / 2, y: area.y + Double(index) * rowHeight, width: width,
                    height: rowHeight - max(2, rowHeight * 0.1))
            }
            let appear = Ease.outCubic(painter.motion(since: shownAt, now: time, duration: 0.35))
            BoardRowsView(board: board, playerID: nil, opacity: appear).draw(painter, top: rects, playerSlot: nil)
        } else {
            let style = TextStyle(pixels: Theme.textPixels(0.06, of: size, minimum: 14), bold: true)
            let invite = painter.catalog["kiosk.be_first"]
            let used = painter.paragraphHeight(invite, style, width: area.width)
            painter.paragraph(
                invite, style, Theme.text, centerX: area.midX, top: area.midY - used / 2,
                width: area.width)
        }
        KioskDrawing.callToAction(painter, demo: false, words: invitation)
    }
}
