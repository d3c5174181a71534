import Foundation
import QuizCore

extension TriviaView {
    static let frozen = Color(hex: 0x6EC6FF)

    /// The question alone for 2 s, over a full timer bar, with the power-ups below.
    func drawIntro(_ painter: Painter) {
        guard let round = game.round else { return }
        drawTimerBar(painter, fraction: 1, seconds: TriviaTiming.answerSeconds, frozen: false)
        let box = layout.introBox
        let style = painter.fittingStyle(
            round.question.text, width: box.width * 0.92, height: box.height * 0.8, largest: layout.unit * 0.085,
            smallest: Theme.minimumTextPixels + 1, bold: true)
        let textHeight = painter.paragraphHeight(round.question.text, style, width: box.width * 0.92)
        let lift = (1 - appear) * layout.height * 0.03
        painter.paragraph(
            round.question.text, style, Theme.text.opacity(appear), centerX: box.midX,
            top: box.midY - textHeight / 2 + lift, width: box.width * 0.92)
        drawPowerUps(painter, round: round, enabled: false)
    }

    /// The question, the four answers fading in, the timer and the power-ups.
    func drawAnswering(_ painter: Painter) {
        guard let round = game.round else { return }
        let timer = round.timer
        let frozen = timer.map { $0.frozenSecondsLeft(at: time) > 0 && game.screen == .answering } ?? false
        var paused = false
        if case .explanation = game.overlay { paused = true }
        drawTimerBar(
            painter, fraction: timer?.fraction(at: time) ?? 1, seconds: timer?.remaining(at: time) ?? 40,
            frozen: frozen, paused: paused)
        drawQuestion(painter, round.question.text)
        drawAnswers(painter, round: round, fadeIn: game.screen == .answering)
        drawPowerUps(painter, round: round, enabled: game.screen == .answering)
    }

    func drawQuestion(_ painter: Painter, _ text: String) {
        let box = layout.questionBox
        let style = painter.fittingStyle(
            text, width: box.width, height: box.height, largest: layout.unit * 0.065,
            smallest: Theme.minimumTextPixels, bold: true)
        let height = min(box.height, painter.paragraphHeight(text, style, width: box.width))
        painter.paragraph(text, style, Theme.text, centerX: box.midX, top: box.midY - height / 2, width: box.width)
    }

    /// The bar shrinks smoothly from the right; amber, red in the last 10 s,
    /// ice blue while frozen; "Paused" while a power-up's explanation is open.
    func drawTimerBar(_ painter: Painter, fraction: Double, seconds: Double, frozen: Bool, paused: Bool = false) {
        let bar = layout.timerBar
        let label = frozen ? "Frozen" : paused ? "Paused" : "\(Int(seconds.rounded(.up))) s"
        let style = TextStyle(pixels: max(Theme.minimumTextPixels, bar.height * 1.6), bold: true)
        let labelWidth = painter.width(of: "Frozen", style) + layout.margin
        let track = Rect(x: bar.x, y: bar.y, width: bar.width - labelWidth, height: bar.height)
        painter.roundedRect(track, radius: bar.height / 2, Theme.surface)
        let color = frozen ? Self.frozen : (seconds <= 10 ? Theme.wrong : Theme.accent)
        let fill = Rect(x: track.x, y: track.y, width: track.width * min(1, max(0, fraction)), height: track.height)
        if fill.width >= 1 { painter.roundedRect(fill, radius: bar.height / 2, color) }
        if frozen {
            let side = bar.height * 2.2
            painter.icon(
                .snowflake, in: Rect(centerX: fill.maxX, centerY: bar.midY, width: side, height: side), Self.frozen)
        }
        painter.text(
            label, style, frozen ? Self.frozen : Theme.text, x: bar.maxX, y: bar.midY, anchorX: 1, anchorY: 0.5)
    }

