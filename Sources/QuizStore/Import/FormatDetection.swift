import Foundation
import QuizCore

/// The file formats TiltQuiz imports questions and events from.
public enum ImportFormat: String, CaseIterable, Sendable {
    case csv, iquiz, opentdb, onthisday, kahoot, gift, bsdquiz

    /// The format's name in messages.
    public var title: String {
        switch self {
        case .csv: return "our CSV"
        case .iquiz: return "iQuiz JSON"
        case .opentdb: return "Open Trivia DB JSON"
        case .onthisday: return "Wikipedia \"On this day\" JSON"
        case .kahoot: return "Kahoot spreadsheet"
        case .gift: return "Moodle GIFT"
        case .bsdquiz: return "a bsdgames quiz index"
        }
    }

    /// Where the format's own topics come from, or nil for the formats that name none and take
    /// `import --topic` (Kahoot, and GIFT questions under no `$CATEGORY` line).
    public var ownTopics: String? {
        switch self {
        case .csv: return "its topic column names each question's topic"
        case .iquiz: return "each quiz's title is the topic of its questions"
        case .opentdb: return "each question's category is its topic"
        case .onthisday: return "it holds dated events, which have no topic"
        case .bsdquiz: return "the index's category names are the topic"
        case .kahoot, .gift: return nil
        }
    }

    /// The formats that take `import --topic`.
    public static var takingTopic: [ImportFormat] { allCases.filter { $0.ownTopics == nil } }

    /// Detects the format from the content (and file name as a hint); nil if unknown.
    ///
    /// JSON is told apart by shape (an array of objects with `questions` → iquiz, an object with
    /// `response_code` → opentdb, an object with `events`/`selected`/`births`/`deaths` lists → onthisday), or by
    /// those key names when the JSON is broken, so the parser can report where. A file named `index` whose lines
    /// hold colons is a bsdgames quiz index. A CSV header with topic, question and correct is our CSV; one with
    /// Question, Answer 1 and Correct (in the first 20 lines) is Kahoot. `::title::`, `$CATEGORY:` or GIFT answer
    /// braces (or a `.gift` name) mean GIFT. An .xlsx spreadsheet (a ZIP archive that names `xl/workbook.xml`) is
    /// Kahoot's template, the one format TiltQuiz reads from a spreadsheet.
    public static func detect(data: Data, fileName: String) -> ImportFormat? {
        if XLSXSheet.isZIP(data) {
            return data.range(of: Data("xl/workbook.xml".utf8)) != nil ? .kahoot : nil
        }
        let text = (try? ImportText.decode(data, file: fileName)) ?? String(decoding: data, as: UTF8.self)
        let content = text.drop { $0.isWhitespace }
        guard let first = content.first else { return nil }
        let name = PathText.name(of: fileName).lowercased()
        if first == "[" || first == "{" {
            if let json = try? JSONValue.parse(text, file: fileName) {
                return detectJSON(json)
            }
            if content.contains("\"response_code\"") { return .opentdb }
            if content.contains("\"questions\"") { return .iquiz }
            if content.contains("\"events\"") || content.contains("\"selected\"") { return .onthisday }
            if first == "[" || name.hasSuffix(".json") { return nil }
        }
        // Every line only for a bsdgames index or GIFT; the CSV checks need the first few (a large CSV file is
        // not split into lines just to read its header).
        func allLines() -> [String] { ImportText.lines(text).map(ImportText.trimmed).filter { !$0.isEmpty } }
        if name == "index", allLines().allSatisfy({ $0.contains(":") || $0.hasPrefix("#") }) { return .bsdquiz }
        let lines = ImportText.leadingLines(text, count: 20)
        if let header = lines.first {
            let cells = Set(
                header.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: quotesAndSpaces) })
            if cells.isSuperset(of: ["topic", "question", "correct"]) { return .csv }
        }
        for line in lines {
            let cells = line.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: quotesAndSpaces) }
            if ["question", "answer 1", "correct"].allSatisfy({ prefix in cells.contains { $0.hasPrefix(prefix) } }) {
                return .kahoot
            }
        }
        if name.hasSuffix(".gift") || allLines().contains(where: isGIFTLine) { return .gift }
        return nil
    }

    private static let quotesAndSpaces = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\""))

    private static func detectJSON(_ json: JSONValue) -> ImportFormat? {
        switch json {
        case .array(let items):
            guard case .object(let topic) = items.first, topic["questions"] != nil else { return nil }
            return .iquiz
        case .object(let members):
            if members["response_code"] != nil { return .opentdb }
            for list in ["events", "selected", "births", "deaths"] {
                guard case .array(let entries) = members[list] else { continue }
                if case .object(let entry) = entries.first, entry["year"] == nil { continue }
                return .onthisday
            }
            return nil
        default:
            return nil
        }
    }

    /// A `::title::` start, a `$CATEGORY:` line or answer braces that open with `=`, `~` or T/F.
    private static func isGIFTLine(_ line: String) -> Bool {
        if line.hasPrefix("$CATEGORY:") { return true }
        if line.hasPrefix("::"), line.dropFirst(2).contains("::") { return true }
        let pattern = #"\{\s*(=|~|#|(T|F|TRUE|FALSE)\s*(#|\}))"#
        return line.range(of: pattern, options: .regularExpression) != nil
    }
}
