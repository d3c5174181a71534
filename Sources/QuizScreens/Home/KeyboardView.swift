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
        let noteBox = Rect(x: margin, y: noteY, width: width - 2 * margin, height: Double(noteStyle.pixels) * 1.3)
        painter.line(
            firstOf: line.variants, in: noteBox, largest: Double(noteStyle.pixels),
            line.isError ? Theme.wrong : Theme.textDim,
            anchorX: 0.5)
        for (row, cells) in keyboard.rows.enumerated() {
            for (index, cell) in cells.enumerated() {
                let focused = keyboard.focus.row == row && keyboard.focus.index == index
                let (label, icon): (String, Icon?) =
                    switch cell.key {
                    case .text(let text): (keyboard.label(text), nil)
                    case .space: ("Space", nil)
                    case .shift: (keyboard.shifted ? "abc" : "ABC", nil)
                    case .erase: ("", .chevronLeft)
                    case .cancel: ("Cancel", nil)
                    case .done: ("Done", .check)
                    }
                FocusButton.draw(
                    painter, keys[row][index], label: label, icon: icon, focused: focused,
                    enabled: cell.key != .done || keyboard.canFinish)
            }
        }
    }
}
