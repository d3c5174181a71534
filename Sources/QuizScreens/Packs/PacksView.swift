import Foundation
import QuizCore
import QuizText

/// Draws the quiz packs screens: the list, a question, its answer, the
/// finished screen, Settings with its keyboard, and Scores.
struct PacksView {
    let scene: PacksScene
    let layout: PacksLayout
    let time: Double

    func draw(_ painter: Painter) {
        switch scene.screen {
        case .list: PacksListView(view: self).draw(painter)
        case .question: drawQuestion(painter)
        case .answer: drawAnswer(painter)
        case .finished: drawFinished(painter)
        case .settings: PacksSettingsView(view: self).drawSettings(painter)
        case .typingURL: PacksSettingsView(view: self).drawKeyboard(painter)
        case .scores: PacksSettingsView(view: self).drawScores(painter)
        }
    }

    // MARK: Shared parts

    /// The way back to the list (or to Settings from the keyboard), in `rect` (the layout's when nil).
    func drawBack(_ painter: Painter, label: String? = nil, in rect: Rect? = nil) {
        FocusButton.draw(
            painter, rect ?? layout.backButton, label: label ?? painter.catalog["quizpacks.packs"], icon: .chevronLeft,
            focused: scene.focus == .back)
    }

    /// A round's back button: narrowed to its icon where its label does not fit (a small panel), so the pack's
    /// title and the count beside it have that room.
    func roundBackButton(_ painter: Painter) -> Rect {
        let rect = layout.backButton
        guard !FocusButton.showsLabel(painter, rect, label: painter.catalog["quizpacks.packs"], icon: .chevronLeft)
        else { return rect }
        return Rect(x: rect.x, y: rect.y, width: min(rect.width, (rect.height * 1.5).rounded()), height: rect.height)
    }

    /// The back button (taps go where it is drawn), the pack's title and how far the round is beside it.
    func drawRoundHeader(_ painter: Painter, _ round: PackRound) {
        let back = roundBackButton(painter)
        // Taps go where the back button is drawn.
        scene.roundBackButton = back
        drawBack(painter, in: back)
        let full = layout.questionHeaderText
        let headerText = Rect(
            x: back.maxX + layout.gap, y: full.y, width: full.maxX - back.maxX - layout.gap, height: full.height)
        let titleBox = painter.headerCount(
            painter.catalog.text(
                "wcf.question_of",
                [
                    "number": painter.catalog.number(min(round.index + 1, round.total)),
                    "total": painter.catalog.number(round.total),
                ]),
            in: headerText, pixels: layout.pixels(0.045), gap: layout.gap * 2, beside: round.packTitle,
            titleLines: painter.textGrowth > 1 ? 2 : 1)
        // At a larger text size a long title takes two lines rather than shrinking to the minimum.
        painter.title(
            round.packTitle, in: titleBox, largest: layout.pixels(0.05), Theme.text, wrapped: painter.textGrowth > 1)
    }

    /// A hint line along the bottom: the first of `variants` (longest first)
    /// that fits at the hint's size, else the last shrunk to fit and ellipsised at the minimum.
    func drawHint(_ painter: Painter, _ variants: [String]) {
        painter.line(firstOf: variants, in: layout.hintLine, largest: layout.pixels(0.034), Theme.textDim, anchorX: 0.5)
    }

    /// The screen's main button (Submit, Next).
    func drawAction(_ painter: Painter, label: String, enabled: Bool, focused: Bool) {
        FocusButton.draw(
            painter, layout.actionButton, label: label, icon: enabled ? .chevronRight : nil,
            focused: focused && enabled, enabled: enabled)
    }

    // MARK: A question

    func drawQuestion(_ painter: Painter) {
        guard let round = scene.round else { return }
        drawRoundHeader(painter, round)
        let question = round.question
        painter.paragraph(
            question.text, in: layout.questionBox, largest: layout.pixels(0.06), Theme.text, bold: true, middle: true)
        let rects = layout.answers(count: question.answers.count)
        for (index, answer) in question.answers.enumerated() {
            drawAnswerChoice(painter, answer.text, number: index + 1, in: rects[index], chosen: round.chosen == index)
        }
        drawAction(painter, label: painter.catalog["wcf.submit"], enabled: round.canSubmit, focused: round.canSubmit)
    }

