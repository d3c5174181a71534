import QuizCore

/// How trivia's overlays word the shop's items and what the next tap on a power-up does: the same words drawn on
/// the screen and said aloud (`TriviaNarration`).
public enum TriviaWords {
    /// An item as the shop lists it ("3 Jump It", "Second Chance").
    public static func shopName(_ item: ShopItem) -> ScreenText {
        switch item {
        case .secondChance: ScreenText("shop.second_chance")
        case .powerUp(let powerUp):
            ScreenText("shop.power_ups", ["count": .number(item.quantity), "name": .key(powerUp.titleKey)])
        case .lifeRefill: ScreenText("shop.life_refill")
        case .retryTopic: ScreenText("shop.retry_topic")
        }
    }

    /// The game's own messages after a right answer ("Brilliant!"), `TriviaSettings.gameMessageCount` of them, in
    /// `TriviaRound.gameMessage`'s order; the operator's own (`TriviaSettings.rightMessages`) are shown as written.
    public static let gameMessageKeys = [
        "trivia.message_brilliant", "trivia.message_nailed_it", "trivia.message_spot_on",
        "trivia.message_know_your_stuff", "trivia.message_great_answer",
    ]

    /// The message above "Your score" after a right answer: the operator's as written, else the game's own; nil
    /// when the round has none.
    public static func rightMessage(_ round: TriviaRound) -> ScreenText.Value? {
        if let written = round.message { return .verbatim(written) }
        return round.gameMessage.map { .key(gameMessageKeys[$0 % gameMessageKeys.count]) }
    }

    /// An item's price: its credits, or "Free" in free play.
    public static func price(_ item: ShopItem, freePlay: Bool) -> ScreenText.Value {
        freePlay ? .key("shop.free") : .money(item.priceCents)
    }

    /// How the explanation words a second tap on `powerUp`: with its key where the screen names keys.
    public static func tapAgain(_ powerUp: PowerUp, keys: Bool) -> ScreenText {
        keys
            ? ScreenText("powerup.tap_again_key", ["key": .verbatim(String(powerUp.keyLetter))])
            : ScreenText("powerup.tap_again")
    }

    /// What the explanation of `powerUp` says the next tap on it does, as the rules will do it; `tap` words the
    /// tap itself ("Tap it again", with its key outside a kiosk).
    public static func nextTap(on powerUp: PowerUp, in game: TriviaGame, tap: ScreenText) -> ScreenText {
        let owned: [String: ScreenText.Value] = ["owned": .number(game.player.owned(powerUp))]
        switch game.nextTap(on: powerUp) {
        case .uses:
            return ScreenText("powerup.next_uses", owned.merging(["tap": .text(tap)]) { $1 })
        case .opensShop:
            let item = ShopItem.powerUp(powerUp)
            if game.settings.freePlay {
                return ScreenText(
                    "powerup.next_opens_store_free", ["tap": .text(tap), "quantity": .number(item.quantity)])
            }
            return ScreenText(
                "powerup.next_opens_store",
                ["tap": .text(tap), "quantity": .number(item.quantity), "price": .money(item.priceCents)])
        case .refused(.limitReached):
            return ScreenText("powerup.next_limit_reached", owned)
        case .refused(.alreadyUsed):
            return ScreenText("powerup.next_already_used", owned)
        case .refused(.wouldHaveNoEffect), .refused(.noVotesYet):
            return ScreenText("powerup.next_no_effect", owned)
        }
    }
}
