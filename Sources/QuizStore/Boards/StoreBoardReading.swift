import Foundation
import GRDB
import QuizCore

/// The boards and streaks read through the play's `PlaySaves` (a read the store cannot answer is reported
/// once and answered with nothing).
public final class StoreBoardReading: BoardReading {
    public let saves: PlaySaves

    public init(saves: PlaySaves) {
        self.saves = saves
    }

    public func board(_ scope: BoardScope, top: Int, playerID: Int64?) -> Board? {
        let database = saves.database
        return saves.read { () throws(StoreError) in try database.board(scope, top: top, playerID: playerID) }
    }

    public func streak(playerID: Int64, today: CalendarDay) -> Int {
        let database = saves.database
        return saves.read { () throws(StoreError) in
            try database.streak(playerID: playerID, today: today.description)
        } ?? 0
    }

    public func gamesPlayed(playerID: Int64, on day: CalendarDay) -> Int {
        let database = saves.database
        return saves.read { () throws(StoreError) in try database.gamesPlayed(playerID: playerID, on: day) } ?? 0
    }
}

extension QuizDatabase {
    /// Games of any mode (ranked or practice) the player completed on `day` (the event's date).
    public func gamesPlayed(playerID: Int64, on day: CalendarDay) throws(StoreError) -> Int {
        try read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM gameResult WHERE playerId = ? AND localDate = ?",
                arguments: [playerID, day.description]) ?? 0
        }
    }

    /// The id of the topic named `name` (any case, as topic names are unique), or of the topic renamed from it in
    /// the web admin; nil when there is none.
    public func topicID(named name: String) throws(StoreError) -> Int64? {
        try read { db in
            try Int64.fetchOne(
                db,
                sql: """
                    SELECT id FROM topic WHERE name = :name
                    UNION ALL SELECT topicId FROM topicAlias WHERE name = :name LIMIT 1
                    """, arguments: ["name": name])
        }
    }
}

extension StoreBoardReading {
    /// Every topic with multiple-choice questions, by name: the timed challenges' boards.
    public func topics() -> [(id: Int64, name: String)] {
        let database = saves.database
        return saves.read { () throws(StoreError) in try database.boardTopics() } ?? []
    }
}

extension QuizDatabase {
    /// Every topic with active multiple-choice questions, by name.
    public func boardTopics() throws(StoreError) -> [(id: Int64, name: String)] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT t.id, t.name FROM topic t
                    WHERE EXISTS (SELECT 1 FROM question q WHERE q.topicId = t.id AND q.kind = \(SQLWord.multipleChoice)
                                  AND q.status = \(SQLWord.active))
                    ORDER BY t.name
                    """
            ).map { row -> (id: Int64, name: String) in (row["id"], row["name"]) }
        }
    }
}
