import QuizCore

/// The buttons of each trivia screen, in the order drawn, so drawing and
/// hit-testing use the same rectangles.
enum TriviaButton: Equatable {
    case playNow, topics, shop, pass, play, playAgain, quit, retryTopic, refill, secondChance, noThanks, gotIt
}

extension TriviaLayout {
    /// The foot buttons of `screen` (the question screens have none).
    func buttons(for game: TriviaGame) -> [(TriviaButton, Rect)] {
        switch game.screen {
        case .home:
            let kinds: [TriviaButton] = offersHome ? [.quit, .shop, .playNow] : [.shop, .playNow]
            guard hasTopics else { return zip(kinds, footButtons(kinds.count)).map { ($0, $1) } }
            // Topics beside them where four (or three) fit across, else above Play Now.
            let row = footButtons(kinds.count + 1)
            guard row[0].width < buttonHeight * 2.4 else {
                return zip(kinds.dropLast() + [.topics, .playNow], row).map { ($0, $1) }
            }
            let foot = footButtons(kinds.count)
            let last = foot[foot.count - 1]
            let above = Rect(
                x: last.x, y: last.y - margin * 0.6 - buttonHeight, width: last.width, height: buttonHeight)
            return zip(kinds, foot).map { ($0, $1) } + [(.topics, above)]
        case .topicChosen:
            return zip([TriviaButton.pass, .play], footButtons(2)).map { ($0, $1) }
        case .progress:
            guard game.canRetryTopic else {
                return zip([TriviaButton.quit, .playAgain], footButtons(2)).map { ($0, $1) }
            }
            let row = footButtons(3)
            // Three across only where Retry topic's words, price and key fit; else it goes above the other two.
            guard row[0].width < buttonHeight * 3.9 else {
                return zip([.quit, .retryTopic, .playAgain], row).map { ($0, $1) }
            }
            let two = footButtons(2)
            let above = Rect(
                x: two[0].x, y: two[0].y - margin * 0.6 - buttonHeight, width: two[1].maxX - two[0].x,
                height: buttonHeight)
            return [(.quit, two[0]), (.retryTopic, above), (.playAgain, two[1])]
        case .noLives:
            return zip([TriviaButton.quit, .refill], footButtons(2, shares: [0.35, 0.65])).map { ($0, $1) }
        case .secondChanceOffer:
            // The offer takes more of the card: its words and Enter fit beside No thanks and Esc at 320x240.
            return zip([TriviaButton.noThanks, .secondChance], cardPair(shares: [0.44, 0.56])).map { ($0, $1) }
        case .spinning, .loadingQuestion, .questionIntro, .answering, .result:
            return []
        }
    }

    /// A card's two buttons: side by side, of `shares` of the row, or one above the other (the first on top)
    /// on a card narrower than `cardMinimumWidth`, where side by side would cut their words.
    func cardPair(shares: [Double] = [0.5, 0.5]) -> [Rect] {
        card.width < Self.cardMinimumWidth ? cardButtonsStacked(2) : cardButtons(2, shares: shares)
    }

    /// Buttons one above the other at the foot of the card, the first on top, each the card's width.
    func cardButtonsStacked(_ count: Int) -> [Rect] {
        let c = card
        let h = targetHeight(0.115)
        let gap = margin * 0.6
        let top = c.maxY - margin - Double(count) * h - Double(count - 1) * gap
        return (0..<count).map {
            Rect(x: c.x + margin, y: top + Double($0) * (h + gap), width: c.width - 2 * margin, height: h)
        }
    }

    /// Buttons across the foot of the card, of equal widths or of the given `shares` of the row.
    func cardButtons(_ count: Int, shares: [Double]? = nil) -> [Rect] {
        let c = card
        let h = targetHeight(0.115)
        let gap = margin
        let row = c.width - 2 * margin - gap * Double(count - 1)
        let widths = shares.map { $0.map { row * $0 } } ?? Array(repeating: row / Double(count), count: count)
        var x = c.x + margin
        return widths.map { width in
            defer { x += width + gap }
            return Rect(x: x, y: c.maxY - margin - h, width: width, height: h)
        }
    }
}

/// Turns a tap into the action of what is under it.
struct TriviaTaps {
    let scene: TriviaScene
    let layout: TriviaLayout

    func tap(x: Double, y: Double, at time: Double) {
        let game = scene.game
        let now = scene.clock.moment(at: time)
        switch game.overlay {
        case .explanation:
            // On the card: Got it. Outside it, an answer or a power-up still visible under the
            // dimmed screen is pressed too (the rules close the explanation for it).
            if layout.card.contains(x: x, y: y) || !pressesAnswerOrPowerUp(x: x, y: y) {
                scene.send(.explanationDismissed(at: now), at: time)
                return
            }
        case .shop:
            let rows = layout.shopRows(count: ShopItem.catalog.count)
            for (item, row) in zip(ShopItem.catalog, rows) where layout.buyButton(in: row).contains(x: x, y: y) {
                scene.send(.purchaseTapped(item, at: now), at: time)
                return
            }
            if layout.shopClose.contains(x: x, y: y) || !layout.shopCard.contains(x: x, y: y) {
                scene.send(.shopClosed, at: time)
            }
            return
        case nil:
            break
        }
        if layout.heart.contains(x: x, y: y) {
            scene.send(.heartTapped, at: time)
            return
        }
        if layout.showsFeedback(game), layout.feedbackButton.contains(x: x, y: y) {
            scene.openFeedback(at: time)
            return
        }
        if game.screen == .answering, let round = game.round {
            for (option, rect) in zip(round.options, layout.answerButtons(count: round.options.count))
            where rect.contains(x: x, y: y) {
                scene.send(.answerTapped(optionID: option.id, at: now), at: time)
                return
            }
            for (powerUp, rect) in zip(PowerUp.allCases, layout.powerUpButtons) where rect.contains(x: x, y: y) {
                scene.send(.powerUpTapped(powerUp, at: now), at: time)
                return
            }
        }
        guard let button = layout.buttons(for: game).first(where: { $0.1.contains(x: x, y: y) })?.0 else { return }
        switch button {
        case .playNow: scene.send(.playNowTapped(at: now), at: time)
        case .topics: scene.openTopics(at: time)
        case .shop: scene.send(.shopTapped, at: time)
        case .pass: scene.send(.passTapped(at: now), at: time)
        case .play: scene.send(.playTapped, at: time)
        case .playAgain: scene.send(.playAgainTapped(at: now), at: time)
        case .quit: scene.quit(at: time)
        case .retryTopic: if let id = game.topicID { scene.send(.retryTopicTapped(topicID: id), at: time) }
        case .refill: scene.send(.refillTapped(at: now), at: time)
        case .secondChance: scene.send(.secondChanceAccepted(at: now), at: time)
        case .noThanks: scene.send(.secondChanceDeclined(at: now), at: time)
        case .gotIt: scene.send(.explanationDismissed(at: now), at: time)
        }
    }

    /// Whether (x, y) is on an answer or a power-up of the question on screen.
    private func pressesAnswerOrPowerUp(x: Double, y: Double) -> Bool {
        guard scene.game.screen == .answering, let round = scene.game.round else { return false }
        let targets = layout.answerButtons(count: round.options.count) + layout.powerUpButtons
        return targets.contains { $0.contains(x: x, y: y) }
    }
}
