import QuizCore
import QuizLive

/// The rows of a question's distribution: per answer its chip, its words (read whole: on as many lines as they
/// take at the readable minimum) and a bar of how many chose it with the count. Two arrangements: the words above
/// the bar, the count beside the bar, where the question's text keeps what it needs at the readable minimum; else
/// (Arabic's taller lines at 240x320) the bar behind the words and the count at its end, each row as tall as the
/// longest answer's lines.
struct DistributionRows {
    let view: LiveView
    let painter: Painter
    let labels: [String]
    let right: Int
    /// The words over their bar rather than above it.
    let overlaid: Bool
    /// Every row's height, its words' band, its bar's height.
    let height: Double
    let labelHeight: Double
    let barHeight: Double
    /// The chip's side, and the words' size before they shrink to fit.
    let chip: Double
    let labelLargest: Double
    let countStyle: TextStyle

    /// The rows of `labels` (the right answer's at `right`) in `area`, under `question` (its text).
    init(view: LiveView, painter: Painter, area: Rect, labels: [String], right: Int, question: String) {
        self.view = view
        self.painter = painter
        self.labels = labels
        self.right = right
        let gap = view.gap
        let count = Double(max(1, labels.count))
        let questionDefault = (area.height * 0.22).rounded()
        let base = min((area.height - questionDefault - gap * count) / count, view.pixels(0.14) * view.textScale)
        chip = base
        let baseLabel = (base * 0.5).rounded()
        let largest = view.fitting(view.pixels(0.042), height: baseLabel)
        let barLeft = area.x + base + gap
        let mark = baseLabel + gap * 0.5
        // Stacked: the words reach the margin's gap (nothing stands right of them), the count is beside the bar.
        let stackedBar = base - baseLabel - 4
        let stackedWidth = { (isRight: Bool) in view.size.width - gap - barLeft - (isRight ? mark : 0) }
        let stackedLabel = max(baseLabel, Self.wordsHeight(painter, labels, right: right, widths: stackedWidth))
            .rounded(.up)
        let stackedRow = stackedLabel + 4 + stackedBar
        let room = area.height - gap - painter.readableParagraphHeight(question, width: area.width, bold: true)
        let widths: (Bool) -> Double
        if count * stackedRow + gap * (count - 1) <= room || stackedLabel <= baseLabel {
            overlaid = false
            widths = stackedWidth
            height = stackedRow
            labelHeight = stackedLabel
            barHeight = stackedBar
            countStyle = TextStyle(pixels: view.fitting(view.pixels(0.055), height: stackedBar * 0.9), bold: true)
        } else {
            overlaid = true
            let style = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels), bold: true)
            countStyle = style
            let countWidth = painter.width(of: "000", style) + gap
            widths = { area.maxX - barLeft - gap - countWidth - ($0 ? mark : 0) }
            labelHeight = Self.wordsHeight(painter, labels, right: right, widths: widths).rounded(.up)
            height = max(min(base, labelHeight + 8), labelHeight + 4)
            barHeight = height
        }
        // One size for every answer's words: the largest at which each fits its band (the longest's).
        let labelHeight = labelHeight
        labelLargest =
            labels.enumerated().map { option, label in
                painter.fittingStyle(
                    label, width: widths(option == right), height: labelHeight, largest: largest,
                    smallest: painter.readableMinimum, bold: option == right
                ).pixelsDouble
            }.min() ?? largest
    }

    /// The height of all the rows with the gaps between them.
    var block: Double { Double(labels.count) * height + view.gap * Double(max(0, labels.count - 1)) }

    /// The tallest of the labels wrapped at the readable minimum into their widths (`widths(isRight)`; the right
    /// answer's words are bold).
    private static func wordsHeight(
        _ painter: Painter, _ labels: [String], right: Int, widths: (Bool) -> Double
    ) -> Double {
        labels.enumerated().map { option, label in
            painter.readableParagraphHeight(label, width: widths(option == right), bold: option == right)
        }.max() ?? 0
    }

    /// Answer `option`'s row at `top` in `box`'s width: `count` chose it, `share` of the most any answer had.
    func draw(option: Int, label: String, count: Int, share: Double, top: Double, in box: Rect) {
        let gap = view.gap
        let isRight = option == right
        let row = Rect(x: box.x, y: top, width: box.width, height: height)
        let chipSide = min(chip, height)
        view.drawChip(
            painter, option: option, in: Rect(x: row.x, y: row.maxY - chipSide, width: chipSide, height: chipSide),
            dim: !isRight)
        let countText = painter.catalog.number(count)
        let countWidth = max(painter.width(of: "000", countStyle), painter.width(of: countText, countStyle))
        let barLeft = row.x + chip + gap
        let barTop = overlaid ? row.y : row.y + labelHeight + 4
        let barRoom = row.maxX - barLeft - (overlaid ? 0 : countWidth + gap)
        let color = LiveView.color(of: LiveView.shape(option))
        // A bar behind words is no rounder, and its least width no wider, than a bar under them.
        let radius = overlaid ? min(barHeight * 0.3, 6) : barHeight * 0.3
        painter.roundedRect(
            Rect(x: barLeft, y: barTop, width: barRoom, height: barHeight), radius: radius, Theme.surface)
        if share > 0 {
            let least = overlaid ? radius * 2 : barHeight
            painter.roundedRect(
                Rect(x: barLeft, y: barTop, width: max(least, barRoom * share), height: barHeight),
                radius: radius, isRight ? color : color.opacity(0.5))
        }
        let wordsLeft = overlaid ? barLeft + gap * 0.5 : barLeft
        let markSide = (chip * 0.5).rounded()
        if isRight {
            let mark = Rect(
                x: wordsLeft, y: row.y + labelHeight / 2 - markSide / 2 + (overlaid ? (height - labelHeight) / 2 : 0),
                width: markSide, height: markSide)
            painter.circle(centerX: mark.midX, centerY: mark.midY, radius: markSide / 2, Theme.right)
            painter.icon(.check, in: mark.scaled(0.6), Theme.text)
        }
        let labelLeft = wordsLeft + (isRight ? markSide + gap * 0.5 : 0)
        let labelRight = overlaid ? row.maxX - gap - countWidth - gap * 0.5 : view.size.width - gap
        painter.paragraph(
            label,
            in: Rect(
                x: labelLeft, y: row.y + (overlaid ? (height - labelHeight) / 2 : 0), width: labelRight - labelLeft,
                height: labelHeight),
            largest: labelLargest, isRight || overlaid ? Theme.text : Theme.textDim, bold: isRight, centered: false,
            middle: true, mustBeWhole: true)
        painter.text(
            countText, countStyle, isRight ? Theme.text : Theme.textDim,
            x: overlaid ? row.maxX - gap * 0.5 : row.maxX, y: barTop + barHeight / 2, anchorX: 1, anchorY: 0.5)
    }
}
