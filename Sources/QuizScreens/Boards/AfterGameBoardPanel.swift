import QuizCore
import QuizText

/// Today's board as a game's last screen shows it: a title with the player's place, the top rows that fit,
/// and the player's own row highlighted (below the top with its rank when it is not among them).
struct AfterGameBoardPanel {
    let afterGame: AfterGameBoard
    let opacity: Double

    /// The least height worth drawing: the title and two rows (the leader, and the player's own).
    static func minimumHeight(unit: Double) -> Double {
        titleHeight(unit: unit) * 1.3 + 2.4 * shortestRow(unit: unit)
    }

    /// Rows no shorter than their text at the screen's readable minimum (2.8 % of the short side).
    static func shortestRow(unit: Double) -> Double {
        BoardRowsView.rowHeight(forText: max(Theme.minimumTextPixels, (unit * 0.028).rounded(.down)))
    }

    static func titleHeight(unit: Double) -> Double { max(16, (unit * 0.055).rounded()) }

    func draw(_ painter: Painter, in box: Rect, unit: Double) {
        let titleHeight = Self.titleHeight(unit: unit)
        // The title's row: as tall as its bold line as drawn (`LineRoom`), so a larger text size or Arabic's
        // taller line stays in it; the rows below take what is left.
        let title = Rect(
            x: box.x, y: box.y, width: box.width,
            height: painter.lineRoom.height(titleHeight * 0.8, bold: true, least: titleHeight))
        let catalog = painter.catalog
        let place =
            afterGame.row.map {
                [
                    catalog.text(
                        "board.rank_of",
                        ["rank": catalog.ordinal($0.rank), "players": catalog.number(afterGame.board.players)])
                ]
            } ?? []
        // "Today's board" on the left, the player's place on the right where both fit.
        let heading = painter.line(
            firstOf: [catalog["board.todays"], catalog["board.today"]], in: title, largest: titleHeight * 0.8,
            Theme.accent.opacity(opacity),
            bold: true)
        let room = Rect(
            x: heading.maxX + titleHeight * 0.5, y: title.y, width: title.maxX - heading.maxX - titleHeight * 0.5,
            height: title.height)
        if room.width > 20 {
            painter.line(
                firstOf: place + [""], in: room, largest: titleHeight * 0.62, Theme.text.opacity(opacity), anchorX: 1)
        }
        let area = Rect(
            x: box.x, y: title.maxY + titleHeight * 0.3, width: box.width,
            height: box.maxY - title.maxY - titleHeight * 0.3)
        guard !afterGame.board.top.isEmpty else {
            painter.paragraph(
                catalog["board.none_today"], in: area, largest: titleHeight * 0.7, Theme.textDim.opacity(opacity),
                middle: true)
            return
        }
        let rects = BoardRowsView.placement(
            of: afterGame.board, playerID: afterGame.playerID, in: area,
            tallest: max(unit * 0.07, Self.shortestRow(unit: unit)),
            shortest: Self.shortestRow(unit: unit), growth: painter.textGrowth)
        BoardRowsView(board: afterGame.board, playerID: afterGame.playerID, opacity: opacity)
            .draw(painter, top: rects.top, playerSlot: rects.player)
    }
}
