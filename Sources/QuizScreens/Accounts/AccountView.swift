import QuizFlows

/// Where an account form's parts go: under the title, each field with its
/// note (the live check, or the unmet rules) under it, the last action's
/// message, and Back and the action at the bottom; the menu's rows as the
/// player list's. The keyboard for a field is the home's.
struct AccountLayout {
    let home: HomeLayout

    /// A field's height for its text at 100 %: a larger share of the short side on a tall screen, which has the
    /// room under the form (a 480x800 handheld's fields were 41 px with half the screen empty).
    var textFieldHeight: Double { max(22, (home.shortSide * (home.isTall ? 0.1 : 0.085)).rounded()) }
    /// A field's least height: for its text, and 9 mm on the panel where the screen has the room (a field is
    /// tapped to type in it; `LineRoom.target`). The column's width follows it.
    var leastFieldHeight: Double { home.lines.target(textFieldHeight, shortSide: home.shortSide) }
    /// The size a field's text is asked for (drawn larger at a larger text size).
    var fieldPixels: Double { (textFieldHeight * 0.5).rounded() }
    /// A row for a field's note, or the hint: a line at the hint's size as drawn (`HomeLayout.hintRow`).
    var noteHeight: Double { home.hintRow }
    var columnWidth: Double { home.formColumnWidth(least: leastFieldHeight * 7) }
    var left: Double { ((home.width - columnWidth) / 2).rounded() }
    var top: Double { home.margin + Double(home.titleStyle.pixels) * 1.4 }
    var gap: Double { max(2, (home.margin * 0.3).rounded()) }

    /// A field's height for `count` fields: its line as drawn (`LineRoom`) with the field's padding around it,
    /// at least `leastFieldHeight`, and no more than leaves each field its note above the buttons, and the form
    /// its hint too where that still lets the fields grow (`hasHint`).
    func fieldHeight(count: Int) -> Double {
        let grown = grownFieldHeight
        return max(leastFieldHeight, min(grown, mostFieldHeight(count: count, hint: hasHint(count: count))))
    }

    /// A field's height for its line as drawn, with its padding (`LineRoom`).
    var grownFieldHeight: Double {
        home.lines.height(fieldPixels, least: leastFieldHeight, extra: leastFieldHeight * 0.3)
    }

    /// The tallest each of `count` fields may be with its note (and the hint's line, when `hint`) above the buttons.
    func mostFieldHeight(count: Int, hint: Bool) -> Double {
        let room = back.y - gap - (hint ? noteHeight : 0) - top
        return (room / Double(max(1, count)) - noteHeight - gap).rounded(.down)
    }

    /// Whether the form with `count` fields keeps its hint ("Tap a field to type · Esc: back") above the buttons:
    /// always at 100 %, and at a larger text size where the fields still get their height with it; else the
    /// fields take its room (Back is a button of its own).
    func hasHint(count: Int) -> Bool {
        grownFieldHeight <= leastFieldHeight || mostFieldHeight(count: count, hint: true) >= grownFieldHeight
    }

    /// The field rects, one under the other, each followed by its note.
    func fields(count: Int) -> [Rect] {
        let fieldHeight = fieldHeight(count: count)
        return (0..<count).map { index in
            Rect(
                x: left, y: top + Double(index) * (fieldHeight + noteHeight + gap), width: columnWidth,
                height: fieldHeight)
        }
    }

    var buttonHeight: Double {
        home.lines.target(max(24, (home.shortSide * 0.1).rounded()), shortSide: home.shortSide)
    }

    var back: Rect {
        Rect(
            x: left, y: home.height - home.margin - buttonHeight,
            width: ((columnWidth - home.margin) / 2).rounded(.down),
            height: buttonHeight)
    }

    var action: Rect { back.offsetBy(dx: columnWidth - back.width, dy: 0) }

