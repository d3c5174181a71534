import Foundation
import QuizConfig
import QuizCore
import QuizStore
import QuizText

/// `tiltquiz events list --date MM-DD`: the events the store holds for a date, as lines (in the operator's catalog;
/// the events' own text as stored) or a JSON list.
public enum EventsListRun {
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

    public static func run(date: String, language: String?, json: Bool, location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        let day = try EventsLanguage.eventDate(date, option: "--date", words)
        let only = try language == nil ? nil : EventsLanguage.resolve(language, fallback: .en, words).rawValue
        let database = try location.open()
        let folder = EventImageFolder(dataFolder: URL(fileURLWithPath: location.directory).standardizedFileURL.path)
        let events = try storeCommand { () throws(StoreError) in try database.events(on: day, language: only) }
        let listed = events.map { Listed(event: $0, imagePath: $0.imageFile.flatMap(folder.path(of:))) }
        if json {
            print(try JSONText.encode(listed, format: [.prettyPrinted, .sortedKeys]))
            return
        }
        let sensitive = events.filter(\.sensitive).count
        let images = listed.filter { $0.imagePath != nil }.count
        print(
            words.plural(
                "cli.events_list_head", count: events.count,
                ["date": "\(day)", "sensitive": words.number(sensitive), "images": words.number(images)]))
        let yearWidth = events.map { String($0.year).count }.max() ?? 4
        for item in listed {
            let event = item.event
            let flags = [
                event.sensitive ? words["cli.events_flag_sensitive"] : nil,
                item.imagePath == nil ? nil : words["cli.events_flag_image"],
            ].compactMap { $0 }
            let year = String(repeating: " ", count: max(0, yearWidth - String(event.year).count)) + String(event.year)
            let source = event.source.isEmpty ? "" : " (\(event.source))"
            print(
                "  \(year)  \(event.language)  "
                    + flags.joined(separator: words["list.separator"]).padding(
                        toLength: 16, withPad: " ", startingAt: 0)
                    + event.text + source)
        }
    }
}

/// `--language` and the MM-DD dates of the events commands, refused in `words` (the operator's catalog).
public enum EventsLanguage {
    /// The language given, else `fallback`.
    public static func resolve(
        _ language: String?, fallback: WikifeedsLanguage, _ words: Catalog
    ) throws(CommandFailure) -> WikifeedsLanguage {
        guard let language else { return fallback }
        guard let known = WikifeedsLanguage(rawValue: language.lowercased()) else {
            throw CommandFailure(
                words, "cli.events_language_unknown",
                ["language": language, "languages": words.list(WikifeedsLanguage.allCases.map(\.rawValue))])
        }
        return known
    }

    /// A date as `MM-DD`, or a one-line failure naming the option.
    public static func eventDate(_ text: String, option: String, _ words: Catalog) throws(CommandFailure) -> EventDate {
        guard let date = EventDate(text) else {
            throw CommandFailure(words, "cli.events_not_a_date", ["option": option, "text": text])
        }
        return date
    }
}