    /// One answer to choose: a round mark on the left (filled when chosen) and its text.
    func drawAnswerChoice(_ painter: Painter, _ text: String, number: Int, in rect: Rect, chosen: Bool) {
        painter.noteTapTarget(rect)
        let radius = min(rect.height * 0.25, 14)
        painter.roundedRect(rect, radius: radius, chosen ? Theme.accent : Theme.surface)
        if chosen {
            painter.roundedRect(rect, radius: radius, Theme.text, stroke: max(2, (layout.shortSide * 0.005).rounded()))
        }
        let ink = chosen ? Theme.accentText : Theme.text
        let markSide = min(rect.height * 0.5, layout.pixels(0.07))
        let pad = max(6, (rect.height * 0.18).rounded())
        let mark = Rect(x: rect.x + pad, y: rect.midY - markSide / 2, width: markSide, height: markSide)
        painter.circle(
            centerX: mark.midX, centerY: mark.midY, radius: markSide / 2, ink, stroke: max(2, markSide * 0.12))
        if chosen { painter.circle(centerX: mark.midX, centerY: mark.midY, radius: markSide * 0.26, ink) }
        let textBox = Rect(
            x: mark.maxX + pad, y: rect.y + pad * 0.5, width: rect.maxX - mark.maxX - pad * 2, height: rect.height - pad
        )
        painter.paragraph(
            text, in: textBox, largest: layout.pixels(0.05), ink, bold: chosen, centered: false, middle: true)
    }

    // MARK: The answer

    func drawAnswer(_ painter: Painter) {
        guard let round = scene.round, case .answer(let chosen, let right) = round.stage else { return }
        drawRoundHeader(painter, round)
        let body = layout.body
        let question = round.question
        let verdictHeight = (layout.pixels(0.09) * 1.3).rounded()
        let verdictBox = Rect(x: body.x, y: body.y, width: body.width, height: verdictHeight)
        let iconSide = verdictHeight * 0.9
        let verdict = painter.catalog[right ? "trivia.right" : "reveal.wrong"]
        let color = right ? Theme.right : Theme.wrong
        let verdictStyle = TextStyle(pixels: layout.pixels(0.09), bold: true)
        let verdictWidth = painter.width(of: verdict, verdictStyle) + iconSide + layout.gap
        let left = verdictBox.midX - verdictWidth / 2
        painter.icon(
            right ? .check : .cross,
            in: Rect(x: left, y: verdictBox.midY - iconSide / 2, width: iconSide, height: iconSide), color)
        painter.text(verdict, verdictStyle, color, x: left + iconSide + layout.gap, y: verdictBox.midY, anchorY: 0.5)
        // At a larger text size the question takes no more than its lines need, leaving the answers room for
        // their label and their text at that size.
        var questionHeight = (body.height * 0.24).rounded()
        if painter.textGrowth > 1 {
            let needed = painter.paragraphHeight(
                question.text, TextStyle(pixels: layout.pixels(0.045)), width: body.width)
            questionHeight = min(questionHeight, needed.rounded(.up))
        }
        let questionBox = Rect(x: body.x, y: verdictBox.maxY + layout.gap, width: body.width, height: questionHeight)
        painter.paragraph(question.text, in: questionBox, largest: layout.pixels(0.045), Theme.textDim, middle: true)
        var top = questionBox.maxY + layout.gap
        let boxHeight = max(layout.pixels(0.05) * 2.6, ((body.maxY - top - layout.gap) / 2).rounded(.down))
        let remaining = body.maxY - top
        let answerHeight = min(boxHeight, right ? remaining : (remaining - layout.gap) / 2)
        drawAnswerBox(
            painter, label: painter.catalog["quizpacks.the_answer"], text: question.correctAnswer.text,
            color: Theme.right, icon: .check,
            in: Rect(x: body.x, y: top, width: body.width, height: answerHeight))
        top += answerHeight + layout.gap
        if !right {
            drawAnswerBox(
                painter, label: painter.catalog["quizpacks.you_chose"], text: question.answers[chosen].text,
                color: Theme.wrong, icon: .cross,
                in: Rect(x: body.x, y: top, width: body.width, height: answerHeight))
        }
        let last = round.index + 1 >= round.total
        let next = painter.catalog[last ? "wcf.see_score" : "button.next"]
        guard scene.reportableQuestion != nil else {
            drawAction(painter, label: next, enabled: true, focused: true)
            drawHintOnLeft(painter, painter.catalog["quizpacks.hint_swipe_next"])
            return
        }
        FocusButton.draw(painter, layout.nextBesideReport, label: next, icon: .chevronRight, focused: true)
        FocusButton.draw(
            painter, layout.reportButton, label: painter.catalog["button.report"], icon: nil, focused: false)
        drawHintOnLeft(
            painter, painter.catalog["quizpacks.hint_swipe_next"], from: layout.reportButton.maxX + layout.gap)
    }

