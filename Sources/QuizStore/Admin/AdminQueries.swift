import Foundation
import GRDB
import QuizCore

/// The web admin's reads of the game's store: a day's figures, the players'
/// list and one player's record. Plain reads through the pool, so the game
/// keeps writing while they run (WAL: readers never wait for the writer).
public struct AdminQueries: Sendable {
    public let database: QuizDatabase

    public init(database: QuizDatabase) {
        self.database = database
    }

    /// The modes whose games keep their answers in their own rows (`dailyAttempt`, `historyGame`), not in
    /// `answer`: their answers are their finished games' questions, the right ones the games' scores.
    static let modesAnsweringInGames: Set<GameMode> = [.daily, .whichCameFirst]

    /// The figures of `day` (YYYY-MM-DD in the event's time zone), whose instants run from `start` to `end`.
    public func day(_ day: String, from start: Date, to end: Date) throws(StoreError) -> DayFigures {
        try database.read { db in
            let window: StatementArguments = [StoredDate(start), StoredDate(end)]
            var modes: [String: ModeDayFigures] = [:]
            let games = try Row.fetchAll(
                db,
                sql: """
                    SELECT mode, COUNT(*) AS games, COUNT(DISTINCT playerId) AS players, SUM(total) AS questions,
                      SUM(score) AS rightAnswers
                    FROM gameResult WHERE localDate = ? GROUP BY mode
                    """, arguments: [day])
            for row in games {
                let mode: String = row["mode"]
                let inGames = GameMode(rawValue: mode).map(Self.modesAnsweringInGames.contains) ?? false
                modes[mode] = ModeDayFigures(
                    mode: mode, games: row["games"], players: row["players"], answers: inGames ? row["questions"] : 0,
                    rightAnswers: inGames ? row["rightAnswers"] : 0)
            }
            let answers = try Row.fetchAll(
                db,
                sql: """
                    SELECT mode, COUNT(*) AS answers, SUM(result = \(SQLWord.right)) AS rightAnswers
                    FROM answer WHERE answeredAt >= ? AND answeredAt < ? GROUP BY mode
                    """, arguments: window)
            for row in answers {
                let mode: String = row["mode"]
                var figures =
                    modes[mode] ?? ModeDayFigures(mode: mode, games: 0, players: 0, answers: 0, rightAnswers: 0)
                figures.answers = row["answers"]
                figures.rightAnswers = row["rightAnswers"] ?? 0
                modes[mode] = figures
            }
            let players =
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT COUNT(*) FROM (
                          SELECT playerId FROM gameResult WHERE localDate = ? AND playerId IS NOT NULL
                          UNION SELECT playerId FROM answer
                            WHERE answeredAt >= ? AND answeredAt < ? AND playerId IS NOT NULL)
                        """, arguments: [day, StoredDate(start), StoredDate(end)]) ?? 0
            let spent =
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT COALESCE(SUM(priceCents), 0) FROM purchase
                        WHERE purchasedAt >= ? AND purchasedAt < ? AND provider <> 'freePlay'
                        """,
                    arguments: window) ?? 0
            let granted =
                try Int.fetchOne(
                    db, sql: "SELECT COALESCE(SUM(cents), 0) FROM creditGrant WHERE grantedAt >= ? AND grantedAt < ?",
                    arguments: window) ?? 0
            let newPlayers =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM player WHERE createdAt >= ? AND createdAt < ?", arguments: window)
                ?? 0
            return DayFigures(
                day: day, modes: modes.values.sorted { $0.mode < $1.mode }, players: players,
                creditsSpentCents: spent, creditsGrantedCents: granted, newPlayers: newPlayers)
        }
    }

    /// Players whose name or username holds `search` (any case; empty: everyone), ordered by `sort`,
    /// `limit` from `offset`.
    public func players(
        search: String, sort: PlayerSort, limit: Int, offset: Int
    ) throws(StoreError) -> PlayerPage {
        let pattern = Self.likePattern(containing: search)
        let order =
            switch sort {
            case .name: "p.name COLLATE NOCASE, p.id"
            case .points: "points DESC, p.name COLLATE NOCASE, p.id"
            case .lastPlayed: "p.lastPlayedAt IS NULL, p.lastPlayedAt DESC, p.id DESC"
            }
        return try database.read { db in
            let filter = "(p.name LIKE :pattern ESCAPE '\\' OR p.username LIKE :pattern ESCAPE '\\')"
            let total =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM player p WHERE \(filter)", arguments: ["pattern": pattern])
                ?? 0
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT p.id, p.name, p.username, p.role, p.banned, p.lastPlayedAt,
                      COALESCE(g.points, 0) AS points, COALESCE(g.games, 0) AS games
                    FROM player p
                    LEFT JOIN (SELECT playerId, SUM(points) AS points, COUNT(*) AS games
                               FROM gameResult GROUP BY playerId) g ON g.playerId = p.id
                    WHERE \(filter)
                    ORDER BY \(order) LIMIT :limit OFFSET :offset
                    """,
                arguments: ["pattern": pattern, "limit": limit, "offset": offset])
            return PlayerPage(players: rows.map(Self.summary), total: total)
        }
    }

    /// One player's record; nil when no player has `id`.
    public func player(_ id: Int64) throws(StoreError) -> AdminPlayerRecord? {
        try database.read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT p.id, p.name, p.username, p.role, p.banned, p.lastPlayedAt, p.createdAt,
                          p.failedLogins, p.lockedUntil, p.email IS NOT NULL AS hasEmail,
                          (SELECT COALESCE(SUM(points), 0) FROM gameResult WHERE playerId = p.id) AS points,
                          (SELECT COUNT(*) FROM gameResult WHERE playerId = p.id) AS games
                        FROM player p WHERE p.id = ?
                        """, arguments: [id])
            else { return nil }
            let counts = try Row.fetchOne(
                db,
                sql: """
                    SELECT COALESCE(SUM(result = \(SQLWord.right)), 0) AS rightAnswers,
                      COALESCE(SUM(result = \(SQLWord.wrong)), 0) AS wrongAnswers,
                      COALESCE(SUM(result NOT IN \(SQLWord.given)), 0) AS otherAnswers
                    FROM answer WHERE playerId = ?
                    """, arguments: [id])
            return AdminPlayerRecord(
                summary: Self.summary(row), createdAt: row.storedDate("createdAt"),
                rightAnswers: counts?["rightAnswers"] ?? 0, wrongAnswers: counts?["wrongAnswers"] ?? 0,
                otherAnswers: counts?["otherAnswers"] ?? 0, failedLogins: row["failedLogins"],
                lockedUntil: row.optionalStoredDate("lockedUntil"), hasEmail: row["hasEmail"])
        }
    }

    /// The modes that have finished games, A to Z.
    public func playedModes() throws(StoreError) -> [String] {
        try database.read { db in try String.fetchAll(db, sql: "SELECT DISTINCT mode FROM gameResult ORDER BY mode") }
    }

    /// The languages the kept Daily Challenge results were dealt in, each with a board of its own: "ar", "de", ....
    public func dailyLanguages() throws(StoreError) -> [String] {
        try database.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT language FROM gameResult
                    WHERE mode = '\(GameMode.daily.rawValue)' AND language IS NOT NULL ORDER BY language
                    """)
        }
    }

    static func summary(_ row: Row) -> AdminPlayerRow {
        AdminPlayerRow(
            id: row["id"], name: row["name"], username: row["username"], role: row["role"], banned: row["banned"],
            points: row["points"], games: row["games"], lastPlayedAt: row.optionalStoredDate("lastPlayedAt"))
    }

    /// The LIKE (or PostgreSQL ILIKE) pattern of a text that contains `text`, its wildcards taken literally
    /// (escaped with a backslash: the query says `ESCAPE '\'`).
    public static func likePattern(containing text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "%" + escaped + "%"
    }
}
