import QuizCore
import QuizText

extension DailyView {
    /// A Daily Challenge question and its reveal: the header (Leave, which
    /// question, the points so far), the 20 s countdown bar, the question, the
    /// options (numbered for the keys), and at the foot the ten answers' marks,
    /// or on the reveal the verdict with the points earned and Next.
    func drawQuestion(_ painter: Painter) {
        guard let game = scene.game else { return }
        let index = game.current
        let question = game.questions[index]
        let revealed = scene.screen == .reveal
        let reports = revealed && scene.reportableQuestion != nil
        let catalog = painter.catalog
        drawBack(painter, label: catalog["button.leave"])
        let numbers = ["number": catalog.number(index + 1), "total": catalog.number(game.questions.count)]
        let which =
            [catalog.text("daily.question_of", numbers)] + (scene.unrankedReasonKey(.tag).map { [catalog[$0]] } ?? [])
        painter.line(
            firstOf: [
                (which + [catalog.plural("score.points", count: game.score)]).joined(separator: " · "),
                which.joined(separator: " · "), catalog.text("daily.question_short", numbers),
            ], in: reports ? layout.titleBesideReport : layout.title(besideBack: true), largest: layout.pixels(0.055),
            Theme.text, bold: true, anchorX: 0.5)
        drawTimer(
            painter, seconds: revealed ? (game.answers.last?.secondsLeft ?? 0) : scene.secondsLeft(at: time),
            limit: game.secondsPerQuestion)
        let rects = layout.options(count: question.options.count)
        painter.paragraph(
            question.text, in: layout.questionBox(count: question.options.count), largest: layout.pixels(0.065),
            Theme.text, bold: true, middle: true)
        for (place, rect) in rects.enumerated() {
            drawOption(painter, question: question, place: place, in: rect, answer: revealed ? game.answers.last : nil)
        }
        if revealed {
            drawVerdict(painter, game: game, in: layout.verdictText(besideReport: reports))
            drawAction(
                painter,
                label: catalog[game.answers.count >= game.questions.count ? "daily.see_result" : "button.next"])
            if reports {
                FocusButton.draw(
                    painter, layout.reportButton, label: catalog["button.report"], icon: nil, focused: false)
            }
            let report = reports ? [catalog["hint.w_report"]] : []
            drawHint(
                painter,
                scene.isInKiosk
                    ? [catalog["daily.hint_tap_next"]]
                    : [
                        ([catalog["hint.enter_next_question"]] + report + [catalog["hint.esc_leave_saved"]])
                            .joined(separator: " · "),
                        ([catalog["hint.enter_next"]] + report + [catalog["hint.esc_leave"]]).joined(separator: " · "),
                        catalog["hint.enter_next"],
                    ])
        } else {
            drawMarks(painter, game: game, in: layout.footRow)
            let tapOrNumber = catalog.text("daily.hint_tap_or_number", ["last": catalog.number(question.options.count)])
            drawHint(
                painter,
                scene.isInKiosk
                    ? [catalog["daily.hint_tap_answer"], catalog["daily.hint_tap_one"]]
                    : [
                        catalog["daily.hint_answer_keys"] + " · " + catalog["hint.esc_leave_saved"],
                        tapOrNumber + " · " + catalog["hint.esc_leave"], tapOrNumber,
                    ])
        }
    }

    /// The bar empties from the right over the question's 20 s (longer with more time), amber, then red in the
    /// last 5 s; the seconds beside it.
    private func drawTimer(_ painter: Painter, seconds: Double, limit: Double) {
        let bar = layout.timerBar
        let style = TextStyle(pixels: max(Theme.minimumTextPixels, bar.height * 1.6), bold: true)
        let catalog = painter.catalog
        let labelWidth =
            painter.width(
                of: catalog.text(
                    "unit.seconds_short", ["seconds": catalog.number(Int(limit))]),
                style) + layout.gap
        let track = Rect(x: bar.x, y: bar.y, width: bar.width - labelWidth, height: bar.height)
        painter.roundedRect(track, radius: bar.height / 2, Theme.surface)
        let fraction = min(1, max(0, seconds / limit))
        let fill = Rect(x: track.x, y: track.y, width: track.width * fraction, height: track.height)
        if fill.width >= 1 {
            painter.roundedRect(fill, radius: bar.height / 2, seconds <= 5 ? Theme.wrong : Theme.accent)
        }
        painter.text(
            catalog.text("unit.seconds_short", ["seconds": catalog.number(SpeedPoints.shownSeconds(seconds))]), style,
            Theme.text, x: bar.maxX, y: bar.midY, anchorX: 1,
            anchorY: 0.5)
    }

