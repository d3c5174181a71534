import Foundation
import GRDB
import QuizCore

/// Persisting what the trivia rules ask for: answers with the chosen option,
/// power-up use and inventory, the credits ledger, lives, passes, explained
/// power-ups, badges, medals and Retry topic.
extension TriviaRepository {
    /// Performs one of the rules' persistence effects at `date`; effects for
    /// the screen (sounds, screen changes, loads, refusals) are not the store's
    /// and are ignored.
    public func persist(_ effect: TriviaEffect, at date: Date) throws(StoreError) {
        try persist([effect], at: date)
    }

    /// Performs the persistence effects of one action, and the change to the
    /// saved round, in one transaction: a power cut keeps all of them or none
    /// (a purchase is never recorded without its charge, nor an answer without
    /// the saved round it ends). Returns the rows added, for the commit journal.
    @discardableResult
    public func persist(
        _ effects: [TriviaEffect], round: SavedRoundChange = .keep, at date: Date
    ) throws(StoreError) -> CommittedRows {
        let stored = effects.filter(\.isStored)
        if stored.isEmpty, round == .keep { return CommittedRows() }
        return try database.write { db in
            var writer = TriviaRecordWriter(db: db, playerID: playerID, date: date)
            for effect in stored { try writer.perform(effect) }
            try writer.apply(round)
            return writer.committed
        }
    }

    /// The medal held in a topic, if any.
    public func medal(topicID: Int64) throws(StoreError) -> Medal? {
        try database.read { db in
            try String.fetchOne(
                db, sql: "SELECT medal FROM topicMedal WHERE playerId = ? AND topicId = ?",
                arguments: [playerID, topicID]
            ).flatMap(Medal.init(rawValue:))
        }
    }

    /// A readable title for a badge code: `topic-3-90` is "90 % of a topic".
    static func badgeTitle(_ code: String) -> String {
        let parts = code.split(separator: "-")
        if parts.count == 3, parts[0] == "topic", let percent = Int(parts[2]) {
            return "\(percent) % of a topic"
        }
        return code
    }
}
