import Foundation
import GRDB
import QuizCore
import QuizStore
import TestSupport
import Testing

/// `tiltquiz leaderboard` through the real executable over a store filled with games: the day, its
/// Monday-to-Sunday week and all time, ties to the earlier finish, a banned player and practice games left
/// out, CSV that a spreadsheet cannot run, and every mistake named.
@Suite struct LeaderboardCommandTests {
    /// 2026-07-20 is a Monday; the board's day is Wednesday the 22nd.
    static let day = "2026-07-22"

    static func at(_ date: String, _ time: String) -> Date {
        ISO8601DateFormatter().date(from: "\(date)T\(time)Z") ?? Date(timeIntervalSince1970: 0)
    }

    /// A data folder whose store holds the week's games (UTC is the event's zone by default).
    static func filledStore() throws -> String {
        let data = Tool.temporaryFolder() + "/data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let path = QuizDatabase.file(inDirectory: data)
        let database = try QuizDatabase(path: path)
        let directory = PlayerDirectory(database: database)
        var ids: [String: Int64] = [:]
        for name in ["Ann", "Bob", "Cy", "=Eve", "Dan"] { ids[name] = try directory.player(named: name).id }
        func game(_ name: String, _ points: Int, _ date: String, _ time: String, ranked: Bool = true) throws {
            try database.recordGame(
                GameRecord(
                    playerID: ids[name], mode: .tilt, score: points, total: 10, points: points,
                    completedAt: at(date, time), localDate: date, ranked: ranked))
        }
        try game("Ann", 100, "2026-07-19", "12:00:00")  // the Sunday before: all time only
        try game("Cy", 70, "2026-07-20", "12:00:00")  // Monday: the week and all time
        try game("Ann", 30, day, "10:00:00")
        try game("Bob", 30, day, "09:00:00")  // ties with Ann, finished first
        try game("=Eve", 20, day, "11:00:00")
        try game("Ann", 50, day, "12:00:00", ranked: false)  // practice: never ranked
        try game("Dan", 500, day, "08:00:00")  // banned below
        try game("Ann", 5, "2026-07-23", "12:00:00")  // after the day asked for
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "UPDATE player SET banned = 1 WHERE name = 'Dan'")
            try db.execute(sql: "INSERT INTO topic (name) VALUES ('Space')")
        }
        return data
    }

    func board(_ arguments: [String], data: String) throws -> Tool.Result {
        try Tool.run(["leaderboard"] + arguments + ["--data", data])
    }

    func jsonRows(_ arguments: [String], data: String) throws -> (players: Int, rows: [String]) {
        let result = try board(arguments + ["--json"], data: data)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONObjects.read(result.stdout) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        let lines = rows.map { row in
            "\(row["rank"] as? Int ?? 0) \(row["name"] as? String ?? "") \(row["points"] as? Int ?? 0)"
        }
        return (object["players"] as? Int ?? -1, lines)
    }

    @Test func theDayTheWeekAndAllTime() throws {
        let data = try Self.filledStore()
        let day = try jsonRows(["--date", Self.day], data: data)
        #expect(day.rows == ["1 Bob 30", "2 Ann 30", "3 =Eve 20"])
        #expect(day.players == 3)
        let week = try jsonRows(["--period", "week", "--date", Self.day], data: data)
        #expect(week.rows == ["1 Cy 70", "2 Bob 30", "3 Ann 30", "4 =Eve 20"])
        let all = try jsonRows(["--period", "all", "--date", Self.day, "--mode", "tilt"], data: data)
        #expect(all.rows == ["1 Ann 130", "2 Cy 70", "3 Bob 30", "4 =Eve 20"])
        let top = try jsonRows(["--period", "all", "--date", Self.day, "--top", "2"], data: data)
        #expect(top.rows == ["1 Ann 130", "2 Cy 70"])
        #expect(top.players == 4)
        // The next week starts on Monday the 27th: Sunday the 26th still counts the 20th.
        #expect(try jsonRows(["--period", "week", "--date", "2026-07-26"], data: data).rows.first == "1 Cy 70")
        #expect(try jsonRows(["--period", "week", "--date", "2026-07-27"], data: data).rows == [])
        #expect(try jsonRows(["--mode", "trivia", "--date", Self.day], data: data).rows == [])
        #expect(try jsonRows(["--mode", "timed", "--topic", "space", "--date", Self.day], data: data).rows == [])

        let text = try board(["--date", Self.day], data: data)
        #expect(
            text.stdout.split(separator: "\n") == [
                "Tilt True/False, today (2026-07-22): 3 players", "  1. Bob  30 points, 1 game",
                "  2. Ann  30 points, 1 game", "  3. =Eve  20 points, 1 game",
            ])
    }

    @Test func csvIsEscapedAgainstFormulas() throws {
        let data = try Self.filledStore()
        let result = try board(["--csv", "--period", "week", "--date", Self.day], data: data)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\r\n").map(String.init) == [
                "rank,name,points,games,last_finish", "1,Cy,70,1,2026-07-20T12:00:00Z",
                "2,Bob,30,1,2026-07-22T09:00:00Z", "3,Ann,30,1,2026-07-22T10:00:00Z",
                "4,'=Eve,20,1,2026-07-22T11:00:00Z",
            ])
    }

    /// A pack game is a score per pack, not a ranked game: `--mode packs` said "No ranked games yet" after one;
    /// it is refused, naming where pack scores are, as the Leaderboards screen offers no packs tab.
    @Test func quizPacksHaveNoBoardAndSaySo() throws {
        let data = try Self.filledStore()
        let database = try QuizDatabase(path: QuizDatabase.file(inDirectory: data))
        let player = try PlayerDirectory(database: database).player(named: "Ann")
        try database.finishPackGame(
            FinishedPackGame(
                id: UUID(), player: player, packID: "quiz-science", right: 4, total: 6,
                finishedAt: Self.at(Self.day, "13:00:00")), scoreURL: nil)
        let result = try board(["--mode", "packs", "--period", "all", "--date", Self.day], data: data)
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                "--mode packs: quiz packs have no leaderboard; each player's best score per pack is on the packs list"),
            "\(result.stderr)")
        #expect(
            result.stderr.contains("the boards are tilt, trivia, which-came-first, daily, live, timed"),
            "\(result.stderr)")
        #expect(!result.stdout.contains("No ranked games"))
    }

    @Test func mistakesAreNamed() throws {
        let data = try Self.filledStore()
        let cases: [([String], String)] = [
            (["--mode", "chess"], "--mode chess: no such board; there are tilt, trivia"),
            (["--period", "month"], "--period month: give day, week or all"),
            (["--date", "2026-13-01"], "--date 2026-13-01: give a date as YYYY-MM-DD"),
            (["--topic", "Knitting", "--mode", "timed"], "--topic Knitting: no topic of that name in the store"),
            (["--json", "--csv"], "--json and --csv: give one of them"),
            (["--top", "0"], "--top 0: give 1 or more"),
        ]
        for (arguments, message) in cases {
            let result = try board(arguments, data: data)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        // A folder the game never played into is named, and left as it was (no empty store made there).
        let empty = Tool.temporaryFolder() + "/nothing-here"
        let missing = try board([], data: empty)
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no game data in \(empty) (there is no tiltquiz.sqlite)"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: empty))
    }
}
