import ArgumentParser
import QuizApp

/// `tiltquiz events`: "Which came first?"'s events, fetched from Wikipedia's "On this day" feed and listed.
struct EventsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "events",
        abstract: "Fetch \"Which came first?\" events from Wikipedia's \"On this day\" feed, list a date's events.",
        discussion: EventsFetchRun.eventsDiscussion,
        subcommands: [EventsFetchCommand.self, EventsListCommand.self])
}

/// `--language L`: one of the languages the feed serves.
struct LanguageOption: ParsableArguments {
    @Option(help: "The Wikipedia language: en, de, fr, sv, pt, ru, es, ar, bs, uk, it, tr, zh or cs.")
    var language: String?
}

/// `tiltquiz events list --date MM-DD [--json]`: the events the store holds for a date.
struct EventsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the events the store holds for a date: year, language, sensitive, image, text, source.")

    @Option(help: "The date, as MM-DD.")
    var date: String

    @OptionGroup var language: LanguageOption

    @Flag(help: ArgumentHelp(EventsFetchRun.listJSONHelp))
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try EventsListRun.run(date: date, language: language.language, json: json, location: store.location)
    }
}
