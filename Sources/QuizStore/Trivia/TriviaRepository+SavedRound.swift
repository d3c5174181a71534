import Foundation
import GRDB
import QuizCore

/// The round kept for resuming a game cut off mid-question (see `TriviaSavedRound`).
extension TriviaRepository {
    /// The saved round, if any; one that cannot be read (an older build's, say) counts as none.
    public func savedRound() throws(StoreError) -> TriviaSavedRound? {
        let state = try database.read { db in
            try String.fetchOne(
                db, sql: "SELECT state FROM savedGame WHERE playerId = ? AND mode = ?",
                arguments: [playerID, Self.mode.rawValue])
        }
        guard let state else { return nil }
        return try? JSONValue.decode(TriviaSavedRound.self, from: state)
    }

    /// Forgets the saved round.
    public func clearSavedRound() throws(StoreError) {
        try persist([], round: .clear, at: Date())
    }

    /// An active multiple-choice question of `topicID` by id, with all its options; nil when gone. In any
    /// language: a round saved in one resumes whichever language is on view.
    public func question(id: Int64, topicID: Int64) throws(StoreError) -> TriviaQuestion? {
        let packs = packs.only(in: nil).condition("packId")
        let row = try database.read { db in
            try Row.fetchOne(
                db,
                sql:
                    "SELECT badge FROM question WHERE id = ? AND topicId = ? AND status = \(SQLWord.active) "
                    + "AND \(packs.sql)",
                arguments: [id, topicID] + packs.arguments)
        }
        guard let row, let stored = try database.question(id: id) else { return nil }
        return stored.trivia(topicID: topicID, badge: row["badge"])
    }
}
