import Foundation
import QuizCore
import Synchronization

/// The leaderboard page's board (with its rows written as HTML, `ShownBoard`) and mode list, each kept for
/// `lifetime` seconds (one): under load (Quiz Odyssey's 2,000 users on the page), the requests for one board
/// in that second share one query and one rendering of the rows instead of each summing the period's games
/// and writing 100 rows again (`docs/performance.md`, "the web admin under load"). A game finished, a rename
/// or a ban shows within that second. The CSV export always asks the store.
final class BoardCache<Shown: Sendable>: Sendable {
    private struct Kept<Value> {
        var value: Value
        var at: Double
    }

    let lifetime: Double
    /// A board's scope and the language its page is written in.
    private struct Key: Hashable {
        var scope: BoardScope
        var language: String
    }

    private let boards = Mutex<[Key: Kept<Shown>]>([:])
    private let modes = Mutex<Kept<[String]>?>(nil)
    /// Boards kept at most: old ones are dropped past this (a crawler walking every day cannot grow it).
    static var capacity: Int { 64 }

    /// Seconds on a clock that only moves forward (`Uptime.clock`; a test's own clock).
    private let clock: @Sendable () -> Double

    init(lifetime: Double = 1, clock: @escaping @Sendable () -> Double = Uptime.clock) {
        self.lifetime = lifetime
        self.clock = clock
    }

    /// The board of `scope` (its page in `language`), from the last second's query or from `load` (not under the
    /// lock: two first requests may both query, and nobody waits on another's query).
    func board<E: Error>(
        _ scope: BoardScope, language: String = "", load: () throws(E) -> Shown
    ) throws(E) -> Shown {
        let now = clock()
        let key = Key(scope: scope, language: language)
        if let kept = boards.withLock({ $0[key] }), now - kept.at < lifetime { return kept.value }
        let board = try load()
        boards.withLock { boards in
            if boards.count >= Self.capacity { boards = boards.filter { now - $0.value.at < lifetime } }
            if boards.count < Self.capacity { boards[key] = Kept(value: board, at: now) }
        }
        return board
    }

    /// The modes that have games, as `board`.
    func playedModes<E: Error>(load: () throws(E) -> [String]) throws(E) -> [String] {
        let now = clock()
        if let kept = modes.withLock({ $0 }), now - kept.at < lifetime { return kept.value }
        let value = try load()
        modes.withLock { $0 = Kept(value: value, at: now) }
        return value
    }
}
