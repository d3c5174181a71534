import Foundation
import QuizCore
import QuizStore

/// A test's store in which a player's wallet moves are saved as the game's rules save them
/// (`TriviaRepository.persist`): what the fleet's tests make on a kiosk, then look for on the server, the web
/// admin's pages or another device.
public protocol WalletMoving {
    /// The store the moves are saved in.
    var walletStore: QuizDatabase { get }
}

/// A wallet move that could not be made: what the test's store lacks.
public struct WalletMoveFailure: Error, CustomStringConvertible {
    public let description: String
}

extension WalletMoving {
    /// A coin for `player`.
    public func insertCoin(_ player: PlayerRef, cents: Int) throws {
        try persist(player, [.recordCredits(cents: cents, from: .coin), .changeCredits(by: cents)])
    }

    /// A pack of `powerUp` bought from the credits.
    public func buy(_ player: PlayerRef, _ powerUp: PowerUp) throws {
        let item = ShopItem.powerUp(powerUp)
        try persist(
            player,
            [
                .recordPurchase(PurchaseRecord(item: item, provider: .credits)), .changeCredits(by: -item.priceCents),
                .changeInventory(powerUp, by: item.quantity),
            ])
    }

    /// One `powerUp` used on a question of the store (its first).
    public func use(_ player: PlayerRef, _ powerUp: PowerUp) throws {
        let first = try QuestionBank(database: walletStore).questions(topicID: nil, search: "", limit: 1, offset: 0)
        guard let question = first.questions.first?.id else {
            throw WalletMoveFailure(description: "the store has no question to use it on")
        }
        try persist(player, [.recordPowerUpUse(powerUp, questionID: question), .changeInventory(powerUp, by: -1)])
    }

    /// `effects` (badges, medals, wallet moves) saved for `player` now.
    public func persist(_ player: PlayerRef, _ effects: [TriviaEffect]) throws {
        try TriviaRepository(database: walletStore, player: player).persist(effects, at: Date())
    }
}
