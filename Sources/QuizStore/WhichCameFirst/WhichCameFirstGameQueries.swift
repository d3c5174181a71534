import Foundation
import GRDB
import QuizCore

/// The store's side of "Which came first?": a day's events, the players'
/// games (dealt questions and answers, as JSON), and a day's board.
extension QuizDatabase {
    /// Every event stored for a day of the year (any year) in `language`, `familySafe` leaving out the
    /// sensitive ones; with its cached picture's file name when it has one.
    public func whichCameFirstEvents(
        month: Int, day: Int, familySafe: Bool, language: String = "en"
    ) throws(StoreError) -> [WhichCameFirstEvent] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT uid, text, year, source, imageFile FROM event
                    WHERE month = ? AND day = ? AND language = ? AND (? = 0 OR sensitive = 0)
                    """, arguments: [month, day, language, familySafe]
            ).map { row in
                WhichCameFirstEvent(
                    id: row["uid"], text: row["text"], year: row["year"], source: row["source"],
                    imageFile: row["imageFile"])
            }
        }
    }

    /// The player's game of `day`, if they have one.
    public func whichCameFirstGame(playerID: Int64, day: CalendarDay) throws(StoreError) -> SavedWhichCameFirstGame? {
        let row = try read { db in
            try Row.fetchOne(
                db, sql: "SELECT day, kind, questions, answers FROM historyGame WHERE playerId = ? AND day = ?",
                arguments: [playerID, day.description])
        }
        return try row.map { row throws(StoreError) in try Self.savedGame(row) }
    }

    /// The player's games from `first` through `last`, by day.
    public func whichCameFirstGames(
        playerID: Int64, from first: CalendarDay, through last: CalendarDay
    ) throws(StoreError) -> [SavedWhichCameFirstGame] {
        let rows = try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT day, kind, questions, answers FROM historyGame
                    WHERE playerId = ? AND day BETWEEN ? AND ? ORDER BY day
                    """, arguments: [playerID, first.description, last.description])
        }
        var games: [SavedWhichCameFirstGame] = []
        for row in rows { games.append(try Self.savedGame(row)) }
        return games
    }

    /// Keeps `game` for the player in one transaction: its questions when first saved, its answers and score
    /// always; once finished, its finish time and a `gameResult` row (mode `which-came-first`, out of 5).
    @discardableResult
    public func saveWhichCameFirstGame(
        _ game: WhichCameFirstGame, kind: WhichCameFirstGameKind, playerID: Int64, at now: Date, localDate: String
    ) throws(StoreError) -> CommittedRows {
        let questions = try Self.encode(game.questions)
        let answers = try Self.encode(game.answers)
        return try write { db in
            var rows = CommittedRows()
            let wasFinished =
                try Bool.fetchOne(
                    db, sql: "SELECT finishedAt IS NOT NULL FROM historyGame WHERE playerId = ? AND day = ?",
                    arguments: [playerID, game.day.description]) ?? false
            try db.execute(
                sql: """
                    INSERT INTO historyGame (playerId, day, kind, questions, answers, score, startedAt, updatedAt,
                      finishedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(playerId, day) DO UPDATE SET answers = excluded.answers, score = excluded.score,
                      updatedAt = excluded.updatedAt, finishedAt = COALESCE(historyGame.finishedAt, excluded.finishedAt)
                    """,
                arguments: [
                    playerID, game.day.description, kind.rawValue, questions, answers, game.score, StoredDate(now),
                    StoredDate(now), game.isFinished ? StoredDate(now) : nil,
                ])
            if let id = try Int64.fetchOne(
                db, sql: "SELECT id FROM historyGame WHERE playerId = ? AND day = ?",
                arguments: [playerID, game.day.description])
            {
                rows.add("historyGame", id)
            }
            if game.isFinished, !wasFinished {
                let id = try GameRecord(
                    playerID: playerID, mode: .whichCameFirst, score: game.score, total: game.questions.count,
                    points: game.score, completedAt: now, localDate: localDate
                ).insert(db)
                rows.add("gameResult", id)
            }
            return rows
        }
    }

    /// The board of `day`'s finished games of `kind`: the best `top` (higher score first, then the earlier
    /// finish), banned players left out, and the player's own row after them when it is not among them.
    public func whichCameFirstBoard(
        day: CalendarDay, kind: WhichCameFirstGameKind, playerID: Int64, top: Int
    ) throws(StoreError) -> WhichCameFirstBoard {
        let rows = try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT g.playerId, p.name, g.score FROM historyGame g JOIN player p ON p.id = g.playerId
                    WHERE g.day = ? AND g.kind = ? AND g.finishedAt IS NOT NULL AND p.banned = 0
                    ORDER BY g.score DESC, g.finishedAt, g.id
                    """, arguments: [day.description, kind.rawValue])
        }
        var board: [WhichCameFirstBoardRow] = []
        for (index, row) in rows.enumerated() {
            let isPlayer = (row["playerId"] as Int64) == playerID
            guard index < top || isPlayer else { continue }
            board.append(
                WhichCameFirstBoardRow(rank: index + 1, name: row["name"], score: row["score"], isPlayer: isPlayer))
        }
        return WhichCameFirstBoard(rows: board, players: rows.count)
    }

    private static func savedGame(_ row: Row) throws(StoreError) -> SavedWhichCameFirstGame {
        let text: String = row["day"]
        guard let day = CalendarDay(text), let kind = WhichCameFirstGameKind(rawValue: row["kind"]) else {
            throw StoreError.query("a Which came first? game has a day or kind the game cannot read: \(text)")
        }
        let questions: [WhichCameFirstQuestion] = try decode(row["questions"], "its questions")
        let answers: [Int] = try decode(row["answers"], "its answers")
        return SavedWhichCameFirstGame(day: day, kind: kind, questions: questions, answers: answers)
    }

    private static func encode<T: Encodable>(_ value: T) throws(StoreError) -> String {
        do {
            return try JSONText.encode(value)
        } catch {
            throw StoreError.query("a Which came first? game could not be written: \(error)")
        }
    }

    private static func decode<T: Decodable>(_ text: String, _ what: String) throws(StoreError) -> T {
        do {
            return try JSONValue.decode(T.self, from: text)
        } catch {
            throw StoreError.query("a Which came first? game's \(what) cannot be read: \(error)")
        }
    }
}