    /// A labelled answer, outlined in its colour with its icon (right and wrong differ without colour too).
    func drawAnswerBox(_ painter: Painter, label: String, text: String, color: Color, icon: Icon, in rect: Rect) {
        guard rect.height > 0 else { return }
        let radius = min(rect.height * 0.2, 14)
        painter.roundedRect(rect, radius: radius, Theme.surface)
        painter.roundedRect(rect, radius: radius, color, stroke: max(2, (layout.shortSide * 0.006).rounded()))
        let pad = max(6, (min(rect.height, rect.width) * 0.12).rounded())
        let iconSide = min(rect.height * 0.45, layout.pixels(0.08))
        painter.icon(
            icon, in: Rect(x: rect.x + pad, y: rect.midY - iconSide / 2, width: iconSide, height: iconSide), color)
        let textX = rect.x + pad * 2 + iconSide
        let textWidth = rect.maxX - pad - textX
        // The label's line as drawn where taller (`LineRoom`), at most 45 % of the box.
        let least = (layout.pixels(0.034) * 1.3).rounded()
        let labelHeight = max(
            least, min(painter.lineRoom.height(layout.pixels(0.034), least: least), (rect.height * 0.45).rounded()))
        painter.line(
            label, in: Rect(x: textX, y: rect.y + pad * 0.5, width: textWidth, height: labelHeight),
            largest: layout.pixels(0.034), color)
        painter.paragraph(
            text,
            in: Rect(
                x: textX, y: rect.y + pad * 0.5 + labelHeight, width: textWidth,
                height: rect.height - pad - labelHeight),
            largest: layout.pixels(0.055), Theme.text, bold: true, centered: false, middle: true)
    }

    /// A hint at the bottom left, beside the action button on a wide screen (none on a tall one: the button fills the row).
    /// From `left` (beside Report), it shows only where it fits whole.
    func drawHintOnLeft(_ painter: Painter, _ text: String, from left: Double? = nil) {
        guard !layout.isTall else { return }
        let button = layout.actionButton
        let x = left ?? layout.margin
        let box = Rect(x: x, y: button.y, width: button.x - layout.margin - x, height: button.height)
        guard box.width > layout.pixels(0.034) * 6 else { return }
        if left != nil, painter.width(of: text, TextStyle(pixels: layout.pixels(0.034))) > box.width { return }
        painter.line(text, in: box, largest: layout.pixels(0.034), Theme.textDim)
    }

    // MARK: Finished

    /// The finished screen's phrase for `verdict` and the kind line under it.
    static func words(for verdict: PackVerdict, _ catalog: Catalog) -> (phrase: String, line: String) {
        switch verdict {
        case .perfect: return (catalog["result.perfect"], catalog["quizpacks.line_perfect"])
        case .almost: return (catalog["quizpacks.almost"], catalog["quizpacks.line_almost"])
        case .wellDone: return (catalog["quizpacks.well_done"], catalog["quizpacks.line_well_done"])
        case .goodTry: return (catalog["result.good_try"], catalog["quizpacks.line_good_try"])
        case .keepGoing: return (catalog["quizpacks.keep_going"], catalog["quizpacks.line_keep_going"])
        }
    }

