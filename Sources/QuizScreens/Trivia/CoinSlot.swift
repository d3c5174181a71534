/// A coin or token acceptor: it types `key` once per coin, and each coin adds
/// `cents` to the player's credits (the shop's prices are in cents).
public struct CoinSlot: Equatable, Sendable {
    /// The SDL key name the acceptor sends, in lower case.
    public var key: String
    public var cents: Int

    public init(key: String, cents: Int) {
        self.key = key
        self.cents = cents
    }
}
