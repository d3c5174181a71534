import QuizCore
import QuizFlows
import QuizText

/// Draws the Daily Challenge: the first screen, a question and its reveal
/// (`drawQuestion`), the result (`drawResult`), and the screen for too few questions.
struct DailyView {
    let scene: DailyScene
    let layout: DailyLayout
    let time: Double

    func draw(_ painter: Painter) {
        switch scene.screen {
        case .home: drawHome(painter)
        case .question, .reveal: drawQuestion(painter)
        case .result: drawResult(painter)
        case .unavailable: drawUnavailable(painter)
        }
    }

    // MARK: Shared parts

    func drawBack(_ painter: Painter, label: String? = nil) {
        FocusButton.draw(
            painter, layout.backButton, label: label ?? painter.catalog["button.back"], icon: .chevronLeft,
            focused: scene.focus == .back)
    }

    func drawTitle(_ painter: Painter, _ title: String, besideBack: Bool = true) {
        painter.line(
            title, in: layout.title(besideBack: besideBack), largest: layout.pixels(0.06), Theme.text, bold: true,
            anchorX: 0.5)
    }

    /// The action button: onwards (a chevron forward), or `back` (a chevron back).
    func drawAction(_ painter: Painter, label: String, back: Bool = false) {
        FocusButton.draw(
            painter, layout.actionButton, label: label, icon: back ? .chevronLeft : .chevronRight,
            focused: scene.focus == .action)
    }

    /// The first of `variants` (longest first) that fits the hint line.
    func drawHint(_ painter: Painter, _ variants: [String]) {
        painter.line(firstOf: variants, in: layout.hintLine, largest: layout.pixels(0.034), Theme.textDim, anchorX: 0.5)
    }

    // MARK: The first screen

    private func drawHome(_ painter: Painter) {
        let catalog = painter.catalog
        if scene.offersHome { drawBack(painter, label: catalog["button.home"]) }
        drawTitle(painter, catalog["daily.title"], besideBack: scene.offersHome)
        let info = layout.homeInfo
        let dateHeight = min(info.height * 0.3, (layout.pixels(0.055) * 1.4).rounded())
        // The whole date where it fits at four fifths of its size, else a shorter one ("Wed 2 Dec 2026"), never cut.
        let readable = TextStyle(
            pixels: max(Theme.minimumTextPixels, (layout.pixels(0.055) * 0.8).rounded(.down)), bold: true)
        let dates = CalendarText(catalog).dates(scene.day)
        let date = dates.first { painter.width(of: $0, readable) <= info.width } ?? dates[dates.count - 1]
        painter.line(
            date, in: Rect(x: info.x, y: info.y, width: info.width, height: dateHeight),
            largest: layout.pixels(0.055), Theme.accent, bold: true, anchorX: 0.5)
        let ruleTop = info.y + dateHeight + layout.gap * 0.5
        var rule = catalog.text(
            "daily.rule",
            [
                "count": catalog.number(DailyDeal.questionsPerDay),
                "seconds": catalog.number(Int(scene.secondsPerQuestion)),
                "base": catalog.number(SpeedPoints.base), "bonus": catalog.number(SpeedPoints.maximumBonus),
            ])
        if scene.openAttempt == nil, !scene.attempts.isEmpty {
            rule += " " + catalog["daily.played_today"]
        } else if let open = scene.openAttempt, open.number > 1 {
            rule += " " + catalog["daily.practice_game"]
        } else if (scene.openAttempt?.timeScalePercent ?? scene.timeScalePercent) > TimeScale.standardPercent {
            rule += " " + catalog["a11y.more_time_game"]
        }
        painter.paragraph(
            rule, in: Rect(x: info.x, y: ruleTop, width: info.width, height: max(0, info.maxY - ruleTop)),
            largest: layout.pixels(0.045), Theme.text)
        FocusButton.draw(
            painter, layout.playButton, label: catalog(scene.playLabel), icon: scene.attempts.isEmpty ? .play : .replay,
            focused: scene.focus == .play)
        DailyBoardList(layout: layout).draw(
            painter, board: scene.board, playerID: scene.player?.id, titles: [catalog["daily.top_five"]],
            in: layout.homeBoard, empty: catalog["daily.nobody_played"])
        let play = ([catalog["hint.enter_play"]] + (scene.offersHome ? [catalog["hint.esc_home"]] : []))
            .joined(separator: " · ")
        let same = ["count": catalog.number(DailyDeal.questionsPerDay)]
        var hints =
            scene.isInKiosk
            ? [catalog.text("daily.same_questions", same), catalog["daily.same_questions_short"]]
            : [play + " · " + catalog.text("daily.same_questions_after", same), play]
        // The questions not in the player's language: the hint line says so first, and keeps the rest if it fits.
        if let notice = scene.languageNotice.map({ catalog($0) }) {
            hints = hints.map { notice + " · " + $0 } + [notice]
        }
        drawHint(painter, hints)
    }

