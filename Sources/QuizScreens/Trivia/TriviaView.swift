import Foundation
import QuizCore
import QuizFlows
import QuizText

/// Draws the trivia screen the rules are on, at one moment: the top bar with
/// the heart and credits on every screen, the screen itself, then any overlay.
struct TriviaView {
    let scene: TriviaScene
    let layout: TriviaLayout
    let time: Double
    /// `accessibility.reduce_motion`: screens and overlays appear at once, the spinner lands at once.
    var reducesMotion = false

    var game: TriviaGame { scene.game }
    var now: TriviaMoment { scene.clock.moment(at: time) }
    /// How far the current screen's entry animation has run, 0...1.
    var appear: Double {
        Ease.outCubic(Ease.progress(since: scene.screenShownAt, now: time, duration: 0.35, cut: reducesMotion))
    }

    func draw(_ painter: Painter) {
        if let flow = scene.topics {
            drawTopics(painter, flow)
            return
        }
        switch game.screen {
        case .home: drawHome(painter)
        case .spinning, .topicChosen: drawSpinner(painter)
        case .loadingQuestion: break
        case .questionIntro: drawIntro(painter)
        case .answering: drawAnswering(painter)
        case .secondChanceOffer:
            drawAnswering(painter)
            drawSecondChance(painter)
        case .result: drawResult(painter)
        case .progress: drawProgress(painter)
        case .noLives: drawNoLives(painter)
        }
        drawTopBar(painter)
        if game.screen != .secondChanceOffer { drawButtons(painter, layout.buttons(for: game)) }
        if let pill = scene.feedbackButton {
            drawPill(
                painter, pill.rect, text: painter.catalog[pill.pill.label], keyHint: pill.pill.keyName.uppercased(),
                icon: nil, primary: false)
        }
        switch game.overlay {
        case .explanation(let powerUp): drawExplanation(painter, powerUp)
        case .shop: drawShop(painter)
        case nil: break
        }
        drawFocus(painter)
        // Over everything, the shop included: a press that did nothing always says why.
        drawNotice(painter)
    }

    /// A ring around the button the d-pad or arrow keys have focused.
    func drawFocus(_ painter: Painter) {
        guard let rect = scene.focusedRect else { return }
        let width = max(2, (layout.shortSide * 0.008).rounded())
        let ring = rect.insetBy(dx: -width * 1.5, dy: -width * 1.5)
        painter.roundedRect(ring, radius: min(ring.height, ring.width) * 0.2, Theme.accent, stroke: width)
    }

    // MARK: The top bar

    func drawTopBar(_ painter: Painter) {
        let bar = layout.topBar
        let heart = layout.heart
        let lives = game.lives(at: now.wallSeconds)
        painter.icon(.heart, in: heart.insetBy(dx: heart.width * 0.04, dy: heart.height * 0.04), Theme.wrong)
        // The count is a label on the heart: drawn in a box inside it, which the layout check reads as meant.
        painter.line(
            painter.catalog.number(lives),
            in: Rect(
                centerX: heart.midX, centerY: heart.midY - heart.height * 0.05, width: heart.width * 0.7,
                height: heart.height * 0.6),
            largest: max(Theme.minimumTextPixels, heart.height * 0.42), Theme.text, bold: true, anchorX: 0.5)
        let full = game.secondsUntilLivesFull(at: now.wallSeconds)
        let livesText =
            full > 0
            ? painter.catalog.text("trivia.full_in", ["time": Self.clockText(full)])
            : painter.catalog[layout.width < 420 ? "trivia.full" : "trivia.lives_full"]
        // The lives' line gets what the credits and their coin leave: smaller when the text is larger. Where even
        // at the readable size it would not fit (a long language), the credits shrink toward that size too, and
        // then the coin and the amount alone say them.
        let livesLeft = heart.maxX + layout.margin * 0.6
        let bothRoom = bar.maxX - bar.height * 0.5 * 1.3 - layout.margin * 0.6 - livesLeft
        let livesLeast = painter.width(of: livesText, TextStyle(pixels: layout.readablePixels))
        let amount = painter.catalog.money(game.player.creditsCents)
        let creditWords = painter.catalog.text("shop.credits", ["amount": amount])
        let credits =
            game.settings.freePlay
            ? painter.catalog["shop.free_play"]
            : livesLeast + painter.width(of: creditWords, TextStyle(pixels: layout.readablePixels)) > bothRoom
                ? amount : creditWords
        let creditStyle = painter.style(
            layout.smallStyle, fitting: credits, width: bothRoom - livesLeast, floor: layout.readablePixels)
        let livesRoom = bothRoom - painter.width(of: credits, creditStyle)
        let livesStyle = painter.style(
            layout.smallStyle, fitting: livesText, width: livesRoom, floor: layout.readablePixels)
        let livesRect = painter.text(
            painter.truncate(livesText, livesStyle, width: max(1, livesRoom)), livesStyle, Theme.textDim,
            x: livesLeft, y: bar.midY, anchorY: 0.5)
        let creditRect = painter.text(
            credits, creditStyle, Theme.textDim, x: bar.maxX, y: bar.midY, anchorX: 1, anchorY: 0.5)
        let coin = min(bar.height * 0.5, creditRect.height * 1.1)
        painter.icon(
            .coin, in: Rect(x: creditRect.x - coin * 1.3, y: bar.midY - coin / 2, width: coin, height: coin),
            Theme.accent)
        if game.screen != .home, game.screen != .spinning, game.screen != .topicChosen,
            game.screen != .progress, let topic = game.currentTopic
        {
            // Centred in the gap between the lives and the credits, never over them.
            let left = livesRect.maxX + layout.margin * 0.45
            let right = creditRect.x - coin * 1.3 - layout.margin * 0.45
            // Smaller, down to the readable minimum, before it is ellipsised.
            var style = layout.barStyle
            while style.pixelsDouble > layout.readablePixels, painter.width(of: topic.name, style) > right - left {
                style = TextStyle(pixels: style.pixelsDouble - 1, bold: true)
            }
            let name = painter.truncate(topic.name, style, width: right - left)
            let half = painter.width(of: name, style) / 2
            let center = min(max(layout.width / 2, left + half), right - half)
            if right - left > 40 {
                painter.text(name, style, Theme.accent, x: center, y: bar.midY, anchorX: 0.5, anchorY: 0.5)
            }
        }
    }