    /// Where the last action's message goes: between the last field's note (or the menu's rows) and the
    /// buttons, wrapped, at the bottom of that room.
    func message(of form: AccountForm) -> Rect {
        let lift = lift(of: form)
        let above =
            form.kind == .menu
            ? (items(of: form).dropLast().last?.1.maxY ?? top + lift)
            : (fields(count: form.fields.count).last?.maxY ?? top) + noteHeight + lift
        let bottom = form.kind == .menu ? home.height - home.margin : back.y - gap - lift
        return Rect(
            x: home.margin, y: above + gap, width: home.width - 2 * home.margin, height: max(0, bottom - above - gap))
    }

    /// The room a form keeps for its last action's message between its fields and its buttons once moved down
    /// (`lift`): four lines of it, which a message takes at the narrowest screen.
    var messageRoom: Double { 4 * home.lines.height(Double(home.textStyle.pixels), least: noteHeight) }

    /// How far a tall screen's form moves down from under its title, and its buttons up from the bottom: its
    /// fields, a message's room and its buttons (the menu's line and rows) centred in the room under the title,
    /// where the fields stood at its top with the screen's middle empty (480x800, 240x320). A landscape screen's
    /// form fills its height and stays where it is.
    func lift(of form: AccountForm) -> Double {
        guard home.isTall else { return 0 }
        let bottom = home.height - home.margin
        let used =
            form.kind == .menu
            ? (placedItems(of: form).last?.1.maxY ?? top) - top
            : (fields(count: form.fields.count).last?.maxY ?? top) + noteHeight - top + gap + messageRoom + gap
                + buttonHeight
        return max(0, ((bottom - top - used) / 2).rounded(.down))
    }

    /// Each item's rect, in `AccountForm.items` order: on a tall screen the fields and the menu's rows (its Back
    /// among them) moved down, a form's buttons up (`lift`).
    func items(of form: AccountForm) -> [(AccountForm.Item, Rect)] {
        let lift = lift(of: form)
        let buttonsAtFoot = form.kind != .menu
        return placedItems(of: form).map { item, rect in
            (item, rect.offsetBy(dx: 0, dy: buttonsAtFoot && (item == .back || item == .action) ? -lift : lift))
        }
    }

    /// Each item's rect under the title, the buttons at the bottom.
    private func placedItems(of form: AccountForm) -> [(AccountForm.Item, Rect)] {
        if form.kind == .menu {
            // The player list's rows; under 400 px as wide as the forms' column, for the longest wordings
            // ("Changer de nom d'utilisateur" at 320x240).
            let rows = home.playerRows(count: form.items.count + 1).dropFirst().map { row in
                home.width < 400 ? Rect(x: left, y: row.y, width: columnWidth, height: row.height) : row
            }
            return Array(zip(form.items, rows))
        }
        return Array(zip(form.fields.map { .field($0) }, fields(count: form.fields.count)))
            + [(.back, back), (.action, action)]
    }
}

/// Draws the account screens: a form (fields masked where they are
/// passwords, each with its note), the menu, or the keyboard for a field.
struct AccountView {
    let flow: AccountFlow
    let layout: AccountLayout
    let time: Double

