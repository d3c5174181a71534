import ArgumentParser
import Foundation
import QuizConfig
import QuizCore
import QuizStore

/// `tiltquiz leaderboard`: a mode's board for a day, its week or all time, as the leaderboard screen shows
/// it (banned players and practice games left out, ties to the earlier finish), as text, JSON or CSV.
struct LeaderboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leaderboard",
        abstract: "Print a mode's leaderboard for a day, its week (Monday to Sunday) or all time.",
        discussion: """
            Players are ranked by the points of their ranked games in the period, in the config's event.time_zone; \
            a tie goes to the earlier finish. Banned players and practice games (a Daily Challenge played again) \
            are left out.
            """)

    @Option(
        help: ArgumentHelp("The board's mode: \(LeaderboardCommand.modes.joined(separator: ", ")).", valueName: "id"))
    var mode = GameModeInfo.tilt.id

    @Option(help: ArgumentHelp("Only games of this topic (its name): a timed challenge's or a category quiz's board."))
    var topic: String?

    @Option(help: ArgumentHelp("day, week (Monday to Sunday) or all (all time).", valueName: "period"))
    var period = BoardPeriod.day.rawValue

    @Option(
        help: ArgumentHelp(
            "The day the period ends on (default: today in the config's event.time_zone).", valueName: "YYYY-MM-DD"))
    var date: String?

    @Option(help: "How many rows from the top.")
    var top = 10

    @Flag(help: "Print the board as one JSON object.")
    var json = false

    @Flag(help: "Print the board as CSV (rank,name,points,games,last_finish).")
    var csv = false

    /// `--config`, in the store's options with `--data`.
    private var config: String? { store.config.file }

    @OptionGroup var store: StoreOptions

    /// The boards there are, as the Leaderboards screen offers them: every mode's but the quiz packs' (a pack game
    /// is kept as a score per pack, not a ranked game), and the timed challenges'.
    static var modes: [String] { ModeRegistry.ids.filter { $0 != GameModeInfo.packs.id } + ["timed"] }

    static func title(ofMode id: String) -> String {
        id == "timed" ? "Timed challenge" : ModeRegistry.mode(id: id)?.info.title ?? id
    }

    func validate() throws {
        if mode == GameModeInfo.packs.id {
            throw ValidationError(
                "--mode packs: quiz packs have no leaderboard; each player's best score per pack is on the packs "
                    + "list (Scores), and the boards are \(Self.modes.joined(separator: ", "))")
        }
        guard Self.modes.contains(mode) else {
            throw ValidationError("--mode \(mode): no such board; there are \(Self.modes.joined(separator: ", "))")
        }
        guard BoardPeriod(rawValue: period) != nil else {
            throw ValidationError("--period \(period): give day, week or all")
        }
        if let date, CalendarDay(date) == nil {
            throw ValidationError("--date \(date): give a date as YYYY-MM-DD, e.g. 2026-07-20")
        }
        guard top >= 1 else { throw ValidationError("--top \(top): give 1 or more") }
        guard !(json && csv) else { throw ValidationError("--json and --csv: give one of them") }
    }

    func run() throws {
        let settings: KioskConfig
        do {
            settings = try KioskConfig.locateAndLoad(explicit: config).config
        } catch {
            throw CommandFailure(error)
        }
        let day = date.flatMap(CalendarDay.init) ?? EventDayClock(timeZone: settings.event.timeZone, fixed: nil).today()
        let database = try store.following(settings).openExisting()
        var topicID: Int64?
        if let topic {
            topicID = try storeCommand { () throws(StoreError) in try database.topicID(named: topic) }
            guard topicID != nil else {
                throw CommandFailure("--topic \(topic): no topic of that name in the store")
            }
        }
        let scope = BoardScope(mode: mode, topicID: topicID, period: BoardPeriod(rawValue: period) ?? .day, day: day)
        let board = try storeCommand { () throws(StoreError) in try database.board(scope, top: top) }
        if json {
            print(try Self.json(board, topic: topic))
        } else if csv {
            print(Self.csv(board), terminator: "")
        } else {
            for line in Self.text(board, topic: topic) { print(line) }
        }
    }

    /// "Tilt True/False, today (2026-07-20): 41 players", then a line a row.
    static func text(_ board: Board, topic: String?) -> [String] {
        let scope = board.scope
        let what = title(ofMode: scope.mode) + (topic.map { " · \($0)" } ?? "")
        let span = scope.firstDay.map { $0 == scope.day ? "\($0)" : "\($0) to \(scope.day)" } ?? "to \(scope.day)"
        var lines = [
            "\(what), \(scope.period.title.lowercased()) (\(span)): "
                + Counted.text(board.players, "player")
        ]
        if board.top.isEmpty { lines.append("No ranked games yet") }
        for row in board.top {
            lines.append(
                "\(String(row.rank).leftPad(3)). \(row.name)  \(Counted.text(row.points, "point")), "
                    + Counted.text(row.games, "game"))
        }
        return lines
    }

    static func csv(_ board: Board) -> String {
        var writer = CSVWriter(header: ["rank", "name", "points", "games", "last_finish"])
        for row in board.top {
            writer.append([
                String(row.rank), row.name, String(row.points), String(row.games),
                timestamp(Date(timeIntervalSince1970: row.lastFinish)),
            ])
        }
        return writer.text
    }

    static func json(_ board: Board, topic: String?) throws -> String {
        let scope = board.scope
        let output = JSONBoard(
            mode: scope.mode, topic: topic, period: scope.period.rawValue, from: scope.firstDay?.description,
            to: scope.day.description, players: board.players,
            rows: board.top.map {
                JSONBoard.Row(
                    rank: $0.rank, name: $0.name, points: $0.points, games: $0.games,
                    lastFinish: timestamp(Date(timeIntervalSince1970: $0.lastFinish)))
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(output), as: UTF8.self)
    }
}

/// The board as `--json` prints it.
private struct JSONBoard: Encodable {
    struct Row: Encodable {
        let rank: Int
        let name: String
        let points: Int
        let games: Int
        let lastFinish: String
    }
    let mode: String
    let topic: String?
    let period: String
    /// The first day counted; nil for all time.
    let from: String?
    let to: String
    let players: Int
    let rows: [Row]
}

extension String {
    fileprivate func leftPad(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
