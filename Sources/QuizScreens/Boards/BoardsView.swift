import QuizCore
import QuizFlows
import QuizText

/// Draws the leaderboard screen: Back and the title, the tabs of choices (the focused row outlined), the
/// board's rows, and the player's place ("3rd of 41") or the count of players.
struct BoardsView {
    let scene: LeaderboardScene
    let layout: LeaderboardLayout
    let time: Double
    /// `accessibility.reduce_motion`: the board appears at once.
    var reducesMotion = false

    var choice: LeaderboardChoice { scene.choice }
    var appear: Double {
        Ease.outCubic(Ease.progress(since: scene.shownAt, now: time, duration: 0.3, cut: reducesMotion))
    }

    func draw(_ painter: Painter) {
        drawTitle(painter)
        drawTabs(
            painter, row: 0,
            titles: choice.modes.map { [painter.catalog[$0.id.titleKey], painter.catalog[$0.id.shortKey]] },
            selected: choice.mode, focused: .mode)
        drawTabs(
            painter, row: 1,
            titles: BoardPeriod.allCases.map { [painter.catalog[$0.tabKey], painter.catalog[$0.tabShortKey]] },
            selected: BoardPeriod.allCases.firstIndex(of: choice.period) ?? 0, focused: .period)
        if let topic = choice.currentTopic { drawTopic(painter, topic) }
        guard let board = scene.board else {
            message(painter, painter.catalog["board.store_down"])
            return
        }
        if board.top.isEmpty {
            message(painter, painter.catalog[choice.period.emptyKey])
        } else {
            let rects = BoardRowsView.placement(
                of: board, playerID: scene.playerID, in: layout.board, tallest: layout.shortSide * 0.075,
                growth: painter.textGrowth)
            BoardRowsView(board: board, playerID: scene.playerID, opacity: appear)
                .draw(painter, top: rects.top, playerSlot: rects.player)
        }
        drawStatus(painter, board)
    }

    private func drawTitle(_ painter: Painter) {
        let bar = layout.titleBar
        let back = layout.backButton
        painter.roundedRect(back, radius: back.height / 2, Theme.surfaceRaised)
        let backLabel = painter.catalog[scene.offersHome ? "button.home" : "button.back"]
        painter.line(
            backLabel, in: back.insetBy(dx: back.height * 0.3, dy: 0), largest: back.height * 0.5, Theme.text,
            anchorX: 0.5)
        // Centred on the screen: as much room right of it as Back takes on the left.
        let titleBox = Rect(
            x: back.maxX + layout.gap, y: bar.y, width: bar.width - 2 * (back.width + layout.gap), height: bar.height)
        painter.line(
            firstOf: [painter.catalog["board.title"], painter.catalog["board.title_short"]], in: titleBox,
            largest: bar.height * 0.8, Theme.accent, bold: true,
            anchorX: 0.5)
    }

    private func drawTabs(
        _ painter: Painter, row: Int, titles: [[String]], selected: Int, focused: LeaderboardChoice.Row
    ) {
        let rects = layout.tabs(row: row, count: titles.count)
        for (index, rect) in rects.enumerated() {
            let on = index == selected
            painter.roundedRect(rect, radius: rect.height / 2, on ? Theme.accent : Theme.surface)
            if on, choice.focus == focused {
                painter.roundedRect(rect.insetBy(dx: -2, dy: -2), radius: rect.height / 2 + 2, Theme.text, stroke: 2)
            }
            // The title where it fits, else its short word.
            painter.line(
                firstOf: titles[index], in: rect.insetBy(dx: rect.height * 0.3, dy: 0), largest: rect.height * 0.5,
                on ? Theme.accentText : Theme.text, bold: on, anchorX: 0.5)
        }
    }

    private func drawTopic(_ painter: Painter, _ topic: LeaderboardChoice.Topic) {
        let row = layout.topicRow
        for (rect, text) in [(row.previous, "<"), (row.next, ">")] {
            painter.roundedRect(rect, radius: rect.height / 2, Theme.surface)
            painter.line(text, in: rect, largest: rect.height * 0.55, Theme.text, bold: true, anchorX: 0.5)
        }
        painter.roundedRect(row.name, radius: row.name.height / 2, Theme.surfaceRaised)
        if choice.focus == .topic {
            painter.roundedRect(
                row.name.insetBy(dx: -2, dy: -2), radius: row.name.height / 2 + 2, Theme.text, stroke: 2)
        }
        painter.line(
            topic.name, in: row.name.insetBy(dx: row.name.height * 0.3, dy: 0), largest: row.name.height * 0.5,
            Theme.text, bold: true, anchorX: 0.5)
    }

    private func message(_ painter: Painter, _ text: String) {
        let area = layout.board
        let style = TextStyle(pixels: max(Theme.minimumTextPixels, min(area.height * 0.12, layout.shortSide * 0.05)))
        let used = painter.paragraphHeight(text, style, width: area.width * 0.9)
        painter.paragraph(
            text, style, Theme.textDim, centerX: area.midX, top: area.midY - used / 2, width: area.width * 0.9)
    }

    private func drawStatus(_ painter: Painter, _ board: Board?) {
        let line = layout.statusLine
        let catalog = painter.catalog
        var status = board.map { catalog.plural("board.players", count: $0.players) } ?? ""
        if let board, let playerID = scene.playerID, let row = board.row(of: playerID) {
            status =
                catalog.text(
                    "board.you_rank",
                    ["rank": catalog.ordinal(row.rank), "players": catalog.number(board.players)])
                + " · " + catalog.plural("score.points", count: row.points)
        }
        let escBack = catalog["hint.esc_back"]
        let hint =
            scene.isInKiosk && !scene.offersHome
            ? [""] : [catalog["hint.arrows_choose"] + " · " + escBack, escBack, ""]
        let drawn = painter.line(status, in: line, largest: layout.statusPixels, Theme.text, bold: true)
        let room = Rect(
            x: drawn.maxX + layout.gap * 3, y: line.y, width: line.maxX - drawn.maxX - layout.gap * 3,
            height: line.height)
        guard room.width > 30 else { return }
        // The longest hint that fits whole at the size it is drawn.
        let style = TextStyle(pixels: max(Theme.minimumTextPixels, layout.statusHintPixels))
        let text = hint.first { painter.width(of: $0, style) <= room.width } ?? ""
        painter.line(text, in: room, largest: layout.statusHintPixels, Theme.textDim, anchorX: 1)
    }
}
