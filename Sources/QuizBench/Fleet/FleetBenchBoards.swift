import Foundation
import PostgresNIO
import QuizApp
import QuizCore
import QuizFleet

/// Each board's query times over the loaded year.
struct BoardFigures: Encodable {
    /// By board: `today`, `week`, `allTime` (a random mode each), `daily` (the Daily Challenge of a random day of
    /// the year), `timed` (a random topic and period), `topic` (trivia on a random topic and period).
    var p99Ms: [String: Double]
    var medianMs: [String: Double]
    var queriesPerBoard: Int
}

/// The boards the game shows, asked as the web admin's login user (`tiltquiz_admin`) asks them: the top 10 of
/// `fleet.board` (today, this week, all time, timed and per topic), and the Daily Challenge's board of a day
/// from `fleet.daily`. One connection, queries one after the other, as a page asks them.
enum FleetBenchBoards {
    static func run(_ server: FleetBenchServer, size: FleetBench.Size) async throws -> BoardFigures {
        guard let today = CalendarDay(FleetBenchLoad.today) else { throw CommandFailure("the bench's today") }
        var random = SystemRandomNumberGenerator()
        let modes: [String] = ["tilt", "trivia", "daily", "timed"]
        func topic() -> String { "Bench topic \(Int.random(in: 1...10, using: &random))" }
        func period() -> BoardPeriod { [BoardPeriod.day, .week, .all].randomElement(using: &random) ?? .all }
        let boards: [String] = ["today", "week", "allTime", "daily", "timed", "topic"]
        return try await server.admin.run { client in
            let calls = FleetServerCalls(client)
            var p99: [String: Double] = [:]
            var median: [String: Double] = [:]
            // One of each first, so the connection and the plans are made before anything is timed.
            for round in 0...1 {
                for board in boards {
                    var times: [Double] = []
                    var found = 0
                    for _ in 0..<(round == 0 ? 1 : size.boardQueries) {
                        let mode = modes.randomElement(using: &random) ?? "trivia"
                        let start = Stopwatch.now()
                        let rows: Int
                        switch board {
                        case "today":
                            rows = try await calls.board(period: .day, day: today, mode: mode, topic: nil, top: 10)
                                .count
                        case "week":
                            rows = try await calls.board(period: .week, day: today, mode: mode, topic: nil, top: 10)
                                .count
                        case "allTime":
                            rows = try await calls.board(period: .all, day: today, mode: mode, topic: nil, top: 10)
                                .count
                        case "timed":
                            rows = try await calls.board(
                                period: period(), day: today, mode: "timed", topic: topic(), top: 10
                            ).count
                        case "topic":
                            rows = try await calls.board(
                                period: period(), day: today, mode: "trivia", topic: topic(), top: 10
                            ).count
                        default:
                            let day = today.adding(days: -Int.random(in: 0..<size.days, using: &random))
                            rows = try await dailyBoard(client, day: day)
                        }
                        times.append((Stopwatch.now() - start) * 1000)
                        found += rows
                    }
                    guard round == 1 else { continue }
                    // A day or a topic may be empty; every query of a board coming back empty is a broken bench.
                    guard found > 0 else {
                        throw CommandFailure("the fleet bench's \(board) boards all came back empty")
                    }
                    let timing = Timing(of: times)
                    p99[board] = timing.p99Ms
                    median[board] = timing.medianMs
                }
            }
            return BoardFigures(p99Ms: p99, medianMs: median, queriesPerBoard: size.boardQueries)
        }
    }

    /// The Daily Challenge's board of `day`: its 10 best scores, earlier finishes first, banned players left
    /// out (the admin's SELECT on `fleet.daily`, by its index `daily_board`); the rows read.
    static func dailyBoard(_ client: PostgresClient, day: CalendarDay) async throws -> Int {
        let rows = try await client.query(
            """
            SELECT d.player, p.name, d.score FROM fleet.daily d JOIN fleet.player p ON p.id = d.player
            WHERE d.date = \(day.description)::date AND NOT p.banned
            ORDER BY d.score DESC, d.completed_at LIMIT 10
            """)
        var count = 0
        for try await _ in rows { count += 1 }
        return count
    }
}
