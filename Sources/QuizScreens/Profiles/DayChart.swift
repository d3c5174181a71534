import Foundation
import QuizText

/// Points by day as bars, one group per day (Monday first) with one bar per
/// series, the day's initials under each group and the highest figure at
/// the top left: the profile's week and the comparison draw it.
struct DayChart {
    let layout: ProfileLayout

    /// Monday to Sunday, as the chart's labels.
    static let dayNames = [
        "profile.day_mo", "profile.day_tu", "profile.day_we", "profile.day_th", "profile.day_fr", "profile.day_sa",
        "profile.day_su",
    ]

    func draw(_ painter: Painter, in rect: Rect, series: [[Int]], colors: [Color]) {
        let labelHeight = (painter.drawnPixels(layout.smallest) * 1.4).rounded()
        guard rect.height > labelHeight * 2.5, rect.width > 40, !series.isEmpty else { return }
        let highest = max(1, series.flatMap { $0 }.max() ?? 0)
        let plot = Rect(x: rect.x, y: rect.y + labelHeight, width: rect.width, height: rect.height - labelHeight * 2)
        painter.fill(Rect(x: plot.x, y: plot.maxY, width: plot.width, height: 1), Theme.textDim.opacity(0.6))
        let groupWidth = plot.width / 7
        let gap = max(2, (groupWidth * 0.18).rounded())
        let barWidth = max(2, ((groupWidth - gap) / Double(series.count)).rounded(.down))
        let valueStyle = TextStyle(pixels: layout.smallest)
        // Each bar's figure over it when every figure fits its bar; else the highest figure, top left.
        let showValues = series.allSatisfy { values in
            values.allSatisfy { painter.width(of: "\($0)", valueStyle) <= barWidth + gap * 0.5 }
        }
        if !showValues {
            painter.line(
                painter.catalog.text("profile.points_short", ["points": painter.catalog.number(highest)]),
                in: Rect(x: rect.x, y: rect.y, width: rect.width, height: labelHeight),
                largest: layout.smallest, Theme.textDim)
        }
        for day in 0..<7 {
            let groupX = plot.x + Double(day) * groupWidth + gap / 2
            for (index, values) in series.enumerated() where day < values.count {
                let value = values[day]
                let barHeight = (plot.height * Double(value) / Double(highest)).rounded()
                guard barHeight > 0 else { continue }
                let bar = Rect(
                    x: groupX + Double(index) * barWidth, y: plot.maxY - barHeight, width: barWidth - 1,
                    height: barHeight)
                painter.fill(bar, colors[index % colors.count])
                if showValues {
                    painter.text(
                        "\(value)", valueStyle, Theme.text, x: bar.midX, y: bar.y - 2, anchorX: 0.5, anchorY: 1)
                }
            }
            let label = Rect(
                x: plot.x + Double(day) * groupWidth, y: plot.maxY + 1, width: groupWidth, height: labelHeight)
            painter.line(
                painter.catalog[Self.dayNames[day]], in: label, largest: layout.smallest, Theme.textDim, anchorX: 0.5)
        }
    }
}

/// This week side by side: the viewer and another player's games, right
/// share and points, and their points by day as paired bars; or, when the
/// other played no game this week, why no comparison can be made.
struct ProfileCompareView {
    let view: ProfileView

    static let otherColor = Color(hex: 0x4DABF7)

