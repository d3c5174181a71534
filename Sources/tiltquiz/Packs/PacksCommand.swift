import ArgumentParser
import QuizApp

/// `tiltquiz packs`: the quiz packs mode's URL, its checks, its packs and its score uploads, for operators.
struct PacksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "packs",
        abstract: "Set and check the quiz packs' URL, list the quiz packs, send queued scores.",
        discussion: PacksRun.discussion,
        subcommands: [PacksURLCommand.self, PacksCheckCommand.self, PacksListCommand.self, PacksScoresCommand.self])
}

/// `tiltquiz packs url [URL] [--clear]`: shows the URL in force and where it comes from, or sets it.
struct PacksURLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "url", abstract: "Show the pack URL in force, or set it (http or https).")

    @Argument(help: "The iQuiz document's URL to keep in the store.")
    var url: String?

    @Flag(help: "Forget the URL kept in the store (the config's packs.url, if any, applies again).")
    var clear = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try refuse(PacksRun.urlProblem(url, clear: clear))
    }

    func run() throws {
        try PacksRun.url(url, clear: clear, location: store.location)
    }
}

/// `tiltquiz packs list [--json]`: the quiz packs on the list.
struct PacksListCommand: StoreReportCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the quiz packs: title, id, questions and when they last changed.")
    static var action: (Bool, StoreLocation) throws -> Void { PacksRun.list(json:location:) }

    @Flag(help: "Print a JSON list of {id, title, questions, updatedAt, source}.")
    var json = false

    @OptionGroup var store: StoreOptions
}
