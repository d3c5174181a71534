import Foundation
import QuizCore
import QuizFlows
import QuizText

extension TriviaView {
    /// Right, wrong, time's up or jumped: icon and colour, the message, the
    /// points, the correct answer where the rules reveal it, what was earned.
    func drawResult(_ painter: Painter) {
        guard case .result(let kind) = game.screen, let round = game.round else { return }
        let catalog = painter.catalog
        let look = Self.look(for: kind, message: TriviaWords.rightMessage(round)?.string(in: catalog), catalog)
        let w = layout.width
        let top = layout.topBar.maxY + layout.margin
        let area = Rect(
            x: layout.contentX, y: top, width: layout.contentWidth, height: layout.height - layout.margin - top)
        let pop = Ease.outBack(painter.motion(since: scene.screenShownAt, now: time, duration: 0.4))
        let badge = min(layout.shortSide * 0.2, area.height * 0.26)
        let badgeRect = Rect(centerX: w / 2, centerY: area.y + badge / 2, width: badge * pop, height: badge * pop)
        painter.circle(centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badgeRect.width / 2, look.color)
        painter.icon(look.icon, in: badgeRect.scaled(0.58), Theme.text)
        var y = area.y + badge + layout.margin * 0.5
        let head = layout.style(0.085, bold: true, minimum: 15)
        painter.text(
            painter.truncate(look.headline, head, width: area.width), head, look.color.mixed(with: Theme.text, 0.3),
            x: w / 2, y: y, anchorX: 0.5)
        y += head.pixelsDouble * 1.25
        let pointsStyle = layout.style(0.055, bold: true)
        let pointsLine: String
        switch kind {
        case .right: pointsLine = catalog.plural("trivia.points_won", count: round.points)
        case .wrong, .timeUp: pointsLine = catalog["trivia.no_points_life_lost"]
        case .jumped: pointsLine = catalog["trivia.no_points_no_life_lost"]
        }
        painter.text(pointsLine, pointsStyle, Theme.text.opacity(appear), x: w / 2, y: y, anchorX: 0.5)
        y += pointsStyle.pixelsDouble * 1.5
        let bodyStyle = layout.style(0.045)
        let footRoom = layout.smallStyle.pixelsDouble * 1.6
        if let revealed = round.options.first(where: { $0.id == round.revealedOptionID }) {
            let line = catalog.text("reveal.the_answer", ["answer": revealed.text])
            let height = painter.paragraph(
                line, layout.style(0.05, bold: true), Theme.right.mixed(with: Theme.text, 0.35).opacity(appear),
                centerX: w / 2, top: y, width: area.width)
            y += height + layout.margin * 0.4
            let room = area.maxY - footRoom - y
            // The feedback and the explanation where they fit; else the feedback alone, or the explanation alone.
            for explanation in round.explanationChoices where room > bodyStyle.pixelsDouble * 1.2 {
                let style = painter.fittingStyle(
                    explanation, width: area.width * 0.9, height: room * 0.7, largest: bodyStyle.pixelsDouble,
                    smallest: Theme.minimumTextPixels)
                guard painter.paragraphHeight(explanation, style, width: area.width * 0.9) <= room else { continue }
                y += painter.paragraph(
                    explanation, style, Theme.textDim.opacity(appear), centerX: w / 2, top: y,
                    width: area.width * 0.9)
                y += layout.margin * 0.4
                break
            }
        } else if kind != .right {
            let line = catalog[kind == .jumped ? "trivia.may_come_back" : "trivia.back_in_pool"]
            painter.text(line, bodyStyle, Theme.textDim.opacity(appear), x: w / 2, y: y, anchorX: 0.5)
            y += bodyStyle.pixelsDouble * 1.5
        }
        // The result lists what the answer earned in the rows that fit above its foot.
        let chips = earningChips(round.earnings, catalog)
        let fitRows = Int((area.maxY - footRoom - y + layout.margin * 0.36) / (chipHeight + layout.margin * 0.36))
        if !chips.isEmpty, fitRows > 0 {
            drawEarnings(
                painter, rows: chipRows(painter, chips, width: layout.contentWidth, maxRows: min(3, fitRows)),
                centerX: w / 2, y: y)
        }
        let left = max(0, (game.screenEndsAt ?? time) - time)
        // Smaller, to the readable minimum, where a longer language or a larger text size is wider than the area.
        let progress = catalog.text("trivia.progress_in", ["seconds": catalog.number(Int(left.rounded(.up)))])
        let progressStyle = painter.style(
            layout.smallStyle, fitting: progress, width: area.width,
            floor: painter.readableFloor(Theme.minimumTextPixels))
        painter.text(
            painter.truncate(progress, progressStyle, width: area.width), progressStyle, Theme.textDim.opacity(0.8),
            x: w / 2, y: area.maxY, anchorX: 0.5, anchorY: 1)
    }