    // MARK: Too few questions

    private func drawUnavailable(_ painter: Painter) {
        drawBack(painter)
        drawTitle(painter, painter.catalog["daily.title"])
        let top = layout.header.maxY + layout.gap
        let box = Rect(
            x: layout.margin, y: top, width: layout.width - 2 * layout.margin,
            height: max(0, layout.actionButton.y - layout.gap - top))
        painter.paragraph(
            painter.catalog.text("daily.unavailable", ["count": painter.catalog.number(DailyDeal.questionsPerDay)]),
            in: box, largest: layout.pixels(0.05), Theme.text, middle: true)
        drawAction(painter, label: painter.catalog["button.back"], back: true)
    }
}

/// A board's rows: rank, name, points; the player's row highlighted, after the top when it is below it.
struct DailyBoardList {
    let layout: DailyLayout

    /// `titles`: the board's title, longest first; the first that fits is drawn.
    func draw(_ painter: Painter, board: Board, playerID: Int64?, titles: [String], in box: Rect, empty: String) {
        guard box.height > 0 else { return }
        let titleHeight = (layout.pixels(0.045) * 1.5).rounded()
        painter.line(
            firstOf: titles, in: Rect(x: box.x, y: box.y, width: box.width, height: titleHeight),
            largest: layout.pixels(0.045), Theme.accent, bold: true)
        let rows = board.top + (board.player.map { [$0] } ?? [])
        let y = box.y + titleHeight + layout.gap * 0.5
        guard !rows.isEmpty else {
            // On two lines where one is too narrow ("Nobody has played today yet" in a small screen's column).
            if painter.width(of: empty, TextStyle(pixels: layout.pixels(0.04))) <= box.width {
                painter.line(
                    empty, in: Rect(x: box.x, y: y, width: box.width, height: titleHeight),
                    largest: layout.pixels(0.04), Theme.textDim)
            } else {
                painter.paragraph(
                    empty,
                    in: Rect(x: box.x, y: y, width: box.width, height: max(0, min(box.maxY - y, titleHeight * 2))),
                    largest: layout.pixels(0.04), Theme.textDim, centered: false)
            }
            return
        }
        // When the rows do not all fit, the player's own row keeps its place at the foot.
        let fitting = max(1, Int((box.maxY + 0.5 - y) / BoardRows.height(layout.base)))
        var shown = Array(rows.prefix(fitting))
        if let own = rows.first(where: { $0.playerID == playerID }), !shown.contains(own) {
            shown[shown.count - 1] = own
        }
        BoardRows.draw(
            painter,
            shown.map {
                BoardRows.Row(
                    rank: $0.rank, name: $0.name, value: painter.catalog.number($0.points),
                    isPlayer: $0.playerID == playerID)
            }, in: box, top: y, layout: layout.base)
    }
}
