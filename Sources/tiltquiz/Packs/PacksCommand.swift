import ArgumentParser
import QuizApp

/// `tiltquiz packs`: the quiz packs mode's URL, its checks, its packs and its score uploads, for operators.
struct PacksCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "packs",
            abstract: HelpWords["help.packs.abstract"],
            discussion: HelpWords["help.packs.discussion"],
            subcommands: [PacksURLCommand.self, PacksCheckCommand.self, PacksListCommand.self, PacksScoresCommand.self])
    }
}

/// `tiltquiz packs url [URL] [--clear]`: shows the URL in force and where it comes from, or sets it.
struct PacksURLCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "url", abstract: HelpWords["help.packs.url.abstract"])
    }

    @Argument(help: ArgumentHelp(HelpWords["help.packs.url.url"]))
    var url: String?

    @Flag(help: ArgumentHelp(HelpWords["help.packs.url.clear"]))
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
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: HelpWords["help.packs.list.abstract"])
    }
    static var action: (Bool, StoreLocation) throws -> Void { PacksRun.list(json:location:) }

    @Flag(help: ArgumentHelp(HelpWords["help.packs.list.json"]))
    var json = false

    @OptionGroup var store: StoreOptions
}
