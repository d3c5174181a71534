import Foundation
import QuizCore
import QuizFlows
import QuizText

/// Draws "Which came first?": the splash, About, a question and its reveal
/// (`drawCards`), the result with the day's board, a day with no game,
/// and the earlier days.
struct WhichCameFirstView {
    let scene: WhichCameFirstScene
    let layout: WhichCameFirstLayout
    let time: Double

    func draw(_ painter: Painter) {
        switch scene.screen {
        case .splash: drawSplash(painter)
        case .about: drawAbout(painter)
        case .question, .reveal: drawCards(painter)
        case .result: drawResult(painter)
        case .notAvailable(let day): drawNotAvailable(painter, day: day)
        case .earlierDays: drawEarlierDays(painter)
        }
    }

    // MARK: Shared parts

    func drawBack(_ painter: Painter, label: String? = nil) {
        FocusButton.draw(
            painter, layout.backButton, label: label ?? painter.catalog["button.back"], icon: .chevronLeft,
            focused: scene.focus == .back)
    }

    /// The action button: onwards (a chevron forward), or `back` (a chevron back); no chevron while disabled.
    func drawAction(
        _ painter: Painter, label: String, enabled: Bool = true, focused: Bool, wide: Bool = false, back: Bool = false
    ) {
        FocusButton.draw(
            painter, layout.actionButton(wide: wide), label: label,
            icon: enabled ? (back ? .chevronLeft : .chevronRight) : nil, focused: focused && enabled, enabled: enabled)
    }

    /// A title in the header, between the back button and the right edge.
    /// A screen's title beside the back button: on two lines where one would be cut short.
    func drawTitle(_ painter: Painter, _ title: String) {
        painter.title(title, in: layout.headerText, largest: layout.pixels(0.06), Theme.text)
    }

    /// The first of `variants` (longest first) that fits the hint line, else the last, fitted.
    func drawHint(_ painter: Painter, _ variants: [String]) {
        painter.line(firstOf: variants, in: layout.hintLine, largest: layout.pixels(0.034), Theme.textDim, anchorX: 0.5)
    }

    /// Five bubbles: a check on green or a cross on red once answered, a ring on the current one, dim ahead.
    func drawBubbles(_ painter: Painter, game: WhichCameFirstGame, in area: Rect, current: Int?) {
        AnswerMarks.draw(
            painter, results: game.results, count: game.questions.count, current: current, in: area,
            heightShare: 0.8, largest: layout.pixels(0.08))
    }

    // MARK: Splash and About

    private func drawSplash(_ painter: Painter) {
        let title = layout.splashTitle
        let nameHeight = (title.height * 0.5).rounded()
        // Under the date, when today's events are not in the player's language: which language they are in.
        let notice = scene.languageNotice.map { painter.catalog($0) }
        // The date's row: its line as drawn where taller (`LineRoom`), the name moved up into the room above it
        // for the difference.
        let leastDate = title.height * (notice == nil ? 0.3 : 0.2)
        let pad = title.height * 0.1
        let dateHeight = min(painter.lineRoom.height(layout.pixels(0.05), least: leastDate), leastDate + pad)
        let nameTop = title.y + pad - (dateHeight - leastDate)
        painter.line(
            painter.catalog["wcf.title"], in: Rect(x: title.x, y: nameTop, width: title.width, height: nameHeight),
            largest: layout.pixels(0.11), Theme.accent, bold: true, anchorX: 0.5)
        painter.line(
            CalendarText(painter.catalog).long(scene.day),
            in: Rect(x: title.x, y: nameTop + nameHeight, width: title.width, height: dateHeight),
            largest: layout.pixels(0.05), Theme.text, anchorX: 0.5)
        if let notice {
            // Two lines where one would be too small to read.
            _ = painter.paragraph(
                notice,
                in: Rect(
                    x: title.x, y: title.y + title.height * 0.1 + nameHeight + leastDate, width: title.width,
                    height: title.height * 0.2),
                largest: layout.pixels(0.04), Theme.accent)
        }
        let items = scene.menu
        for (index, rect) in layout.menuButtons(count: items.count).enumerated() {
            let item = items[index]
            let icon: Icon =
                switch item {
                case .playToday, .continueToday: .play
                case .todaysResult: .trophy
                case .earlierDays: .history
                case .about: .book
                }
            FocusButton.draw(
                painter, rect, label: painter.catalog[item.labelKey], icon: icon, focused: scene.focus == .menu(index))
        }
        drawHint(
            painter,
            [
                painter.catalog["wcf.credit"], painter.catalog["wcf.credit_short"],
                painter.catalog["wcf.credit_shortest"],
            ])
    }

    private func drawAbout(_ painter: Painter) {
        drawBack(painter)
        drawTitle(painter, painter.catalog["wcf.about_title"])
        let about = painter.catalog["wcf.about"]
        let box = Rect(
            x: layout.margin, y: layout.header.maxY + layout.gap, width: layout.width - 2 * layout.margin,
            height: layout.actionButton.y - layout.gap - layout.header.maxY - layout.gap)
        // Whole where it fits at the readable minimum; else at that size a window of lines at a time, scrolled by
        // Up and Down, the wheel or a drag, with a bar saying where (the licence is at the end).
        let smallest = TextStyle(pixels: Theme.minimumTextPixels)
        if painter.paragraphHeight(about, smallest, width: box.width) <= box.height {
            scene.aboutLines = LineWindow()
            painter.paragraph(
                about, in: box, largest: layout.pixels(0.045), Theme.text, centered: false, middle: true)
        } else {
            scene.aboutLines = ScrollingText.draw(
                painter, about, smallest, Theme.text, in: box,
                first: scene.aboutLines.first, bar: max(3, (layout.gap * 0.5).rounded()), gap: layout.gap * 0.5)
        }
        drawAction(painter, label: painter.catalog["button.back"], focused: true, back: true)
    }

    // MARK: No game

    private func drawNotAvailable(_ painter: Painter, day: CalendarDay) {
        drawBack(painter)
        let catalog = painter.catalog
        drawTitle(painter, catalog["wcf.title"])
        let body = Rect(
            x: layout.margin, y: layout.header.maxY + layout.gap, width: layout.width - 2 * layout.margin,
            height: layout.actionButton.y - layout.gap * 2 - layout.header.maxY)
        let headline =
            day == scene.day
            ? catalog["wcf.today_not_available"]
            : catalog.text("wcf.day_not_available", ["date": CalendarText(catalog).dayMonth(day)])
        let headlineHeight = (layout.pixels(0.07) * 1.3 * 2).rounded()
        painter.paragraph(
            headline,
            in: Rect(x: body.x, y: body.y, width: body.width, height: min(body.height * 0.45, headlineHeight)),
            largest: layout.pixels(0.07), Theme.accent, bold: true, middle: true)
        let top = body.y + min(body.height * 0.45, headlineHeight) + layout.gap
        painter.paragraph(
            catalog["wcf.too_few_events"],
            in: Rect(x: body.x, y: top, width: body.width, height: max(0, body.maxY - top)),
            largest: layout.pixels(0.045), Theme.text, middle: true)
        drawAction(painter, label: catalog["wcf.play_random_day"], focused: scene.focus == .action, wide: true)
    }
}

extension WhichCameFirstFlow.MenuItem {
    /// The catalog key of its button's label.
    var labelKey: String {
        switch self {
        case .playToday: return "wcf.play_today"
        case .continueToday: return "wcf.continue_today"
        case .todaysResult: return "wcf.todays_result"
        case .earlierDays: return "wcf.earlier_days"
        case .about: return "wcf.about_title"
        }
    }
}
