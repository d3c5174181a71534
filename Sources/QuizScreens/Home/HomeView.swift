import QuizCore

/// Draws the home screen's tiles, the name keyboard and the player list.
struct HomeView {
    let scene: HomeScene
    let layout: HomeLayout
    let time: Double

    func draw(_ painter: Painter) {
        switch scene.screen {
        case .tiles, .playing, .profile: drawTiles(painter)
        case .naming: drawKeyboard(painter, title: "Enter your name")
        case .choosingPlayer: drawPlayerList(painter)
        case .lead: drawLeadForm(painter)
        case .leadTyping(let item): drawKeyboard(painter, title: item == .email ? "Your email" : "Your name")
        case .account:
            if let flow = scene.accountFlow {
                AccountView(flow: flow, layout: AccountLayout(home: layout), time: time).draw(painter)
            }
        }
    }

    // MARK: Tiles

    func drawTiles(_ painter: Painter) {
        let header = layout.header
        let titleStyle = TextStyle(pixels: max(Theme.minimumTextPixels + 2, header.height * 0.7), bold: true)
        let tiltWidth = painter.width(of: "Tilt", titleStyle)
        painter.text("Tilt", titleStyle, Theme.accent, x: header.x, y: header.midY, anchorY: 0.5)
        painter.text("Quiz", titleStyle, Theme.text, x: header.x + tiltWidth, y: header.midY, anchorY: 0.5)
        if scene.fixedPlayer == nil {
            drawButton(
                painter, layout.playerButton, label: scene.isInKiosk ? "Enter your name" : "Switch player",
                icon: .person, focused: scene.focus == 0)
        }
        let buttons = layout.headerButtons(
            hasPlayerButton: scene.fixedPlayer == nil, boards: scene.boards != nil,
            profile: scene.showsProfileButton, titleWidth: painter.width(of: "TiltQuiz", titleStyle))
        // Taps go where these were drawn (their widths depend on the game's name's).
        scene.boardsButton = buttons.boards
        scene.profileButton = buttons.profile
        if let rect = buttons.boards {
            drawButton(
                painter, rect, label: buttons.boardsLabel, icon: .trophy, focused: scene.focus == scene.boardsFocus)
        }
        if let rect = buttons.profile {
            drawButton(
                painter, rect, label: buttons.profileLabelled ? "Profile" : "", icon: .star,
                focused: scene.focus == scene.profileFocus)
        }
        let line = layout.playerLine
        let who: String
        if let notice = scene.notice {
            who = notice.text
        } else if let player = scene.player {
            who = "Playing as \(player.name)"
        } else if scene.isInKiosk {
            who = "Pick a game as a guest, or enter your name"
        } else {
            who = "Pick a game, or Switch player to name yourself"
        }
        let style = painter.fittingStyle(
            who, width: line.width, height: line.height, largest: Double(layout.textStyle.pixels),
            smallest: Theme.minimumTextPixels)
        painter.text(
            painter.truncate(who, style, width: line.width), style,
            scene.notice.map { $0.isError ? Theme.wrong : Theme.right } ?? Theme.textDim,
            x: line.x, y: line.y)
        for (index, rect) in layout.tiles.enumerated() {
            drawTile(painter, scene.modes[index].info, in: rect, focused: scene.focus == index + 1)
        }
        let hint: String
        if scene.tilt.isSensor {
            hint = "Tilt toward a game, then hold still to start"
        } else if scene.isInKiosk {
            hint = "Tap a game to play"
        } else {
            hint = "Tap a game, or arrows and Enter · Esc to quit"
        }
        let hintStyle = painter.fittingStyle(
            hint, width: layout.width - 2 * layout.margin, height: Double(layout.hintStyle.pixels) * 1.3,
            largest: Double(layout.hintStyle.pixels), smallest: Theme.minimumTextPixels)
        painter.text(
            painter.truncate(hint, hintStyle, width: layout.width - 2 * layout.margin), hintStyle, Theme.textDim,
            x: layout.width / 2, y: layout.hintY, anchorX: 0.5, anchorY: 1)
    }

