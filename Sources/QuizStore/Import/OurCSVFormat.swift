import Foundation
import QuizCore

/// TiltQuiz's own CSV: a header row naming topic, question, correct, wrong1...wrong5, badge, explanation, source.
///
/// An optional `uid` column gives each question its own id (the bundled packs have one): a pack installed
/// again then updates the question with that uid in place, so a corrected text keeps its answers. Without it a
/// question is known by its text and right answer. A uid may appear once per file. An optional `language`
/// column names the language of each row ("de"; empty: the import's `--language`, else English). An optional
/// `translates` column names the uid of the question the row translates (its answers in the same order; the
/// import checks it against the store, `QuizDatabase.translationProblems`).
///
/// Header names are case-insensitive and may come in any order; topic, question, correct and wrong1 are required
/// columns, the rest optional; unknown or repeated columns are errors (a typo would otherwise drop data).
/// A row whose `correct` is TRUE or FALSE (any case) and that has no wrong answers is a true/false question.
/// Wrong answers must be filled from wrong1 on, without gaps. Extra empty fields at the end of a row
/// (spreadsheet exports) are ignored; extra fields with text are an error. A leading `'` before `=`, `+`, `-` or
/// `@` is dropped: our CSV export adds it so spreadsheets do not run the cell as a formula. The export's
/// optional `kind` column (trueFalse or multipleChoice; empty means "infer") is checked against the row.
///
/// The explanation is said after the answer, whichever it was. The optional `correctFeedback` and
/// `wrong1Feedback`...`wrong5Feedback` columns (the export writes them) are said to a player who chose that
/// answer, before the explanation; on a true/false row `wrong1Feedback` is for the other answer.
enum OurCSVFormat {
    static let requiredColumns = ["topic", "question", "correct", "wrong1"]
    static let wrongColumns = (1...AnswerLimits.wrongKept).map { "wrong\($0)" }
    static let feedbackColumns = ["correctFeedback"] + wrongColumns.map { $0 + "Feedback" }
    static let columns =
        ["topic", "question", "correct"] + wrongColumns
        + ["badge", "explanation", "source", "kind", "uid", "language", "translates"] + feedbackColumns
    /// Column names as a header is matched: without case.
    private static let columnsByLowercase = Dictionary(uniqueKeysWithValues: columns.map { ($0.lowercased(), $0) })

    /// Parses a file, all or nothing: the first problem throws. With `problems` (the web admin's preview), a row's
    /// problem is told to it and the row left out, so one pass finds them all; the header's still throw.
    static func parse(
        _ text: String, file: String, problems: ((ImportError) -> Void)? = nil
    ) throws(ImportError) -> ImportBatch {
        let records = try CSVReader.records(text, file: file)
        guard let header = records.first else {
            throw ImportError(location: ImportLocation(file: file, line: 1), .noHeader)
        }
        var names = header.fields.map { ImportText.trimmed($0).lowercased() }
        while names.last == "" { names.removeLast() }
        var position: [String: Int] = [:]
        for (index, written) in names.enumerated() {
            guard let name = columnsByLowercase[written] else {
                if written.isEmpty {
                    throw ImportError(location: ImportLocation(file: file, line: header.line), .unnamedColumn)
                        .atColumn(index + 1)
                }
                if names.count == 1,
                    let separator = [CellSeparator.semicolon, .tab].first(where: { written.contains($0.rawValue) })
                {
                    throw ImportError(
                        location: ImportLocation(file: file, line: header.line),
                        field: ImportText.trimmed(header.fields[index]), .separatorInColumnName(separator))
                }
                throw ImportError(
                    location: ImportLocation(file: file, line: header.line), field: written,
                    .notAColumnName(columns: columns))
            }
            guard position[name] == nil else {
                throw ImportError(
                    location: ImportLocation(file: file, line: header.line), field: name, .columnTwice)
            }
            position[name] = index
        }
        for name in requiredColumns where position[name] == nil {
            throw ImportError(
                location: ImportLocation(file: file, line: header.line), field: name, .columnMissing)
        }
        var batch = ImportBatch(format: .csv)
        batch.questions.reserveCapacity(records.count - 1)
        let layout = Layout(position: position)
        var uidLines: [String: Int] = [:]
        let fieldNames = names.map { columnsByLowercase[$0] ?? $0 }
        for record in records.dropFirst() where !record.isBlank {
            do throws(ImportError) {
                try record.checkLengths(file: file) { index in
                    index < fieldNames.count ? fieldNames[index] : nil
                }
                let question = try read(record, layout: layout, columnCount: names.count, file: file)
                if let uid = question.uid {
                    if let first = uidLines[uid] {
                        throw ImportError(location: question.location, field: "uid", .repeatsUID(uid, line: first))
                    }
                    uidLines[uid] = record.line
                }
                batch.questions.append(question)
            } catch {
                guard let problems else { throw error }
                problems(error)
            }
        }
        return batch
    }

    /// Where each column is in a row, looked up once per file rather than once per cell.
    private struct Layout {
        let topic: Int?
        let question: Int?
        let correct: Int?
        let wrong: [Int?]
        let badge: Int?
        let explanation: Int?
        let source: Int?
        let kind: Int?
        let uid: Int?
        let language: Int?
        let translates: Int?
        /// `correctFeedback`, then `wrong1Feedback`...`wrong5Feedback`.
        let feedback: [Int?]
        /// Whether the header names any of them (most files do not: their rows skip reading them).
        let hasFeedback: Bool

