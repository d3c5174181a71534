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

    /// The separators a CSV-like first line is split at, in the words the message uses.
    private static let separators: [(Character, String)] = [
        (",", "commas"), (";", "semicolons (;)"), ("\t", "tabs"), ("|", "bars (|)"),
    ]

    /// "is in no format TiltQuiz knows: its first line is "topic;question;correct;wrong1", cells separated by
    /// semicolons (;); expected ...; save it as CSV with commas between the cells".
    static func message(_ text: String) -> String {
        guard let line = ImportText.leadingLines(text, count: 1).first else {
            return "is in no format TiltQuiz knows: \(expected)"
        }
        let shown = line.count > 100 ? line.prefix(90) + "…" : Substring(line)
        var found = "its first line is \"\(shown)\""
        var advice = ""
        let counts = separators.map { separator in (separator, line.count { $0 == separator.0 }) }
        if let (separator, count) = counts.max(by: { $0.1 < $1.1 }), count > 0 {
            let cells = line.split(separator: separator.0, omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces.union(.init(charactersIn: "\""))).lowercased()
            }
            found += ", \(cells.count) cells separated by \(separator.1)"
            let ours = OurCSVFormat.requiredColumns.filter { cells.contains($0.lowercased()) }
            let kahoot = ["question", "answer 1", "answer 2", "correct"].filter { prefix in
                cells.contains { $0.hasPrefix(prefix) }
            }
            if separator.0 != "," && (ours.count >= 2 || kahoot.count >= 2) {
                advice =
                    "; save it as CSV with commas between the cells (in LibreOffice: Save As, Text CSV, Field "
                    + "delimiter \",\")"
            } else if separator.0 == ",", ours.count >= 2 {
                let missing = OurCSVFormat.requiredColumns.filter { !ours.contains($0) }
                advice = "; as our CSV its header lacks \(list(missing))"
            } else if separator.0 == ",", kahoot.count >= 2 {
                let names = [
                    "question": "Question", "answer 1": "Answer 1", "answer 2": "Answer 2",
                    "correct": "Correct answer(s)",
                ]
                let missing = ["question", "answer 1", "answer 2", "correct"].filter { !kahoot.contains($0) }
                advice = "; as Kahoot's template its header lacks \(list(missing.compactMap { names[$0] }))"
            }
        } else {
            found += " (no comma, semicolon or tab in it)"
        }
        return "is in no format TiltQuiz knows: \(found); \(expected)\(advice)"
    }

    /// "a", "a and b", "a, b and c".
    private static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
