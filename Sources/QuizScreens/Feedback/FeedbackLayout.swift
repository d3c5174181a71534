import QuizCore
import QuizFlows

/// Where the feedback panel's parts go, from the window size: a title, the
/// form's rows (full width, Cancel and Send side by side at the bottom),
/// the problem line above them; the keyboard page as the other keyboards;
/// the thanks with OK.
struct FeedbackLayout: ScreenLayout {
    let size: Size
    /// Row heights for the text size and language drawn in (`LineRoom`): the keyboard's note grows with them.
    var lines = LineRoom.latinAtHundred
    /// How many report reasons share a line: three, or two where one's words (even its short word) would not fit a
    /// third of the row at the readable size (German "Sonstiges" at 240x320). Measured where the panel is drawn
    /// (`FeedbackView.reasonsPerLine`), as `lines` is.
    var reasonsPerLine = ReportReason.allCases.count

    var margin: Double { max(6, (shortSide * 0.04).rounded()) }
    var gap: Double { max(4, (shortSide * 0.025).rounded()) }

    /// The title along the top.
    var title: Rect {
        Rect(x: margin, y: margin, width: width - 2 * margin, height: (pixels(0.065) * 1.3).rounded())
    }

    /// Under the title: the reported question's text (two lines at most).
    var subject: Rect {
        Rect(x: margin, y: title.maxY + gap / 2, width: width - 2 * margin, height: (pixels(0.04) * 2.5).rounded())
    }

    var rowHeight: Double { lines.target(max(30, (shortSide * 0.12).rounded()), shortSide: shortSide) }

    /// The smallest text the layout check reads on this screen: typed text is cut at it, never shrunk below.
    var readable: Double { Double(LayoutCheck.minimumPixels(for: size)) }

    /// The buttons' row at the bottom.
    var buttonRow: Rect {
        Rect(x: margin, y: height - margin - rowHeight, width: width - 2 * margin, height: rowHeight)
    }

    /// The problem line above the buttons.
    var problemLine: Rect {
        let lineHeight = (pixels(0.04) * 2.6).rounded()
        return Rect(x: margin, y: buttonRow.y - gap - lineHeight, width: width - 2 * margin, height: lineHeight)
    }

    /// Each row of the form, top to bottom, from under the title (or the subject); Cancel and Send share the
    /// bottom row. The rows between shrink together when the window is short.
    func rows(_ items: [FeedbackPanel.Item], hasSubject: Bool = false) -> [(FeedbackPanel.Item, Rect)] {
        let top = (hasSubject ? subject.maxY : title.maxY) + gap
        let upper = items.filter { $0 != .cancel && $0 != .send }
        // The reasons take a row for each of their lines.
        let units = upper.map { $0 == .reason ? reasonLines : 1 }
        let count = Double(max(1, units.reduce(0, +)))
        let room = problemLine.y - gap - top
        let each = min(rowHeight, ((room - gap * (count - 1)) / count)).rounded(.down)
        var y = top
        var result: [(FeedbackPanel.Item, Rect)] = []
        for (item, unit) in zip(upper, units) {
            let height = Double(unit) * each + Double(unit - 1) * gap
            result.append((item, Rect(x: margin, y: y, width: width - 2 * margin, height: height)))
            y += height + gap
        }
        let half = ((buttonRow.width - gap) / 2).rounded(.down)
        result.append((.cancel, Rect(x: buttonRow.x, y: buttonRow.y, width: half, height: buttonRow.height)))
        result.append(
            (.send, Rect(x: buttonRow.maxX - half, y: buttonRow.y, width: half, height: buttonRow.height)))
        return result
    }

    /// The lines the reasons take.
    var reasonLines: Int {
        let perLine = max(1, reasonsPerLine)
        return (ReportReason.allCases.count + perLine - 1) / perLine
    }

    /// The reasons' choices in the reason row: `reasonsPerLine` side by side on each of its lines, a line with
    /// fewer sharing the row's width among them.
    func reasonParts(_ row: Rect) -> [Rect] {
        let total = ReportReason.allCases.count
        let perLine = max(1, reasonsPerLine)
        let lineHeight = ((row.height - gap * Double(reasonLines - 1)) / Double(reasonLines)).rounded(.down)
        return (0..<total).map { index in
            let line = index / perLine
            let onLine = Double(min(perLine, total - line * perLine))
            let each = ((row.width - gap * (onLine - 1)) / onLine).rounded(.down)
            return Rect(
                x: row.x + Double(index % perLine) * (each + gap), y: row.y + Double(line) * (lineHeight + gap),
                width: each, height: lineHeight)
        }
    }

    // MARK: The keyboard

    var keyboardField: Rect {
        let fieldHeight = max(24, (shortSide * 0.1).rounded())
        return Rect(x: margin, y: title.maxY + gap, width: width - 2 * margin, height: fieldHeight)
    }

    var keyboardNoteY: Double { keyboardField.maxY + gap / 2 }

    func keys(_ rows: [[TextKeyboard.Cell]]) -> [[Rect]] {
        TextKeyboard.keyRects(
            rows, size: size, margin: margin,
            highest: keyboardNoteY + lines.height(pixels(0.034), least: pixels(0.034) * 1.5), tapSide: lines.tapSide)
    }

    // MARK: The thanks

    var message: Rect {
        Rect(
            x: margin * 2, y: title.maxY + gap, width: width - 4 * margin,
            height: max(0, okButton.y - gap * 2 - title.maxY))
    }

    var okButton: Rect {
        let buttonWidth = min(width - 2 * margin, max(rowHeight * 3, width * 0.3)).rounded()
        return Rect(x: ((width - buttonWidth) / 2).rounded(), y: buttonRow.y, width: buttonWidth, height: rowHeight)
    }
}
