import Foundation
import QuizCore

extension TriviaView {
    /// Right, wrong, time's up or jumped: icon and colour, the message, the
    /// points, the correct answer where the rules reveal it, what was earned.
    func drawResult(_ painter: Painter) {
        guard case .result(let kind) = game.screen, let round = game.round else { return }
        let look = Self.look(for: kind, message: round.message)
        let w = layout.width
        let top = layout.topBar.maxY + layout.margin
        let area = Rect(
            x: layout.contentX, y: top, width: layout.contentWidth, height: layout.height - layout.margin - top)
        let pop = Ease.outBack(Ease.progress(since: scene.screenShownAt, now: time, duration: 0.4))
        let badge = min(layout.unit * 0.2, area.height * 0.26)
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
        case .right: pointsLine = "+\(round.points) points"
        case .wrong, .timeUp: pointsLine = "No points · a life lost"
        case .jumped: pointsLine = "No points · no life lost"
        }
        painter.text(pointsLine, pointsStyle, Theme.text.opacity(appear), x: w / 2, y: y, anchorX: 0.5)
        y += pointsStyle.pixelsDouble * 1.5
        let bodyStyle = layout.style(0.045)
        let footRoom = layout.smallStyle.pixelsDouble * 1.6
        if let revealed = round.options.first(where: { $0.id == round.revealedOptionID }) {
            let line = "The answer: \(revealed.text)"
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
            let line = kind == .jumped ? "The question may come back later." : "The question goes back in the pool."
            painter.text(line, bodyStyle, Theme.textDim.opacity(appear), x: w / 2, y: y, anchorX: 0.5)
            y += bodyStyle.pixelsDouble * 1.5
        }
        drawEarnings(painter, round.earnings, centerX: w / 2, y: y, maxY: area.maxY - footRoom)
        let left = max(0, (game.screenEndsAt ?? time) - time)
        painter.text(
            "Topic progress in \(Int(left.rounded(.up))) s", layout.smallStyle, Theme.textDim.opacity(0.8), x: w / 2,
            y: area.maxY, anchorX: 0.5, anchorY: 1)
    }

    static func look(for kind: TriviaResultKind, message: String?) -> (color: Color, icon: Icon, headline: String) {
        switch kind {
        case .right: return (Theme.right, .check, message ?? "Right!")
        case .wrong: return (Theme.wrong, .cross, "Not quite")
        case .timeUp: return (Theme.accent.mixed(with: Theme.wrong, 0.35), .clock, "Time's up!")
        case .jumped: return (Self.frozen.mixed(with: Theme.surfaceRaised, 0.3), .jump, "Jumped")
        }
    }

    /// Power-ups, badges and medals just earned, as one centred line of chips.
    func drawEarnings(_ painter: Painter, _ earnings: TriviaEarnings, centerX: Double, y: Double, maxY: Double) {
        var chips: [(Icon, String)] = earnings.powerUps.map {
            (Self.icon(for: $0.powerUp), "+\($0.count) \($0.powerUp.title)")
        }
        chips += earnings.medals.map { (.star, $0.rawValue.capitalized + " medal") }
        chips += earnings.badges.map { (.star, "Badge: " + Self.badgeName($0)) }
        guard !chips.isEmpty else { return }
        let style = layout.style(0.042, bold: true)
        let h = style.pixelsDouble * 1.9
        guard y + h <= maxY + 1 else { return }
        let widths = chips.map { painter.width(of: $0.1, style) + h * 1.4 }
        let gap = layout.margin * 0.6
        var x = centerX - (widths.reduce(0, +) + gap * Double(chips.count - 1)) / 2
        for ((icon, text), width) in zip(chips, widths) {
            let chip = Rect(x: x, y: y, width: width, height: h)
            painter.roundedRect(chip, radius: h / 2, Theme.surfaceRaised.opacity(appear))
            painter.icon(
                icon, in: Rect(x: chip.x + h * 0.25, y: chip.y + h * 0.2, width: h * 0.6, height: h * 0.6), Theme.accent
            )
            painter.text(text, style, Theme.text.opacity(appear), x: chip.x + h * 1.0, y: chip.midY, anchorY: 0.5)
            x += width + gap
        }
    }

    static func badgeName(_ code: String) -> String {
        let parts = code.split(separator: "-")
        if parts.count == 3, parts[0] == "topic" { return "\(parts[2]) % of the topic" }
        return code
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
        painter.text(
            painter.truncate(topic.name, titleStyle, width: layout.contentWidth), titleStyle, Theme.accent, x: w / 2,
            y: top, anchorX: 0.5)
        let chipsHeight = layout.style(0.042, bold: true).pixelsDouble * 1.9
        let ringTop = top + titleStyle.pixelsDouble * 1.35
        let ringBottom = buttons.y - layout.margin - chipsHeight - layout.smallStyle.pixelsDouble * 1.8
        let diameter = max(30, min(layout.unit * 0.42, ringBottom - ringTop))
        let cx = w / 2 - (layout.isPortrait ? 0 : diameter * 0.55)
        let cy = ringTop + diameter / 2
        let thickness = max(4, diameter * 0.1)
        let grow = Ease.outCubic(Ease.progress(since: scene.screenShownAt, now: time, duration: 0.8))
        painter.circle(centerX: cx, centerY: cy, radius: diameter / 2, Theme.surface, stroke: thickness)
        painter.ring(
            centerX: cx, centerY: cy, radius: diameter / 2, thickness: thickness,
            fraction: Double(topic.percentRight) / 100 * grow, topic.medal.map(Self.medalColor) ?? Theme.accent)
        painter.text(
            "\(Int((Double(topic.percentRight) * grow).rounded()))%", TextStyle(pixels: diameter * 0.26, bold: true),
            Theme.text, x: cx, y: cy - diameter * 0.04, anchorX: 0.5, anchorY: 0.5)
        // A ring squeezed by the buttons has room for its figure only.
        if diameter >= 60 {
            painter.text(
                "right", TextStyle(pixels: max(Theme.minimumTextPixels, diameter * 0.1)), Theme.textDim, x: cx,
                y: cy + diameter * 0.16, anchorX: 0.5, anchorY: 0.5)
        }
        // Beside the ring (below it in portrait): the medal and the milestones.
        let sideX = layout.isPortrait ? layout.contentX + layout.margin : cx + diameter * 0.5 + layout.margin * 2
        let lines = Self.progressLines(topic)
        let lineStyle = layout.style(0.045, bold: false)
        var y =
            layout.isPortrait
            ? cy + diameter / 2 + layout.margin : max(ringTop, cy - Double(lines.count) * lineStyle.pixelsDouble * 0.8)
        let lineRoom = layout.width - layout.margin - sideX - lineStyle.pixelsDouble * 1.3
        // The milestones stop above the note, the chips and the buttons rather than run under them.
        let listBottom =
            buttons.y - layout.margin - chipsHeight - (topic.isLocked ? layout.smallStyle.pixelsDouble * 1.6 : 0)
        for (index, line) in lines.enumerated() {
            if index > 0, y + lineStyle.pixelsDouble * 1.2 > listBottom { break }
            let color =
                index == 0
                ? (topic.medal.map(Self.medalColor) ?? Theme.textDim) : (line.reached ? Theme.text : Theme.textDim)
            let dot = lineStyle.pixelsDouble * 0.8
            painter.circle(
                centerX: sideX + dot / 2, centerY: y + lineStyle.pixelsDouble * 0.6, radius: dot / 2, color,
                stroke: line.reached ? 0 : 2)
            let style = index == 0 ? TextStyle(pixels: lineStyle.pixelsDouble, bold: true) : lineStyle
            painter.text(painter.truncate(line.text, style, width: lineRoom), style, color, x: sideX + dot * 1.6, y: y)
            y += lineStyle.pixelsDouble * 1.6
            if layout.isPortrait, index == 0 { break }
        }
        let earnings = game.round?.earnings ?? TriviaEarnings()
        drawEarnings(painter, earnings, centerX: w / 2, y: buttons.y - layout.margin - chipsHeight, maxY: buttons.y)
        if topic.isLocked {
            let note =
                topic.answeredWrong > 0
                ? "Every question answered: Retry topic brings back the wrong ones" : "Topic complete!"
            let style = layout.smallStyle
            painter.text(
                painter.truncate(note, style, width: layout.contentWidth), style, Theme.textDim, x: w / 2,
                y: buttons.y - layout.margin - chipsHeight - style.pixelsDouble * 0.4, anchorX: 0.5, anchorY: 1)
        }
    }

    /// The medal line, then 25 / 50 / 75 / 90 / 100 % with what each gives.
    static func progressLines(_ topic: TriviaTopic) -> [(text: String, reached: Bool)] {
        let medal = topic.medal.map { $0.rawValue.capitalized + " medal" } ?? "No medal yet"
        var lines = [(text: medal + " · \(topic.answeredRight)/\(topic.total)", reached: topic.medal != nil)]
        for milestone in TopicMilestone.allCases {
            let what = milestone.medal.map { $0.rawValue.capitalized } ?? "Badge"
            lines.append(("\(milestone.percent)%  \(what)", topic.milestones.contains(milestone)))
        }
        return lines
    }
}
