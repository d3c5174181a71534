import QuizCore
import QuizFlows

/// Draws the home screen's tiles, the name keyboard and the player list.
struct HomeView {
    let scene: HomeScene
    /// What the home decided, as it stands for this frame.
    let flow: HomeFlow
    let layout: HomeLayout
    let time: Double

    func draw(_ painter: Painter) {
        switch flow.screen {
        case .tiles, .playing, .profile: drawTiles(painter)
        case .naming: drawKeyboard(painter, title: "Enter your name")
        case .choosingPlayer: drawPlayerList(painter)
        case .lead: drawLeadForm(painter)
        case .leadTyping(let item): drawKeyboard(painter, title: item == .email ? "Your email" : "Your name")
        case .account:
            if let account = flow.account {
                AccountView(flow: account, layout: AccountLayout(home: layout), time: time).draw(painter)
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
        if flow.fixedPlayer == nil {
            drawButton(
                painter, layout.playerButton, label: flow.isInKiosk ? "Enter your name" : "Switch player",
                icon: .person, focused: flow.focus == 0)
        }
        let buttons = layout.headerButtons(
            hasPlayerButton: flow.fixedPlayer == nil, boards: flow.hasBoards,
            profile: flow.showsProfileButton, titleWidth: painter.width(of: "TiltQuiz", titleStyle))
        // Taps go where these were drawn (their widths depend on the game's name's).
        scene.boardsButton = buttons.boards
        scene.profileButton = buttons.profile
        if let rect = buttons.boards {
            drawButton(
                painter, rect, label: buttons.boardsLabel, icon: .trophy, focused: flow.focus == flow.boardsFocus)
        }
        if let rect = buttons.profile {
            drawButton(
                painter, rect, label: buttons.profileLabelled ? "Profile" : "", icon: .star,
                focused: flow.focus == flow.profileFocus)
        }
        let line = layout.playerLine
        let who: String
        if let notice = flow.notice {
            who = notice.text
        } else if let player = flow.player {
            who = "Playing as \(player.name)"
        } else if flow.isInKiosk {
            who = "Pick a game as a guest, or enter your name"
        } else {
            who = "Pick a game, or Switch player to name yourself"
        }
        let style = painter.fittingStyle(
            who, width: line.width, height: line.height, largest: Double(layout.textStyle.pixels),
            smallest: Theme.minimumTextPixels)
        painter.text(
            painter.truncate(who, style, width: line.width), style,
            flow.notice.map { $0.isError ? Theme.wrong : Theme.right } ?? Theme.textDim,
            x: line.x, y: line.y)
        let tiles = layout.tiles
        if let first = tiles.first {
            let scale = tileScale(painter, tile: first)
            for (index, rect) in tiles.enumerated() {
                drawTile(painter, scene.modes[index].info, in: rect, scale: scale, focused: flow.focus == index + 1)
            }
        }
        let hint: String
        if scene.tilt.isSensor {
            hint = "Tilt toward a game, then hold still to start"
        } else if flow.isInKiosk {
            hint = "Tap a game to play"
        } else {
            hint = "Tap a game, or arrows and Enter · Esc to quit"
        }
        drawFooterHint(painter, hint)
    }

    /// The dim line along the foot of the screen, shrunk to fit, ellipsised at the smallest size.
    func drawFooterHint(_ painter: Painter, _ hint: String) {
        let width = layout.width - 2 * layout.margin
        let hintStyle = painter.fittingStyle(
            hint, width: width, height: Double(layout.hintStyle.pixels) * 1.3, largest: Double(layout.hintStyle.pixels),
            smallest: Theme.minimumTextPixels)
        painter.text(
            painter.truncate(hint, hintStyle, width: width), hintStyle, Theme.textDim, x: layout.width / 2,
            y: layout.hintY, anchorX: 0.5, anchorY: 1)
    }

    /// A rounded button with an optional icon; the focused one is filled with the accent.
    func drawButton(_ painter: Painter, _ rect: Rect, label: String, icon: Icon?, focused: Bool, enabled: Bool = true) {
        FocusButton.draw(painter, rect, label: label, icon: icon, focused: focused, enabled: enabled)
    }

    // MARK: The name keyboard

    func drawKeyboard(_ painter: Painter, title: String) {
        KeyboardView(
            keyboard: flow.keyboard, title: title, titleStyle: layout.titleStyle, titleY: layout.keyboardTitleY,
            field: layout.nameField, noteY: layout.fieldNoteY, noteStyle: layout.hintStyle,
            keys: layout.keys(flow.keyboard.rows), time: time
        ).draw(painter, width: layout.width, margin: layout.margin)
    }

    // MARK: Switch player

    func drawPlayerList(_ painter: Painter) {
        painter.text(
            "Who is playing?", layout.titleStyle, Theme.text, x: layout.width / 2, y: layout.margin, anchorX: 0.5)
        let list = flow.list
        let names = list.labels
        let visible = layout.playerRows(count: names.count)
        for (offset, rect) in visible.enumerated() {
            let row = list.top + offset
            guard row < names.count else { break }
            let isNew = row >= list.players.count
            drawButton(
                painter, rect, label: names[row], icon: isNew ? .person : nil, focused: row == list.focus)
            if !isNew, list.players[row] == flow.player {
                painter.icon(
                    .check,
                    in: Rect(
                        x: rect.x + rect.height * 0.3, y: rect.midY - rect.height * 0.2, width: rect.height * 0.4,
                        height: rect.height * 0.4),
                    row == list.focus ? Theme.accentText : Theme.right)
            }
        }
        let hint =
            flow.isInKiosk
            ? "Tap New player to type a name, or Log in or Register"
            : "Tap a name, or arrows and Enter · Esc to go back"
        drawFooterHint(painter, hint)
    }
}
