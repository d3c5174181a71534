import QuizCore

/// The one line a refused press shows: every shop button and power-up
/// either acts or says why not, in words that fit the way the game takes
/// credits (a coin acceptor, or the operator).
struct TriviaNotices {
    /// The coin acceptor's key and value; nil unless the game takes coins.
    var coinSlot: CoinSlot?
    /// In a kiosk, the coin key is the acceptor's, not one to tell visitors to press.
    var isInKiosk: Bool

    func text(for item: ShopItem, _ refusal: PurchaseRefusal) -> String {
        switch refusal {
        case .notEnoughCredits: return notEnoughCredits(for: item)
        case .livesAlreadyFull: return "Your lives are full: nothing to refill"
        case .nothingToRetry: return "Every question in this topic was right: nothing to retry"
        case .topicNotFinished: return "Retry topic is for a finished topic: this one has questions left"
        case .notAvailableNow:
            switch item {
            case .secondChance: return "Second Chance is offered after a wrong answer or a time-out"
            case .retryTopic: return "Retry topic is on a finished topic's progress screen"
            case .powerUp, .lifeRefill: return "Not available now"
            }
        case .storeCannotSave: return "The store cannot save right now: purchases wait until it can"
        }
    }

    /// Where credits come from here: the coin slot, else the operator.
    func notEnoughCredits(for item: ShopItem) -> String {
        let price = Money.text(item.priceCents)
        guard let coinSlot else { return "Not enough credits for \(price): ask the operator for credit" }
        return "Not enough credits for \(price): insert a coin" + (isInKiosk ? "" : " (key \(coinSlot.key))")
    }

    static func text(for powerUp: PowerUp, _ refusal: PowerUpRefusal) -> String {
        switch refusal {
        case .limitReached: return "Two power-ups per question: this one has had its two"
        case .alreadyUsed: return "\(powerUp.title) was already used on this question: keep it for the next"
        case .noVotesYet: return "Nobody has answered this question yet: People's Choice kept"
        case .wouldHaveNoEffect:
            switch powerUp {
            case .peoplesChoice: return "People's Choice is already showing"
            case .halfOff: return "Half Off needs two wrong answers left to take away"
            case .freezeTime, .jumpIt: return "That would change nothing now"
            }
        }
    }
}
