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
        let credits =
            variants.first { painter.width(of: $0, layout.smallStyle) <= card.width * 0.6 }
            ?? variants[variants.count - 1]
        painter.text(
            painter.truncate(credits, layout.smallStyle, width: card.width * 0.6), layout.smallStyle,
            Theme.textDim.opacity(fade),
            x: card.maxX - pad, y: card.y + pad * 0.8 + head.pixelsDouble * 0.5, anchorX: 1, anchorY: 0.5)
        let rows = layout.shopRows(count: ShopItem.catalog.count)
        for (index, (item, row)) in zip(ShopItem.catalog, rows).enumerated() {
            if index % 2 == 0 {
                // Half the raised colour over the card, worked out once: an opaque row is copied, a translucent
                // one blended pixel by pixel (0.9 ms a frame at 1280x720).
                let stripe = Theme.surfaceRaised.opacity(0.5).blended(over: Theme.surface)
                painter.roundedRect(row, radius: row.height * 0.2, stripe.opacity(fade))
            }
            let side = row.height * 0.55
            let iconRect = Rect(x: row.x + pad * 0.5, y: row.midY - side / 2, width: side, height: side)
            let buy = layout.buyButton(in: row)
            let style = TextStyle(
                pixels: max(Theme.minimumTextPixels, min(row.height * 0.36, layout.shortSide * 0.045)), bold: true)
            let left = row.x + pad * 0.5 + side * 1.35
            let owned = Self.ownedText(item, game: game, now: now, painter.catalog)
            let name = TriviaWords.shopName(item).string(in: painter.catalog)
            let room = max(1, buy.x - left - pad * 0.5)
            if painter.textGrowth > 1 {
                painter.icon(Self.icon(for: item), in: iconRect, Theme.accent.opacity(fade))
                // At a larger text size a long name takes two lines of the row before it is made smaller or cut.
                painter.paragraph(
                    ShopRowFit.oneLine(name: name, owned: owned),
                    in: Rect(x: left, y: row.y, width: room, height: row.height),
                    largest: style.pixelsDouble, Theme.text.opacity(fade), bold: true, centered: false, middle: true)
            } else {
                // Without the icon, the words take its place and most of the gutters beside it.
                let bareLeft = row.x + pad * 0.25
                let fit = ShopRowFit.fit(
                    name: name, owned: owned, width: room, icon: (left - bareLeft) + pad * 0.25, height: row.height,
                    preferred: style, readable: layout.readablePixels, painter: painter)
                if fit.showsIcon { painter.icon(Self.icon(for: item), in: iconRect, Theme.accent.opacity(fade)) }
                let line = painter.fonts.lineHeight(fit.style, ofAny: fit.lines)
                for (index, words) in fit.lines.enumerated() {
                    let offset = (Double(index) - Double(fit.lines.count - 1) / 2) * line
                    painter.text(
                        words, fit.style, Theme.text.opacity(fade), x: fit.showsIcon ? left : bareLeft,
                        y: row.midY + offset, anchorY: 0.5)
                }
            }
            let price = TriviaWords.price(item, freePlay: game.settings.freePlay).string(in: painter.catalog)
            // An item that cannot be bought here is drawn plain; pressed, it says why.
            drawPill(
                painter, buy, text: price, keyHint: "\(index + 1)", icon: nil, primary: isOnSale(item), opacity: fade)
        }
        drawPill(
            painter, layout.shopClose, text: painter.catalog["button.close"], keyHint: escapeKey, icon: nil,
            primary: false, opacity: fade)
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
