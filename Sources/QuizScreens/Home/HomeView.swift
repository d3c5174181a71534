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
        case .naming: drawKeyboard(painter, title: painter.catalog["home.enter_name"])
        case .choosingPlayer: drawPlayerList(painter)
        case .lead: drawLeadForm(painter)
        case .leadTyping(let item):
            drawKeyboard(painter, title: painter.catalog[item == .email ? "lead.your_email" : "lead.your_name"])
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
        let (tilt, quiz) = (painter.catalog["game.name_first"], painter.catalog["game.name_second"])
        painter.twoToneWord(tilt, quiz, titleStyle, Theme.accent, Theme.text, x: header.x, y: header.midY)
        let label = painter.catalog[flow.isInKiosk ? "home.enter_name" : "home.switch_player"]
        let buttons = layout.headerButtons(
            hasPlayerButton: flow.fixedPlayer == nil, boards: flow.hasBoards,
            profile: flow.showsProfileButton, titleWidth: painter.width(of: tilt + quiz, titleStyle),
            speaker: flow.hasAccessibility, globe: flow.hasLanguages,
            playerLabelFits: FocusButton.showsLabel(painter, layout.playerButton, label: label, icon: .person))
        if let rect = buttons.player {
            drawButton(
                painter, rect, label: buttons.playerLabelled ? label : "", icon: .person, focused: flow.focus == 0)
        }
        // Taps go where these were drawn (their widths depend on the game's name's).
        scene.playerButton = buttons.player
        scene.boardsButton = buttons.boards
        scene.profileButton = buttons.profile
        scene.speakerButton = buttons.speaker
        scene.globeButton = buttons.globe
        if let rect = buttons.speaker {
            drawButton(painter, rect, label: "", icon: .speaker, focused: flow.focus == flow.accessibilityFocus)
        }
        if let rect = buttons.globe {
            drawButton(painter, rect, label: "", icon: .globe, focused: flow.focus == flow.languageFocus)
        }
        if let rect = buttons.boards {
            drawButton(
                painter, rect, label: buttons.boardsLabel.map { painter.catalog[$0] } ?? "", icon: .trophy,
                focused: flow.focus == flow.boardsFocus)
        }
        if let rect = buttons.profile {
            drawButton(
                painter, rect, label: buttons.profileLabelled ? painter.catalog["home.profile"] : "", icon: .star,
                focused: flow.focus == flow.profileFocus)
        }
        let line = layout.playerLine
        let box = Rect(x: line.x, y: line.y, width: line.width, height: line.height + layout.margin * 0.8)
        let whos: [String]
        if let notice = flow.notice {
            whos = [painter.catalog(notice.text)]
        } else if let player = flow.player {
            whos = [painter.catalog.text("home.playing_as", ["name": player.name])]
        } else {
            // Where the whole line does not stand in the gap (240x320), "Pick a game": the player button is there.
            whos =
                [painter.catalog[flow.isInKiosk ? "home.pick_as_guest" : "home.pick_or_switch"]]
                + [painter.catalog["home.pick_game"]]
        }
        let largest = Double(layout.textStyle.pixels)
        let who =
            whos.first { painter.paragraphFits($0, in: box, largest: largest) } ?? whos[whos.count - 1]
        // One line, or two in the gap above the tiles where a longer language needs them; read whole (it says who
        // plays, or what just happened), so the layout check names any cut.
        painter.paragraph(
            who, in: box, largest: largest,
            flow.notice.map { $0.isError ? Theme.wrong : Theme.right } ?? Theme.textDim, centered: false,
            mustBeWhole: true)
        let tiles = layout.tiles
        if let first = tiles.first {
            let scale = tileScale(painter, tile: first)
            for (index, rect) in tiles.enumerated() {
                drawTile(
                    painter, scene.modes[index].info.words(in: painter.catalog), in: rect, scale: scale,
                    focused: flow.focus == index + 1)
            }
        }
        let hint: String
        if scene.tilt.isSensor {
            hint = painter.catalog["home.hint_tilt"]
        } else if flow.isInKiosk {
            hint = painter.catalog["home.hint_tap"]
        } else {
            hint = painter.catalog["home.hint_keys"] + " · " + painter.catalog["hint.esc_quit"]
        }
        drawFooterHint(painter, hint)
        // The fleet's offline line: as quiet as the hint, on the line above it.
        if flow.offline { drawFooterHint(painter, painter.catalog["home.offline"], y: layout.statusLineY) }
    }

    /// A dim line along the foot of the screen (the hint's, or `y`'s): the first of `hints` (longest first) that
    /// fits across at the hint's size, else the last, shrunk to fit (a line's height in the hint's script,
    /// taller in Arabic), ellipsised at the smallest size.
    func drawFooterHint(_ painter: Painter, _ hints: String..., y: Double? = nil) {
        let width = layout.width - 2 * layout.margin
        let asked = TextStyle(pixels: Double(layout.hintStyle.pixels))
        let hint = hints.first { painter.width(of: $0, asked) <= width } ?? hints.last ?? ""
        // Room for a line of the hint's script at 100 % (an Arabic line stands taller than a Latin one), so a
        // script with tall lines is not shrunk for it, and a larger text size still fits the same room.
        let scale = Double(painter.textScalePercent) / 100
        let height = max(Double(layout.hintStyle.pixels) * 1.3, painter.fonts.lineHeight(asked, of: hint) / scale)
        let hintStyle = painter.fittingStyle(
            hint, width: width, height: height,
            largest: Double(layout.hintStyle.pixels),
            smallest: Theme.minimumTextPixels)
        painter.text(
            painter.truncate(hint, hintStyle, width: width, mustBeWhole: true), hintStyle, Theme.textDim,
            x: layout.width / 2,
            y: y ?? layout.hintY, anchorX: 0.5, anchorY: 1)
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
            painter.catalog["home.who_plays"], layout.titleStyle, Theme.text, x: layout.width / 2, y: layout.margin,
            anchorX: 0.5)
        let list = flow.list
        let names = list.labels
        let visible = layout.playerRows(count: names.count)
        for (offset, rect) in visible.enumerated() {
            let row = list.top + offset
            guard row < names.count else { break }
            let isNew = row >= list.players.count
            drawButton(
                painter, rect, label: painter.catalog(names[row]), icon: isNew ? .person : nil,
                focused: row == list.focus)
            if !isNew, list.players[row] == flow.player {
                painter.icon(
                    .check,
                    in: Rect(
                        x: rect.x + rect.height * 0.3, y: rect.midY - rect.height * 0.2, width: rect.height * 0.4,
                        height: rect.height * 0.4),
                    row == list.focus ? Theme.accentText : Theme.right)
            }
        }
        if flow.isInKiosk {
            drawFooterHint(
                painter, painter.catalog["players.hint_kiosk"], painter.catalog["players.hint_kiosk_short"],
                painter.catalog["players.hint_kiosk_shortest"])
        } else {
            drawFooterHint(painter, painter.catalog["players.hint_keys"] + " · " + painter.catalog["hint.esc_back"])
        }
    }
}
