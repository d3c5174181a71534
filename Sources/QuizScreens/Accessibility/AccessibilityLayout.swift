import QuizFlows

/// Where the Accessibility screen's parts go: Back and the title along the top, one row per choice (its name on
/// the left, its value on the right) filling the middle, the notes and the hint at the foot. Rows grow with the
/// text (`textGrowth`) up to a sixth of the room each, so at 200 % they are fewer pixels apart, never clipped.
struct AccessibilityLayout: ScreenLayout {
    let size: Size
    /// How many times larger text is drawn than asked (the painter's `textGrowth`).
    var textGrowth = 1.0
    /// Lines of notes under the rows.
    var noteCount = 0
    /// The least button side on the panel (`Painter.tapSide`, 9 mm); 0 when its density is unknown.
    var tapSide = 0.0

    var margin: Double { max(6, (shortSide * 0.04).rounded()) }
    var gap: Double { max(4, (shortSide * 0.015).rounded()) }

    /// The top band: Back on the left, the title beside it.
    var header: Rect {
        Rect(
            x: margin, y: margin, width: width - 2 * margin,
            height: LineRoom.target(max(30, (shortSide * 0.1).rounded()), tapSide: tapSide, shortSide: shortSide))
    }

    var backButton: Rect {
        Rect(
            x: header.x, y: header.y, width: min(header.width * 0.3, header.height * 3.2).rounded(),
            height: header.height)
    }

    var title: Rect {
        let left = backButton.maxX + gap * 2
        return Rect(x: left, y: header.y, width: header.maxX - left, height: header.height)
    }

    /// One line of the hint or a note.
    var lineHeight: Double { (pixels(0.034) * textGrowth * 1.35).rounded() }

    var hintLine: Rect {
        Rect(x: margin, y: height - margin - lineHeight, width: width - 2 * margin, height: lineHeight)
    }

    /// The note lines, above the hint.
    var notes: [Rect] {
        (0..<noteCount).map { index in
            Rect(
                x: margin, y: hintLine.y - gap - Double(noteCount - index) * lineHeight, width: width - 2 * margin,
                height: lineHeight)
        }
    }

    /// The rows, in `AccessibilityFlow.Row` order, centred in the room between the header and the notes.
    var rows: [Rect] {
        let count = Double(AccessibilityFlow.Row.allCases.count)
        let top = header.maxY + gap * 2
        let bottom = (notes.first?.y ?? hintLine.y) - gap * 2
        let room = max(0, bottom - top)
        // As tall as the text size asks, and 9 mm on the panel (`LineRoom.target`), as far as the room allows.
        let asked = LineRoom.target((shortSide * 0.1 * textGrowth).rounded(), tapSide: tapSide, shortSide: shortSide)
        let rowHeight = min((room - gap * (count - 1)) / count, asked).rounded(.down)
        let used = rowHeight * count + gap * (count - 1)
        let rowWidth = min(width - 2 * margin, max(shortSide * 1.2, width * 0.6)).rounded()
        let x = ((width - rowWidth) / 2).rounded()
        let y = (top + (room - used) / 2).rounded()
        return (0..<Int(count)).map { index in
            Rect(x: x, y: y + Double(index) * (rowHeight + gap), width: rowWidth, height: rowHeight)
        }
    }

    /// The row under a point, if any.
    func row(at x: Double, _ y: Double) -> AccessibilityFlow.Row? {
        rows.firstIndex { $0.contains(x: x, y: y) }.flatMap { AccessibilityFlow.Row(rawValue: $0) }
    }
}
