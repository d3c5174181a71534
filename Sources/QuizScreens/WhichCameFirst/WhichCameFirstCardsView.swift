import Foundation
import QuizCore
import QuizText

extension WhichCameFirstView {
    /// A question and its reveal: the header (back, title or Correct!/Incorrect!,
    /// the count), the two cards coming in one after the other (and leaving after
    /// Next), Submit or Next, and the five result bubbles.
    func drawCards(_ painter: Painter) {
        guard let game = scene.game else { return }
        let revealed = scene.screen == .reveal
        let question = game.questions[game.current]
        let catalog = painter.catalog
        drawBack(painter, label: catalog["button.pause"])
        drawHeader(painter, game: game, revealed: revealed)
        let selected: Int? = {
            if case .choosing(let selected) = game.phase { return selected }
            return revealed ? game.answers.last : nil
        }()
        for (index, rect) in layout.cards.enumerated() {
            let entering = Self.ease(
                painter.motion(since: scene.shownAt + 0.08 + 0.12 * Double(index), now: time, duration: 0.22))
            // With motion reduced the cards do not slide out: the next question's cut replaces them.
            let leaving = painter.reducesMotion ? 0 : scene.leaving(at: time)
            let enterShift = revealed ? 0 : (1 - entering) * (layout.isTall ? rect.height * 0.25 : rect.width * 0.2)
            let shifted = rect.offsetBy(
                dx: layout.isTall ? -leaving * layout.width : enterShift - leaving * layout.width,
                dy: layout.isTall && !revealed ? enterShift : 0)
            guard revealed || entering > 0 else { continue }
            WhichCameFirstCard(
                painter: painter, layout: layout, scene: scene, index: index, event: question.cards[index],
                selected: selected == index,
                mark: revealed ? (question.earlierCard == index ? .right : .wrong) : nil
            ).draw(in: shifted)
        }
        let canSubmit = selected != nil
        drawAction(
            painter,
            label: catalog[
                revealed ? (game.answers.count >= game.questions.count ? "wcf.see_score" : "button.next") : "wcf.submit"
            ],
            enabled: revealed || canSubmit, focused: scene.focus == .action)
        drawHoldRing(painter)
        drawBubbles(painter, game: game, in: layout.bubbles, current: revealed ? nil : game.current)
        drawHint(painter, hints(revealed: revealed, catalog))
    }

    /// The title (Correct! or Incorrect! once answered, with its icon) and "2 of 5".
    private func drawHeader(_ painter: Painter, game: WhichCameFirstGame, revealed: Bool) {
        let right = revealed ? game.results.last : nil
        let title = painter.catalog[right.map { $0 ? "reveal.right" : "wcf.incorrect" } ?? "wcf.title"]
        let titleBox = painter.headerCount(
            painter.catalog.text(
                "wcf.question_of",
                [
                    "number": painter.catalog.number(game.current + 1),
                    "total": painter.catalog.number(game.questions.count),
                ]),
            in: layout.headerText, pixels: layout.pixels(0.045),
            gap: layout.gap, beside: title, titleExtra: right == nil ? 0 : layout.headerText.height)
        guard let right else {
            let fade = painter.motion(since: scene.shownAt, now: time, duration: 0.15)
            painter.line(
                title, in: titleBox, largest: layout.pixels(0.06), Theme.text.opacity(fade), bold: true, anchorX: 0.5)
            return
        }
        let word = title
        let color = right ? Theme.right : Theme.wrong
        let style = painter.fittingStyle(
            word, width: titleBox.width - titleBox.height, height: titleBox.height, largest: layout.pixels(0.07),
            smallest: Theme.minimumTextPixels, bold: true)
        let iconSide = (Double(style.pixels) * 0.9).rounded()
        // Cut short where even the readable minimum is too wide beside the count.
        let shown = painter.truncate(word, style, width: max(0, titleBox.width - iconSide - layout.gap * 0.5))
        let total = iconSide + layout.gap * 0.5 + painter.width(of: shown, style)
        let left = titleBox.midX - total / 2
        painter.icon(
            right ? .check : .cross,
            in: Rect(x: left, y: titleBox.midY - iconSide / 2, width: iconSide, height: iconSide), color)
        painter.text(shown, style, color, x: left + iconSide + layout.gap * 0.5, y: titleBox.midY, anchorY: 0.5)
    }

