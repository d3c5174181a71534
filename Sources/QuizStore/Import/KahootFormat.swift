import Foundation

/// The Kahoot! quiz spreadsheet template, as .xlsx (its first sheet, `XLSXSheet`) or saved as CSV: Question,
/// Answer 1-4, Time limit, Correct answer(s).
///
/// The header row is found by its column names (matched by prefix, so "Question - max 120 characters" works);
/// rows above it (the template's instructions) are skipped, except a "Title" row whose next cell becomes the
/// topic (default "Kahoot", or `import --topic`). Without a header (CSV only; an .xlsx file must have it) the
/// template's column order is assumed, shifted by one when the first column holds the template's running
/// numbers. Empty numbered rows are skipped. Correct answers are 1-based numbers separated by commas; a row that
/// marks several is skipped with a warning naming its line (Kahoot accepts any of them; the game deals one right
/// answer). A two-answer True/False row becomes a true/false question. The time limit is not read: each mode
/// keeps its own timer.
enum KahootFormat {
    static let defaultTopic = "Kahoot"

    /// Column positions of the seven template columns.
    struct Layout {
        var question: Int
        var answers: [Int]
        var correct: Int

        init(offset: Int) {
            question = offset
            answers = (1...4).map { offset + $0 }
            correct = offset + 6
        }

        /// The layout a header row names, or nil when `record` is not a header.
        init?(header record: CSVRecord) {
            let cells = record.fields.map { ImportText.trimmed($0).lowercased() }
            func column(_ prefix: String) -> Int? { cells.firstIndex { $0.hasPrefix(prefix) } }
            guard let question = column("question"), let first = column("answer 1"), let second = column("answer 2"),
                let correct = column("correct")
            else { return nil }
            self.question = question
            self.answers = [first, second] + [column("answer 3"), column("answer 4")].compactMap { $0 }
            self.correct = correct
        }
    }

    /// How many rows from the top an .xlsx sheet's header row is looked for in (the template's is row 8).
    static let headerSearchRows = 20

    /// `topic` (`import --topic`) replaces "Kahoot"; a file with a title row refuses it (the title is the topic).
    /// With `problems`, a bad row is told to it and left out (the preview); without, it throws.
    static func parse(
        _ text: String, file: String, topic given: String? = nil, problems: ((ImportError) -> Void)? = nil
    ) throws(ImportError) -> ImportBatch {
        let records = try CSVReader.records(text, file: file).filter { !$0.isBlank }
        return try parse(records, file: file, isSheet: false, topic: given, problems: problems)
    }

    /// The first sheet of an .xlsx file; its rows are named by the numbers the spreadsheet shows. A sheet
    /// without the template's header row is refused, saying what its first row holds.
    static func parse(
        sheet: XLSXSheet, file: String, topic given: String? = nil, problems: ((ImportError) -> Void)? = nil
    ) throws(ImportError) -> ImportBatch {
        let records = sheet.rows.filter { !$0.isBlank }
        guard records.prefix(headerSearchRows).contains(where: { Layout(header: $0) != nil }) else {
            let first = records.first.map { record in
                (
                    row: record.line,
                    cells: record.fields.filter { !$0.isEmpty }.prefix(8).map { ImportText.clipped($0, limit: 40) }
                )
            }
            throw ImportError(
                location: ImportLocation(file: file),
                .spreadsheet(.notKahoot(sheet: sheet.name, rows: headerSearchRows, firstRow: first)))
        }
        return try parse(records, file: file, isSheet: true, topic: given, problems: problems)
    }

