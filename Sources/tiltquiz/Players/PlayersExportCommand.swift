import ArgumentParser
import QuizApp
import QuizStore

extension ExportFormat: EnumerableFlag {}

/// `tiltquiz players export [--csv|--json]`: every player with the email
/// they left (opened), when they agreed, and their points, on standard output.
struct PlayersExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print every player: id, name, email (decrypted), consent time and points, as CSV or JSON.",
        discussion: PlayersRun.exportDiscussion)

    @Flag(help: "The format (default: --csv).")
    var format: ExportFormat = .csv

    @OptionGroup var store: StoreOptions

    func run() throws {
        try PlayersRun.export(format: format, location: store.location)
    }
}
