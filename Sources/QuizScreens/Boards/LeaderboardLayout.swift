/// Where the leaderboard screen's parts go at a window size: Back and the title, a row of tabs per choice
/// (mode, period, and topic for the timed challenges), the board's rows and a status line.
struct LeaderboardLayout: ScreenLayout {
    let size: Size
    /// How many rows of choices show (2, or 3 with the topic).
    let choiceRows: Int
    /// Row heights for the text size and language drawn in (`LineRoom`): the status line grows with them.
    var lines = LineRoom.latinAtHundred

    var margin: Double { max(6, (shortSide * 0.035).rounded()) }
    var gap: Double { max(3, (height * 0.012).rounded()) }
    var contentWidth: Double { min(width - 2 * margin, max(shortSide * 1.6, 300)) }
    var left: Double { (width - contentWidth) / 2 }

    var titleBar: Rect {
        Rect(x: left, y: margin, width: contentWidth, height: max(22, (shortSide * 0.085).rounded()))
    }

    var backButton: Rect {
        let bar = titleBar
        return Rect(x: bar.x, y: bar.y, width: max(56, bar.height * 2.6), height: bar.height)
    }

    var tabHeight: Double { max(22, (shortSide * 0.075).rounded()) }

    /// The tabs of choice row `row` (0 the modes, 1 the periods, 2 the topic), `count` across.
    func tabs(row: Int, count: Int) -> [Rect] {
        let top = titleBar.maxY + gap * 2 + Double(row) * (tabHeight + gap)
        let tabGap = gap
        let each = (contentWidth - tabGap * Double(count - 1)) / Double(count)
        return (0..<count).map { index in
            Rect(x: left + Double(index) * (each + tabGap), y: top, width: each, height: tabHeight)
        }
    }

    /// The topic row: previous, the topic's name, next.
    var topicRow: (previous: Rect, name: Rect, next: Rect) {
        let row = tabs(row: 2, count: 1)[0]
        let arrow = min(row.height * 1.6, row.width * 0.2)
        return (
            Rect(x: row.x, y: row.y, width: arrow, height: row.height),
            Rect(x: row.x + arrow + gap, y: row.y, width: row.width - 2 * (arrow + gap), height: row.height),
            Rect(x: row.maxX - arrow, y: row.y, width: arrow, height: row.height)
        )
    }

    /// The status line's text size, and its hint's: as asked at any text size.
    var statusPixels: Double { max(16, (shortSide * 0.06).rounded()) * 0.7 }
    var statusHintPixels: Double { max(16, (shortSide * 0.06).rounded()) * 0.6 }

    var statusLine: Rect {
        let lineHeight = lines.height(statusPixels, bold: true, least: max(16, (shortSide * 0.06).rounded()))
        return Rect(x: left, y: height - margin - lineHeight, width: contentWidth, height: lineHeight)
    }

    /// Where the board's rows go.
    var board: Rect {
        let top = titleBar.maxY + gap * 2 + Double(choiceRows) * (tabHeight + gap) + gap
        return Rect(x: left, y: top, width: contentWidth, height: statusLine.y - gap - top)
    }
}
