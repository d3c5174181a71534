import QuizCore

extension TrueFalseView {
    /// The reveal: a panel rising over the answer band, green with a check
    /// when right, red with a cross when wrong, the correct answer, the
    /// feedback for the answer given and the explanation, and Next.
    func drawRevealPanel(_ painter: Painter) {
        guard let answer = game.answers.last else { return }
        let rise = (1 - appear) * layout.height * 0.08
        let panel = layout.revealPanel.offsetBy(dx: 0, dy: rise)
        let color = answer.isRight ? Theme.right : Theme.wrong
        let radius = min(panel.height * 0.12, layout.height * 0.04)
        // Faded in by mixing toward the background behind it, not by blending: an opaque
        // panel this size costs the software renderer a fraction of a translucent one.
        // (In 16 shades, each under one colour level apart, so the corners' textures are reused.)
        let behind = Theme.background(atY: panel.midY, height: layout.height)
        painter.roundedRect(panel, radius: radius, behind.mixed(with: Theme.surface, (appear * 16).rounded() / 16))
        painter.roundedRect(panel, radius: radius, color.opacity(0.8 * appear), stroke: max(2, layout.height * 0.004))

        let unit = layout.shortSide
        let pad = max(6, (min(panel.height * 0.09, unit * 0.035)).rounded())
        let badge = (min(panel.height * 0.3, unit * 0.13)).rounded()
        let badgeRect = Rect(x: panel.x + pad, y: panel.y + pad, width: badge, height: badge)
        painter.circle(centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2, color.opacity(appear))
        painter.icon(answer.isRight ? .check : .cross, in: badgeRect.scaled(0.62), Theme.text.opacity(appear))

        // Beside the badge: the headline over the true answer (on two lines when the panel is narrow).
        let textX = badgeRect.maxX + pad * 0.8
        let report = layout.reportButton.offsetBy(dx: 0, dy: rise)
        let textWidth = (offersReport ? report.x - pad * 0.6 : panel.maxX - pad) - textX
        let headline = painter.catalog[answer.isRight ? "reveal.right" : "reveal.wrong"]
        painter.line(
            headline, in: Rect(x: textX, y: badgeRect.y, width: textWidth, height: badge * 0.55),
            largest: unit * 0.065, color.mixed(with: Theme.text, 0.25).opacity(appear), bold: true)
        let truth = painter.catalog[answer.question.answer ? "truefalse.true" : "truefalse.false"]
        let chosen = painter.catalog[answer.chosen ? "truefalse.true" : "truefalse.false"]
        let subBox = Rect(x: textX, y: badgeRect.y + badge * 0.55, width: textWidth, height: badge * 0.45 + pad * 0.5)
        // What was said, where it fits whole at the readable minimum; else "It is FALSE."; else the true answer
        // alone (beside the Report pill on a small panel), never cut.
        let floor = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels))
        let fits = { (text: String) in painter.paragraphHeight(text, floor, width: subBox.width) <= subBox.height }
        let said = painter.catalog.text("truefalse.you_said", ["chosen": chosen, "truth": truth])
        let itIs = painter.catalog.text("truefalse.it_is", ["truth": truth])
        let sub = !answer.isRight && fits(said) ? said : fits(itIs) ? itIs : truth
        painter.paragraph(
            sub, in: subBox, largest: unit * 0.042, Theme.text.opacity(appear), centered: false, middle: true)

        // The explanation above the button (beside it on a wide panel when it needs the room), ellipsised
        // only when even the readable minimum cannot hold it.
        let button = layout.nextButton.offsetBy(dx: 0, dy: rise)
        let explanationTop = max(badgeRect.maxY, badgeRect.y + badge * 0.55 + badge * 0.45 + pad * 0.5) + pad * 0.7
        let above = Rect(
            x: panel.x + pad, y: explanationTop, width: panel.width - 2 * pad,
            height: button.y - pad * 0.4 - explanationTop)
        // Too long above the button on a wide panel: the column beside it, down to the panel's foot.
        let beside = Rect(
            x: above.x, y: above.y, width: button.x - pad * 0.6 - above.x, height: panel.maxY - pad * 0.5 - above.y)
        let boxes = layout.isTall ? [above] : [above, beside]
        let largest = max(Theme.minimumTextPixels, unit * 0.045)
        let textColor = Theme.textDim.mixed(with: Theme.text, 0.4).opacity(appear)
        // The feedback and the explanation where they fit; else the feedback alone, or the explanation alone;
        // else the whole, cut with an ellipsis.
        var placed = false
        for text in answer.explanationChoices where !placed {
            for box in boxes {
                let style = painter.fittingStyle(
                    text, width: box.width, height: box.height, largest: largest, smallest: Theme.minimumTextPixels)
                guard painter.paragraphHeight(text, style, width: box.width) <= box.height else { continue }
                painter.paragraph(text, in: box, largest: largest, textColor, centered: false)
                placed = true
                break
            }
        }
        if !placed, let text = answer.explanationChoices.first {
            painter.paragraph(text, in: boxes.last ?? above, largest: largest, textColor, centered: false)
        }

        if offersReport {
            painter.roundedRect(report, radius: report.height / 2, Theme.surfaceRaised.opacity(appear))
            let label = TextStyle(pixels: max(Theme.minimumTextPixels, (report.height * 0.42).rounded()), bold: true)
            let key = TextStyle(
                pixels: max(Double(LayoutCheck.minimumPixels(for: layout.size)), (report.height * 0.32).rounded()))
            let reportKey = FeedbackPill.report.keyName.uppercased()
            let keyWidth = painter.width(of: reportKey, key) + report.height * 0.18
            // The label says what the pill does, so it is read whole: beside its key where both fit, else alone
            // (the key is a hint) and as small as the readable minimum ("Reportar" at 320x240 was "Repor…").
            let words = painter.catalog["button.report"]
            let room = report.width - report.height * 0.6
            let showsKey = painter.width(of: words, label) + keyWidth <= room
            let floor = painter.readableFloor(Double(LayoutCheck.minimumPixels(for: layout.size)))
            let style =
                showsKey
                ? label
                : painter.style(
                    painter.fittingStyle(
                        words, width: room, height: report.height * 0.6, largest: label.pixelsDouble, smallest: floor,
                        bold: true),
                    fitting: words, width: room, floor: floor)
            let shown = painter.truncate(words, style, width: room - (showsKey ? keyWidth : 0), mustBeWhole: true)
            let shownWidth = painter.width(of: shown, style)
            let left = report.midX - (shownWidth + (showsKey ? keyWidth : 0)) / 2
            painter.text(shown, style, Theme.text.opacity(appear), x: left, y: report.midY, anchorY: 0.5)
            if showsKey {
                painter.text(
                    reportKey, key, Theme.textDim.opacity(appear), x: left + shownWidth + report.height * 0.18,
                    y: report.midY, anchorY: 0.5)
            }
        }
        let last = game.answers.count >= game.round.count
        drawButton(
            painter, button, label: painter.catalog[last ? "button.results" : "button.next"], icon: .play,
            opacity: appear)
    }
}
