import ArgumentParser
import QuizApp
import QuizCore

/// `tiltquiz leaderboard`: a mode's board for a day, its week or all time, as the leaderboard screen shows
/// it (banned players and practice games left out, ties to the earlier finish), as text, JSON or CSV.
struct LeaderboardCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "leaderboard",
            abstract: HelpWords["help.leaderboard.abstract"],
            discussion: HelpWords["help.leaderboard.discussion"])
    }

    @Option(
        help: ArgumentHelp(HelpWords.text("help.leaderboard.mode", ["modes": LeaderboardRun.modeIDs]), valueName: "id"))
    var mode = GameMode.tilt.rawValue

    @Option(help: ArgumentHelp(HelpWords["help.leaderboard.topic"]))
    var topic: String?

    @Option(help: ArgumentHelp(HelpWords["help.leaderboard.period"], valueName: "period"))
    var period = BoardPeriod.day.rawValue

    @Option(help: ArgumentHelp(HelpWords["help.leaderboard.date"], valueName: "YYYY-MM-DD"))
    var date: String?

    @Option(help: ArgumentHelp(HelpWords["help.leaderboard.top"]))
    var top = 10

    @Option(help: ArgumentHelp(HelpWords["help.leaderboard.language"], valueName: "code"))
    var language: String?

    @Flag(help: ArgumentHelp(HelpWords["help.leaderboard.json"]))
    var json = false

    @Flag(help: ArgumentHelp(HelpWords["help.leaderboard.csv"]))
    var csv = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try refuse(
            LeaderboardRun.flagProblem(
                mode: mode, period: period, date: date, top: top, json: json, csv: csv, language: language,
                words: OperatorCatalog.of(store.location)))
    }

    func run() throws {
        try LeaderboardRun.run(
            mode: mode, topic: topic, period: period, date: date, top: top, json: json, csv: csv,
            language: language, location: store.location)
    }
}