    /// A duration as `m:ss` or `h:mm:ss`.
    static func clockText(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.up))
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let secs = total % 60
        return hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, secs) : String(format: "%d:%02d", minutes, secs)
    }

    /// How often a life comes back: "every hour", "every 20 minutes", "every 1 h 30 min".
    static func everyText(_ seconds: Double, _ catalog: Catalog) -> String {
        let minutes = Int((seconds / 60).rounded())
        if minutes < 60 { return catalog.plural("time.every_minutes", count: minutes) }
        if minutes % 60 == 0 { return catalog.plural("time.every_hours", count: minutes / 60) }
        return catalog.text(
            "time.every_hours_minutes",
            ["hours": catalog.number(minutes / 60), "minutes": catalog.number(minutes % 60)])
    }

    // MARK: Buttons and notices

    func label(for button: TriviaButton, _ catalog: Catalog) -> (text: String, key: String, icon: Icon?, primary: Bool)
    {
        let enter = catalog["key.enter"]
        switch button {
        case .playNow: return (catalog["trivia.play_now"], enter, .play, true)
        case .topics: return (catalog["trivia.topics"], "T", .book, false)
        case .shop: return (catalog["shop.title"], "B", .coin, false)  // the word players know
        case .pass: return (catalog.plural("trivia.pass", count: game.passesLeft(on: now.localDate)), "P", .jump, false)
        case .play: return (catalog["button.play"], enter, .play, true)
        case .playAgain: return (catalog["button.play_again"], enter, .replay, true)
        case .quit:
            return (
                catalog[scene.offersHome && game.screen == .home ? "button.home" : "button.quit"], escapeKey, nil, false
            )
        case .retryTopic: return (priced(catalog["shop.retry_topic"], .retryTopic, catalog), "R", .replay, false)
        case .refill: return (priced(catalog["trivia.refill"], .lifeRefill, catalog), enter, .heart, true)
        // Enter presses the highlighted button, as on every screen: here the offer; Esc (N in a kiosk) declines.
        case .secondChance: return (catalog["shop.second_chance"], enter, .replay, true)
        case .noThanks: return (catalog["button.no_thanks"], scene.escapeWorks ? "Esc" : "N", nil, false)
        case .gotIt: return (catalog["button.got_it"], enter, .check, true)
        }
    }

    /// The button's short wording, where the catalog has one, for a pill its words do not fit (`PillFit`).
    func shortLabel(for button: TriviaButton, _ catalog: Catalog) -> String? {
        switch button {
        case .pass: catalog.plural("trivia.pass_short", count: game.passesLeft(on: now.localDate))
        case .playAgain: catalog["button.play_again_short"]
        default: nil
        }
    }

    /// "Esc" where Escape does something: not in a kiosk that keeps it from the game.
    var escapeKey: String { scene.escapeWorks ? "Esc" : "" }

    /// A paid item's name with its price ("Refill $0.99"); the name alone in free play.
    func priced(_ name: String, _ item: ShopItem, _ catalog: Catalog) -> String {
        game.settings.freePlay
            ? name : catalog.text("shop.with_price", ["item": name, "price": catalog.money(item.priceCents)])
    }

    func drawButton(
        _ painter: Painter, _ rect: Rect, button: TriviaButton, opacity: Double = 1, largestPixels: Double? = nil
    ) {
        let info = label(for: button, painter.catalog)
        drawPill(
            painter, rect, text: info.text, shorter: shortLabel(for: button, painter.catalog), keyHint: info.key,
            icon: info.icon, primary: info.primary, opacity: opacity, largestPixels: largestPixels)
    }

    /// Buttons shown together, their words at one size: the largest every one of them fits.
    func drawButtons(_ painter: Painter, _ buttons: [(TriviaButton, Rect)], opacity: Double = 1, dy: Double = 0) {
        let shared = buttons.map { button, rect in
            let info = label(for: button, painter.catalog)
            return PillFit.fit(
                info.text, shorter: shortLabel(for: button, painter.catalog), keyHint: info.key,
                hasIcon: info.icon != nil, in: rect, painter: painter, readable: layout.readablePixels
            ).style.pixelsDouble
        }.min()
        for (button, rect) in buttons {
            drawButton(painter, rect.offsetBy(dx: 0, dy: dy), button: button, opacity: opacity, largestPixels: shared)
        }
    }

    /// A pill button: accent for the main action, raised surface otherwise,
    /// with the key that presses it in small type (see `PillFit`).
    func drawPill(
        _ painter: Painter, _ rect: Rect, text: String, shorter: String? = nil, keyHint: String?, icon: Icon?,
        primary: Bool, opacity: Double = 1, largestPixels: Double? = nil
    ) {
        let fill = primary ? Theme.accent : Theme.surfaceRaised
        let ink = primary ? Theme.accentText : Theme.text
        painter.noteTapTarget(rect)
        painter.roundedRect(rect, radius: rect.height / 2, fill.opacity(opacity))
        let keyText = keyHint ?? ""
        let fit = PillFit.fit(
            text, shorter: shorter, keyHint: keyText, hasIcon: icon != nil, in: rect, painter: painter,
            largestPixels: largestPixels, readable: layout.readablePixels)
        if let second = fit.secondLine {
            let line = painter.fonts.lineHeight(fit.style, of: fit.text + " " + second)
            for (index, words) in [fit.text, second].enumerated() {
                painter.text(
                    words, fit.style, ink.opacity(opacity), x: rect.midX, y: rect.midY + (Double(index) - 0.5) * line,
                    anchorX: 0.5, anchorY: 0.5)
            }
            return
        }
        let iconSide = rect.height * 0.4
        let keyStyle = PillFit.keyStyle(height: rect.height, readable: layout.readablePixels)
        let keyGap = rect.height * 0.18
        let textWidth = painter.width(of: fit.text, fit.style)
        let keyWidth = fit.showsKey ? painter.width(of: keyText, keyStyle) + keyGap : 0
        let total = (fit.showsIcon ? iconSide * 1.3 : 0) + textWidth + keyWidth
        var x = rect.midX - total / 2
        if fit.showsIcon, let icon {
            painter.icon(
                icon, in: Rect(x: x, y: rect.midY - iconSide / 2, width: iconSide, height: iconSide),
                ink.opacity(opacity))
            x += iconSide * 1.3
        }
        painter.text(fit.text, fit.style, ink.opacity(opacity), x: x, y: rect.midY, anchorY: 0.5)
        if fit.showsKey {
            painter.text(
                keyText, keyStyle, ink.opacity(0.6 * opacity), x: x + textWidth + keyGap, y: rect.midY, anchorY: 0.5)
        }
    }

    /// A short line about a refused action, over everything, fading after
    /// `TriviaScene.noticeSeconds`; on a narrow screen it may take two lines. It sits in the top bar's band
    /// (`noticeBand`), over the lives, credits and topic for those seconds, never over the timer, the
    /// question, the answers or a button; over the shop, under its title and credits.
    func drawNotice(_ painter: Painter) {
        guard let shown = scene.notice, time - shown.at < TriviaScene.noticeSeconds else { return }
        let notice = (text: painter.catalog(shown.text), at: shown.at)
        let fade = painter.reducesMotion ? 1 : min(1, (TriviaScene.noticeSeconds - (time - notice.at)) / 0.4)
        let band = layout.noticeBand(overShop: scene.topics == nil && game.overlay == .shop)
        let largest = layout.style(0.04, bold: true)
        let room = band.width - layout.margin * 2
        // Two lines and the box's padding (a line's pixels) fill the band when the lines take 0.7 of it.
        let style = painter.fittingStyle(
            notice.text, width: room, height: band.height * 0.7, largest: largest.pixelsDouble,
            smallest: Theme.minimumTextPixels, bold: true)
        let lines = painter.paragraphHeight(notice.text, style, width: room)
        let oneLine = lines <= style.pixelsDouble * 1.5
        let w = (oneLine ? painter.width(of: notice.text, style) : room) + layout.margin * 2
        let h = min(band.height, lines + style.pixelsDouble * (oneLine ? 0.8 : 1))
        let box = Rect(x: band.midX - w / 2, y: band.midY - h / 2, width: w, height: h)
        let radius = min(h / 2, style.pixelsDouble)
        painter.roundedRect(box, radius: radius, Theme.surfaceRaised.opacity(fade))
        painter.roundedRect(box, radius: radius, Theme.accent.opacity(fade), stroke: 2)
        painter.paragraph(
            notice.text, style, Theme.text.opacity(fade), centerX: box.midX, top: box.midY - lines / 2, width: room)
    }

    /// A darkened screen behind a card.
    func drawScrim(_ painter: Painter, opacity: Double) {
        painter.fill(
            Rect(x: 0, y: 0, width: layout.width, height: layout.height), Theme.backgroundBottom.opacity(0.78 * opacity)
        )
    }
}
