import ArgumentParser
import QuizApp

/// `tiltquiz events fetch`: fetches days of the "On this day" feed now, one line per date.
struct EventsFetchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Fetch days of Wikipedia's \"On this day\" events into the store, with their thumbnails.",
        discussion: EventsFetchRun.discussion)

    @Option(help: "A date to fetch, as MM-DD (repeatable).")
    var date: [String] = []

    @Flag(help: "Fetch all 366 dates.")
    var all = false

    @Option(help: "Fetch the next events.fetch_days days from this MM-DD instead of today.")
    var from: String?

    @OptionGroup var language: LanguageOption

    @Option(help: "The REST base instead of events.url ({language} stands for the language).")
    var url: String?

    @Flag(inversion: .prefixedNo, help: "Download the events' thumbnails too.")
    var images = true

    @Flag(help: "Print one JSON object: language, base, and each date's outcome, counts, warnings and problem.")
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
