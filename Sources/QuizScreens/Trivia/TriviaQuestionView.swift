import Foundation
import QuizCore

extension TriviaView {
    static let frozen = Color(hex: 0x6EC6FF)

    /// The question alone for 2 s, over a full timer bar, with the power-ups below.
    func drawIntro(_ painter: Painter) {
        guard let round = game.round else { return }
        drawTimerBar(painter, fraction: 1, seconds: game.settings.limits.answerSeconds, frozen: false)
        let box = layout.introBox
        let style = painter.fittingStyle(
            round.question.text, width: box.width * 0.92, height: box.height * 0.8, largest: layout.shortSide * 0.085,
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
            text, width: box.width, height: box.height, largest: layout.shortSide * 0.065,
            smallest: Theme.minimumTextPixels, bold: true)
        let height = min(box.height, painter.paragraphHeight(text, style, width: box.width))
        painter.paragraph(text, style, Theme.text, centerX: box.midX, top: box.midY - height / 2, width: box.width)
    }

    /// The bar shrinks smoothly from the right; amber, red in the last 10 s,
    /// ice blue while frozen; "Paused" while a power-up's explanation is open.
    func drawTimerBar(_ painter: Painter, fraction: Double, seconds: Double, frozen: Bool, paused: Bool = false) {
        let bar = layout.timerBar
        let catalog = painter.catalog
        let label =
            frozen
            ? catalog["trivia.frozen"]
            : paused
                ? catalog["trivia.paused"]
                : catalog.text("unit.seconds_short", ["seconds": catalog.number(Int(seconds.rounded(.up)))])
        let style = TextStyle(pixels: max(Theme.minimumTextPixels, bar.height * 1.6), bold: true)
        let labelWidth = painter.width(of: catalog["trivia.frozen"], style) + layout.margin
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
    /// correct ones marked with colour and an icon, Half Off's struck through. They fade in from
    /// `shownAt` (the screen's appearance unless given).
    func drawAnswers(_ painter: Painter, round: TriviaRound, fadeIn: Bool, shownAt: Double? = nil) {
        let rects = layout.answerButtons(count: round.options.count)
        let shares = round.peoplesChoice?.percentages(for: round.visibleOptions)
        // Nobody has answered this question yet: a dash, not a row of 0 %.
        let noVotes = shares?.values.allSatisfy { $0 == 0 } ?? false
        for (index, (option, rect)) in zip(round.options, rects).enumerated() {
            let start = (shownAt ?? scene.screenShownAt) + Double(index) * 0.08
            let fade = fadeIn ? Ease.outCubic(painter.motion(since: start, now: time, duration: 0.4)) : 1
            let removed = round.removedOptionIDs.contains(option.id)
            let isWrongPick =
                option.id == round.wrongOptionID || (option.id == round.chosenOptionID && !option.isCorrect)
            let isRevealed = option.id == round.revealedOptionID
            let isRightPick = option.id == round.chosenOptionID && option.isCorrect
            let state: (Color, Icon?) =
                isRightPick || isRevealed
                ? (Theme.right, .check) : (isWrongPick ? (Theme.wrong, .cross) : (Theme.surface, nil))
            let box = rect.offsetBy(dx: 0, dy: (1 - fade) * rect.height * 0.3)
            if !removed { painter.noteTapTarget(rect) }
            let radius = min(box.height * 0.3, layout.shortSide * 0.03)
            let body = removed ? Theme.surface.opacity(0.35 * fade) : state.0.opacity((state.1 == nil ? 1 : 0.9) * fade)
            painter.roundedRect(box, radius: radius, body)
            if let share = shares?[option.id], !removed {
                let bar = Rect(x: box.x, y: box.y, width: box.width * Double(share) / 100, height: box.height)
                if bar.width >= 2 {
                    painter.roundedRect(
                        bar, radius: radius, Theme.surfaceRaised.mixed(with: Theme.accent, 0.25).opacity(fade))
                }
            }
            let largest = min(box.height * 0.36, layout.shortSide * 0.05)
            let wordsStyle = { (width: Double, height: Double) in
                painter.fittingStyle(
                    option.text, width: width, height: height * 0.9, largest: largest,
                    smallest: Theme.minimumTextPixels)
            }
            // People's Choice's share, placed clear of the words; in a box too narrow for that, with a smaller
            // badge and tighter edges.
            let shareText = shares?[option.id].map {
                noVotes ? "–" : painter.catalog.percent($0)
            }
            var edges = AnswerEdges(box: box, compact: false, readable: layout.readablePixels)
            var placed: ShareLabel?
            if let shareText, !removed {
                for compact in [false, true] {
                    edges = AnswerEdges(box: box, compact: compact, readable: layout.readablePixels)
                    placed = ShareLabel.place(
                        shareText, beside: option.text, in: box, left: edges.textLeft, right: edges.textRight,
                        readable: layout.readablePixels, painter: painter, wordsStyle: wordsStyle)
                    if placed?.clear == true { break }
                }
            }
            let badge = edges.badge
            let badgeRect = Rect(x: edges.badgeLeft, y: box.midY - badge / 2, width: badge, height: badge)
            if let icon = state.1 {
                painter.circle(
                    centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2, Theme.text.opacity(fade))
                painter.icon(icon, in: badgeRect.scaled(0.62), state.0.mixed(with: Theme.accentText, 0.3).opacity(fade))
            } else {
                painter.circle(
                    centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2,
                    (removed ? Theme.dieDim : Theme.accent).opacity(fade))
                painter.text(
                    painter.catalog.number(index + 1),
                    TextStyle(pixels: max(badge * 0.55, edges.compact ? layout.readablePixels : 0), bold: true),
                    Theme.accentText.opacity(fade),
                    x: badgeRect.midX, y: badgeRect.midY, anchorX: 0.5, anchorY: 0.5)
            }
            var textRight = edges.textRight
            let textLeft = edges.textLeft
            // The words' band: the whole answer, or its upper part where People's Choice's share goes under them.
            var band = (top: box.y, height: box.height)
            if let shareText, let placed {
                painter.text(
                    shareText, placed.style, Theme.accent.opacity(fade), x: textRight, y: placed.centerY, anchorX: 1,
                    anchorY: 0.5)
                textRight = placed.wordsRight
                band = placed.band
            }
            let textWidth = max(10, textRight - textLeft)
            let style = wordsStyle(textWidth, band.height)
            let textHeight = min(band.height, painter.paragraphHeight(option.text, style, width: textWidth))
            let top = band.top + band.height / 2 - textHeight / 2
            if removed {
                drawStruck(painter, option.text, style, left: textLeft, top: top, width: textWidth, fade: fade)
            } else {
                painter.paragraph(
                    option.text, style, Theme.text.opacity(fade), centerX: textLeft + textWidth / 2, top: top,
                    width: textWidth, centered: false)
            }
        }
    }

    /// An answer Half Off took away: its words dimmed, each line struck through across its own width only.
    private func drawStruck(
        _ painter: Painter, _ text: String, _ style: TextStyle, left: Double, top: Double, width: Double,
        fade: Double
    ) {
        let lineHeight = painter.fonts.lineHeight(style, of: text)
        let thickness = max(2, (style.pixelsDouble * 0.1).rounded())
        for (index, line) in painter.fonts.wrap(text, style, width: width).enumerated() {
            let drawn = painter.text(
                line, style, Theme.textDim.opacity(0.5 * fade), x: left, y: top + Double(index) * lineHeight)
            painter.fill(
                Rect(
                    x: drawn.x, y: (drawn.y + drawn.height * 0.55 - thickness / 2).rounded(), width: drawn.width,
                    height: thickness),
                Theme.textDim.opacity(0.6 * fade))
        }
    }

    /// What a used power-up's button says (catalog keys), longest first: People's Choice on a
    /// question nobody has answered yet says so, since its answers then show dashes.
    static func usedHints(_ powerUp: PowerUp, round: TriviaRound) -> [String] {
        guard powerUp == .peoplesChoice, case .loaded = round.peoplesChoice,
            round.peoplesChoice?.percentages(for: round.visibleOptions).values.allSatisfy({ $0 == 0 }) == true
        else { return ["powerup.used"] }
        return ["powerup.no_votes_yet", "powerup.no_votes", "powerup.none"]
    }

    /// Freeze Time, Jump It, People's Choice, Half Off: icon, count, name and
    /// key; on the smallest screens icon, count and key (see `PowerUpLabel`).
    func drawPowerUps(_ painter: Painter, round: TriviaRound, enabled: Bool) {
        let limitReached = round.powerUpsUsed.count >= PowerUp.perQuestion
        let rects = layout.powerUpButtons
        let nameStyle = PowerUpLabel.nameStyle(painter: painter, rects: rects, layout: layout)
        for (powerUp, rect) in zip(PowerUp.allCases, rects) {
            let used = round.powerUpsUsed.contains(powerUp)
            let live = enabled && !limitReached && !used
            let radius = min(rect.height * 0.3, layout.shortSide * 0.03)
            painter.roundedRect(
                rect, radius: radius,
                (used ? Theme.accent.opacity(0.25) : Theme.surfaceRaised).opacity(live || used ? 1 : 0.55))
            if used { painter.roundedRect(rect, radius: radius, Theme.accent, stroke: 2) }
            let look = PowerUpLook(
                powerUp: powerUp, count: game.player.owned(powerUp), lit: live || used,
                hints: used
                    ? Self.usedHints(powerUp, round: round).map { painter.catalog[$0] }
                    : [painter.catalog.text("powerup.key", ["key": String(powerUp.keyLetter)])])
            if let nameStyle {
                drawNamedPowerUp(painter, look, in: rect, nameStyle: nameStyle)
            } else {
                drawIconPowerUp(painter, look, in: rect)
            }
        }
    }

    /// What a power-up button shows.
    struct PowerUpLook {
        var powerUp: PowerUp
        var count: Int
        /// Usable now, or used on this question.
        var lit: Bool
        /// The line under the name, longest first.
        var hints: [String]

        var iconColor: Color {
            (powerUp == .freezeTime ? TriviaView.frozen : Theme.accent).opacity(lit ? 1 : 0.6)
        }
    }

    private func drawNamedPowerUp(_ painter: Painter, _ look: PowerUpLook, in rect: Rect, nameStyle: TextStyle) {
        let iconRect = PowerUpLabel.iconRect(in: rect)
        painter.icon(Self.icon(for: look.powerUp), in: iconRect, look.iconColor)
        // The count in a small disc at the icon's corner, its figure still readable.
        let disc = max(12, iconRect.width * 0.62, layout.readablePixels / 0.68)
        drawCount(
            painter, look.count, centerX: iconRect.maxX - disc * 0.1, centerY: iconRect.y + disc * 0.2, disc: disc)
        let (textLeft, room) = PowerUpLabel.textRoom(in: rect)
        let keyStyle = TextStyle(pixels: max(layout.readablePixels, nameStyle.pixelsDouble * 0.78))
        let twoLines = rect.height >= nameStyle.pixelsDouble * 2.6
        let nameY = twoLines ? rect.midY - nameStyle.pixelsDouble * 0.15 : rect.midY
        painter.text(
            painter.catalog[look.powerUp.titleKey], nameStyle, look.lit ? Theme.text : Theme.textDim, x: textLeft,
            y: nameY,
            anchorY: twoLines ? 1 : 0.5)
        if twoLines {
            let hint = look.hints.first { painter.width(of: $0, keyStyle) <= room } ?? look.hints[look.hints.count - 1]
            painter.text(
                painter.truncate(hint, keyStyle, width: room, mustBeWhole: true), keyStyle, Theme.textDim, x: textLeft,
                y: rect.midY + nameStyle.pixelsDouble * 0.1)
        }
    }

    /// No room for the names: the icon, the count beside it and the key letter, centred.
    private func drawIconPowerUp(_ painter: Painter, _ look: PowerUpLook, in rect: Rect) {
        let side = min(rect.height * 0.6, rect.width * 0.3)
        let disc = max(layout.readablePixels / 0.68, side * 0.8).rounded()
        let keyStyle = TextStyle(pixels: layout.readablePixels, bold: true)
        let key = String(look.powerUp.keyLetter)
        let gap = rect.height * 0.12
        let width = side + gap + disc + gap * 1.5 + painter.width(of: key, keyStyle)
        var x = rect.midX - width / 2
        painter.icon(
            Self.icon(for: look.powerUp), in: Rect(x: x, y: rect.midY - side / 2, width: side, height: side),
            look.iconColor)
        x += side + gap
        drawCount(painter, look.count, centerX: x + disc / 2, centerY: rect.midY, disc: disc)
        x += disc + gap * 1.5
        painter.text(key, keyStyle, look.lit ? Theme.text : Theme.textDim, x: x, y: rect.midY, anchorY: 0.5)
    }

    /// How many the player owns, in a disc: green when there are some.
    private func drawCount(_ painter: Painter, _ count: Int, centerX: Double, centerY: Double, disc: Double) {
        painter.circle(centerX: centerX, centerY: centerY, radius: disc / 2, count > 0 ? Theme.right : Theme.dieDim)
        // A badge on the icon's corner: the count is drawn into the disc, which the layout check reads as meant.
        painter.line(
            painter.catalog.number(count), in: Rect(centerX: centerX, centerY: centerY, width: disc, height: disc),
            largest: disc * 0.68, Theme.text, bold: true, anchorX: 0.5)
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
        let look = Self.look(for: timedOut ? .timeUp : .wrong, message: nil, painter.catalog)
        drawCard(painter, card, accent: look.color)
        let pad = layout.margin
        let badge = min(card.height * 0.24, layout.shortSide * 0.14)
        let badgeRect = Rect(centerX: card.midX, centerY: card.y + pad + badge / 2, width: badge, height: badge)
        painter.circle(centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2, look.color.opacity(appear))
        painter.icon(look.icon, in: badgeRect.scaled(0.6), Theme.text.opacity(appear))
        let head = layout.style(0.07, bold: true)
        painter.text(
            look.headline, head, Theme.text.opacity(appear), x: card.midX, y: badgeRect.maxY + pad * 0.5, anchorX: 0.5)
        let left = game.round?.timer?.remaining(at: time) ?? 0
        let seconds = painter.catalog.number(Int(max(left, TriviaTiming.secondChanceMinimumSeconds).rounded(.up)))
        let body =
            game.settings.freePlay
            ? painter.catalog.text("trivia.second_chance_free", ["seconds": seconds])
            : painter.catalog.text(
                "trivia.second_chance_price",
                ["seconds": seconds, "price": painter.catalog.money(ShopItem.secondChance.priceCents)])
        let buttonsTop = layout.buttons(for: game).map(\.1.y).min() ?? card.maxY
        let top = badgeRect.maxY + pad * 0.5 + head.pixelsDouble * 1.3
        let style = painter.fittingStyle(
            body, width: card.width - pad * 2, height: buttonsTop - top - pad * 0.5, largest: layout.shortSide * 0.045,
            smallest: Theme.minimumTextPixels)
        painter.paragraph(
            body, style, Theme.textDim.opacity(appear), centerX: card.midX, top: top, width: card.width - pad * 2)
        drawButtons(painter, layout.buttons(for: game), opacity: appear, dy: (1 - appear) * layout.height * 0.05)
    }

    func drawCard(_ painter: Painter, _ card: Rect, accent: Color) {
        let radius = min(card.height * 0.08, layout.shortSide * 0.04)
        painter.roundedRect(card, radius: radius, Theme.surface.opacity(max(appear, 0.98)))
        painter.roundedRect(card, radius: radius, accent.opacity(0.8), stroke: max(2, layout.shortSide * 0.006))
    }
}
