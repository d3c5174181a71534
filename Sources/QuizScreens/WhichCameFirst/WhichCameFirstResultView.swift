import QuizCore
import QuizFlows
import QuizText

extension WhichCameFirstView {
    /// The result of a game: the score, its bubbles, when the next game comes,
    /// and the day's board with the player's row.
    func drawResult(_ painter: Painter) {
        guard let game = scene.game else { return }
        let today = game.day == scene.day && scene.kind == .daily
        let catalog = painter.catalog
        drawTitle(
            painter,
            today
                ? catalog["wcf.todays_game"]
                : catalog.text("wcf.game_of", ["date": CalendarText(catalog).dayMonth(game.day)]))
        let body = Rect(
            x: layout.margin, y: layout.header.maxY + layout.gap, width: layout.width - 2 * layout.margin,
            height: layout.actionButton.y - layout.gap * 2 - layout.header.maxY)
        // The score on the left and the board on the right; one above the other on a tall screen.
        let (scoreBox, boardBox): (Rect, Rect) =
            layout.isTall || body.width < 420
            ? (
                Rect(x: body.x, y: body.y, width: body.width, height: (body.height * 0.42).rounded()),
                Rect(
                    x: body.x, y: body.y + (body.height * 0.42).rounded() + layout.gap, width: body.width,
                    height: body.height - (body.height * 0.42).rounded() - layout.gap)
            )
            : (
                Rect(x: body.x, y: body.y, width: (body.width * 0.45).rounded(), height: body.height),
                Rect(
                    x: body.x + (body.width * 0.45).rounded() + layout.gap, y: body.y,
                    width: body.width - (body.width * 0.45).rounded() - layout.gap, height: body.height)
            )
        drawScore(painter, game: game, in: scoreBox, today: today)
        drawBoard(painter, in: boardBox, today: today)
        drawAction(painter, label: catalog["button.done"], focused: true)
        drawHint(
            painter,
            scene.isInKiosk
                ? [catalog["daily.hint_tap_done"]] : [catalog["wcf.hint_back_to_start"], catalog["hint.enter_back"]])
    }

    private func drawScore(_ painter: Painter, game: WhichCameFirstGame, in box: Rect, today: Bool) {
        let bigHeight = (box.height * 0.4).rounded()
        painter.line(
            painter.catalog.text(
                "wcf.score_of",
                ["score": painter.catalog.number(game.score), "total": painter.catalog.number(game.questions.count)]),
            in: Rect(x: box.x, y: box.y, width: box.width, height: bigHeight),
            largest: layout.pixels(0.13), Theme.accent, bold: true, anchorX: 0.5)
        let bubbleHeight = (box.height * 0.22).rounded()
        drawBubbles(
            painter, game: game, in: Rect(x: box.x, y: box.y + bigHeight, width: box.width, height: bubbleHeight),
            current: nil)
        let next: String
        if today, let minutes = scene.nextGame(time) {
            let catalog = painter.catalog
            let when =
                minutes >= 60
                ? catalog.text(
                    "time.in_hours_minutes",
                    ["hours": catalog.number(minutes / 60), "minutes": catalog.number(minutes % 60)])
                : catalog.text("time.in_minutes", ["minutes": catalog.number(minutes)])
            next = catalog.text("wcf.new_game_at_midnight_in", ["when": when])
        } else if today {
            next = painter.catalog["wcf.new_game_at_midnight"]
        } else {
            next = painter.catalog["wcf.earlier_day_board"]
        }
        let top = box.y + bigHeight + bubbleHeight
        painter.paragraph(
            next, in: Rect(x: box.x, y: top, width: box.width, height: box.maxY - top), largest: layout.pixels(0.042),
            Theme.textDim, middle: true)
    }

    private func drawBoard(_ painter: Painter, in box: Rect, today: Bool) {
        let board = scene.board
        let titleHeight = (layout.pixels(0.045) * 1.5).rounded()
        let title =
            board.rows.first(where: \.isPlayer).map { row in
                painter.catalog.text(
                    "wcf.you_are_rank",
                    ["rank": painter.catalog.ordinal(row.rank), "players": painter.catalog.number(board.players)])
            } ?? painter.catalog[today ? "wcf.todays_players" : "wcf.players_of_day"]
        painter.line(
            title, in: Rect(x: box.x, y: box.y, width: box.width, height: titleHeight), largest: layout.pixels(0.045),
            Theme.accent, bold: true)
        BoardRows.draw(
            painter,
            board.rows.map {
                BoardRows.Row(
                    rank: $0.rank, name: $0.name,
                    value: painter.catalog.text(
                        "wcf.score_short", ["score": painter.catalog.number($0.score), "total": "5"]),
                    isPlayer: $0.isPlayer)
            },
            in: box, top: box.y + titleHeight + layout.gap * 0.5, layout: layout)
    }

    // MARK: Earlier days

    /// The earlier days list: a row a day with its score (or Play), and a scroll bar when they do not all fit.
    func drawEarlierDays(_ painter: Painter) {
        drawBack(painter)
        let catalog = painter.catalog
        drawTitle(painter, catalog["wcf.earlier_days"])
        let rows = layout.dayRows()
        scene.daysShown = rows.count
        scene.keepDayInView()
        for (offset, rect) in rows.enumerated() {
            let index = scene.daysTop + offset
            guard scene.earlierDays.indices.contains(index) else { break }
            let entry = scene.earlierDays[index]
            let focused = scene.focus == .day(index)
            painter.roundedRect(rect, radius: min(rect.height * 0.2, 10), focused ? Theme.surfaceRaised : Theme.surface)
            if focused { painter.roundedRect(rect, radius: min(rect.height * 0.2, 10), Theme.accent, stroke: 2) }
            let inner = rect.insetBy(dx: layout.gap, dy: 0)
            let status = entry.status.string(in: catalog)
            let statusStyle = TextStyle(pixels: layout.pixels(0.04), bold: entry.game?.isFinished ?? false)
            let statusWidth = min(inner.width * 0.6, painter.width(of: status, statusStyle))
            painter.line(
                CalendarText(catalog).row(entry.day),
                in: Rect(x: inner.x, y: inner.y, width: inner.width - statusWidth - layout.gap, height: inner.height),
                largest: layout.pixels(0.045), Theme.text, bold: true)
            painter.line(
                status, in: Rect(x: inner.maxX - statusWidth, y: inner.y, width: statusWidth, height: inner.height),
                largest: layout.pixels(0.04), entry.game == nil ? Theme.accent : Theme.textDim,
                bold: entry.game?.isFinished ?? false, anchorX: 1)
        }
        let total = scene.earlierDays.count
        if total > rows.count {
            let track = layout.daysScrollTrack
            painter.roundedRect(track, radius: track.width / 2, Theme.surface)
            let thumbHeight = max(track.width * 3, track.height * Double(rows.count) / Double(total))
            let fraction = Double(scene.daysTop) / Double(max(1, total - rows.count))
            painter.roundedRect(
                Rect(
                    x: track.x, y: track.y + (track.height - thumbHeight) * fraction, width: track.width,
                    height: thumbHeight),
                radius: track.width / 2, Theme.textDim)
        }
        drawHint(
            painter,
            scene.isInKiosk
                ? [catalog["wcf.hint_tap_day_play"], catalog["wcf.hint_tap_day"]]
                : [
                    catalog["wcf.hint_tap_day_keys"] + " · " + catalog["hint.esc_back"],
                    catalog["wcf.hint_tap_day"] + " · " + catalog["hint.esc_back"], catalog["wcf.hint_tap_day"],
                ])
    }
}
