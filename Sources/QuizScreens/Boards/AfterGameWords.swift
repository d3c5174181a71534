import QuizCore
import QuizText

extension AfterGameBoard {
    /// The player's place today and, when this game grew it, the streak, in `catalog`'s language ("3rd of 41
    /// today", "3-day streak!"); nil when the player is not ranked (a guest, or banned).
    func rankWords(_ catalog: Catalog) -> [String]? {
        guard let row else { return nil }
        let rank = catalog.text(
            "topics.rank_today", ["rank": catalog.ordinal(row.rank), "players": catalog.number(board.players)])
        return [rank] + (shownStreak.map { [catalog.plural("board.streak", count: $0)] } ?? [])
    }
}
