import QuizCore
import QuizFlows

/// The one line a refused press shows: every shop button and power-up
/// either acts or says why not, in words that fit the way the game takes
/// credits (a coin acceptor, or the operator).
struct TriviaNotices {
    /// The coin acceptor's key and value; nil unless the game takes coins.
    var coinSlot: CoinSlot?
    /// In a kiosk, the coin key is the acceptor's, not one to tell visitors to press.
    var isInKiosk: Bool

    func text(for item: ShopItem, _ refusal: PurchaseRefusal) -> ScreenText {
        switch refusal {
        case .notEnoughCredits: return notEnoughCredits(for: item)
        case .livesAlreadyFull: return ScreenText("notice.lives_full")
        case .nothingToRetry: return ScreenText("notice.nothing_to_retry")
        case .topicNotFinished: return ScreenText("notice.topic_not_finished")
        case .notAvailableNow:
            switch item {
            case .secondChance: return ScreenText("notice.second_chance_when")
            case .retryTopic: return ScreenText("notice.retry_topic_where")
            case .powerUp, .lifeRefill: return ScreenText("notice.not_available")
            }
        case .storeCannotSave: return ScreenText("notice.store_cannot_save")
        }
    }

    /// Where credits come from here: the coin slot, else the operator.
    func notEnoughCredits(for item: ShopItem) -> ScreenText {
        let price = ScreenText.Value.money(item.priceCents)
        guard let coinSlot else { return ScreenText("notice.credits_ask_operator", ["price": price]) }
        if isInKiosk { return ScreenText("notice.credits_insert_coin", ["price": price]) }
        return ScreenText("notice.credits_insert_coin_key", ["price": price, "key": .verbatim(coinSlot.key)])
    }

    static func text(for powerUp: PowerUp, _ refusal: PowerUpRefusal) -> ScreenText {
        switch refusal {
        case .limitReached: return ScreenText("notice.two_per_question")
        case .alreadyUsed: return ScreenText("notice.already_used", ["power_up": .key(powerUp.titleKey)])
        case .noVotesYet: return ScreenText("notice.no_votes_yet")
        case .wouldHaveNoEffect:
            switch powerUp {
            case .peoplesChoice: return ScreenText("notice.peoples_choice_showing")
            case .halfOff: return ScreenText("notice.half_off_needs_two")
            case .freezeTime, .jumpIt: return ScreenText("notice.changes_nothing")
            }
        }
    }
}