    /// On a tilt handheld: the ring that fills while the device is held still (Submit, then Next).
    private func drawHoldRing(_ painter: Painter) {
        let fraction = scene.holdProgress(at: time)
        guard fraction > 0 else { return }
        let button = layout.actionButton
        let radius = button.height * 0.32
        painter.ring(
            centerX: button.x + button.height * 0.55, centerY: button.midY, radius: radius,
            thickness: max(2, radius * 0.25), fraction: fraction, Theme.accentText)
    }

    private func hints(revealed: Bool, _ catalog: Catalog) -> [String] {
        if scene.isInKiosk || scene.tilt.isSensor {
            return revealed
                ? [catalog["wcf.hint_tap_next_hold"], catalog["daily.hint_tap_next"]]
                : [catalog["wcf.hint_tap_first"], catalog["wcf.hint_tap_earlier"], catalog["wcf.hint_pick_earlier"]]
        }
        let pause = catalog["hint.esc_pause"]
        return revealed
            ? [
                catalog["wcf.hint_enter_next_question"] + " · " + pause, catalog["hint.enter_next"] + " · " + pause,
                catalog["hint.enter_next"],
            ]
            : [
                catalog["wcf.hint_keys"] + " · " + pause, catalog["wcf.hint_keys_short"],
                catalog["wcf.hint_keys_shortest"],
            ]
    }

    /// Eases in: fast, then settling.
    static func ease(_ t: Double) -> Double { 1 - (1 - t) * (1 - t) * (1 - t) }
}

/// One event card: its text (scrolling when long, with a bar), its picture
/// when one is cached, its year once answered, and how it stands: selected,
/// and on the reveal right or wrong with a check or a cross.
struct WhichCameFirstCard {
    enum Mark { case right, wrong }

    let painter: Painter
    let layout: WhichCameFirstLayout
    let scene: WhichCameFirstScene
    let index: Int
    let event: WhichCameFirstEvent
    let selected: Bool
    let mark: Mark?

    func draw(in rect: Rect) {
        let radius = min(rect.height, rect.width) * 0.06
        let stroke = max(2, (layout.shortSide * 0.007).rounded())
        if mark == nil { painter.noteTapTarget(rect) }
        painter.roundedRect(rect, radius: radius, selected ? Theme.surfaceRaised : Theme.surface)
        if let mark {
            painter.roundedRect(rect, radius: radius, mark == .right ? Theme.right : Theme.wrong, stroke: stroke)
        } else if selected {
            painter.roundedRect(rect, radius: radius, Theme.accent, stroke: stroke)
        }
        let pad = max(6, (layout.shortSide * 0.025).rounded())
        var inner = rect.insetBy(dx: pad, dy: pad)
        let markSide = max(Theme.minimumTextPixels * 1.4, (layout.pixels(0.04) * 1.4).rounded())
        // The label's line as drawn where taller (`LineRoom`: a larger text size, Arabic's taller line).
        let topRow = painter.lineRoom.height(layout.pixels(0.038), bold: true, least: markSide)
        drawTopRow(Rect(x: inner.x, y: inner.y, width: inner.width, height: topRow), side: markSide)
        inner = Rect(
            x: inner.x, y: inner.y + topRow + pad * 0.4, width: inner.width, height: inner.height - topRow - pad * 0.4)
        // The year's line, kept on the question too, so the text does not move when it shows.
        let yearHeight = (layout.pixels(0.065) * 1.25).rounded()
        let yearBox = Rect(x: inner.x, y: inner.maxY - yearHeight, width: inner.width, height: yearHeight)
        if let mark {
            painter.line(
                Self.year(event.year, painter.catalog), in: yearBox, largest: layout.pixels(0.065),
                mark == .right ? Theme.right : Theme.wrong, bold: true, anchorX: 0.5)
        }
        var textBox = Rect(x: inner.x, y: inner.y, width: inner.width, height: max(0, yearBox.y - inner.y - pad * 0.3))
        if let file = event.imageFile, let folder = scene.pictureFolder {
            textBox = drawPicture(PathText.join(folder, file), beside: textBox, pad: pad)
        }
        drawText(in: textBox)
    }