    /// One option: its number in a disc, its text; on the reveal the right one green with a check, a wrong
    /// choice red with a cross, the rest dimmed. The focused one (keys) has a ring.
    private func drawOption(
        _ painter: Painter, question: DailyQuestion, place: Int, in box: Rect, answer: DailyAnswer?
    ) {
        if answer == nil { painter.noteTapTarget(box) }
        let isRight = place == question.correct
        let isChosen = answer?.choice == place
        let look: (fill: Color, icon: Icon?) =
            answer == nil
            ? (Theme.surface, nil)
            : isRight ? (Theme.right, .check) : isChosen ? (Theme.wrong, .cross) : (Theme.surface.opacity(0.5), nil)
        let radius = min(box.height * 0.3, layout.shortSide * 0.03)
        painter.roundedRect(box, radius: radius, look.fill)
        if answer == nil, scene.focus == .option(place) {
            painter.roundedRect(box, radius: radius, Theme.accent, stroke: max(2, (layout.shortSide * 0.006).rounded()))
        }
        let badge = (box.height * 0.62).rounded()
        let badgeRect = Rect(x: box.x + box.height * 0.19, y: box.midY - badge / 2, width: badge, height: badge)
        if let icon = look.icon {
            painter.circle(centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2, Theme.text)
            painter.icon(icon, in: badgeRect.scaled(0.62), look.fill.mixed(with: Theme.accentText, 0.3))
        } else {
            painter.circle(
                centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2,
                answer == nil ? Theme.accent : Theme.dieDim)
            painter.line(
                painter.catalog.number(place + 1), in: badgeRect, largest: badge * 0.55, Theme.accentText, bold: true,
                anchorX: 0.5)
        }
        // The text keeps a fifth of the row's height from the badge and the edge; less where a word is wider than
        // that leaves at the readable minimum (German "Riesenkalmar" at 240x320), so no word runs out of its box.
        let floor = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels))
        let widest = question.options[place].split(separator: " ").map { painter.width(of: String($0), floor) }.max()
        var pad = box.height * 0.2
        if let widest, widest > box.maxX - badgeRect.maxX - 2 * pad { pad = box.height * 0.08 }
        let left = badgeRect.maxX + pad
        let text = Rect(x: left, y: box.y + 2, width: max(10, box.maxX - pad - left), height: box.height - 4)
        painter.paragraph(
            question.options[place], in: text, largest: min(box.height * 0.36, layout.pixels(0.05)),
            answer != nil && !isRight && !isChosen ? Theme.textDim : Theme.text, centered: false, middle: true)
    }

    /// "Right! +173 points", "Wrong: the answer is …", "Time's up: the answer is …".
    private func drawVerdict(_ painter: Painter, game: DailyGame, in box: Rect) {
        guard let answer = game.answers.last else { return }
        let question = game.questions[game.current]
        let right = answer.choice == question.correct
        let catalog = painter.catalog
        let headline =
            right
            ? catalog.plural("daily.right_points", count: answer.points)
            : catalog[answer.choice == nil ? "daily.time_up" : "daily.wrong"]
        if right {
            painter.line(headline, in: box, largest: layout.pixels(0.06), Theme.right, bold: true)
            return
        }
        let half = Rect(x: box.x, y: box.y, width: box.width, height: (box.height * 0.5).rounded())
        // Two lines in the verdict's room: each no taller than its half, so they stay apart at a larger text size.
        painter.line(
            headline, in: half,
            largest: min(layout.pixels(0.05), painter.pixels(forLineHeight: half.height, bold: true)),
            Theme.wrong, bold: true)
        let lower = Rect(x: box.x, y: half.maxY, width: box.width, height: box.height - half.height)
        painter.line(
            catalog.text("reveal.the_answer", ["answer": question.options[question.correct]]), in: lower,
            largest: min(layout.pixels(0.04), painter.pixels(forLineHeight: lower.height)), Theme.text)
    }

    /// Ten marks: a check on green or a cross on red once answered, a ring on the current one, dim ahead.
    private func drawMarks(_ painter: Painter, game: DailyGame, in area: Rect) {
        AnswerMarks.draw(
            painter, results: game.answers.indices.map(game.isRight), count: game.questions.count,
            current: game.current, in: area, heightShare: 0.6, largest: layout.pixels(0.06))
    }
}