    func draw(_ painter: Painter) {
        let home = layout.home
        if let field = flow.typing {
            KeyboardView(
                keyboard: flow.keyboard, title: painter.catalog(field.label), titleStyle: home.titleStyle,
                titleY: home.keyboardTitleY,
                field: home.nameField, noteY: home.fieldNoteY, noteStyle: home.hintStyle,
                keys: home.keys(flow.keyboard.rows), time: time,
                note: flow.note(for: field, text: flow.keyboard.text)
            ).draw(painter, width: home.width, margin: home.margin)
            return
        }
        let form = flow.form
        let titleBox = Rect(
            x: home.margin, y: home.margin, width: home.width - 2 * home.margin,
            height: Double(home.titleStyle.pixels) * 1.3)
        painter.line(
            painter.catalog(form.title), in: titleBox, largest: Double(home.titleStyle.pixels), Theme.text, bold: true,
            anchorX: 0.5)
        let focused = form.focusedItem
        for (item, rect) in layout.items(of: form) {
            switch item {
            case .field(let field): drawField(painter, field, in: rect, focused: item == focused)
            case .back:
                FocusButton.draw(
                    painter, rect, label: painter.catalog["button.back"], icon: .chevronLeft, focused: item == focused)
            case .action:
                FocusButton.draw(
                    painter, rect, label: painter.catalog(form.actionLabel), icon: nil, focused: item == focused)
            case .changeUsername:
                FocusButton.draw(
                    painter, rect, label: painter.catalog["account.change_username"], icon: .person,
                    focused: item == focused)
            case .changePassword:
                FocusButton.draw(
                    painter, rect, label: painter.catalog["account.change_password"], icon: nil,
                    focused: item == focused)
            }
        }
        if form.kind == .menu, let accountLine = flow.accountLine {
            let line = Rect(
                x: home.margin, y: layout.top + layout.lift(of: form), width: home.width - 2 * home.margin,
                height: layout.noteHeight)
            painter.line(
                painter.catalog(accountLine), in: line, largest: Double(home.textStyle.pixels), Theme.textDim,
                anchorX: 0.5)
        }
        let box = layout.message(of: form)
        if let message = form.message {
            // At the bottom of its room, just above the buttons, wrapped when long.
            let words = painter.catalog(message.text)
            let style = TextStyle(pixels: Double(home.textStyle.pixels))
            let height = min(box.height, painter.paragraphHeight(words, style, width: box.width))
            painter.paragraph(
                words, in: Rect(x: box.x, y: box.maxY - height, width: box.width, height: height),
                largest: Double(home.textStyle.pixels), message.isError ? Theme.wrong : Theme.right)
        } else if form.kind != .menu, layout.hasHint(count: form.fields.count) {
            let hint = Rect(x: box.x, y: box.maxY - layout.noteHeight, width: box.width, height: layout.noteHeight)
            painter.line(
                firstOf: [painter.catalog["account.hint_tap_field"], painter.catalog["hint.esc_back"]], in: hint,
                largest: Double(home.hintStyle.pixels), Theme.textDim, anchorX: 0.5)
        }
    }

    /// A field: its label while empty, else what was typed (dots for a password), and its note under it.
    private func drawField(_ painter: Painter, _ field: AccountForm.Field, in rect: Rect, focused: Bool) {
        let radius = rect.height * 0.2
        painter.noteTapTarget(rect)
        painter.roundedRect(rect, radius: radius, focused ? Theme.surfaceRaised : Theme.surface)
        painter.roundedRect(rect, radius: radius, focused ? Theme.accent : Theme.textDim, stroke: focused ? 2 : 1)
        let value = flow.form.value(field)
        let secret = field.keyboard == .password
        let label = painter.catalog(field.label)
        let shown = value.isEmpty ? label : (secret ? String(repeating: "•", count: value.count) : value)
        var inner = rect.insetBy(dx: rect.height * 0.3, dy: rect.height * 0.15)
        let labelStyle = TextStyle(pixels: Double(layout.home.hintStyle.pixels))
        let labelWidth = painter.width(of: label, labelStyle)
        if !value.isEmpty, labelWidth < inner.width * 0.45 {
            // Filled, the field still says what it is, at its right end.
            painter.text(
                label, labelStyle, Theme.textDim, x: inner.maxX, y: inner.midY, anchorX: 1, anchorY: 0.5)
            inner = Rect(
                x: inner.x, y: inner.y, width: inner.width - labelWidth - inner.height * 0.5, height: inner.height)
        }
        // A password's dots say only how many: as many as fit, never cut with an ellipsis.
        var dots = shown
        let dotStyle = TextStyle(pixels: Theme.minimumTextPixels, bold: true)
        while secret, !value.isEmpty, dots.count > 1, painter.width(of: dots, dotStyle) > inner.width {
            dots.removeLast()
        }
        painter.line(
            dots, in: inner, largest: layout.fieldPixels, value.isEmpty ? Theme.textDim : Theme.text,
            bold: !value.isEmpty)
        guard let note = flow.note(for: field, text: value) else { return }
        let box = Rect(x: rect.x, y: rect.maxY + 1, width: rect.width, height: layout.noteHeight)
        painter.line(
            firstOf: note.variants.map { painter.catalog($0) }, in: box, largest: Double(layout.home.hintStyle.pixels),
            note.isError ? Theme.wrong : Theme.textDim)
    }
}