    static func look(
        for kind: TriviaResultKind, message: String?, _ catalog: Catalog
    ) -> (
        color: Color, icon: Icon, headline: String
    ) {
        switch kind {
        case .right: return (Theme.right, .check, message ?? catalog["trivia.right"])
        case .wrong: return (Theme.wrong, .cross, catalog["reveal.wrong"])
        case .timeUp: return (Theme.accent.mixed(with: Theme.wrong, 0.35), .clock, catalog["trivia.time_up"])
        case .jumped: return (Self.frozen.mixed(with: Theme.surfaceRaised, 0.3), .jump, catalog["trivia.jumped"])
        }
    }

    /// Power-ups, badges and medals just earned, as one centred line of chips.
    /// What an answer earned, as chips: power-ups, medals, badges (by their titles).
    func earningChips(_ earnings: TriviaEarnings, _ catalog: Catalog) -> [(Icon, String)] {
        var chips: [(Icon, String)] = earnings.powerUps.map {
            (
                Self.icon(for: $0.powerUp),
                catalog.text(
                    "trivia.power_up_won", ["count": catalog.number($0.count), "name": catalog[$0.powerUp.titleKey]])
            )
        }
        chips += earnings.medals.map { (.star, catalog[$0.nameKey]) }
        let titles = Dictionary(
            game.settings.rewards.badgeRules.map { ($0.code, $0.title) }, uniquingKeysWith: { first, _ in first })
        chips += earnings.badges.map {
            (.star, catalog.text("trivia.badge_won", ["badge": titles[$0] ?? Self.badgeName($0, catalog)]))
        }
        return chips
    }

    var chipStyle: TextStyle { layout.style(0.042, bold: true) }
    var chipHeight: Double { (chipStyle.pixelsDouble * 1.9).rounded() }

    /// The chips in rows across `width`, each row as full as it goes; at most `maxRows`, the last ending in
    /// "+N more" when they do not all fit.
    func chipRows(_ painter: Painter, _ chips: [(Icon, String)], width: Double, maxRows: Int) -> [[(Icon, String)]] {
        let gap = layout.margin * 0.6
        func chipWidth(_ text: String) -> Double { self.chipWidth(painter, text, within: width) }
        var rows: [[(Icon, String)]] = [[]]
        var used = 0.0
        for chip in chips {
            let needed = chipWidth(chip.1) + (rows[rows.count - 1].isEmpty ? 0 : gap)
            if !rows[rows.count - 1].isEmpty, used + needed > width {
                rows.append([])
                used = 0
            }
            rows[rows.count - 1].append(chip)
            used += chipWidth(chip.1) + (rows[rows.count - 1].count > 1 ? gap : 0)
        }
        guard rows.count > maxRows, maxRows > 0 else { return rows }
        var kept = Array(rows.prefix(maxRows))
        let hidden = rows.dropFirst(maxRows).map(\.count).reduce(0, +)
        var last = kept[maxRows - 1]
        var more = hidden
        // Room for "+N more" at the end of the last row: chips give way from its end.
        while !last.isEmpty {
            let label = painter.catalog.text("trivia.more_chips", ["count": painter.catalog.number(more)])
            let total = last.map { chipWidth($0.1) + gap }.reduce(0, +) + chipWidth(label)
            if total <= width { break }
            last.removeLast()
            more += 1
        }
        kept[maxRows - 1] =
            last + [
                (.star, painter.catalog.text("trivia.more_chips", ["count": painter.catalog.number(more)]))
            ]
        return kept
    }

