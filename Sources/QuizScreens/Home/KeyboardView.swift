import QuizFlows

/// Draws a `TextKeyboard`: its title, the field with a blinking caret (a
/// long text shows its end, where the typing is), the rule or the problem
/// under it, and the keys. The name and email keyboards of the home screen
/// and the quiz packs' URL keyboard look the same.
struct KeyboardView {
    let keyboard: TextKeyboard
    let title: String
    let titleStyle: TextStyle
    let titleY: Double
    let field: Rect
    let noteY: Double
    let noteStyle: TextStyle
    let keys: [[Rect]]
    let time: Double
    /// A line in place of the rule under the field (an account's live check).
    var note: FieldNote? = nil

    func draw(_ painter: Painter, width: Double, margin: Double) {
        if !title.isEmpty {
            let titleBox = Rect(
                x: margin, y: titleY, width: width - 2 * margin, height: Double(titleStyle.pixels) * 1.3)
            painter.line(title, in: titleBox, largest: Double(titleStyle.pixels), Theme.text, bold: true, anchorX: 0.5)
        }
        painter.roundedRect(field, radius: field.height * 0.2, Theme.surface)
        painter.roundedRect(field, radius: field.height * 0.2, Theme.accent, stroke: 2)
        let fieldStyle = TextStyle(pixels: max(Theme.minimumTextPixels, (field.height * 0.55).rounded()), bold: true)
        let caret = Int(time * 2) % 2 == 0 ? "|" : " "
        let room = field.width - field.height * 0.5
        var shown = (keyboard.isSecret ? String(repeating: "•", count: keyboard.text.count) : keyboard.text) + caret
        if painter.width(of: shown, fieldStyle) > room {
            // Drop characters from the front, so the end being typed shows.
            var characters = Array(shown)
            while characters.count > 1, painter.width(of: "…" + String(characters), fieldStyle) > room {
                characters.removeFirst()
            }
            shown = "…" + String(characters)
        }
        painter.text(shown, fieldStyle, Theme.text, x: field.x + field.height * 0.25, y: field.midY, anchorY: 0.5)
        let line = keyboard.problem.map { FieldNote($0, isError: true) } ?? note ?? FieldNote(keyboard.rule)
        let keysTop = keys.joined().map(\.y).min() ?? .infinity
        // A line at the note's size as drawn (`LineRoom`), as far as the keys leave room for it.
        let least = Double(noteStyle.pixels) * 1.3
        let noteHeight = min(
            painter.lineRoom.height(Double(noteStyle.pixels), least: least), max(least, keysTop - noteY))
        let noteBox = Rect(x: margin, y: noteY, width: width - 2 * margin, height: noteHeight)
        let variants = line.variants.map { painter.catalog($0) }
        let color = line.isError ? Theme.wrong : Theme.textDim
        // None fits one line at the readable minimum (a longer language): the shortest on two, where the keys
        // leave room for them.
        let floor = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels))
        if let shortest = variants.last, painter.width(of: shortest, floor) > noteBox.width,
            keysTop - noteBox.y >= noteBox.height * 2
        {
            painter.paragraph(
                shortest, in: Rect(x: noteBox.x, y: noteBox.y, width: noteBox.width, height: noteBox.height * 2),
                largest: Double(noteStyle.pixels), color)
        } else {
            painter.line(firstOf: variants, in: noteBox, largest: Double(noteStyle.pixels), color, anchorX: 0.5)
        }
        // The keys are physical: a keyboard's letters and digits keep their order in a right-to-left language.
        painter.drawingPhysically { drawKeys(painter) }
    }

    private func drawKeys(_ painter: Painter) {
        let space = painter.catalog["keyboard.space"]
        let cancel = painter.catalog["button.cancel"]
        for (row, cells) in keyboard.rows.enumerated() {
            for (index, cell) in cells.enumerated() {
                let focused = keyboard.focus.row == row && keyboard.focus.index == index
                let rect = keys[row][index]
                // A key's word is read whole or not shown: Space's short form (the sign "␣") where the word does
                // not fit at the readable minimum, Cancel's cross alone (docs/layout-check.md "What may be cut").
                let fits = { (label: String) in FocusButton.fits(painter, rect, label: label, icon: nil) }
                let (label, icon): (String, Icon?) =
                    switch cell.key {
                    case .text(let text): (keyboard.label(text), nil)
                    case .space: (fits(space) ? space : painter.catalog["keyboard.space_short"], nil)
                    case .shift: (painter.catalog[keyboard.shifted ? "keyboard.lower" : "keyboard.upper"], nil)
                    case .otherLetters: (painter.catalog[keyboard.otherLettersKey], nil)
                    case .erase: ("", .chevronLeft)
                    case .cancel: fits(cancel) ? (cancel, nil) : ("", .cross)
                    case .done: (painter.catalog["button.done"], .check)
                    }
                FocusButton.draw(
                    painter, rect, label: label, icon: icon, focused: focused,
                    enabled: cell.key != .done || keyboard.canFinish)
            }
        }
    }
}

extension TextKeyboard {
    /// Every key's rect, row by row (ten columns each), in a window of `size`:
    /// as wide as the margins allow, at the bottom where thumbs reach (as a
    /// phone's keyboard sits), never above `highest`; 9 mm high (`tapSide`, `LineRoom.target`) where that leaves them room. Ten
    /// columns 9 mm across need a panel 9 cm wide: on a narrower one the keys are as wide as it allows.
    static func keyRects(
        _ rows: [[Cell]], size: Size, margin: Double, highest: Double, tapSide: Double = 0
    ) -> [[Rect]] {
        let gap = max(3, (min(size.width, size.height) * 0.012).rounded())
        let columns = Double(columns)
        let keyWidth = ((size.width - 2 * margin - gap * (columns - 1)) / columns).rounded(.down)
        let rowCount = Double(rows.count)
        let keyHeight = min(
            LineRoom.target(keyWidth * 1.1, tapSide: tapSide, shortSide: min(size.width, size.height)),
            ((size.height - margin - highest - gap * (rowCount - 1)) / rowCount).rounded(.down))
        let usedWidth = keyWidth * columns + gap * (columns - 1)
        let usedHeight = keyHeight * rowCount + gap * (rowCount - 1)
        let left = ((size.width - usedWidth) / 2).rounded()
        let top = max(highest, size.height - margin - usedHeight)
        return rows.enumerated().map { row, cells in
            var column = 0
            return cells.map { cell in
                let x = left + Double(column) * (keyWidth + gap)
                column += cell.span
                return Rect(
                    x: x, y: top + Double(row) * (keyHeight + gap),
                    width: keyWidth * Double(cell.span) + gap * Double(cell.span - 1), height: keyHeight)
            }
        }
    }
}
