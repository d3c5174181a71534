/// A kiosk's records kept in memory: the board it is given, and the reset
/// games in the order they came. For a kiosk without a store (tests, the
/// frame bench's screens).
public final class InMemoryKioskRecords: KioskRecords {
    /// The games on today's board, best first.
    public var best: [BestGame]
    /// The games the kiosk reset, oldest first.
    public private(set) var abandoned: [AbandonedRound] = []

    public init(best: [BestGame] = []) {
        self.best = best
    }

    public func todaysBest(limit: Int) -> [BestGame] { Array(best.prefix(limit)) }

    public func keepAbandoned(_ round: AbandonedRound) { abandoned.append(round) }
}