    /// A chip's width for its text: the text's with the icon's room, at most `room` (the row's width), where its
    /// words are made smaller, down to the readable minimum (a longer language at a larger text size).
    func chipWidth(_ painter: Painter, _ text: String, within room: Double) -> Double {
        min(painter.width(of: text, chipStyle) + chipHeight * 1.4, room)
    }

    /// The chips' rows, each centred on `centerX`, from `y` down, none wider than the content.
    func drawEarnings(_ painter: Painter, rows: [[(Icon, String)]], centerX: Double, y: Double) {
        let h = chipHeight
        let gap = layout.margin * 0.6
        for (index, row) in rows.enumerated() {
            let widths = row.map { chipWidth(painter, $0.1, within: layout.contentWidth) }
            var x = centerX - (widths.reduce(0, +) + gap * Double(row.count - 1)) / 2
            let top = y + Double(index) * (h + gap * 0.6)
            for ((icon, text), width) in zip(row, widths) {
                let chip = Rect(x: x, y: top, width: width, height: h)
                painter.roundedRect(chip, radius: h / 2, Theme.surfaceRaised.opacity(appear))
                painter.icon(
                    icon, in: Rect(x: chip.x + h * 0.25, y: chip.y + h * 0.2, width: h * 0.6, height: h * 0.6),
                    Theme.accent)
                painter.line(
                    text, in: Rect(x: chip.x + h, y: chip.y, width: width - h * 1.2, height: h),
                    largest: chipStyle.pixelsDouble, Theme.text.opacity(appear), bold: true)
                x += width + gap
            }
        }
    }

    /// The height `rows` rows of chips take.
    func chipsHeight(rows: Int) -> Double {
        rows == 0 ? 0 : Double(rows) * chipHeight + Double(rows - 1) * layout.margin * 0.36
    }

    /// A badge no operator's rule titles, by its code: a topic's share badge in the player's language.
    static func badgeName(_ code: String, _ catalog: Catalog) -> String {
        BadgeName(code: code, title: code).screenText.string(in: catalog)
    }

    /// The catalog key of a medal's name as a milestone gives it ("Gold").
    static func medalShortKey(_ medal: Medal) -> String {
        switch medal {
        case .bronze: return "medal.bronze_short"
        case .silver: return "medal.silver_short"
        case .gold: return "medal.gold_short"
        }
    }

    static func medalColor(_ medal: Medal) -> Color {
        switch medal {
        case .bronze: return Color(hex: 0xCD7F32)
        case .silver: return Color(hex: 0xC9D1DE)
        case .gold: return Color(hex: 0xFFC53D)
        }
    }

