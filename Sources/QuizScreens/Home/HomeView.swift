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
        let tiles = layout.tiles
        if let first = tiles.first {
            let scale = tileScale(painter, tile: first)
            for (index, rect) in tiles.enumerated() {
                drawTile(painter, scene.modes[index].info, in: rect, scale: scale, focused: scene.focus == index + 1)
            }
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