    func drawFinished(_ painter: Painter) {
        guard let round = scene.round else { return }
        let score = round.score
        let verdict = Self.words(for: PackRound.verdict(score), painter.catalog)
        let body = Rect(
            x: layout.margin, y: layout.margin, width: layout.width - 2 * layout.margin,
            height: layout.actionButton.y - layout.margin * 2)
        painter.line(
            round.packTitle, in: Rect(x: body.x, y: body.y, width: body.width, height: layout.header.height),
            largest: layout.pixels(0.05), Theme.textDim, anchorX: 0.5)
        let phraseHeight = (layout.pixels(0.12) * 1.3).rounded()
        var y = body.y + layout.header.height + layout.gap
        painter.line(
            verdict.phrase, in: Rect(x: body.x, y: y, width: body.width, height: phraseHeight),
            largest: layout.pixels(0.12), Theme.accent, bold: true, anchorX: 0.5)
        y += phraseHeight + layout.gap
        let lineHeight = (layout.pixels(0.045) * 2.8).rounded()
        painter.paragraph(
            verdict.line, in: Rect(x: body.x, y: y, width: body.width, height: lineHeight),
            largest: layout.pixels(0.045), Theme.text, middle: true)
        y += lineHeight + layout.gap
        let countHeight = (layout.pixels(0.07) * 1.3).rounded()
        painter.line(
            painter.catalog.text(
                "quizpacks.right_of",
                ["right": painter.catalog.number(score.right), "total": painter.catalog.number(score.total)]),
            in: Rect(x: body.x, y: y, width: body.width, height: countHeight),
            largest: layout.pixels(0.07), Theme.text, bold: true, anchorX: 0.5)
        y += countHeight + layout.gap
        if score.total > 0, scene.bestBefore != nil, score.beats(scene.bestBefore) {
            let newBest = painter.catalog.text(
                "quizpacks.new_best", ["was": scene.bestBefore.map { PacksTime.score($0, painter.catalog) } ?? ""])
            let bestHeight = (layout.pixels(0.045) * 1.3).rounded()
            painter.line(
                newBest, in: Rect(x: body.x, y: y, width: body.width, height: bestHeight),
                largest: layout.pixels(0.045), Theme.right, bold: true, anchorX: 0.5)
            y += bestHeight + layout.gap
        }
        drawResultDots(painter, round: round, in: Rect(x: body.x, y: y, width: body.width, height: body.maxY - y))
        drawAction(painter, label: painter.catalog["button.next"], enabled: true, focused: true)
        drawHintOnLeft(painter, painter.catalog["quizpacks.hint_back_to_packs"])
    }

    /// One dot per question, filled green with a check or red with a cross, in rows that fit.
    func drawResultDots(_ painter: Painter, round: PackRound, in area: Rect) {
        let results = scene.resultsOfRound
        guard !results.isEmpty, area.height > 8 else { return }
        let count = Double(results.count)
        let perRow = max(1, min(results.count, Int(area.width / max(10, layout.pixels(0.06) * 1.4))))
        let rows = Int(ceil(count / Double(perRow)))
        let side = min(layout.pixels(0.06), (area.height / Double(rows)) * 0.7, area.width / Double(perRow) * 0.7)
        guard side >= 6 else { return }
        let step = side * 1.4
        for (index, right) in results.enumerated() {
            let row = index / perRow
            let inRow = min(perRow, results.count - row * perRow)
            let x0 = area.midX - Double(inRow) * step / 2 + step / 2
            let cx = x0 + Double(index % perRow) * step
            let cy = area.y + side / 2 + Double(row) * step
            painter.circle(centerX: cx, centerY: cy, radius: side / 2, right ? Theme.right : Theme.wrong)
            painter.icon(
                right ? .check : .cross, in: Rect(centerX: cx, centerY: cy, width: side * 0.6, height: side * 0.6),
                Theme.text)
        }
    }
}
