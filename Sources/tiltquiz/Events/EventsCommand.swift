import ArgumentParser
import QuizApp

/// `tiltquiz events`: "Which came first?"'s events, fetched from Wikipedia's "On this day" feed and listed.
struct EventsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "events",
            abstract: HelpWords["help.events.abstract"],
            discussion: HelpWords["help.events.discussion"],
            subcommands: [EventsFetchCommand.self, EventsListCommand.self])
    }
}

/// `--language L`: one of the languages the feed serves.
struct LanguageOption: ParsableArguments {
    @Option(help: ArgumentHelp(HelpWords["help.events.language"]))
    var language: String?
}

/// `tiltquiz events list --date MM-DD [--json]`: the events the store holds for a date.
struct EventsListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: HelpWords["help.events.list.abstract"])
    }

    @Option(help: ArgumentHelp(HelpWords["help.events.list.date"]))
    var date: String

    @OptionGroup var language: LanguageOption

    @Flag(help: ArgumentHelp(HelpWords["help.events.list.json"]))
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try EventsListRun.run(date: date, language: language.language, json: json, location: store.location)
    }
}
