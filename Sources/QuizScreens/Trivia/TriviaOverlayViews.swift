import Foundation
import QuizCore
import QuizFlows
import QuizText

extension TriviaView {
    var overlayAppear: Double {
        Ease.outCubic(Ease.progress(since: scene.overlayShownAt, now: time, duration: 0.25, cut: reducesMotion))
    }

    /// The first tap on a power-up: what it does, and what the next tap on it
    /// will do. The question's timer stands still underneath.
    func drawExplanation(_ painter: Painter, _ powerUp: PowerUp) {
        let fade = overlayAppear
        painter.fill(
            Rect(x: 0, y: 0, width: layout.width, height: layout.height), Theme.backgroundBottom.opacity(0.7 * fade))
        let card = layout.card.offsetBy(dx: 0, dy: (1 - fade) * layout.height * 0.04)
        let radius = min(card.height * 0.08, layout.shortSide * 0.04)
        painter.roundedRect(card, radius: radius, Theme.surface.opacity(fade))
        painter.roundedRect(card, radius: radius, Theme.accent.opacity(fade), stroke: max(2, layout.shortSide * 0.006))
        let pad = layout.margin
        let side = min(card.height * 0.24, layout.shortSide * 0.14)
        let icon = Rect(centerX: card.midX, centerY: card.y + pad + side / 2, width: side, height: side)
        painter.icon(
            Self.icon(for: powerUp), in: icon, (powerUp == .freezeTime ? Self.frozen : Theme.accent).opacity(fade))
        let head = layout.style(0.07, bold: true)
        painter.text(
            painter.catalog[powerUp.titleKey], head, Theme.text.opacity(fade), x: card.midX, y: icon.maxY + pad * 0.5,
            anchorX: 0.5)
        let button = layout.cardButtons(1)[0]
        let top = icon.maxY + pad * 0.5 + head.pixelsDouble * 1.3
        let body = painter.catalog[powerUp.explanationKey] + " " + nextTapText(powerUp, painter.catalog)
        let style = painter.fittingStyle(
            body, width: card.width - 2 * pad, height: button.y - top - pad * 0.4, largest: layout.shortSide * 0.048,
            smallest: Theme.minimumTextPixels)
        painter.paragraph(
            body, style, Theme.textDim.opacity(fade), centerX: card.midX, top: top, width: card.width - 2 * pad)
        drawButton(
            painter, button.offsetBy(dx: 0, dy: (1 - fade) * layout.height * 0.04), button: .gotIt, opacity: fade)
    }

    /// What the explanation says the next tap on `powerUp` will do, as the rules will do it.
    func nextTapText(_ powerUp: PowerUp, _ catalog: Catalog) -> String {
        TriviaWords.nextTap(on: powerUp, in: game, tap: TriviaWords.tapAgain(powerUp, keys: !scene.isInKiosk))
            .string(in: catalog)
    }

    /// The shop (titled Store on screen): every item with its quantity and price, the credits, Close.
    func drawShop(_ painter: Painter) {
        let fade = overlayAppear
        painter.fill(
            Rect(x: 0, y: 0, width: layout.width, height: layout.height), Theme.backgroundBottom.opacity(0.8 * fade))
        let card = layout.shopCard
        let radius = min(layout.shortSide * 0.04, card.height * 0.06)
        painter.roundedRect(card, radius: radius, Theme.surface.opacity(fade))
        painter.roundedRect(card, radius: radius, Theme.accent.opacity(0.7 * fade), stroke: 2)
        let pad = layout.margin
        let head = layout.style(0.06, bold: true)
        painter.text(
            painter.catalog["shop.title"], head, Theme.text.opacity(fade), x: card.x + pad, y: card.y + pad * 0.8)
        // Where credits come from, as much of it as fits beside the title.
        let balance = painter.catalog.text("shop.credits", ["amount": painter.catalog.money(game.player.creditsCents)])
        let variants =
            game.settings.freePlay
            ? [painter.catalog["shop.free_play"]]
            : creditSources(painter.catalog).map { balance + " · " + $0 } + [balance]
        let room = card.width * 0.6 - (card.maxX - pad - layout.shopCreditsRight)
        let credits =
            variants.first { painter.width(of: $0, layout.smallStyle) <= room } ?? variants[variants.count - 1]
        painter.text(
            painter.truncate(credits, layout.smallStyle, width: room), layout.smallStyle,
            Theme.textDim.opacity(fade),
            x: layout.shopCreditsRight, y: card.y + pad * 0.8 + head.pixelsDouble * 0.5, anchorX: 1, anchorY: 0.5)
        let rows = layout.shopRows(count: ShopItem.catalog.count)
        let words = shopWords(painter, rows: rows)
        for (index, (item, row)) in zip(ShopItem.catalog, rows).enumerated() {
            if index % 2 == 0 {
                // Half the raised colour over the card, worked out once: an opaque row is copied, a translucent
                // one blended pixel by pixel (0.9 ms a frame at 1280x720).
                let stripe = Theme.surfaceRaised.opacity(0.5).blended(over: Theme.surface)
                painter.roundedRect(row, radius: row.height * 0.2, stripe.opacity(fade))
            }
            let parts = ShopRowParts(row: row, pad: pad, layout: layout)
            if words.fits?[index].showsIcon ?? true {
                painter.icon(Self.icon(for: item), in: parts.icon, Theme.accent.opacity(fade))
            }
            if let fit = words.fits?[index] {
                let line = painter.fonts.lineHeight(fit.style, ofAny: fit.lines)
                for (number, text) in fit.lines.enumerated() {
                    let offset = (Double(number) - Double(fit.lines.count - 1) / 2) * line
                    painter.text(
                        text, fit.style, Theme.text.opacity(fade), x: fit.showsIcon ? parts.left : parts.bareLeft,
                        y: row.midY + offset, anchorY: 0.5)
                }
            } else {
                // At a larger text size a long name takes two lines of the row before it is made smaller or cut.
                painter.paragraph(
                    words.texts[index], in: Rect(x: parts.left, y: row.y, width: parts.room, height: row.height),
                    largest: parts.style.pixelsDouble, Theme.text.opacity(fade), bold: true, centered: false,
                    middle: true)
            }
            let price = TriviaWords.price(item, freePlay: game.settings.freePlay).string(in: painter.catalog)
            // An item that cannot be bought here is drawn plain; pressed, it says why.
            drawPill(
                painter, layout.buyButton(in: row), text: price, keyHint: "\(index + 1)", icon: nil,
                primary: isOnSale(item), opacity: fade)
        }
        drawPill(
            painter, layout.shopClose, text: painter.catalog["button.close"], keyHint: escapeKey, icon: nil,
            primary: false, opacity: fade)
    }

