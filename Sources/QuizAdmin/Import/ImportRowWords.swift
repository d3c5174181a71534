import QuizStore
import QuizText

/// The import's problems in the web admin reader's language, the preview's and those of an import refused once
/// written: where (line or spreadsheet row), and why a row is refused; why a whole file is, by `ImportFileWords`, and
/// a note, by `ImportNoteWords`.
enum ImportRowWords {
    /// Why, in `words`' language when the importer gave it as a value.
    static func message(_ problem: ImportProblem, _ words: Catalog) -> String {
        if let row = problem.rowProblem { return text(row, words) }
        if let note = problem.note { return ImportNoteWords.text(note, words) }
        return problem.fileProblem.map { ImportFileWords.text($0, words) } ?? problem.message
    }

    /// A row refused once the import was written, as the preview lists a problem: place, field and why.
    static func row(_ error: ImportError, _ words: Catalog) -> [String: Any] {
        [
            "place": place(error.location, words), "field": field(error.field ?? "", column: error.column, words),
            "message": error.rowProblem.map { text($0, words) } ?? error.fileProblem.map {
                ImportFileWords.text($0, words)
            } ?? error.message,
        ]
    }

    /// The field at fault as the file names it (`wrong2`, `Answer 1`), or a column it gives no name by its place
    /// in `words`' language (`Spalte 2`).
    static func field(_ field: String, column: Int?, _ words: Catalog) -> String {
        column.map { words.text("web.import_column", ["number": words.number($0)]) } ?? field
    }

    /// `Zeile 12`, `Tabellenzeile 12` or a JSON path (as the file has it); "" for the whole file.
    static func place(_ location: ImportLocation, _ words: Catalog) -> String {
        var places: [String] = []
        if let line = location.line {
            places.append(
                location.isSheetRow
                    ? words.text("web.import_place_row", ["row": String(line)])
                    : words.text("web.import_place_line", ["line": String(line)]))
        }
        if let path = location.jsonPath { places.append(path) }
        return places.joined(separator: ", ")
    }

    static func text(_ problem: ImportRowProblem, _ words: Catalog) -> String {
        switch problem {
        case .tooManyFields(let fields, let columns):
            words.plural("web.import_row_too_many_fields", count: fields, ["columns": words.number(columns)])
        case .tooLong(let characters, let limit):
            words.plural("web.import_row_too_long", count: characters, ["limit": words.number(limit)])
        case .empty: words["web.draft_empty"]
        case .gapBefore(let filled): words.text("web.import_row_gap", ["column": filled])
        case .noWrongAnswer: words["web.import_row_no_wrong"]
        case .repeatsAnswer(let answer): words.text("web.draft_repeats", ["answer": answer])
        case .feedbackWithoutAnswer(let answer): words.text("web.import_row_feedback_alone", ["column": answer])
        case .notALanguageCode(let code): words.text("web.import_row_language", ["code": code])
        case .wrongAnswersForTrueFalse: words["web.import_row_wrong_for_true_false"]
        case .notTrueOrFalse: words["web.import_row_not_true_false"]
        case .noWrongForMultipleChoice: words["web.import_row_no_wrong_multiple_choice"]
        case .unknownKind: words["web.import_row_kind"]
        case .repeatsUID(let uid, let line):
            words.text("web.import_row_repeats_uid", ["uid": uid, "line": String(line)])
        case .tooFewAnswers(let least): words.plural("web.import_row_too_few_answers", count: least)
        case .notAnswerNumbers(let answers): words.text("web.import_row_answer_numbers", ["last": String(answers)])
        case .namesEmptyAnswer(let number): words.text("web.import_row_empty_answer", ["number": String(number)])
        case .translatesItself(let uid): words.text("web.import_row_translates_itself", ["uid": uid])
        case .translatesUnknown(let uid): words.text("web.import_row_translates_unknown", ["uid": uid])
        case .translatesATranslation(let uid, let root):
            words.text("web.import_row_translates_translation", ["uid": uid, "root": root])
        case .translatesOtherKind(let uid, let rowIsStatement):
            words.text(
                rowIsStatement
                    ? "web.import_row_translates_multiple_choice" : "web.import_row_translates_statement",
                ["uid": uid])
        case .translatesOtherAnswer(let uid, let namedIsTrue):
            words.text(
                namedIsTrue ? "web.import_row_translates_true" : "web.import_row_translates_false", ["uid": uid])
        case .translatesOtherAnswerCount(let uid, let wrong, let rowWrong):
            words.plural(
                "web.import_row_translates_answers", count: wrong, ["uid": uid, "row": String(rowWrong)])
        }
    }
}
