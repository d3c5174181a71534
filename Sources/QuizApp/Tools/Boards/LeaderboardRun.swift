import Foundation
import QuizConfig
import QuizCore
import QuizFlows
import QuizStore
import QuizText

/// `tiltquiz leaderboard`: a mode's board for a day, its week or all time, as the leaderboard screen shows
/// it (banned players and practice games left out, ties to the earlier finish), as text (in the operator's
/// catalog, the mode and period as the Leaderboards screen names them), JSON or CSV.
public enum LeaderboardRun {
    /// The boards there are, as the Leaderboards screen offers them: every mode's but the quiz packs' (a pack game
    /// is kept as a score per pack, not a ranked game), and the timed challenges'.
    public static var modes: [GameMode] { ModeRegistry.ids.filter { $0 != .packs } + [.timed] }
    /// `modes` as `--mode` takes them: "tilt, trivia, ...".
    public static var modeIDs: String { modes.map(\.rawValue).joined(separator: ", ") }

    /// `language`: the Daily Challenge's board of that language's deal (each language deals its own ten); nil,
    /// every language's together.
    public static func run(
        mode: String, topic: String?, period: String, date: String?, top: Int, json: Bool, csv: Bool,
        language: String? = nil, location: StoreLocation
    ) throws {
        let settings: KioskConfig
        do {
            settings = try KioskConfig.locateAndLoad(explicit: location.configFile).config
        } catch {
            throw CommandFailure(error)
        }
        let words = try OperatorCatalog.named(settings.languages.language.rawValue)
        let day = date.flatMap(CalendarDay.init) ?? EventDayClock(timeZone: settings.event.timeZone, fixed: nil).today()
        let database = try location.following(settings).openExisting()
        var topicID: Int64?
        if let topic {
            topicID = try storeCommand { () throws(StoreError) in try database.topicID(named: topic) }
            guard topicID != nil else {
                throw CommandFailure(words, "cli.board_topic_unknown", ["topic": topic])
            }
        }
        let scope = BoardScope(
            mode: mode, topicID: topicID, period: BoardPeriod(rawValue: period) ?? .day, day: day, language: language)
        let board = try storeCommand { () throws(StoreError) in try database.board(scope, top: top) }
        if json {
            print(try Self.json(board, topic: topic))
        } else if csv {
            print(Self.csv(board), terminator: "")
        } else {
            for line in Self.text(board, topic: topic, words) { print(line) }
        }
    }

    /// "Tilt True/False, today (2026-07-20): 41 players", then a line a row.
    static func text(_ board: Board, topic: String?, _ words: Catalog) -> [String] {
        let scope = board.scope
        let mode = GameMode(rawValue: scope.mode).map { words[$0.titleKey] } ?? scope.mode
        let what = mode + (topic.map { " · \($0)" } ?? "") + (scope.language.map { " · \($0)" } ?? "")
        let span =
            scope.firstDay.map {
                $0 == scope.day
                    ? "\($0)" : words.text("cli.events_span", ["first": "\($0)", "last": "\(scope.day)"])
            } ?? words.text("cli.board_span_to", ["day": "\(scope.day)"])
        let period: String
        switch scope.period {
        case .day: period = words["cli.board_today"]
        case .week: period = words["cli.board_this_week"]
        case .all: period = words["cli.board_all_time"]
        }
        var lines = [
            words.text(
                "cli.board_head",
                [
                    "mode": what, "period": period, "span": span,
                    "players": words.plural("board.players", count: board.players),
                ])
        ]
        if board.top.isEmpty { lines.append(words["cli.board_empty"]) }
        for row in board.top {
            lines.append(
                "\(String(row.rank).leftPad(3)). \(row.name)  "
                    + words.text(
                        "cli.board_row",
                        [
                            "points": words.plural("live.points", count: row.points),
                            "games": words.plural("board.games", count: row.games),
                        ]))
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
            mode: scope.mode, topic: topic, language: scope.language, period: scope.period.rawValue,
            from: scope.firstDay?.description,
            to: scope.day.description, players: board.players,
            rows: board.top.map {
                JSONBoard.Row(
                    rank: $0.rank, name: $0.name, points: $0.points, games: $0.games,
                    lastFinish: timestamp(Date(timeIntervalSince1970: $0.lastFinish)))
            })
        return try JSONText.encode(output, format: [.prettyPrinted, .sortedKeys, .escapingSlashes])
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
    /// The Daily Challenge's deal's language the board ranks; nil for every language's (left out).
    let language: String?
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
