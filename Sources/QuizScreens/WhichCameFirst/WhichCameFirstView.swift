import Foundation
import QuizCore

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

    func drawBack(_ painter: Painter, label: String = "Back") {
        FocusButton.draw(painter, layout.backButton, label: label, icon: .chevronLeft, focused: scene.focus == .back)
    }

    func drawAction(_ painter: Painter, label: String, enabled: Bool = true, focused: Bool, wide: Bool = false) {
        FocusButton.draw(
            painter, layout.actionButton(wide: wide), label: label, icon: enabled ? .chevronRight : nil,
            focused: focused && enabled, enabled: enabled)
    }

    /// A title in the header, between the back button and the right edge.
    func drawTitle(_ painter: Painter, _ title: String) {
        painter.line(title, in: layout.headerText, largest: layout.pixels(0.06), Theme.text, bold: true, anchorX: 0.5)
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
        painter.line(
            "Which came first?",
            in: Rect(x: title.x, y: title.y + title.height * 0.1, width: title.width, height: nameHeight),
            largest: layout.pixels(0.11), Theme.accent, bold: true, anchorX: 0.5)
        painter.line(
            Self.longDate(scene.day),
            in: Rect(
                x: title.x, y: title.y + title.height * 0.1 + nameHeight, width: title.width, height: title.height * 0.3
            ),
            largest: layout.pixels(0.05), Theme.text, anchorX: 0.5)
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
            FocusButton.draw(painter, rect, label: item.label, icon: icon, focused: scene.focus == .menu(index))
        }
        drawHint(
            painter,
            [
                "Five events from this day in history, from Wikipedia (CC BY-SA)",
                "Events from Wikipedia (CC BY-SA)", "Wikipedia, CC BY-SA",
            ])
    }

    private func drawAbout(_ painter: Painter) {
        drawBack(painter)
        drawTitle(painter, "About this game")
        let box = Rect(
            x: layout.margin, y: layout.header.maxY + layout.gap, width: layout.width - 2 * layout.margin,
            height: layout.actionButton.y - layout.gap - layout.header.maxY - layout.gap)
        // Whole where it fits at the readable minimum; else at that size a window of lines at a time, scrolled by
        // Up and Down, the wheel or a drag, with a bar saying where (the licence is at the end).
        let smallest = TextStyle(pixels: Theme.minimumTextPixels)
        if painter.paragraphHeight(Self.about, smallest, width: box.width) <= box.height {
            scene.aboutLines = LineWindow()
            painter.paragraph(
                Self.about, in: box, largest: layout.pixels(0.045), Theme.text, centered: false, middle: true)
        } else {
            scene.aboutLines = ScrollingText.draw(
                painter, Self.about, smallest, Theme.text, in: box,
                first: scene.aboutLines.first, bar: max(3, (layout.gap * 0.5).rounded()), gap: layout.gap * 0.5)
        }
        drawAction(painter, label: "Back", focused: true)
    }

    /// What the game is, where its events come from, and their licence.
    static let about = """
        Two events that happened on this day of the year, in different years: pick the one that came \
        first, then Submit. Five questions a day, the same on every kiosk; a new game comes at midnight, \
        and earlier days can be played too.
        The events come from Wikipedia's "On this day" and from the events TiltQuiz ships, written \
        from Wikipedia articles. Wikipedia's text is shared under the Creative Commons \
        Attribution-ShareAlike licence (CC BY-SA 4.0); each event names its article, and pictures carry \
        their own licences.
        """

    // MARK: No game

    private func drawNotAvailable(_ painter: Painter, day: CalendarDay) {
        drawBack(painter)
        drawTitle(painter, "Which came first?")
        let body = Rect(
            x: layout.margin, y: layout.header.maxY + layout.gap, width: layout.width - 2 * layout.margin,
            height: layout.actionButton.y - layout.gap * 2 - layout.header.maxY)
        let headline =
            day == scene.day ? "Today's game is not available" : "The game of \(Self.shortDate(day)) is not available"
        let headlineHeight = (layout.pixels(0.07) * 1.3 * 2).rounded()
        painter.paragraph(
            headline,
            in: Rect(x: body.x, y: body.y, width: body.width, height: min(body.height * 0.45, headlineHeight)),
            largest: layout.pixels(0.07), Theme.accent, bold: true, middle: true)
        let top = body.y + min(body.height * 0.45, headlineHeight) + layout.gap
        painter.paragraph(
            "There are too few events for this day to make five questions. Play a random earlier day "
                + "instead; the operator can fetch more events with tiltquiz events fetch.",
            in: Rect(x: body.x, y: top, width: body.width, height: max(0, body.maxY - top)),
            largest: layout.pixels(0.045), Theme.text, middle: true)
        drawAction(painter, label: "Play a random day", focused: scene.focus == .action, wide: true)
    }

    // MARK: Dates

    /// "Friday 20 July 2026".
    static func longDate(_ day: CalendarDay) -> String {
        "\(weekday(day)) \(day.day) \(months[day.month - 1]) \(day.year)"
    }

    /// The date as less and less room allows: "Wednesday 2 December 2026", "Wed 2 December 2026", "Wed 2 Dec 2026".
    static func dates(_ day: CalendarDay) -> [String] {
        let weekday = weekday(day)
        let month = months[day.month - 1]
        return [
            longDate(day), "\(weekday.prefix(3)) \(day.day) \(month) \(day.year)",
            "\(weekday.prefix(3)) \(day.day) \(month.prefix(3)) \(day.year)",
        ]
    }

    /// "20 July".
    static func shortDate(_ day: CalendarDay) -> String { "\(day.day) \(months[day.month - 1])" }

    /// "Thu 19 Nov".
    static func rowDate(_ day: CalendarDay) -> String {
        "\(weekday(day).prefix(3)) \(day.day) \(months[day.month - 1].prefix(3))"
    }

    static func weekday(_ day: CalendarDay) -> String {
        // 1970-01-01 was a Thursday.
        let names = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]
        return names[((day.daysSinceEpoch % 7) + 7) % 7]
    }

    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
}