    /// "Your pick" (or the selection's round mark) on the left, the check or cross on the right.
    private func drawTopRow(_ row: Rect, side: Double) {
        let markRect = Rect(x: row.x, y: row.midY - side / 2, width: side, height: side)
        painter.circle(
            centerX: markRect.midX, centerY: markRect.midY, radius: side * 0.38,
            selected ? Theme.accent : Theme.textDim,
            stroke: selected ? 0 : max(2, side * 0.1))
        let label =
            selected
            ? painter.catalog[mark == nil ? "wcf.selected" : "wcf.your_pick"]
            : painter.catalog.text("wcf.card", ["number": painter.catalog.number(index + 1)])
        painter.line(
            label,
            in: Rect(x: markRect.maxX + layout.gap * 0.5, y: row.y, width: row.width - side * 2.4, height: row.height),
            largest: layout.pixels(0.038), selected ? Theme.accent : Theme.textDim, bold: selected)
        if let mark {
            let color = mark == .right ? Theme.right : Theme.wrong
            let badge = Rect(x: row.maxX - side, y: markRect.y, width: side, height: side)
            painter.circle(centerX: badge.midX, centerY: badge.midY, radius: side / 2, color)
            painter.icon(
                mark == .right ? .check : .cross, in: badge.insetBy(dx: side * 0.2, dy: side * 0.2), Theme.text)
        }
    }

    /// The picture on top of a card taller than wide, on its left otherwise; the room left for the text.
    private func drawPicture(_ path: String, beside box: Rect, pad: Double) -> Rect {
        if box.height > box.width * 0.9 {
            let pictureBox = Rect(
                x: box.x, y: box.y, width: box.width, height: (min(box.height * 0.38, box.width * 0.6)).rounded())
            guard painter.picture(path, in: pictureBox) else { return box }
            return Rect(
                x: box.x, y: pictureBox.maxY + pad * 0.5, width: box.width,
                height: box.maxY - pictureBox.maxY - pad * 0.5)
        }
        let pictureBox = Rect(
            x: box.x, y: box.y, width: (min(box.width * 0.32, box.height)).rounded(), height: box.height)
        guard painter.picture(path, in: pictureBox) else { return box }
        return Rect(
            x: pictureBox.maxX + pad * 0.6, y: box.y, width: box.maxX - pictureBox.maxX - pad * 0.6, height: box.height)
    }

    /// The event's text: the largest size down to a comfortable one that fits; a longer text scrolls at that
    /// size, line by line, with a bar showing where it is.
    private func drawText(in box: Rect) {
        guard box.width > 20, box.height > Theme.minimumTextPixels else { return }
        let largest = layout.pixels(0.052)
        let comfortable = layout.pixels(0.04)
        let style = painter.fittingStyle(
            event.text, width: box.width, height: box.height, largest: largest, smallest: comfortable)
        let lineHeight = painter.fonts.lineHeight(style, of: event.text)
        let whole = painter.fonts.wrap(event.text, style, width: box.width)
        if Double(whole.count) * lineHeight <= box.height {
            scene.cardLines[index] = (whole.count, whole.count)
            let top = box.y + max(0, (box.height - Double(whole.count) * lineHeight) / 2)
            for (row, line) in whole.enumerated() {
                painter.text(line, style, Theme.text, x: box.midX, y: top + Double(row) * lineHeight, anchorX: 0.5)
            }
            return
        }
        let bar = max(3, (layout.gap * 0.5).rounded())
        let window = ScrollingText.draw(
            painter, event.text, style, Theme.text, in: box, first: scene.cardScroll[index], bar: bar,
            gap: layout.gap * 0.5)
        scene.cardLines[index] = (window.total, window.shown)
    }

    /// "1969", or "44 BC".
    static func year(_ year: Int, _ catalog: Catalog) -> String {
        year > 0 ? String(year) : catalog.text("wcf.year_bc", ["year": String(-year)])
    }
}