    /// A tile: the mode's icon, title and one line of what it is; icon above
    /// the words on a squarish tile, beside them on a wide one. Every tile's
    /// icon has the same size: on narrow tiles, the size that leaves every
    /// tile's words room at the readable minimum.
    func drawTile(_ painter: Painter, _ info: GameModeInfo, in rect: Rect, focused: Bool) {
        let radius = min(rect.width, rect.height) * 0.08
        painter.roundedRect(rect, radius: radius, focused ? Theme.surfaceRaised : Theme.surface)
        if focused {
            painter.roundedRect(
                rect, radius: radius, Theme.accent, stroke: max(2, (layout.shortSide * 0.006).rounded()))
        }
        let pad = Self.tilePad(rect)
        let inner = rect.insetBy(dx: pad, dy: pad)
        let wide = rect.width >= rect.height * 1.6
        let iconSide = wide ? min(inner.height * 0.8, inner.width * 0.25).rounded() : narrowIconSide(painter, rect)
        let gap = (pad * 0.3).rounded()
        var iconRect: Rect
        let textBox: Rect
        if wide {
            iconRect = Rect(x: inner.x, y: inner.midY - iconSide / 2, width: iconSide, height: iconSide)
            textBox = Rect(
                x: iconRect.maxX + pad, y: inner.y, width: inner.maxX - iconRect.maxX - pad, height: inner.height)
        } else {
            iconRect = Rect(x: inner.midX - iconSide / 2, y: inner.y, width: iconSide, height: iconSide)
            let top = (iconRect.maxY + pad * 0.6).rounded()
            textBox = Rect(x: inner.x, y: top, width: inner.width, height: inner.maxY - top)
        }
        let titleStyle = painter.fittingStyle(
            info.title, width: textBox.width, height: textBox.height * 0.45,
            largest: max(Theme.minimumTextPixels, (layout.shortSide * 0.055).rounded()),
            smallest: Theme.minimumTextPixels,
            bold: true)
        let titleHeight = painter.paragraphHeight(info.title, titleStyle, width: textBox.width)
        // A tile too short for a line of the summary at the readable minimum shows its title alone.
        let minimumLine = painter.paragraphHeight(
            "Ag", TextStyle(pixels: Theme.minimumTextPixels), width: textBox.width)
        let summaryRoom = textBox.height - titleHeight - gap >= minimumLine ? textBox.height - titleHeight - gap : 0
        let summaryStyle = painter.fittingStyle(
            info.summary, width: textBox.width, height: summaryRoom,
            largest: max(Theme.minimumTextPixels, (layout.shortSide * 0.035).rounded()),
            smallest: Theme.minimumTextPixels)
        let summaryHeight =
            summaryRoom > 0
            ? min(summaryRoom, painter.paragraphHeight(info.summary, summaryStyle, width: textBox.width)) : 0
        let textHeight = titleHeight + (summaryRoom > 0 ? gap + summaryHeight : 0)
        // Icon and words together in the middle of a narrow tile; words in the middle beside the icon on a wide one.
        let shift = max(0, ((textBox.height - textHeight) / 2).rounded(.down))
        if !wide { iconRect = iconRect.offsetBy(dx: 0, dy: shift) }
        let blockTop = textBox.y + shift
        if let icon = Icon(rawValue: info.icon) { painter.icon(icon, in: iconRect, Theme.accent) }
        if scene.tilt.isSensor, focused, scene.screen == .tiles {
            let fraction = scene.hold.progress(at: time)
            if fraction > 0 {
                painter.ring(
                    centerX: iconRect.midX, centerY: iconRect.midY, radius: iconSide * 0.62,
                    thickness: max(2, iconSide * 0.06), fraction: fraction, Theme.text)
            }
        }
        painter.paragraph(
            info.title, titleStyle, Theme.text, centerX: textBox.midX, top: blockTop, width: textBox.width,
            centered: !wide)
        // Within the tile always: at the readable minimum, the lines that fit, the last ellipsised.
        guard summaryRoom > 0 else { return }
        painter.paragraph(
            info.summary,
            in: Rect(x: textBox.x, y: blockTop + titleHeight + gap, width: textBox.width, height: summaryRoom),
            largest: Double(summaryStyle.pixels), Theme.textDim, centered: !wide)
    }