    private static func parse(
        _ records: [CSVRecord], file: String, isSheet: Bool, topic given: String?,
        problems: ((ImportError) -> Void)?
    ) throws(ImportError) -> ImportBatch {
        func place(_ record: CSVRecord) -> ImportLocation {
            isSheet ? ImportLocation(file: file, row: record.line) : ImportLocation(file: file, line: record.line)
        }
        var batch = ImportBatch(format: .kahoot)
        var topic = given ?? defaultTopic
        let layout: Layout
        let rows: ArraySlice<CSVRecord>
        if let headerIndex = records.firstIndex(where: { Layout(header: $0) != nil }),
            let header = Layout(header: records[headerIndex])
        {
            layout = header
            rows = records[(headerIndex + 1)...]
            if let titled = records[..<headerIndex].first(where: { title(in: $0) != nil }),
                let title = title(in: titled)
            {
                if given != nil {
                    throw ImportError(location: place(titled), .topicInTitle(title))
                }
                topic = title
                batch.title = title
            }
        } else {
            let first = records.first
            let numbered = first.map { $0.fields.count >= 8 && ($0[0].isEmpty || Int($0[0]) != nil) } ?? false
            layout = Layout(offset: numbered ? 1 : 0)
            rows = records[...]
        }
        for record in rows {
            if ([layout.question] + layout.answers).allSatisfy({ record[$0].isEmpty }) { continue }
            do throws(ImportError) {
                try record.checkLengths(file: file, isSheetRow: isSheet) { index in
                    layout.answers.firstIndex(of: index).map { "Answer \($0 + 1)" }
                        ?? (index == layout.question ? "Question" : nil)
                }
                if let question = try read(
                    record, layout: layout, topic: topic, location: place(record), warnings: &batch.warnings)
                {
                    batch.questions.append(question)
                }
            } catch {
                guard let problems else { throw error }
                problems(error)
            }
        }
        return batch
    }

    /// The cell after a "Title" or "Quiz title" cell.
    private static func title(in record: CSVRecord) -> String? {
        let cells = record.fields.map(ImportText.trimmed).filter { !$0.isEmpty }
        guard cells.count >= 2 else { return nil }
        let label = cells[0].lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ":"))
        return ["title", "quiz title"].contains(label) ? cells[1] : nil
    }

    private static func read(
        _ record: CSVRecord, layout: Layout, topic: String, location: ImportLocation,
        warnings: inout [ImportWarning]
    ) throws(ImportError) -> ImportedQuestion? {
        let text = record[layout.question]
        guard !text.isEmpty else {
            throw ImportError(location: location, field: "Question", .empty)
        }
        let answers = layout.answers.map { record[$0] }
        let given = answers.indices.filter { !answers[$0].isEmpty }
        guard given.count >= 2 else {
            throw ImportError(location: location, field: "Answer 2", .tooFewAnswers(least: 2))
        }
        let marks = record[layout.correct].split(whereSeparator: { ", ;".contains($0) })
        let numbers = marks.compactMap { Int($0) }
        guard !marks.isEmpty, numbers.count == marks.count, numbers.allSatisfy((1...answers.count).contains) else {
            throw ImportError(
                location: location, field: "Correct answer(s)", .notAnswerNumbers(answers: answers.count))
        }
        if let blank = numbers.first(where: { answers[$0 - 1].isEmpty }) {
            throw ImportError(location: location, field: "Correct answer(s)", .namesEmptyAnswer(blank))
        }
        let right = numbers[0] - 1
        let wrong = given.filter { !numbers.contains($0 + 1) }.map { answers[$0] }
        if given.count == 2, Set(numbers).count == 1, Set(given.map { answers[$0].lowercased() }) == ["true", "false"] {
            return ImportedQuestion(
                kind: .trueFalse, topic: topic, text: text, correct: answers[right].lowercased(), wrong: [],
                location: location)
        }
        guard !wrong.isEmpty else {
            warnings.append(.skipped(.everyAnswerCorrect, at: location, field: "Correct answer(s)"))
            return nil
        }
        let marked = Set(numbers).sorted().map { answers[$0 - 1] }
        if marked.count > 1 {
            warnings.append(.severalCorrect(marked, at: location, field: "Correct answer(s)"))
            return nil
        }
        return ImportedQuestion(
            kind: .multipleChoice, topic: topic, text: text, correct: answers[right], wrong: wrong, location: location)
    }
}
