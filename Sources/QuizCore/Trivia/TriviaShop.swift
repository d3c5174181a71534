/// Something the shop sells, with the seed's quantity and price, paid from
/// the credits ledger (or free in free play). No real payment is taken.
public enum ShopItem: Equatable, Hashable, Sendable {
    /// One more try at a question just answered wrong, bought and used at once.
    case secondChance
    /// A pack of one power-up.
    case powerUp(PowerUp)
    /// All lives back at once.
    case lifeRefill
    /// Re-enables the wrongly answered questions of a locked topic.
    case retryTopic

    /// Everything on sale, in the order the shop lists it.
    public static let catalog: [ShopItem] =
        [.secondChance] + PowerUp.allCases.map(ShopItem.powerUp) + [.lifeRefill, .retryTopic]

    /// The item a number key buys in the open shop ("1" the catalogue's first), nil for any other key.
    public static func forKey(_ name: String) -> ShopItem? {
        guard let number = Int(name), catalog.indices.contains(number - 1) else { return nil }
        return catalog[number - 1]
    }

    /// How many the price buys: Second Chance 1, Freeze Time 5, the other power-ups 3.
    public var quantity: Int {
        switch self {
        case .secondChance, .lifeRefill, .retryTopic: return 1
        case .powerUp(.freezeTime): return 5
        case .powerUp: return 3
        }
    }

    /// The price in cents of credit: $0.99 each, Retry topic $4.99.
    public var priceCents: Int {
        switch self {
        case .retryTopic: return 499
        case .secondChance, .powerUp, .lifeRefill: return 99
        }
    }

    /// The ledger's name for the item.
    public var code: String {
        switch self {
        case .secondChance: return "secondChance"
        case .powerUp(let powerUp): return powerUp.rawValue
        case .lifeRefill: return "lifeRefill"
        case .retryTopic: return "retryTopic"
        }
    }
}

/// Who paid for a purchase.
public enum PurchaseProvider: String, Equatable, Sendable {
    /// The operator runs the kiosk in free play: nothing is charged.
    case freePlay
    /// Paid from the player's credits (granted by the operator or a coin acceptor).
    case credits
}

/// Where credits came from.
public enum CreditSource: String, Equatable, Sendable {
    /// Granted by the operator (the web admin or an operator key).
    case operatorGrant = "operator"
    /// A coin or token acceptor (a key press).
    case coin
}

/// One line of the credits ledger, for the front end to persist.
public struct PurchaseRecord: Equatable, Sendable {
    public var item: ShopItem
    public var quantity: Int
    /// The list price; in free play it is recorded but not charged.
    public var priceCents: Int
    public var provider: PurchaseProvider
    /// The question a Second Chance was bought for.
    public var questionID: Int64?
    /// The topic a Retry topic was bought for.
    public var topicID: Int64?

    public init(
        item: ShopItem, provider: PurchaseProvider, questionID: Int64? = nil, topicID: Int64? = nil
    ) {
        self.item = item
        self.quantity = item.quantity
        self.priceCents = item.priceCents
        self.provider = provider
        self.questionID = questionID
        self.topicID = topicID
    }
}

/// Why a purchase did not go through; nothing was charged.
public enum PurchaseRefusal: Equatable, Sendable {
    case notEnoughCredits
    /// A refill with every life still there.
    case livesAlreadyFull
    /// Retry topic on a topic answered all right: no wrong answers to re-enable.
    case nothingToRetry
    /// Retry topic on a topic that still has questions to play (it is for a finished one).
    case topicNotFinished
    /// The item is not sold from here: Second Chance only right after a wrong
    /// answer or a time-out, Retry topic only with a topic on screen.
    case notAvailableNow
    /// The store cannot save right now: a purchase it could not keep would be paid for nothing.
    case storeCannotSave
}

extension TriviaAction {
    /// The refusal of a purchase the store cannot keep (`canSave` false), checked before the rules see it:
    /// nothing is charged, nothing changes, and no save is asked for. Nil for every other action.
    public func refusal(canSave: Bool) -> TriviaEffect? {
        guard !canSave, case .purchaseTapped(let item, _) = self else { return nil }
        return .purchaseRefused(item, .storeCannotSave)
    }
}

/// The shop: items paid from the credits ledger (free in free play), each
/// purchase recorded for the operator's totals.
extension TriviaGame {
    /// Buys `item`; a refusal charges nothing and changes nothing.
    mutating func purchase(_ item: ShopItem, at now: TriviaMoment) -> [TriviaEffect] {
        switch item {
        case .powerUp(let powerUp):
            guard let paid = charge(item) else { return [.purchaseRefused(item, .notEnoughCredits)] }
            player.inventory[powerUp] = player.owned(powerUp) + item.quantity
            return paid + [.changeInventory(powerUp, by: item.quantity)]
        case .lifeRefill:
            guard lives(at: now.wallSeconds) < settings.limits.lives else {
                return [.purchaseRefused(item, .livesAlreadyFull)]
            }
            guard let paid = charge(item) else { return [.purchaseRefused(item, .notEnoughCredits)] }
            player.lives.refill()
            let refilled = paid + [.saveLives(fullAt: player.lives.fullAt)]
            // Waiting for a life: the refill lets play go on at once.
            return screen == .noLives ? refilled + startSpin(at: now) : refilled
        case .secondChance:
            guard screen == .secondChanceOffer else { return [.purchaseRefused(item, .notAvailableNow)] }
            return acceptSecondChance(at: now)
        case .retryTopic:
            guard let topicID else { return [.purchaseRefused(item, .notAvailableNow)] }
            return retryTopic(topicID)
        }
    }

    /// Retry topic: re-enables the wrongly answered questions of a locked topic.
    mutating func retryTopic(_ id: Int64) -> [TriviaEffect] {
        guard let topic = topic(id) else { return [.purchaseRefused(.retryTopic, .notAvailableNow)] }
        guard topic.isLocked else { return [.purchaseRefused(.retryTopic, .topicNotFinished)] }
        guard topic.answeredWrong > 0 else { return [.purchaseRefused(.retryTopic, .nothingToRetry)] }
        guard let paid = charge(.retryTopic, topicID: id) else {
            return [.purchaseRefused(.retryTopic, .notEnoughCredits)]
        }
        updateTopic(id) { $0.answered = $0.answeredRight }
        return paid + [.reenableWrongAnswers(topicID: id)]
    }

    /// Takes the price from the credits (nothing in free play) and returns the
    /// ledger effects, or nil when the credits do not cover it.
    mutating func charge(_ item: ShopItem, questionID: Int64? = nil, topicID: Int64? = nil) -> [TriviaEffect]? {
        if settings.freePlay {
            let record = PurchaseRecord(item: item, provider: .freePlay, questionID: questionID, topicID: topicID)
            return [.recordPurchase(record)]
        }
        guard player.creditsCents >= item.priceCents else { return nil }
        player.creditsCents -= item.priceCents
        let record = PurchaseRecord(item: item, provider: .credits, questionID: questionID, topicID: topicID)
        return [.recordPurchase(record), .changeCredits(by: -item.priceCents)]
    }

    /// A coin, or credits granted by the operator.
    mutating func addCredits(_ cents: Int, from source: CreditSource) -> [TriviaEffect] {
        guard cents > 0 else { return [] }
        player.creditsCents += cents
        return [.recordCredits(cents: cents, from: source), .changeCredits(by: cents)]
    }
}