    /// The four answers: a number, the text, People's Choice bars; chosen and
    /// correct ones marked with colour and an icon, Half Off's struck through.
    func drawAnswers(_ painter: Painter, round: TriviaRound, fadeIn: Bool) {
        let rects = layout.answerButtons(count: round.options.count)
        let shares = round.peoplesChoice?.percentages(for: round.visibleOptions)
        // Nobody has answered this question yet: a dash, not a row of 0 %.
        let noVotes = shares?.values.allSatisfy { $0 == 0 } ?? false
        for (index, (option, rect)) in zip(round.options, rects).enumerated() {
            let start = scene.screenShownAt + Double(index) * 0.08
            let fade = fadeIn ? Ease.outCubic(Ease.progress(since: start, now: time, duration: 0.4)) : 1
            let removed = round.removedOptionIDs.contains(option.id)
            let isWrongPick =
                option.id == round.wrongOptionID || (option.id == round.chosenOptionID && !option.isCorrect)
            let isRevealed = option.id == round.revealedOptionID
            let isRightPick = option.id == round.chosenOptionID && option.isCorrect
            let state: (Color, Icon?) =
                isRightPick || isRevealed
                ? (Theme.right, .check) : (isWrongPick ? (Theme.wrong, .cross) : (Theme.surface, nil))
            let box = rect.offsetBy(dx: 0, dy: (1 - fade) * rect.height * 0.3)
            let radius = min(box.height * 0.3, layout.unit * 0.03)
            let body = removed ? Theme.surface.opacity(0.35 * fade) : state.0.opacity((state.1 == nil ? 1 : 0.9) * fade)
            painter.roundedRect(box, radius: radius, body)
            if let share = shares?[option.id], !removed {
                let bar = Rect(x: box.x, y: box.y, width: box.width * Double(share) / 100, height: box.height)
                if bar.width >= 2 {
                    painter.roundedRect(
                        bar, radius: radius, Theme.surfaceRaised.mixed(with: Theme.accent, 0.25).opacity(fade))
                }
            }
            let badge = box.height * 0.62
            let badgeRect = Rect(
                x: box.x + box.height * 0.19, y: box.midY - badge / 2, width: badge, height: badge)
            if let icon = state.1 {
                painter.circle(
                    centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2, Theme.text.opacity(fade))
                painter.icon(icon, in: badgeRect.scaled(0.62), state.0.mixed(with: Theme.accentText, 0.3).opacity(fade))
            } else {
                painter.circle(
                    centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2,
                    (removed ? Theme.dieDim : Theme.accent).opacity(fade))
                painter.text(
                    "\(index + 1)", TextStyle(pixels: badge * 0.55, bold: true), Theme.accentText.opacity(fade),
                    x: badgeRect.midX, y: badgeRect.midY, anchorX: 0.5, anchorY: 0.5)
            }
            var textRight = box.maxX - box.height * 0.25
            if let share = shares?[option.id], !removed {
                let shareStyle = TextStyle(pixels: max(Theme.minimumTextPixels, box.height * 0.3), bold: true)
                let shareRect = painter.text(
                    noVotes ? "–" : "\(share)%", shareStyle, Theme.accent.opacity(fade), x: textRight, y: box.midY,
                    anchorX: 1,
                    anchorY: 0.5)
                textRight = shareRect.x - box.height * 0.15
            }
            let textLeft = badgeRect.maxX + box.height * 0.2
            let textWidth = max(10, textRight - textLeft)
            let style = painter.fittingStyle(
                option.text, width: textWidth, height: box.height * 0.9,
                largest: min(box.height * 0.36, layout.unit * 0.05),
                smallest: Theme.minimumTextPixels)
            let textHeight = min(box.height, painter.paragraphHeight(option.text, style, width: textWidth))
            let ink = removed ? Theme.textDim.opacity(0.5 * fade) : Theme.text.opacity(fade)
            painter.paragraph(
                option.text, style, ink, centerX: textLeft + textWidth / 2, top: box.midY - textHeight / 2,
                width: textWidth, centered: false)
            if removed {
                painter.fill(
                    Rect(x: textLeft, y: box.midY - 1, width: textWidth * 0.8, height: 2),
                    Theme.textDim.opacity(0.6 * fade))
            }
        }
    }

    /// What a used power-up's button says, longest first: People's Choice on a
    /// question nobody has answered yet says so, since its answers then show dashes.
    static func usedHints(_ powerUp: PowerUp, round: TriviaRound) -> [String] {
        guard powerUp == .peoplesChoice, case .loaded = round.peoplesChoice,
            round.peoplesChoice?.percentages(for: round.visibleOptions).values.allSatisfy({ $0 == 0 }) == true
        else { return ["Used"] }
        return ["No votes yet", "No votes", "None"]
    }

