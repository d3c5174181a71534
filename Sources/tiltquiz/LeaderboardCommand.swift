import ArgumentParser
import QuizApp
import QuizCore

/// `tiltquiz leaderboard`: a mode's board for a day, its week or all time, as the leaderboard screen shows
/// it (banned players and practice games left out, ties to the earlier finish), as text, JSON or CSV.
struct LeaderboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leaderboard",
        abstract: "Print a mode's leaderboard for a day, its week (Monday to Sunday) or all time.",
        discussion: LeaderboardRun.discussion)

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
        try refuse(
            LeaderboardRun.flagProblem(
                mode: mode, period: period, date: date, top: top, json: json, csv: csv,
                words: OperatorCatalog.of(store.location)))
    }

    func run() throws {
        try LeaderboardRun.run(
            mode: mode, topic: topic, period: period, date: date, top: top, json: json, csv: csv,
            location: store.location)
    }
}