    /// The topic's progress: a ring with the percentage right, the medal, the
    /// milestones, what the last question earned; Play again, Quit, Retry topic.
    func drawProgress(_ painter: Painter) {
        guard let topic = game.currentTopic else { return }
        let w = layout.width
        let top = layout.topBar.maxY + layout.margin * 0.5
        // The highest of the buttons (Retry topic may sit above the others).
        let buttonsTop = layout.buttons(for: game).map(\.1.y).min() ?? layout.footButtons(1)[0].y
        let buttons = Rect(x: 0, y: buttonsTop, width: layout.width, height: layout.height - buttonsTop)
        let titleStyle = layout.style(0.07, bold: true)
        // A long name ("Planets, Moons and the Spacecraft that Visit Them") is drawn smaller, to 70 % and never
        // under the readable size; still too long, it takes two lines on a tall screen (the ring moves down a line),
        // and only then is cut.
        let nameStyle = painter.style(
            titleStyle, fitting: topic.name, width: layout.contentWidth,
            floor: max(painter.readableFloor(Theme.minimumTextPixels), (titleStyle.pixelsDouble * 0.7).rounded()))
        let nameLines = LineBreaking.lines(topic.name, most: layout.isTall ? 2 : 1) {
            painter.width(of: $0, nameStyle) <= layout.contentWidth
        }
        let nameLineHeight = painter.drawnPixels(nameStyle.pixelsDouble) * 1.2
        for (index, line) in nameLines.enumerated() {
            painter.text(
                painter.truncate(line, nameStyle, width: layout.contentWidth), nameStyle, Theme.accent, x: w / 2,
                y: top + (titleStyle.pixelsDouble - nameStyle.pixelsDouble) / 2 + Double(index) * nameLineHeight,
                anchorX: 0.5)
        }
        // What the answer earned, in as many rows as it needs (three at most, the rest counted).
        let chips = earningChips(game.round?.earnings ?? TriviaEarnings(), painter.catalog)
        // At most a third of the screen's height, so the ring and the medal keep their room.
        let rowRoom = max(1, Int(layout.height * 0.3 / (chipHeight + layout.margin * 0.36)))
        let rows = chipRows(
            painter, chips, width: layout.contentWidth, maxRows: min(layout.isTall ? 4 : 3, rowRoom))
        let chipsHeight = chips.isEmpty ? 0 : chipsHeight(rows: rows.count) + layout.margin * 0.3
        // The name's second line moves the ring down, and on a tall screen makes it smaller by as much, so the
        // milestones under it keep their rows.
        let secondLine = Double(nameLines.count - 1) * nameLineHeight
        let ringTop = top + titleStyle.pixelsDouble * 1.35 + secondLine
        // Room under the ring for the note, as tall as it is drawn (larger with `accessibility.text_scale`).
        let ringBottom =
            buttons.y - layout.margin - chipsHeight - painter.drawnPixels(layout.smallStyle.pixelsDouble) * 1.8
        // Never so small that its figure ("100%") falls under the readable size.
        let figureFloor = (layout.smallStyle.pixelsDouble / 0.26).rounded(.up)
        let diameter = max(figureFloor, min(layout.shortSide * 0.42 - secondLine, ringBottom - ringTop))
        let lines = Self.progressLines(topic, painter.catalog)
        let lineStyle = layout.style(0.045, bold: false)
        let medalStyle = TextStyle(pixels: lineStyle.pixelsDouble, bold: true)
        // Spaced by the size the lines and the note are drawn at (larger with `accessibility.text_scale`).
        let linePixels = painter.drawnPixels(lineStyle.pixelsDouble)
        var cx = w / 2 - (layout.isTall ? 0 : diameter * 0.55)
        if !layout.isTall {
            // Where the longest line beside the ring ("Noch keine Medaille · 0 / 30") needs more room than the
            // ring leaves it, the ring and the lines move left together, the ring never past the margin.
            let widest = lines.enumerated().map { painter.width(of: $1.text, $0 == 0 ? medalStyle : lineStyle) }
            let room = w - layout.margin - (cx + diameter * 0.5 + layout.margin * 2) - linePixels * 1.3
            cx -= max(0, min((widest.max() ?? 0) - room, cx - diameter / 2 - layout.contentX))
        }
        let cy = ringTop + diameter / 2
        let thickness = max(4, diameter * 0.1)
        let grow = Ease.outCubic(painter.motion(since: scene.screenShownAt, now: time, duration: 0.8))
        painter.circle(centerX: cx, centerY: cy, radius: diameter / 2, Theme.surface, stroke: thickness)
        painter.ring(
            centerX: cx, centerY: cy, radius: diameter / 2, thickness: thickness,
            fraction: Double(topic.percentRight) / 100 * grow, topic.medal.map(Self.medalColor) ?? Theme.accent)
        let figure = painter.catalog.percent(Int((Double(topic.percentRight) * grow).rounded()))
        // Inside the ring: at a larger text size the figure is made smaller to fit within it.
        let figureStyle = painter.style(
            TextStyle(pixels: max(layout.smallStyle.pixelsDouble, diameter * 0.26), bold: true),
            fitting: painter.textGrowth > 1 ? figure : "", width: diameter - thickness * 2.5,
            floor: painter.readableFloor(layout.smallStyle.pixelsDouble))
        painter.text(figure, figureStyle, Theme.text, x: cx, y: cy - diameter * 0.04, anchorX: 0.5, anchorY: 0.5)
        // A ring squeezed by the buttons has room for its figure only: "right" shows at the small text's size
        // or not at all.
        let rightStyle = layout.smallStyle
        if diameter * 0.1 >= painter.drawnPixels(rightStyle.pixelsDouble) * 0.95 {
            painter.text(
                painter.catalog["trivia.ring_right"], rightStyle, Theme.textDim, x: cx, y: cy + diameter * 0.16,
                anchorX: 0.5, anchorY: 0.5)
        }
        // Beside the ring (below it in portrait): the medal and the milestones.
        let sideX = layout.isTall ? layout.contentX + layout.margin : cx + diameter * 0.5 + layout.margin * 2
        let notePixels = painter.drawnPixels(layout.smallStyle.pixelsDouble)
        var y =
            layout.isTall
            ? cy + diameter / 2 + layout.margin : max(ringTop, cy - Double(lines.count) * linePixels * 0.8)
        let lineRoom = layout.width - layout.margin - sideX - linePixels * 1.3
        // The milestones stop above the note, the chips and the buttons rather than run under them.
        let listBottom = buttons.y - layout.margin - chipsHeight - (topic.isLocked ? notePixels * 1.6 : 0)
        for (index, line) in lines.enumerated() {
            if y + linePixels * 1.2 > listBottom { break }
            let color =
                index == 0
                ? (topic.medal.map(Self.medalColor) ?? Theme.textDim) : (line.reached ? Theme.text : Theme.textDim)
            let dot = linePixels * 0.8
            painter.circle(
                centerX: sideX + dot / 2, centerY: y + linePixels * 0.6, radius: dot / 2, color,
                stroke: line.reached ? 0 : 2)
            let style = index == 0 ? medalStyle : lineStyle
            painter.text(painter.truncate(line.text, style, width: lineRoom), style, color, x: sideX + dot * 1.6, y: y)
            y += linePixels * 1.6
        }
        if !chips.isEmpty {
            drawEarnings(painter, rows: rows, centerX: w / 2, y: buttons.y - layout.margin - chipsHeight)
        }
        if topic.isLocked {
            let note = painter.catalog[topic.answeredWrong > 0 ? "trivia.all_answered_retry" : "trivia.topic_complete"]
            let style = layout.smallStyle
            painter.text(
                painter.truncate(note, style, width: layout.contentWidth), style, Theme.textDim, x: w / 2,
                y: buttons.y - layout.margin - chipsHeight - notePixels * 0.4, anchorX: 0.5, anchorY: 1)
        }
    }

    /// The medal line, then 25 / 50 / 75 / 90 / 100 % with what each gives.
    static func progressLines(_ topic: TriviaTopic, _ catalog: Catalog) -> [(text: String, reached: Bool)] {
        let medal = catalog[topic.medal.map(\.nameKey) ?? "medal.none_yet"]
        let score = catalog.text(
            "result.score_of", ["score": catalog.number(topic.answeredRight), "total": catalog.number(topic.total)])
        var lines = [(text: medal + " · " + score, reached: topic.medal != nil)]
        for milestone in TopicMilestone.allCases {
            let what = catalog[milestone.medal.map(medalShortKey) ?? "medal.badge"]
            let percent = catalog.percent(milestone.percent)
            lines.append((percent + "  " + what, topic.milestones.contains(milestone)))
        }
        return lines
    }
}