    static func tilePad(_ rect: Rect) -> Double { max(6, (min(rect.width, rect.height) * 0.08).rounded()) }

    /// The icon of a narrow tile: 45 % of its width and 40 % of its height at most, and no larger than leaves
    /// the wordiest tile its title and line at the readable minimum (18 % of the height at least).
    func narrowIconSide(_ painter: Painter, _ rect: Rect) -> Double {
        let pad = Self.tilePad(rect)
        let inner = rect.insetBy(dx: pad, dy: pad)
        let title = TextStyle(pixels: Theme.minimumTextPixels, bold: true)
        let line = TextStyle(pixels: Theme.minimumTextPixels)
        let words =
            scene.modes.map { mode in
                painter.paragraphHeight(mode.info.title, title, width: inner.width)
                    + painter.paragraphHeight(mode.info.summary, line, width: inner.width)
            }.max() ?? 0
        let room = (inner.height - words - pad * 0.6 - (pad * 0.3).rounded()).rounded(.down)
        return max((inner.height * 0.18).rounded(), min(min(inner.width * 0.45, inner.height * 0.4).rounded(), room))
    }

    /// A rounded button with an optional icon; the focused one is filled with the accent.
    func drawButton(_ painter: Painter, _ rect: Rect, label: String, icon: Icon?, focused: Bool, enabled: Bool = true) {
        FocusButton.draw(painter, rect, label: label, icon: icon, focused: focused, enabled: enabled)
    }

    // MARK: The name keyboard

    func drawKeyboard(_ painter: Painter, title: String) {
        KeyboardView(
            keyboard: scene.keyboard, title: title, titleStyle: layout.titleStyle, titleY: layout.keyboardTitleY,
            field: layout.nameField, noteY: layout.fieldNoteY, noteStyle: layout.hintStyle,
            keys: layout.keys(scene.keyboard.rows), time: time
        ).draw(painter, width: layout.width, margin: layout.margin)
    }

    // MARK: Switch player

    func drawPlayerList(_ painter: Painter) {
        painter.text(
            "Who is playing?", layout.titleStyle, Theme.text, x: layout.width / 2, y: layout.margin, anchorX: 0.5)
        let names = scene.listed.map(\.name) + ["New player"] + scene.accountRows
        let visible = layout.playerRows(count: names.count)
        // Keep the focused row in view.
        if scene.listFocus < scene.listTop { scene.listTop = scene.listFocus }
        if scene.listFocus >= scene.listTop + visible.count { scene.listTop = scene.listFocus - visible.count + 1 }
        for (offset, rect) in visible.enumerated() {
            let row = scene.listTop + offset
            guard row < names.count else { break }
            let isNew = row >= scene.listed.count
            drawButton(
                painter, rect, label: names[row], icon: isNew ? .person : nil, focused: row == scene.listFocus)
            if !isNew, scene.listed[row] == scene.player {
                painter.icon(
                    .check,
                    in: Rect(
                        x: rect.x + rect.height * 0.3, y: rect.midY - rect.height * 0.2, width: rect.height * 0.4,
                        height: rect.height * 0.4),
                    row == scene.listFocus ? Theme.accentText : Theme.right)
            }
        }
        let hint =
            scene.isInKiosk
            ? "Tap New player to type a name, or Log in or Register"
            : "Tap a name, or arrows and Enter · Esc to go back"
        let hintStyle = painter.fittingStyle(
            hint, width: layout.width - 2 * layout.margin, height: Double(layout.hintStyle.pixels) * 1.3,
            largest: Double(layout.hintStyle.pixels), smallest: Theme.minimumTextPixels)
        painter.text(
            painter.truncate(hint, hintStyle, width: layout.width - 2 * layout.margin), hintStyle, Theme.textDim,
            x: layout.width / 2, y: layout.hintY, anchorX: 0.5, anchorY: 1)
    }
}
