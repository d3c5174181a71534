import Foundation
import QuizCore

/// Wikipedia "On this day" feeds (`onthisday/events` or `onthisday/all`), as dated events.
///
/// The feed does not say which day it is for, so the date comes from the file name (`…-07-20.json`, the last
/// `MM-DD` in it) or else from a top-level `"date": "07-20"` (or `"month"` and `"day"` numbers). Only the
/// `events` and `selected` lists are read, as the reference recommends (births and deaths read differently
/// and holidays have no year); entries in both lists are kept once. BC years are negative numbers; "44 BC"
/// strings are accepted too. Entries without a year are skipped with a warning.
enum OnThisDayFormat {
    static let lists = ["events", "selected"]
    static let skippedLists = ["births", "deaths", "holidays"]

    static func parse(_ text: String, file: String) throws(ImportError) -> ImportBatch {
        let root = try JSONNode.root(text, file: file)
        guard root.isObject else { throw root.error(.notAFeed) }
        if root.optional("events") == nil && root.optional("selected") == nil {
            throw root.error(.noEventList)
        }
        let (month, day) = try date(fileName: file, root: root)
        var batch = ImportBatch(format: .onthisday, title: String(format: "On this day %02d-%02d", month, day))
        var seen: Set<String> = []
        for list in lists {
            for item in try root.optional(list)?.items() ?? [] {
                guard let event = try read(item, month: month, day: day, warnings: &batch.warnings) else { continue }
                if seen.insert("\(event.event.year) \(event.event.text)").inserted {
                    batch.events.append(event)
                }
            }
        }
        for list in skippedLists {
            if let node = root.optional(list), let count = try? node.items().count, count > 0 {
                batch.warnings.append(
                    ImportWarning(location: node.location, .skipped(.otherEntries(count: count, list: list))))
            }
        }
        return batch
    }

    /// The month and day from the file name, else from the document.
    static func date(fileName: String, root: JSONNode) throws(ImportError) -> (month: Int, day: Int) {
        if let date = monthDay(in: PathText.name(of: fileName)) { return date }
        if let node = root.optional("date") {
            guard let date = monthDay(in: (try? node.string()) ?? "") else {
                throw node.error(.notADate)
            }
            return date
        }
        if let month = root.optional("month")?.integer, let day = root.optional("day")?.integer,
            isValid(month: month, day: day)
        {
            return (month, day)
        }
        throw ImportError(location: ImportLocation(file: fileName), field: "date", .feedWithoutDay)
    }

    /// The last valid `MM-DD` in `text` that is not part of a longer number.
    static func monthDay(in text: String) -> (month: Int, day: Int)? {
        let pattern = "(?<![0-9])([0-9]{2})-([0-9]{2})(?![0-9])"
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        let matches = expression.matches(in: text, range: range).reversed()
        for match in matches {
            guard let monthRange = Range(match.range(at: 1), in: text),
                let dayRange = Range(match.range(at: 2), in: text),
                let month = Int(text[monthRange]), let day = Int(text[dayRange]), isValid(month: month, day: day)
            else { continue }
            return (month, day)
        }
        return nil
    }

    static func isValid(month: Int, day: Int) -> Bool {
        let days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...12).contains(month) && (1...days[month - 1]).contains(day)
    }

    private static func read(
        _ item: JSONNode, month: Int, day: Int, warnings: inout [ImportWarning]
    ) throws(ImportError) -> ImportedEvent? {
        let text = try item.required("text").text()
        guard let yearNode = item.optional("year") else {
            warnings.append(.skipped(.entryWithoutYear, at: item.location))
            return nil
        }
        guard let year = year(yearNode), year != 0 else {
            throw yearNode.error(.notAYear)
        }
        var pages: [String] = []
        var imageURL: String?
        for page in try item.optional("pages")?.items() ?? [] {
            if let title = title(of: page) { pages.append(title) }
            if imageURL == nil, let source = try? page.optional("thumbnail")?.optional("source")?.string() {
                imageURL = source
            }
        }
        return ImportedEvent(
            text: text, year: year, month: month, day: day, pages: pages, imageURL: imageURL, location: item.location)
    }

    /// A year as a number (negative for BC) or as "1969", "-44", "44 BC" or "AD 79".
    static func year(_ node: JSONNode) -> Int? {
        if let year = node.integer { return year }
        guard case .string(let raw) = node.value else { return nil }
        let words = raw.uppercased().replacingOccurrences(of: ".", with: "").split(separator: " ")
        let number = words.compactMap { Int($0) }
        guard number.count == 1, let value = number.first, value > 0 else { return nil }
        let era = Set(words.filter { Int($0) == nil })
        if era.isSubset(of: ["BC", "BCE"]) && !era.isEmpty { return -value }
        if era.isSubset(of: ["AD", "CE"]) { return value }
        return nil
    }

    private static func title(of page: JSONNode) -> String? {
        let candidates = [
            try? page.optional("titles")?.optional("normalized")?.string(),
            try? page.optional("normalizedtitle")?.string(),
            (try? page.optional("title")?.string())?.replacingOccurrences(of: "_", with: " "),
        ]
        return candidates.compactMap { $0 }.map(ImportText.trimmed).first { !$0.isEmpty }
    }
}
