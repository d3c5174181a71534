import ArgumentParser
import QuizApp

/// `tiltquiz events fetch`: fetches days of the "On this day" feed now, one line per date.
struct EventsFetchCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "fetch",
            abstract: HelpWords["help.events.fetch.abstract"],
            discussion: HelpWords["help.events.fetch.discussion"])
    }

    @Option(help: ArgumentHelp(HelpWords["help.events.fetch.date"]))
    var date: [String] = []

    @Flag(help: ArgumentHelp(HelpWords["help.events.fetch.all"]))
    var all = false

    @Option(help: ArgumentHelp(HelpWords["help.events.fetch.from"]))
    var from: String?

    @OptionGroup var language: LanguageOption

    @Option(help: ArgumentHelp(HelpWords["help.events.fetch.url"]))
    var url: String?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(HelpWords["help.events.fetch.images"]))
    var images = true

    @Flag(help: ArgumentHelp(HelpWords["help.events.fetch.json"]))
    var json = false

    @OptionGroup var store: StoreOptions

    /// The flags, as the fetch they ask for.
    var fetch: EventsFetchRun {
        EventsFetchRun(
            date: date, all: all, from: from, language: language.language, url: url, images: images, json: json,
            location: store.location)
    }

    func validate() throws {
        try refuse(fetch.flagProblem)
    }

    func run() throws {
        try fetch.run()
    }
}
