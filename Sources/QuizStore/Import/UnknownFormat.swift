import Foundation

/// Why a file is in no format TiltQuiz knows, in words: what its first line holds (and what separates its cells),
/// what was expected, and, where it is plain, what to change: a `;`-separated CSV (a spreadsheet saved in a
/// locale whose decimal mark is a comma), or a header that lacks a column.
enum UnknownFormat {
    /// The formats, as the message lists them.
    static let expected =
        "expected our CSV (a first line naming the columns topic, question, correct and wrong1, separated by "
        + "commas), Kahoot's quiz template (.xlsx, or CSV with the columns Question, Answer 1, Answer 2 and Correct "
        + "answer(s)), iQuiz, Open Trivia DB or Wikipedia \"On this day\" JSON, Moodle GIFT, or a bsdgames quiz index"

    /// "is in no format TiltQuiz knows: its first line is "topic;question;correct;wrong1", cells separated by
    /// semicolons (;); expected ...; save it as CSV with commas between the cells".
    static func message(_ text: String) -> String { finding(text).words }

    /// What `text`'s first line holds, and the advice it calls for.
    static func finding(_ text: String) -> UnknownFormatFinding {
        guard let line = ImportText.leadingLines(text, count: 1).first else { return UnknownFormatFinding() }
        let shown = line.count > 100 ? line.prefix(90) + "…" : Substring(line)
        var finding = UnknownFormatFinding(firstLine: String(shown))
        let counts = CellSeparator.allCases.map { separator in (separator, line.count { $0 == separator.rawValue }) }
        guard let (separator, count) = counts.max(by: { $0.1 < $1.1 }), count > 0 else { return finding }
        let cells = line.split(separator: separator.rawValue, omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces.union(.init(charactersIn: "\""))).lowercased()
        }
        finding.cells = (cells.count, separator)
        let ours = OurCSVFormat.requiredColumns.filter { cells.contains($0.lowercased()) }
        let kahoot = ["question", "answer 1", "answer 2", "correct"].filter { prefix in
            cells.contains { $0.hasPrefix(prefix) }
        }
        if separator != .comma && (ours.count >= 2 || kahoot.count >= 2) {
            finding.advice = .saveWithCommas
        } else if separator == .comma, ours.count >= 2 {
            finding.advice = .ourCSVLacks(OurCSVFormat.requiredColumns.filter { !ours.contains($0) })
        } else if separator == .comma, kahoot.count >= 2 {
            let names = [
                "question": "Question", "answer 1": "Answer 1", "answer 2": "Answer 2", "correct": "Correct answer(s)",
            ]
            let missing = ["question", "answer 1", "answer 2", "correct"].filter { !kahoot.contains($0) }
            finding.advice = .kahootLacks(missing.compactMap { names[$0] })
        }
        return finding
    }
}

/// What the first line of a file in no known format holds, as values: the command line says it in English
/// (`words`), the web admin in its reader's language.
public struct UnknownFormatFinding: Equatable, Sendable {
    /// What a header of a known format would need changed.
    public enum Advice: Equatable, Sendable {
        /// A header of ours or Kahoot's, separated by something other than commas.
        case saveWithCommas
        /// Our CSV's header lacking these required columns.
        case ourCSVLacks([String])
        /// Kahoot's template's header lacking these columns.
        case kahootLacks([String])
    }

    /// The first line with text, trimmed and cut at 90 characters when longer than 100; nil when there is none.
    public var firstLine: String?
    /// How many cells the line splits into, at the separator it has most of; nil when it has none.
    public var cells: (count: Int, separator: CellSeparator)?
    public var advice: Advice?

    public static func == (left: Self, right: Self) -> Bool {
        left.firstLine == right.firstLine && left.cells?.count == right.cells?.count
            && left.cells?.separator == right.cells?.separator && left.advice == right.advice
    }

    /// "is in no format TiltQuiz knows: its first line is "…", 4 cells separated by semicolons (;); expected …".
    public var words: String {
        guard let firstLine else { return "is in no format TiltQuiz knows: \(UnknownFormat.expected)" }
        var found = "its first line is \"\(firstLine)\""
        if let cells {
            found += ", \(cells.count) cells separated by \(cells.separator.words)"
        } else {
            found += " (no comma, semicolon or tab in it)"
        }
        let advice: String =
            switch advice {
            case nil: ""
            case .saveWithCommas:
                "; save it as CSV with commas between the cells (in LibreOffice: Save As, Text CSV, Field "
                    + "delimiter \",\")"
            case .ourCSVLacks(let columns): "; as our CSV its header lacks \(Self.list(columns))"
            case .kahootLacks(let columns): "; as Kahoot's template its header lacks \(Self.list(columns))"
            }
        return "is in no format TiltQuiz knows: \(found); \(UnknownFormat.expected)\(advice)"
    }

    /// "a", "a and b", "a, b and c".
    private static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