        init(position: [String: Int]) {
            topic = position["topic"]
            question = position["question"]
            correct = position["correct"]
            wrong = OurCSVFormat.wrongColumns.map { position[$0] }
            badge = position["badge"]
            explanation = position["explanation"]
            source = position["source"]
            kind = position["kind"]
            uid = position["uid"]
            language = position["language"]
            translates = position["translates"]
            feedback = OurCSVFormat.feedbackColumns.map { position[$0] }
            hasFeedback = feedback.contains { $0 != nil }
        }
    }

    private static func read(
        _ record: CSVRecord, layout: Layout, columnCount: Int, file: String
    ) throws(ImportError) -> ImportedQuestion {
        let location = ImportLocation(file: file, line: record.line)
        func fail(_ field: String?, _ problem: ImportRowProblem) -> ImportError {
            ImportError(location: location, field: field, problem)
        }
        if record.fields.count > columnCount, record.fields[columnCount...].contains(where: { !$0.isEmpty }) {
            throw fail(nil, .tooManyFields(fields: record.fields.count, columns: columnCount))
        }
        func value(at index: Int?) -> String {
            index.map { unguarded(record[$0]) } ?? ""
        }
        func required(_ name: String, at index: Int?) throws(ImportError) -> String {
            let text = value(at: index)
            guard !text.isEmpty else { throw fail(name, .empty) }
            return text
        }
        let topic = try required("topic", at: layout.topic)
        let text = try required("question", at: layout.question)
        var correct = try required("correct", at: layout.correct)
        let filled = layout.wrong.map { value(at: $0) }
        let count = filled.lastIndex { !$0.isEmpty }.map { $0 + 1 } ?? 0
        if let gap = filled[..<count].firstIndex(where: \.isEmpty) {
            throw fail(wrongColumns[gap], .gapBefore(filled: wrongColumns[count - 1]))
        }
        let wrong = Array(filled[..<count])
        let isTrueFalse = wrong.isEmpty && ["true", "false"].contains(correct.lowercased())
        try checkKind(value(at: layout.kind), isTrueFalse: isTrueFalse, hasWrong: !wrong.isEmpty, fail: fail)
        if isTrueFalse {
            correct = correct.lowercased()
        } else if wrong.isEmpty {
            throw fail("wrong1", .noWrongAnswer)
        }
        // At most six answers: comparing each with those before it is cheaper than hashing them into a set.
        let lowered = [correct.lowercased()] + wrong.map { $0.lowercased() }
        for index in 1..<lowered.count where lowered[..<index].contains(lowered[index]) {
            throw fail(wrongColumns[index - 1], .repeatsAnswer(wrong[index - 1]))
        }
        let feedback = layout.hasFeedback ? layout.feedback.map { value(at: $0) } : []
        // An answer's feedback needs the answer; a true/false row's other answer is implied, so wrong1Feedback is its.
        let answers = isTrueFalse ? 2 : 1 + wrong.count
        if let stray = feedback.indices.last(where: { !feedback[$0].isEmpty }), stray >= answers {
            throw fail(feedbackColumns[stray], .feedbackWithoutAnswer(answer: wrongColumns[stray - 1]))
        }
        let badge = value(at: layout.badge)
        let uid = value(at: layout.uid)
        let language = value(at: layout.language)
        if !language.isEmpty && !ContentLanguage.isCode(language) {
            throw fail("language", .notALanguageCode(language))
        }
        let translates = value(at: layout.translates)
        if !translates.isEmpty && translates == uid {
            throw fail("translates", .translatesItself(uid: uid))
        }
        var question = ImportedQuestion(
            kind: isTrueFalse ? .trueFalse : .multipleChoice, topic: topic, text: text, correct: correct, wrong: wrong,
            explanation: value(at: layout.explanation),
            feedback: feedback.contains { !$0.isEmpty } ? Array(feedback.prefix(answers)) : [],
            badge: badge.isEmpty ? nil : badge, source: value(at: layout.source), location: location,
            uid: uid.isEmpty ? nil : uid)
        question.language = language.isEmpty ? nil : language
        question.translates = translates.isEmpty ? nil : translates
        return question
    }

    /// Rejects a `kind` that the row's answers contradict.
    private static func checkKind(
        _ kind: String, isTrueFalse: Bool, hasWrong: Bool, fail: (String?, ImportRowProblem) -> ImportError
    ) throws(ImportError) {
        switch kind.lowercased().filter(\.isLetter) {
        case "":
            return
        case "truefalse", "tf":
            if hasWrong { throw fail("wrong1", .wrongAnswersForTrueFalse) }
            if !isTrueFalse { throw fail("correct", .notTrueOrFalse) }
        case "multiplechoice", "mc":
            if !hasWrong { throw fail("wrong1", .noWrongForMultipleChoice) }
        default:
            throw fail("kind", .unknownKind)
        }
    }

    /// The cell without the `'` our export puts before a leading `=`, `+`, `-` or `@`.
    static func unguarded(_ cell: String) -> String {
        guard cell.utf8.first == UInt8(ascii: "'"), let next = cell.dropFirst().first, "=+-@".contains(next) else {
            return cell
        }
        return String(cell.dropFirst())
    }
}
