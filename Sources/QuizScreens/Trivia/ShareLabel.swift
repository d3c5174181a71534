/// Where People's Choice's share ("55%") goes on an answer, and the room it leaves the answer's words: beside
/// them on their line where they keep room to wrap in at the readable size; else, on a narrow answer (a grid
/// on a small screen, a long language's "55 %"), at the right under a one-line answer, or beside the shorter
/// of a longer answer's first and last lines.
struct ShareLabel {
    var style: TextStyle
    /// The share's right end is the words' right end; this is its middle.
    var centerY: Double
    /// The words' right end once the share has its place.
    var wordsRight: Double
    /// The words' band across the answer (all of it, or its upper part over the share).
    var band: (top: Double, height: Double)
    /// Whether the share keeps clear of the words (not so beside a long two-line answer in a narrow box).
    var clear = true

    static func place(
        _ share: String, beside words: String, in box: Rect, left: Double, right: Double, readable: Double,
        painter: Painter, wordsStyle: (_ width: Double, _ height: Double) -> TextStyle
    ) -> ShareLabel {
        let floor = painter.readableFloor(readable)
        let style = painter.style(
            TextStyle(pixels: max(Theme.minimumTextPixels, box.height * 0.3), bold: true), fitting: share,
            width: right - left, floor: floor)
        let width = painter.width(of: share, style)
        let gap = box.height * 0.15
        let whole = (top: box.y, height: box.height)
        // Beside: the words' longest word, and three tenths of the answer (or all of a shorter answer).
        let plain = TextStyle(pixels: readable)
        let longestWord = words.split(separator: " ").map { painter.width(of: String($0), plain) }.max() ?? 0
        let wordsNeed = min(painter.width(of: words, plain), max(longestWord, box.width * 0.3))
        if right - width - gap - left >= wordsNeed {
            return ShareLabel(style: style, centerY: box.midY, wordsRight: right - width - gap, band: whole)
        }
        let lineHeight = painter.fonts.lineHeight(style, of: share)
        let under = (top: box.y + box.height * 0.04, height: box.height * 0.88 - lineHeight)
        let oneLine = wordsStyle(right - left, under.height)
        if painter.fonts.wrap(words, oneLine, width: right - left).count <= 1,
            painter.fonts.lineHeight(oneLine, of: words) <= under.height
        {
            return ShareLabel(
                style: style, centerY: box.maxY - box.height * 0.08 - lineHeight / 2, wordsRight: right, band: under)
        }
        // Two lines or more, centred in the answer: the share on the row of the shorter of the first and last.
        let fitted = wordsStyle(right - left, box.height)
        let lines = painter.fonts.wrap(words, fitted, width: right - left)
        let wordsLine = painter.fonts.lineHeight(fitted, of: words)
        let top = box.midY - min(box.height, Double(lines.count) * wordsLine) / 2
        let first = painter.width(of: lines.first ?? "", fitted)
        let last = painter.width(of: lines.last ?? "", fitted)
        let row = first <= last ? 0 : Double(lines.count - 1)
        return ShareLabel(
            style: style, centerY: top + (row + 0.5) * wordsLine, wordsRight: right, band: whole,
            clear: min(first, last) + gap + width <= right - left)
    }
}

/// An answer's badge and the words' left and right ends: the usual ones, or (`compact`) a smaller badge and
/// tighter edges for a narrow answer that must hold People's Choice's share as well.
struct AnswerEdges {
    let box: Rect
    let compact: Bool
    /// The smallest text readable on the screen, which the badge's figure keeps to.
    let readable: Double

    var badge: Double { compact ? max(box.height * 0.46, readable / 0.6) : box.height * 0.62 }
    var badgeLeft: Double { box.x + box.height * (compact ? 0.12 : 0.19) }
    var textLeft: Double { badgeLeft + badge + box.height * (compact ? 0.12 : 0.2) }
    var textRight: Double { box.maxX - box.height * (compact ? 0.15 : 0.25) }
}
