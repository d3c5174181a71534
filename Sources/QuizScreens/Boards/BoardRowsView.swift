import QuizCore
import QuizText

/// A board's rows as every screen draws them: rank, name, games and points, the asking player's row
/// highlighted (in the top, or below it after a gap with its own rank).
struct BoardRowsView {
    let board: Board
    /// The player whose row is highlighted, if any.
    let playerID: Int64?
    let opacity: Double

    /// The rows on view in `rects` (the top), and the player's row in `playerSlot` when it is not among them.
    func draw(_ painter: Painter, top rects: [Rect], playerSlot: Rect?) {
        let shown = Array(board.top.prefix(rects.count))
        for (row, rect) in zip(shown, rects) {
            draw(painter, row, in: rect, striped: row.rank % 2 == 1)
        }
        guard let slot = playerSlot, let playerID, let own = board.row(of: playerID),
            !shown.contains(where: { $0.playerID == playerID })
        else { return }
        // A thin rule: the player's row is not next to the last one above it.
        let rule = Rect(
            x: slot.x + slot.width * 0.3, y: slot.y - slot.height * 0.25, width: slot.width * 0.4, height: 1)
        painter.fill(rule, Theme.textDim.opacity(0.6 * opacity))
        draw(painter, own, in: slot, striped: false)
    }

    /// Smallest row that holds a readable line.
    static let minimumRowHeight = 15.0

    /// The least row height whose text is `pixels` high.
    static func rowHeight(forText pixels: Double) -> Double { (pixels / 0.62).rounded(.up) + 1 }

    /// Rows down `area`: `top` of them (fewer when it cannot hold them all), from `shortest` to `tallest`
    /// high, both times `growth` (the painter's `textGrowth`: larger text, taller and fewer rows), and a slot
    /// for the player's own row below a gap when `withPlayer`.
    static func rects(
        in area: Rect, top: Int, withPlayer: Bool, tallest: Double, shortest: Double = minimumRowHeight,
        growth: Double = 1
    ) -> (top: [Rect], player: Rect?) {
        let tallest = tallest * growth
        let shortest = shortest * growth
        let extra = withPlayer ? 1.4 : 0
        var count = top
        var rowHeight = min(tallest, area.height / (Double(count) + extra))
        if rowHeight < shortest {
            rowHeight = shortest
            count = max(1, Int((area.height / rowHeight - extra).rounded(.down)))
        }
        let rects = (0..<min(count, top)).map { index in
            Rect(x: area.x, y: area.y + Double(index) * rowHeight, width: area.width, height: rowHeight - 1)
        }
        let player =
            withPlayer
            ? Rect(
                x: area.x, y: area.y + (Double(rects.count) + 0.4) * rowHeight, width: area.width,
                height: rowHeight - 1) : nil
        return (rects, player)
    }

    /// Where `board`'s rows go down `area`: the top that fits, and the player's slot below them when their
    /// row is not among those on view.
    static func placement(
        of board: Board, playerID: Int64?, in area: Rect, tallest: Double, shortest: Double = minimumRowHeight,
        growth: Double = 1
    ) -> (top: [Rect], player: Rect?) {
        let visible = rects(
            in: area, top: board.top.count, withPlayer: false, tallest: tallest, shortest: shortest, growth: growth
        ).top.count
        let needsSlot = needsPlayerSlot(board, playerID: playerID, visible: visible)
        return rects(
            in: area, top: board.top.count, withPlayer: needsSlot, tallest: tallest, shortest: shortest,
            growth: growth)
    }

    /// Whether `playerID`'s row needs the slot below the `visible` rows on view.
    static func needsPlayerSlot(_ board: Board, playerID: Int64?, visible: Int) -> Bool {
        guard let playerID, let row = board.row(of: playerID) else { return false }
        return row.rank > visible
    }

    private func draw(_ painter: Painter, _ row: BoardRow, in rect: Rect, striped: Bool) {
        let mine = row.playerID == playerID
        if mine {
            painter.roundedRect(rect, radius: rect.height * 0.3, Theme.accent.opacity(opacity))
        } else if striped {
            painter.roundedRect(rect, radius: rect.height * 0.3, Theme.surface.opacity(0.7 * opacity))
        }
        let ink = (mine ? Theme.accentText : Theme.text).opacity(opacity)
        let dim = (mine ? Theme.accentText : Theme.textDim).opacity(opacity)
        // Asked for so that, drawn `textGrowth` times larger, the line still fits the row.
        let pixels = max(Theme.minimumTextPixels, min(rect.height * 0.62 / painter.textGrowth, 30).rounded(.down))
        let style = TextStyle(pixels: pixels, bold: mine)
        let bold = TextStyle(pixels: pixels, bold: true)
        let pad = max(4, rect.height * 0.3)
        let rankWidth = painter.width(of: "000", bold)
        painter.text(
            "\(row.rank)", bold, rankColor(row.rank, mine: mine).opacity(opacity), x: rect.x + pad + rankWidth,
            y: rect.midY, anchorX: 1, anchorY: 0.5)
        let nameLeft = rect.x + pad * 2 + rankWidth
        let games = painter.catalog.plural("board.games", count: row.games)
        let gamesWidth = painter.width(of: games, style)
        let layout = Self.rightColumns(
            points: row.points, catalog: painter.catalog, gamesWidth: gamesWidth,
            nameWidth: painter.width(of: row.name, style),
            room: rect.maxX - pad - nameLeft, pad: pad, least: rect.width * 0.3
        ) { painter.width(of: $0, bold) }
        let pointsRect = painter.text(
            layout.points, bold, ink, x: rect.maxX - pad, y: rect.midY, anchorX: 1, anchorY: 0.5)
        var right = pointsRect.x - pad
        if layout.showsGames {
            painter.text(games, style, dim, x: right, y: rect.midY, anchorX: 1, anchorY: 0.5)
            right -= gamesWidth + pad
        }
        painter.text(
            painter.truncate(row.name, style, width: right - nameLeft), style, ink, x: nameLeft, y: rect.midY,
            anchorY: 0.5)
    }

    /// What goes right of the name: the points with their unit ("1 game 1" read as nonsense) and the games
    /// count, as much as leaves the whole name room (`room` is from the name's left to the row's padding);
    /// else the points as short as leaves the name `least` (the games never beside bare points).
    static func rightColumns(
        points: Int, catalog: Catalog, gamesWidth: Double, nameWidth: Double, room: Double, pad: Double, least: Double,
        width: (String) -> Double
    ) -> (points: String, showsGames: Bool) {
        let units = [
            catalog.plural("score.points", count: points), catalog.plural("board.points_short", count: points),
            catalog.number(points),
        ]
        let tries = [(units[0], true), (units[0], false), (units[1], false), (units[2], false)]
        let left = tries.map { room - width($0.0) - pad - ($0.1 ? gamesWidth + pad : 0) }
        if let whole = left.firstIndex(where: { $0 >= nameWidth }) { return tries[whole] }
        return left.indices.dropFirst().first { left[$0] > least }.map { tries[$0] } ?? (units[2], false)
    }

    private func rankColor(_ rank: Int, mine: Bool) -> Color {
        if mine { return Theme.accentText }
        switch rank {
        case 1: return Theme.accent
        case 2: return Theme.die
        case 3: return Color(hex: 0xE0A370)
        default: return Theme.textDim
        }
    }
}