    func draw(_ painter: Painter, other id: Int64) {
        let layout = view.layout
        let scene = view.scene
        let theirs = scene.profile(id)
        let mine = scene.profile(scene.viewer.id)
        let catalog = painter.catalog
        let name = theirs?.player.name ?? catalog["profile.this_player"]
        view.title(painter, catalog.text("profile.you_and_this_week", ["name": name]))
        let body = layout.body(below: layout.title.maxY)
        defer { view.drawButtons(painter, labels: [("button.back", .chevronLeft)]) }
        guard let theirs, let mine else {
            painter.paragraph(
                catalog["profile.compare_unreadable"], in: body,
                largest: layout.bodyPixels, Theme.wrong, middle: true)
            return
        }
        guard theirs.week.games > 0 else {
            painter.paragraph(
                catalog.text("profile.no_game_to_compare", ["name": name]), in: body,
                largest: layout.bodyPixels, Theme.textDim, middle: true)
            return
        }
        let leastRow = (layout.smallest * 1.5).rounded()
        // The legend: whose colour is whose, its row as tall as its bold line as drawn (`LineRoom`).
        let legendPixels = min(layout.bodyPixels, (leastRow * 0.8).rounded(.down))
        let rowHeight = painter.lineRoom.height(legendPixels, bold: true, least: leastRow)
        let legend = Rect(x: body.x, y: body.y, width: body.width, height: rowHeight)
        drawLegend(
            painter, in: legend, names: [catalog["profile.you"], name], pixels: legendPixels,
            swatch: (leastRow * 0.6).rounded())
        let area = Rect(
            x: body.x, y: legend.maxY + layout.margin * 0.4, width: body.width,
            height: body.maxY - legend.maxY - layout.margin * 0.4)
        let gap = layout.margin
        let figures: Rect
        let chart: Rect
        if layout.isWide {
            figures = Rect(x: area.x, y: area.y, width: (area.width * 0.36).rounded(), height: area.height)
            chart = Rect(x: figures.maxX + gap, y: area.y, width: area.maxX - figures.maxX - gap, height: area.height)
        } else {
            let top = (area.height * 0.36).rounded()
            figures = Rect(x: area.x, y: area.y, width: area.width, height: top)
            chart = Rect(x: area.x, y: area.y + top + gap, width: area.width, height: area.height - top - gap)
        }
        let games = max(1, max(mine.week.games, theirs.week.games))
        let blocks: [(String, [(Double, String)])] = [
            (
                catalog["profile.games_title"],
                [
                    (Double(mine.week.games) / Double(games), catalog.number(mine.week.games)),
                    (Double(theirs.week.games) / Double(games), catalog.number(theirs.week.games)),
                ]
            ),
            (
                catalog["profile.right_answers"],
                [
                    (mine.week.rightShare ?? 0, ProfileView.percent(mine.week.rightPercent, catalog)),
                    (theirs.week.rightShare ?? 0, ProfileView.percent(theirs.week.rightPercent, catalog)),
                ]
            ),
        ]
        // Stacked beside the chart on a wide window; side by side above it on a tall one.
        let blockHeight = layout.isWide ? ((figures.height - gap) / 2).rounded(.down) : figures.height
        let blockWidth = layout.isWide ? figures.width : ((figures.width - gap) / 2).rounded(.down)
        for (index, block) in blocks.enumerated() {
            let step = Double(index)
            let box = Rect(
                x: figures.x + (layout.isWide ? 0 : step * (blockWidth + gap)),
                y: figures.y + (layout.isWide ? step * (blockHeight + gap) : 0), width: blockWidth, height: blockHeight)
            drawPair(painter, bars: block.1, in: view.panel(painter, box, titles: [block.0]))
        }
        let inner = view.panel(painter, chart, titles: [catalog["profile.points_by_day"]])
        DayChart(layout: layout).draw(
            painter, in: inner, series: [mine.week.days.map(\.points), theirs.week.days.map(\.points)],
            colors: [Theme.accent, Self.otherColor])
    }

    /// Two horizontal bars, yours over theirs, each with its figure at its end.
    func drawPair(_ painter: Painter, bars: [(Double, String)], in box: Rect) {
        let layout = view.layout
        let style = TextStyle(pixels: layout.bodyPixels, bold: true)
        let valueWidth = bars.map { painter.width(of: $0.1, style) }.max() ?? 0
        let barRoom = max(0, box.width - valueWidth - layout.margin * 0.5)
        let barHeight = min((box.height / 2 * 0.7).rounded(), layout.bodyPixels * 1.4)
        guard barHeight >= 4 else { return }
        for (index, bar) in bars.enumerated() {
            let y = box.y + Double(index) * box.height / 2 + (box.height / 2 - barHeight) / 2
            let length = max(2, (barRoom * min(1, bar.0)).rounded())
            painter.fill(
                Rect(x: box.x, y: y, width: length, height: barHeight), index == 0 ? Theme.accent : Self.otherColor)
            // The figure's line as drawn (`LineRoom`), centred on its bar; where two such lines are taller than
            // the box, smaller until they fit it (to the readable minimum).
            var pixels = min(layout.bodyPixels, (barHeight * 0.8).rounded(.down))
            if painter.lineRoom.height(pixels, bold: true, least: barHeight) > box.height / 2 {
                pixels = min(pixels, painter.pixels(forLineHeight: box.height / 2, bold: true))
            }
            let line = min(painter.lineRoom.height(pixels, bold: true, least: barHeight), box.height / 2)
            painter.line(
                bar.1,
                in: Rect(
                    x: box.x + length + layout.margin * 0.4, y: y + barHeight / 2 - line / 2, width: valueWidth + 2,
                    height: line),
                largest: pixels, Theme.text, bold: true)
        }
    }

    /// A coloured square and a name for each series.
    func drawLegend(_ painter: Painter, in box: Rect, names: [String], pixels: Double, swatch: Double) {
        let half = box.width / Double(names.count)
        for (index, name) in names.enumerated() {
            let x = box.x + Double(index) * half
            painter.fill(
                Rect(x: x, y: box.midY - swatch / 2, width: swatch, height: swatch),
                index == 0 ? Theme.accent : Self.otherColor)
            painter.line(
                name, in: Rect(x: x + swatch * 1.5, y: box.y, width: half - swatch * 2, height: box.height),
                largest: pixels, Theme.text, bold: true)
        }
    }
}