    /// Each store row's words as one line, and (at the game's text size) how they fit, the rows alike
    /// (`ShopRowFit.fitAll`); nil fits at a larger text size, where a row's words are a paragraph.
    private func shopWords(_ painter: Painter, rows: [Rect]) -> (texts: [String], fits: [ShopRowFit]?) {
        let words = ShopItem.catalog.map { item in
            (
                name: TriviaWords.shopName(item).string(in: painter.catalog),
                owned: Self.ownedText(item, game: game, now: now, painter.catalog)
            )
        }
        let texts = words.map { ShopRowFit.oneLine(name: $0.name, owned: $0.owned) }
        guard painter.textGrowth <= 1, let first = rows.first else { return (texts, nil) }
        let parts = ShopRowParts(row: first, pad: layout.margin, layout: layout)
        let fits = ShopRowFit.fitAll(
            words, width: parts.room, icon: (parts.left - parts.bareLeft) + layout.margin * 0.25, height: first.height,
            preferred: parts.style, readable: layout.readablePixels, painter: painter)
        return (texts, fits)
    }

    /// Where credits come from, longest first: the coin slot (its key outside a kiosk), else the operator.
    func creditSources(_ catalog: Catalog) -> [String] {
        guard let coinSlot = scene.coinSlot else { return [catalog["shop.ask_operator"]] }
        return (scene.isInKiosk ? [] : [catalog.text("shop.insert_coin_key", ["key": coinSlot.key])])
            + [catalog["shop.insert_coin"]]
    }

    /// Whether buying `item` now would do something (credits aside).
    func isOnSale(_ item: ShopItem) -> Bool {
        switch item {
        case .secondChance: return game.screen == .secondChanceOffer
        case .powerUp: return true
        case .lifeRefill: return game.lives(at: now.wallSeconds) < game.settings.limits.lives
        case .retryTopic: return game.canRetryTopic
        }
    }

    static func icon(for item: ShopItem) -> Icon {
        switch item {
        case .secondChance: return .replay
        case .powerUp(let powerUp): return icon(for: powerUp)
        case .lifeRefill: return .heart
        case .retryTopic: return .replay
        }
    }

    static func ownedText(_ item: ShopItem, game: TriviaGame, now: TriviaMoment, _ catalog: Catalog) -> String {
        switch item {
        case .powerUp(let powerUp):
            return catalog.text("shop.have", ["count": catalog.number(game.player.owned(powerUp))])
        case .lifeRefill:
            return catalog.text(
                "shop.lives_of",
                [
                    "lives": catalog.number(game.lives(at: now.wallSeconds)),
                    "total": catalog.number(game.settings.limits.lives),
                ])
        case .secondChance, .retryTopic: return ""
        }
    }
}

/// Where a store row's parts go: the icon, the words beside it (or from the row's edge without it), and the style
/// they are drawn in at most.
struct ShopRowParts {
    let icon: Rect
    let left: Double
    /// Where the words start without the icon: its place and most of the gutter before it.
    let bareLeft: Double
    /// The words' width beside the icon, up to the Buy button.
    let room: Double
    let style: TextStyle

    init(row: Rect, pad: Double, layout: TriviaLayout) {
        let side = row.height * 0.55
        icon = Rect(x: row.x + pad * 0.5, y: row.midY - side / 2, width: side, height: side)
        left = row.x + pad * 0.5 + side * 1.35
        bareLeft = row.x + pad * 0.25
        room = max(1, layout.buyButton(in: row).x - left - pad * 0.5)
        style = TextStyle(
            pixels: max(Theme.minimumTextPixels, min(row.height * 0.36, layout.shortSide * 0.045)), bold: true)
    }
}
