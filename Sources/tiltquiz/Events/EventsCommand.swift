import ArgumentParser
import Foundation
import QuizConfig
import QuizStore

/// `tiltquiz events`: "Which came first?"'s events, fetched from Wikipedia's "On this day" feed and listed.
struct EventsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "events",
        abstract: "Fetch \"Which came first?\" events from Wikipedia's \"On this day\" feed, list a date's events.",
        discussion: """
            The game fetches the next events.fetch_days days at start and every 24 hours (docs/events.md); \
            these commands do it by hand and show what the store holds.
            """,
        subcommands: [EventsFetchCommand.self, EventsListCommand.self])
}

/// `--language L`: one of the languages the feed serves.
struct LanguageOption: ParsableArguments {
    @Option(help: "The Wikipedia language: en, de, fr, sv, pt, ru, es, ar, bs, uk, it, tr, zh or cs.")
    var language: String?

    /// The language given, else `fallback`.
    func resolve(_ fallback: WikifeedsLanguage) throws(CommandFailure) -> WikifeedsLanguage {
        guard let language else { return fallback }
        guard let known = WikifeedsLanguage(rawValue: language.lowercased()) else {
            let all = WikifeedsLanguage.allCases.map(\.rawValue)
            throw CommandFailure(
                "--language \(language): the \"On this day\" feed serves only "
                    + all.dropLast().joined(separator: ", ") + " and " + (all.last ?? ""))
        }
        return known
    }
}

/// A date as `MM-DD`, or a one-line failure naming the option.
func eventDate(_ text: String, option: String) throws(CommandFailure) -> EventDate {
    guard let date = EventDate(text) else {
        throw CommandFailure("\(option) \(text): not a date; write it as MM-DD, such as 07-20 (02-29 too)")
    }
    return date
}

/// `tiltquiz events list --date MM-DD [--json]`: the events the store holds for a date.
struct EventsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the events the store holds for a date: year, language, sensitive, image, text, source.")

    @Option(help: "The date, as MM-DD.")
    var date: String

    @OptionGroup var language: LanguageOption

    @Flag(
        help: """
            Print a JSON list of {id, uid, year, month, day, text, language, sensitive, source, pack, imageURL, \
            imageFile, imagePath}; a key without a value is left out.
            """)
    var json = false

    @OptionGroup var store: StoreOptions

    struct Listed: Encodable {
        var event: StoredEvent
        var imagePath: String?

        func encode(to encoder: any Encoder) throws {
            try event.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encodeIfPresent(imagePath, forKey: .imagePath)
        }

        enum Key: String, CodingKey { case imagePath }
    }

    func run() throws {
        let day = try eventDate(date, option: "--date")
        let only = try language.language == nil ? nil : language.resolve(.en).rawValue
        let database = try store.open()
        let folder = EventImageFolder(dataFolder: URL(fileURLWithPath: store.directory).standardizedFileURL.path)
        let events = try storeCommand { () throws(StoreError) in try database.events(on: day, language: only) }
        let listed = events.map { Listed(event: $0, imagePath: $0.imageFile.flatMap(folder.path(of:))) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(listed), as: UTF8.self))
            return
        }
        let sensitive = events.filter(\.sensitive).count
        let images = listed.filter { $0.imagePath != nil }.count
        print(
            "\(day): \(events.count) event\(events.count == 1 ? "" : "s"), \(sensitive) sensitive, \(images) with an image"
        )
        let yearWidth = events.map { String($0.year).count }.max() ?? 4
        for item in listed {
            let event = item.event
            let flags = [event.sensitive ? "sensitive" : nil, item.imagePath == nil ? nil : "image"].compactMap { $0 }
            let year = String(repeating: " ", count: max(0, yearWidth - String(event.year).count)) + String(event.year)
            let source = event.source.isEmpty ? "" : " (\(event.source))"
            print(
                "  \(year)  \(event.language)  "
                    + flags.joined(separator: ", ").padding(toLength: 16, withPad: " ", startingAt: 0)
                    + event.text + source)
        }
    }
}
