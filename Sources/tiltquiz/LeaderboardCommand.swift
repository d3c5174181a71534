import ArgumentParser
import Foundation
import QuizApp
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
        help: ArgumentHelp("The board's mode: \(LeaderboardRun.modeIDs).", valueName: "id"))
    var mode = GameMode.tilt.rawValue

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

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if mode == GameMode.packs.rawValue {
            throw ValidationError(
                "--mode packs: quiz packs have no leaderboard; each player's best score per pack is on the packs "
                    + "list (Scores), and the boards are \(LeaderboardRun.modeIDs)")
        }
        guard let board = GameMode(rawValue: mode), LeaderboardRun.modes.contains(board) else {
            throw ValidationError("--mode \(mode): no such board; there are \(LeaderboardRun.modeIDs)")
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
        try LeaderboardRun.run(
            mode: mode, topic: topic, period: period, date: date, top: top, json: json, csv: csv,
            location: store.location)
    }
}