    /// Freeze Time, Jump It, People's Choice, Half Off: icon, name, count and key.
    func drawPowerUps(_ painter: Painter, round: TriviaRound, enabled: Bool) {
        let limitReached = round.powerUpsUsed.count >= PowerUp.perQuestion
        for (powerUp, rect) in zip(PowerUp.allCases, layout.powerUpButtons) {
            let used = round.powerUpsUsed.contains(powerUp)
            let count = game.player.owned(powerUp)
            let live = enabled && !limitReached && !used
            let radius = min(rect.height * 0.3, layout.unit * 0.03)
            painter.roundedRect(
                rect, radius: radius,
                (used ? Theme.accent.opacity(0.25) : Theme.surfaceRaised).opacity(live || used ? 1 : 0.55))
            if used { painter.roundedRect(rect, radius: radius, Theme.accent, stroke: 2) }
            let ink = (live || used ? Theme.text : Theme.textDim)
            let iconSide = min(rect.height * 0.5, rect.width * 0.22)
            let iconRect = Rect(
                x: rect.x + rect.height * 0.2, y: rect.midY - iconSide / 2, width: iconSide, height: iconSide)
            painter.icon(
                Self.icon(for: powerUp), in: iconRect,
                powerUp == .freezeTime
                    ? Self.frozen.opacity(live || used ? 1 : 0.6) : Theme.accent.opacity(live || used ? 1 : 0.6))
            // The count in a small disc at the icon's corner.
            let disc = max(12, iconSide * 0.62)
            let discCenter = (x: iconRect.maxX - disc * 0.1, y: iconRect.y + disc * 0.2)
            painter.circle(
                centerX: discCenter.x, centerY: discCenter.y, radius: disc / 2, count > 0 ? Theme.right : Theme.dieDim)
            painter.text(
                "\(count)", TextStyle(pixels: disc * 0.68, bold: true), Theme.text, x: discCenter.x, y: discCenter.y,
                anchorX: 0.5, anchorY: 0.5)
            let textLeft = iconRect.maxX + rect.height * 0.22
            let room = rect.maxX - rect.height * 0.15 - textLeft
            let label = PowerUpLabel.fit(powerUp, painter: painter, room: room, height: rect.height, layout: layout)
            let nameStyle = label.style
            let name = label.text
            let keyStyle = TextStyle(pixels: max(9, nameStyle.pixelsDouble * 0.78))
            let twoLines = rect.height >= nameStyle.pixelsDouble * 2.6
            let nameY = twoLines ? rect.midY - nameStyle.pixelsDouble * 0.15 : rect.midY
            painter.text(
                painter.truncate(name, nameStyle, width: room), nameStyle, ink, x: textLeft, y: nameY,
                anchorY: twoLines ? 1 : 0.5)
            if twoLines {
                let hints = used ? Self.usedHints(powerUp, round: round) : ["Key \(powerUp.keyLetter)"]
                let hint = hints.first { painter.width(of: $0, keyStyle) <= room } ?? hints[hints.count - 1]
                painter.text(
                    painter.truncate(hint, keyStyle, width: room), keyStyle, Theme.textDim, x: textLeft,
                    y: rect.midY + nameStyle.pixelsDouble * 0.1)
            }
        }
    }

    static func icon(for powerUp: PowerUp) -> Icon {
        switch powerUp {
        case .freezeTime: return .snowflake
        case .jumpIt: return .jump
        case .peoplesChoice: return .people
        case .halfOff: return .half
        }
    }

    /// Answered wrong or out of time: the life is gone; one more try for the
    /// Second Chance price, or not. It says how long the try will have.
    func drawSecondChance(_ painter: Painter) {
        drawScrim(painter, opacity: appear)
        let card = layout.card.offsetBy(dx: 0, dy: (1 - appear) * layout.height * 0.05)
        let timedOut = game.round?.firstTry == .timeUp
        let look = Self.look(for: timedOut ? .timeUp : .wrong, message: nil)
        drawCard(painter, card, accent: look.color)
        let pad = layout.margin
        let badge = min(card.height * 0.24, layout.unit * 0.14)
        let badgeRect = Rect(centerX: card.midX, centerY: card.y + pad + badge / 2, width: badge, height: badge)
        painter.circle(centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2, look.color.opacity(appear))
        painter.icon(look.icon, in: badgeRect.scaled(0.6), Theme.text.opacity(appear))
        let head = layout.style(0.07, bold: true)
        painter.text(
            look.headline, head, Theme.text.opacity(appear), x: card.midX, y: badgeRect.maxY + pad * 0.5, anchorX: 0.5)
        let price = game.settings.freePlay ? "free" : "for " + Self.money(StoreItem.secondChance.priceCents)
        let left = game.round?.timer?.remaining(at: time) ?? 0
        let seconds = Int(max(left, TriviaTiming.secondChanceMinimumSeconds).rounded(.up))
        let body = "You lost a life. One more try \(price), with \(seconds)\u{00A0}s on the clock? The life stays lost."
        let buttons = layout.cardButtons(2)
        let top = badgeRect.maxY + pad * 0.5 + head.pixelsDouble * 1.3
        let style = painter.fittingStyle(
            body, width: card.width - pad * 2, height: buttons[0].y - top - pad * 0.5, largest: layout.unit * 0.045,
            smallest: Theme.minimumTextPixels)
        painter.paragraph(
            body, style, Theme.textDim.opacity(appear), centerX: card.midX, top: top, width: card.width - pad * 2)
        for (button, rect) in layout.buttons(for: game) {
            drawButton(
                painter, rect.offsetBy(dx: 0, dy: (1 - appear) * layout.height * 0.05), button: button, opacity: appear)
        }
    }

    func drawCard(_ painter: Painter, _ card: Rect, accent: Color) {
        let radius = min(card.height * 0.08, layout.unit * 0.04)
        painter.roundedRect(card, radius: radius, Theme.surface.opacity(max(appear, 0.98)))
        painter.roundedRect(card, radius: radius, accent.opacity(0.8), stroke: max(2, layout.unit * 0.006))
    }
}
