import Foundation
import QuizCore
import QuizText

/// Attract mode's leaderboard: today's best games from the store, or an
/// invitation to set the first score.
struct LeaderboardView {
    /// Rows shown at most, at any size.
    static let rowLimit = 5

    let size: Size
    let games: [BestGame]
    let timeZone: TimeZone
    let time: Double
    let shownAt: Double
    /// The catalog the call to play is in (attract's first screen invites in each offered language).
    var invitation: Catalog? = nil

    var margin: Double { KioskDrawing.margin(for: size) }

    func draw(_ painter: Painter) {
        let strip = KioskDrawing.callToActionStrip(painter, demo: false, words: invitation)
        let heading = painter.catalog["kiosk.todays_best"]
        // 8 % of the height, as wide as the screen allows with the star beside it.
        let probe = TextStyle(pixels: 100, bold: true)
        let fits = 100 * (size.width - 2 * margin) / (painter.width(of: heading, probe) + 100 * 1.43)
        let titleStyle = TextStyle(
            pixels: max(Theme.minimumTextPixels, min(Theme.textPixels(0.08, of: size, minimum: 16), fits)), bold: true)
        let titleWidth = painter.width(of: heading, titleStyle)
        let starSide = Double(titleStyle.pixels) * 1.1
        let titleLeft = size.width / 2 - (titleWidth + starSide * 1.3) / 2
        painter.icon(.star, in: Rect(x: titleLeft, y: margin, width: starSide, height: starSide), Theme.accent)
        let title = painter.text(
            heading, titleStyle, Theme.text, x: titleLeft + starSide * 1.3, y: margin + starSide / 2,
            anchorY: 0.5)
        let top = max(title.maxY, margin + starSide) + margin * 0.8
        let area = Rect(x: margin, y: top, width: size.width - 2 * margin, height: strip.y - margin * 0.8 - top)
        if games.isEmpty {
            drawEmpty(painter, in: area)
        } else {
            drawRows(painter, in: area)
        }
        KioskDrawing.callToAction(painter, demo: false, words: invitation)
    }

    private func drawEmpty(_ painter: Painter, in area: Rect) {
        let style = TextStyle(pixels: Theme.textPixels(0.065, of: size, minimum: 14), bold: true)
        let small = TextStyle(pixels: Theme.textPixels(0.042, of: size, minimum: 11))
        let none = painter.catalog["kiosk.no_games_today"]
        let used = painter.paragraphHeight(none, style, width: area.width)
        let top = area.midY - (used + Double(small.pixels) * 1.6) / 2
        painter.paragraph(none, style, Theme.text, centerX: area.midX, top: top, width: area.width)
        painter.paragraph(
            painter.catalog["kiosk.top_the_board"], small, Theme.textDim, centerX: area.midX,
            top: top + used + Double(small.pixels) * 0.4,
            width: area.width)
    }

    private func drawRows(_ painter: Painter, in area: Rect) {
        let rows = Array(games.prefix(Self.rowLimit))
        let gap = max(3, (size.height * 0.012).rounded())
        let rowHeight = min((area.height - gap * Double(Self.rowLimit - 1)) / Double(Self.rowLimit), size.height * 0.12)
        let width = min(area.width, size.height * 1.6)
        let left = area.midX - width / 2
        let clock = DateFormatter()
        clock.dateFormat = "HH:mm"
        clock.timeZone = timeZone
        let nameStyle = TextStyle(pixels: max(Theme.minimumTextPixels, (rowHeight * 0.36).rounded()), bold: true)
        let detailStyle = TextStyle(pixels: max(Theme.minimumTextPixels, (rowHeight * 0.27).rounded()))
        let scoreStyle = TextStyle(pixels: max(Theme.minimumTextPixels + 2, (rowHeight * 0.5).rounded()), bold: true)
        for (index, game) in rows.enumerated() {
            // Rows slide in one after another.
            let appear = Ease.outCubic(painter.motion(since: shownAt + Double(index) * 0.08, now: time, duration: 0.35))
            let y = area.y + Double(index) * (rowHeight + gap) + (1 - appear) * rowHeight * 0.5
            let row = Rect(x: left, y: y, width: width, height: rowHeight)
            painter.roundedRect(
                row, radius: rowHeight * 0.25, (index == 0 ? Theme.surfaceRaised : Theme.surface).opacity(appear))
            let badge = rowHeight * 0.66
            let badgeX = row.x + rowHeight * 0.2 + badge / 2
            painter.circle(centerX: badgeX, centerY: row.midY, radius: badge / 2, rankColor(game.rank).opacity(appear))
            painter.text(
                "\(game.rank)", TextStyle(pixels: max(Theme.minimumTextPixels, badge * 0.5), bold: true),
                Theme.accentText.opacity(appear), x: badgeX, y: row.midY, anchorX: 0.5, anchorY: 0.5)
            let score = "\(game.score)/\(game.total)"
            let scoreWidth = painter.width(of: score, scoreStyle)
            let scoreRight = row.maxX - rowHeight * 0.3
            painter.text(
                score, scoreStyle, Theme.text.opacity(appear), x: scoreRight, y: row.midY, anchorX: 1, anchorY: 0.5)
            let textLeft = badgeX + badge / 2 + rowHeight * 0.25
            let room = scoreRight - scoreWidth - rowHeight * 0.3 - textLeft
            let name = game.playerName ?? painter.catalog["board.nameless_player"]
            let completed = clock.string(from: Date(timeIntervalSince1970: game.completedAt))
            let detail = "\(Self.modeLabel(game.mode, in: painter.catalog)) · \(completed)"
            let twoLines = rowHeight >= Double(nameStyle.pixels + detailStyle.pixels) * 1.15
            if twoLines {
                painter.text(
                    painter.truncate(name, nameStyle, width: room), nameStyle, Theme.text.opacity(appear), x: textLeft,
                    y: row.midY, anchorY: 0.95)
                painter.text(
                    painter.truncate(detail, detailStyle, width: room), detailStyle, Theme.textDim.opacity(appear),
                    x: textLeft, y: row.midY + rowHeight * 0.02, anchorY: 0)
            } else {
                painter.text(
                    painter.truncate(name + " · " + detail, detailStyle, width: room), detailStyle,
                    Theme.text.opacity(appear), x: textLeft, y: row.midY, anchorY: 0.5)
            }
        }
    }

    private func rankColor(_ rank: Int) -> Color {
        switch rank {
        case 1: return Theme.accent
        case 2: return Theme.die
        case 3: return Color(hex: 0xE0A370)
        default: return Theme.textDim
        }
    }

    /// A mode's title by its id in `catalog`'s language; an id the game does not know shows as itself.
    static func modeLabel(_ mode: String, in catalog: Catalog) -> String {
        if let known = GameMode(rawValue: mode) { return catalog[known.titleKey] }
        return mode == "home" ? catalog["button.home"] : mode
    }
}
